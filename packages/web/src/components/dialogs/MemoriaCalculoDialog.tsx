import { useEffect, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
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
import Typography from '@mui/material/Typography';
import { formatBRL, formatDate, SEM_VALOR } from '@divida/domain/format';
import { formatDecimalBR } from '@divida/domain/money';
import type { MemoriaCalculo } from '@divida/domain/processo/memoriaCalculo.schema';
import { DateField } from '../form/DateField.tsx';
import { PageLoading } from '../PageLoading.tsx';

const mesBR = (mes: string) => `${mes.slice(5, 7)}/${mes.slice(0, 4)}`;

/** What every calculation memory shows: the date, the index and the correction month by month. */
export type MemoriaMensal = Pick<MemoriaCalculo, 'dataCalculo' | 'indice' | 'meses'>;

/**
 * 'Data do cálculo': the product's date field (dd/mm/aaaa in every browser, U-11), showing the date asked
 * for or, before one is, the memory's own; a date is asked for once it is whole.
 */
function CampoData({ data, onData }: { data: string | undefined; onData: (data: string) => void }) {
  const { control } = useForm<{ data: string | null }>({ values: { data: data ?? null } });
  const digitada = useWatch({ control, name: 'data' });
  useEffect(() => {
    if (digitada && digitada !== data) onData(digitada);
  }, [digitada, data, onData]);
  return (
    <Stack sx={{ maxWidth: 220 }}>
      <DateField control={control} name="data" label="Data do cálculo" />
    </Stack>
  );
}

/**
 * A calculation memory (a process's debt, a collection's instalment): the date (editable when
 * `onData` is given), the totals the caller lists, the correction month by month, and Imprimir when
 * `onImprimir` is given.
 */
export function MemoriaCalculoDialog<M extends MemoriaMensal>({
  titulo,
  memoria: m,
  error,
  isPending,
  totais,
  data,
  onData,
  nota,
  onImprimir,
  onClose,
}: {
  titulo: string;
  memoria: M | undefined;
  error: Error | null;
  isPending: boolean;
  totais: (m: M) => [string, number][];
  data?: string;
  onData?: (data: string | undefined) => void;
  /** a line under the index (a note of the memory) */
  nota?: (m: M) => ReactNode;
  onImprimir?: (m: M) => void;
  onClose: () => void;
}) {
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="memoria-calculo-titulo">
      <DialogTitle id="memoria-calculo-titulo">{titulo}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {onData && <CampoData data={data ?? m?.dataCalculo} onData={onData} />}
          {error && <Alert severity="error">{error.message}</Alert>}
          {isPending && <PageLoading />}
          {m && (
            <>
              <Typography variant="body2">
                Índice: {m.indice ?? 'sem índice de correção'} · cálculo em {formatDate(m.dataCalculo)}
              </Typography>
              {nota?.(m)}
              <Table size="small" aria-label="Totais da memória de cálculo">
                <TableBody>
                  {totais(m).map(([rotulo, valor]) => (
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
        {onImprimir && (
          <Button disabled={!m} onClick={() => m && onImprimir(m)}>
            Imprimir
          </Button>
        )}
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}
