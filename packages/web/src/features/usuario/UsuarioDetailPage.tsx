import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCep, formatCpf, formatTelefone } from '@divida/domain/format';
import { MENSAGENS_USUARIO } from '@divida/domain/usuario/usuario.schema';
import { useSession } from '../../app/session/SessionProvider.tsx';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog.tsx';
import { DetailItem } from '../../components/DetailItem.tsx';
import { PageLoading } from '../../components/PageLoading.tsx';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { abrirPdf } from './abrirPdf.ts';
import { AtribuirSenhaDialog } from './AtribuirSenhaDialog.tsx';
import { DetailSection } from './DetailSection.tsx';
import { useExcluirUsuario, useUsuario } from './usuario.api.ts';

/** /usuario/:usuarioId: details with Atribuir Senha, Excluir, Editar and Imprimir (spec 01 §2.6). */
export default function UsuarioDetailPage() {
  const id = Number(useParams().usuarioId);
  const navigate = useNavigate();
  const { can } = useSession();
  const { data: u, isPending, isError } = useUsuario(id);
  const excluir = useExcluirUsuario();
  const [confirming, setConfirming] = useState(false);
  const [senha, setSenha] = useState(false);
  const [imprimindo, setImprimindo] = useState(false);

  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/usuario" replace />;
  if (isPending && !isError) return <PageLoading />;

  const imprimir = () => {
    setImprimindo(true);
    abrirPdf(`usuario/${id}/imprimir`)
      .catch(notifyError)
      .finally(() => setImprimindo(false));
  };

  return (
    <Paper sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Detalhes do Usuário
      </Typography>
      {u && (
        <>
          <DetailSection title="Dados do Usuário">
            <DetailItem label="Nome" value={u.nome} />
            <DetailItem label="E-mail" value={u.email} />
            <DetailItem label="CPF" value={formatCpf(u.cpf) || null} />
            <DetailItem label="Matrícula" value={u.matricula} />
            <DetailItem label="Telefone 1" value={formatTelefone(u.telefone1) || null} />
            <DetailItem label="Telefone 2" value={formatTelefone(u.telefone2) || null} />
            <DetailItem label="Órgão Credor" value={`${u.orgaoCredor.sigla} - ${u.orgaoCredor.nome}`} />
            <DetailItem label="Perfil" value={u.perfil.nome} />
            <DetailItem label="Situação" value={u.ativo ? 'Ativo' : 'Inativo'} />
          </DetailSection>
          <DetailSection title="Endereço">
            <DetailItem label="CEP" value={formatCep(u.cep) || null} />
            <DetailItem label="Rua" value={u.rua} />
            <DetailItem label="Número" value={u.numero} />
            <DetailItem label="Complemento" value={u.complemento} />
            <DetailItem label="Bairro" value={u.bairro} />
            <DetailItem
              label="Município"
              value={u.municipio ? `${u.municipio.nome} - ${u.uf ?? ''}` : null}
            />
          </DetailSection>
        </>
      )}
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ mt: 3, justifyContent: 'flex-end', flexWrap: 'wrap' }}
      >
        <Button onClick={() => navigate(-1)}>Voltar</Button>
        {u && (
          <Button variant="outlined" onClick={imprimir} disabled={imprimindo}>
            Imprimir
          </Button>
        )}
        {u && can('USUARIO_ALTERAR_SENHA') && (
          <Button variant="outlined" onClick={() => setSenha(true)}>
            Atribuir Senha
          </Button>
        )}
        {u && u.ativo && can('USUARIO_EXCLUIR') && (
          <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
            Excluir
          </Button>
        )}
        {u && can('USUARIO_ALTERAR') && (
          <Button variant="contained" onClick={() => navigate('/usuario/editar', { state: { id } })}>
            Editar
          </Button>
        )}
      </Stack>
      {u && <AtribuirSenhaDialog open={senha} onClose={() => setSenha(false)} usuario={u} />}
      <ConfirmDialog
        open={confirming}
        busy={excluir.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          excluir.mutate(id, {
            onSuccess: () => {
              notifySuccess(MENSAGENS_USUARIO.excluido);
              navigate('/usuario', { replace: true });
            },
            onSettled: () => setConfirming(false),
          })
        }
      />
    </Paper>
  );
}
