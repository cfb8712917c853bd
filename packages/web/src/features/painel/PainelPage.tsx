import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { formatDateBR } from '@divida/domain/calendar';
import { formatarNumeroProcesso, formatDateTime, SEM_VALOR, formatarNumeroCda } from '@divida/domain/format';
import {
  CARTOES_PAINEL,
  DIAS_ANDAMENTOS_PAINEL,
  type AndamentoRecente,
} from '@divida/domain/painel/painel.schema';
import { CartaoResumo, linkProcessos } from '../../components/CartaoResumo.tsx';
import { errorMessage } from '../../lib/notify.ts';
import { useAndamentosRecentes, useDashboardCounts, type OrigemFiltro } from './painel.api.ts';

const SISTEMA = { TCC: 'TCC', DIVIDA_ATIVA: 'Dívida Ativa' } as const;

/** A failed request is not an empty dashboard: the message and Tentar novamente. */
function Falha({ erro, tentar }: { erro: unknown; tentar: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={tentar}>
          Tentar novamente
        </Button>
      }
    >
      {errorMessage(erro)}
    </Alert>
  );
}

function Cartoes() {
  const { data, isPending, isError, error, refetch } = useDashboardCounts();
  if (isError) return <Falha erro={error} tentar={() => void refetch()} />;
  return (
    <Grid container spacing={2}>
      {CARTOES_PAINEL.map((c) => (
        <Grid key={c.total} size={{ xs: 12, sm: 6, md: 3 }}>
          {isPending ? (
            <Skeleton variant="rounded" height={124} />
          ) : (
            <CartaoResumo
              titulo={c.titulo}
              quantidade={data[c.total]}
              valor={data[c.valor]}
              para={linkProcessos(c.filtro)}
            />
          )}
        </Grid>
      ))}
    </Grid>
  );
}

/** The number the movement belongs to: the TCC's, or the CDA's for the active debt. */
const numeroOrigem = (a: AndamentoRecente) =>
  a.origem === 'TCC' ? formatarNumeroProcesso(a.numeroOrigem) : formatarNumeroCda(a.numeroOrigem);

function Andamentos() {
  const [origem, setOrigem] = useState<OrigemFiltro>('TODOS');
  const { data, isPending, isError, error, refetch } = useAndamentosRecentes(origem);
  return (
    <Box component="section" aria-labelledby="andamentos-recentes" sx={{ mt: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography id="andamentos-recentes" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          Andamentos dos últimos {DIAS_ANDAMENTOS_PAINEL} dias
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={origem}
          onChange={(_, v: OrigemFiltro | null) => v && setOrigem(v)}
          aria-label="Origem dos andamentos"
        >
          <ToggleButton value="TODOS">Todos</ToggleButton>
          <ToggleButton value="TCC">TCC</ToggleButton>
          <ToggleButton value="DIVIDA_ATIVA">Dívida Ativa</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {isError ? (
        <Falha erro={error} tentar={() => void refetch()} />
      ) : (
        <Box sx={{ height: 404, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
          {isPending ? (
            <Skeleton variant="rectangular" height={404} />
          ) : data.length === 0 ? (
            <Box sx={{ display: 'grid', placeItems: 'center', height: '100%' }}>
              <Typography color="text.secondary">Não há andamentos disponíveis.</Typography>
            </Box>
          ) : (
            <Table size="small" stickyHeader aria-labelledby="andamentos-recentes">
              <TableHead>
                <TableRow>
                  <TableCell>Data</TableCell>
                  <TableCell>Data de Referência</TableCell>
                  <TableCell>Descrição</TableCell>
                  <TableCell>Número de Origem</TableCell>
                  <TableCell>Sistema</TableCell>
                  <TableCell>Número do TCC</TableCell>
                  <TableCell>Motivo do Cancelamento</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.map((a) => (
                  <TableRow key={a.id} hover>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(a.data)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {a.dataReferencia ? formatDateBR(a.dataReferencia) : SEM_VALOR}
                    </TableCell>
                    <TableCell sx={a.cancelado ? { textDecoration: 'line-through' } : undefined}>
                      {a.descricao}
                      {a.cancelado && <span style={visuallyHidden}> (cancelado)</span>}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{numeroOrigem(a)}</TableCell>
                    <TableCell>{SISTEMA[a.origem]}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <Link component={RouterLink} to={`/processos/${a.idTcc}`}>
                        {formatarNumeroProcesso(a.numeroTcc)}
                      </Link>
                    </TableCell>
                    <TableCell sx={a.motivoCancelamento ? { textDecoration: 'line-through' } : undefined}>
                      {a.motivoCancelamento ?? SEM_VALOR}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Box>
      )}
    </Box>
  );
}

/** /painel (spec 02 §2.8): the seven cards, then the movements of the last 15 days. */
export default function PainelPage() {
  return (
    <Paper sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Painel
      </Typography>
      <Cartoes />
      <Andamentos />
    </Paper>
  );
}
