import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import Button from '@mui/material/Button';
import { formatCep, formatCpf, formatTelefone } from '@divida/domain/format';
import { MENSAGENS_USUARIO } from '@divida/domain/usuario/usuario.schema';
import { useSession } from '../../lib/SessionProvider.tsx';
import { DetailItem } from '../../components/DetailItem.tsx';
import { ComHistorico } from '../auditoria/index.ts';
import { DetailPage, EditarButton, ExcluirButton } from '../../components/DetailPage.tsx';
import { PageLoading } from '../../components/PageLoading.tsx';
import { notifyError } from '../../lib/notify.ts';
import { abrirPdf } from '../../lib/abrirPdf.ts';
import { AtribuirSenhaDialog } from './AtribuirSenhaDialog.tsx';
import { DetailSection } from '../../components/DetailSection.tsx';
import { usePerfisLookup, usePodeAtuarSobrePerfil } from '../perfil/index.ts';
import { useExcluirUsuario, useUsuario } from './usuario.api.ts';

/** /usuario/:usuarioId: details with Atribuir Senha, Excluir, Editar and Imprimir (spec 01 §2.6). */
export default function UsuarioDetailPage() {
  const id = Number(useParams().usuarioId);
  const { can, session } = useSession();
  const { data: u, isPending, isError } = useUsuario(id);
  const perfis = usePerfisLookup();
  const podeAtuar = usePodeAtuarSobrePerfil();
  const excluir = useExcluirUsuario();
  const [senha, setSenha] = useState(false);
  const [imprimindo, setImprimindo] = useState(false);

  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/usuario" replace />;
  if (isPending && !isError) return <PageLoading />;

  // What the server allows (usuario.service): nothing on a user whose profile holds a permission
  // the caller lacks (unknown until the profiles load), and neither deleting nor re-passwording oneself.
  const perfilDoUsuario = perfis.data?.find((p) => p.id === u?.perfil.id);
  const gerivel = perfilDoUsuario !== undefined && podeAtuar(perfilDoUsuario.permissoes);
  const proprio = u !== undefined && u.id === session?.user.id;

  const imprimir = () => {
    setImprimindo(true);
    abrirPdf(`usuario/${id}/imprimir`)
      .catch(notifyError)
      .finally(() => setImprimindo(false));
  };

  return (
    <DetailPage
      titulo="Detalhes do Usuário"
      acoes={
        <>
          {u && (
            <Button variant="outlined" onClick={imprimir} disabled={imprimindo}>
              Imprimir
            </Button>
          )}
          {u && gerivel && !proprio && can('USUARIO_ALTERAR_SENHA') && (
            <Button variant="outlined" onClick={() => setSenha(true)}>
              Atribuir Senha
            </Button>
          )}
          {u && u.ativo && gerivel && !proprio && can('USUARIO_EXCLUIR') && (
            <ExcluirButton
              id={id}
              excluir={excluir}
              mensagem={MENSAGENS_USUARIO.excluido}
              destino="/usuario"
            />
          )}
          {u && gerivel && can('USUARIO_ALTERAR') && <EditarButton id={id} to="/usuario/editar" />}
          {u && <AtribuirSenhaDialog open={senha} onClose={() => setSenha(false)} usuario={u} />}
        </>
      }
    >
      <ComHistorico entidade="usuario" id={id}>
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
      </ComHistorico>
    </DetailPage>
  );
}
