import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatBRL, formatDate, SEM_VALOR } from '@divida/domain/format';
import { formatDecimalBR } from '@divida/domain/money';
import { MENSAGENS_MEMORIA } from '@divida/domain/processo/memoriaCalculo.schema';
import { abrirPdf } from '../../lib/abrirPdf.ts';
import { notifyError } from '../../lib/notify.ts';
import { PageLoading } from '../../components/PageLoading.tsx';
import { processoPdf, useMemoriaCalculo } from './processo.api.ts';

const mesBR = (mes: string) => `${mes.slice(5, 7)}/${mes.slice(0, 4)}`;

/** 'Memória de cálculo': the month-by-month correction of the debt on a date (today by default). */
export function MemoriaCalculoDialog({ idProcesso, onClose }: { idProcesso: number; onClose: () => void }) {
  const [data, setData] = useState<string | undefined>(undefined);
  const { data: m, error, isPending } = useMemoriaCalculo(idProcesso, data);
  const totais: [string, number][] = m
    ? [
        ['Principal', m.principal],
        ['Principal corrigido', m.principalCorrigido],
        ['Multa', m.multa],
        ['Juros', m.juros],
        ['Total', m.total],
        ['Honorários (à parte do total)', m.honorarios],
      ]
    : [];
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="memoria-calculo-titulo">
      <DialogTitle id="memoria-calculo-titulo">{MENSAGENS_MEMORIA.titulo}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            type="date"
            label="Data do cálculo"
            size="small"
            value={data ?? m?.dataCalculo ?? ''}
            onChange={(e) => setData(e.target.value || undefined)}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ maxWidth: 220 }}
          />
          {error && <Alert severity="error">{error.message}</Alert>}
          {isPending && <PageLoading />}
          {m && (
            <>
              <Typography variant="body2">
                Índice: {m.indice ?? 'sem índice de correção'} · cálculo em {formatDate(m.dataCalculo)}
              </Typography>
              <Table size="small" aria-label="Totais da memória de cálculo">
                <TableBody>
                  {totais.map(([rotulo, valor]) => (
                    <TableRow key={rotulo}>
                      <TableCell component="th" scope="row">
                        {rotulo}
                      </TableCell>
                      <TableCell align="right">{formatBRL(valor)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              {m.meses.length === 0 ? (
                <Typography color="text.secondary">
                  Nenhum mês de correção vigente até a data do cálculo.
                </Typography>
              ) : (
                <Table size="small" aria-label="Correção mês a mês">
                  <TableHead>
                    <TableRow>
                      <TableCell>Mês</TableCell>
                      <TableCell align="right">Taxa (%)</TableCell>
                      <TableCell align="right">Fator acumulado</TableCell>
                      <TableCell align="right">Valor corrigido</TableCell>
                      <TableCell>Observação</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {m.meses.map((x) => (
                      <TableRow key={x.mes}>
                        <TableCell>{mesBR(x.mes)}</TableCell>
                        <TableCell align="right">
                          {x.taxa === null ? SEM_VALOR : formatDecimalBR(x.taxa, 2)}
                        </TableCell>
                        <TableCell align="right">{formatDecimalBR(x.fatorAcumulado, 10)}</TableCell>
                        <TableCell align="right">{formatBRL(x.valorCorrigido)}</TableCell>
                        <TableCell>{x.observacao ?? ''}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button
          disabled={!m}
          onClick={() =>
            m && abrirPdf(processoPdf.memoriaCalculo(idProcesso, m.dataCalculo)).catch(notifyError)
          }
        >
          Imprimir
        </Button>
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The 'Memória de cálculo' button and its dialog (process header, CDA tab). */
export function MemoriaCalculoButton({ idProcesso, size }: { idProcesso: number; size?: 'small' }) {
  const [aberto, setAberto] = useState(false);
  return (
    <>
      <Button variant="outlined" size={size} onClick={() => setAberto(true)}>
        Memória de cálculo
      </Button>
      {aberto && <MemoriaCalculoDialog idProcesso={idProcesso} onClose={() => setAberto(false)} />}
    </>
  );
}
