import { useState } from 'react';
import { Link as RouterLink, Navigate, useNavigate, useParams } from 'react-router';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatarNumeroProcesso } from '@divida/domain/format';
import type { RotaAcao } from '@divida/domain/processo/acao.schema';
import { useSession } from '../../../lib/SessionProvider.tsx';
import { PageLoading } from '../../../components/PageLoading.tsx';
import { AbaProcesso } from '../detalhe/AbaProcesso.tsx';
import { AcaoDialog } from '../acoes/AcaoDialog.tsx';
import { useProcesso } from '../processo.api.ts';
import { acoesPermitidas, andamentosPorAba } from '../acoes/processoAcoes.ts';

/** The two actions of a returned process, each a reason dialog (spec 02 §2.4, §4). */
const ACOES_DEVOLVIDO = [
  { action: 'ARQUIVAR_PROCESSO_DEVOLVIDO', rota: 'arquivarProcessoDevolvido', rotulo: 'Arquivar Processo' },
  {
    action: 'SOLICITAR_INSCRICAO_PROCESSO_DEVOLVIDO',
    rota: 'solicitarInscricaoProcessoDevolvido',
    rotulo: 'Solicitar Inscrição',
  },
] as const;

/** /processoDevolvido/:processoId: 'Processo Devolvido {number}' (spec 02 §2.4). */
export default function ProcessoDevolvidoDetailPage() {
  const id = Number(useParams().processoId);
  const navigate = useNavigate();
  const { can } = useSession();
  const { data: p, isPending, isError } = useProcesso(id);
  const [aberta, setAberta] = useState<RotaAcao | null>(null);

  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/processoDevolvido" replace />;
  if (isPending && !isError) return <PageLoading />;
  if (!p) return <Navigate to="/processoDevolvido" replace />;

  const permitidas = new Set(acoesPermitidas(p, can).map((a) => a.action));
  const acoes = ACOES_DEVOLVIDO.filter((a) => permitidas.has(a.action));
  const numero = formatarNumeroProcesso(p.numero);
  return (
    <Paper sx={{ p: { xs: 1, sm: 3 } }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ mb: 2, justifyContent: 'space-between', alignItems: { md: 'center' } }}
      >
        <Typography variant="h5" component="h1">
          Processo Devolvido{' '}
          <Link component={RouterLink} to={`/processos/${p.id}`}>
            {numero}
          </Link>
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {acoes.map((a) => (
            <Button key={a.action} variant="contained" onClick={() => setAberta(a.rota)}>
              {a.rotulo}
            </Button>
          ))}
        </Stack>
      </Stack>
      <AbaProcesso p={p} andamentos={andamentosPorAba(p.andamentos).processo} />
      <Stack direction="row" sx={{ mt: 3, justifyContent: 'flex-end' }}>
        <Button onClick={() => navigate('/processoDevolvido')}>Voltar</Button>
      </Stack>
      {aberta && (
        <AcaoDialog
          key={aberta}
          p={p}
          rota={aberta}
          onClose={() => setAberta(null)}
          onSucesso={() => navigate('/processoDevolvido', { replace: true })}
        />
      )}
    </Paper>
  );
}
