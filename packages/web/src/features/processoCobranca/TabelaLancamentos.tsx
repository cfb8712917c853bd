import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  rotuloDaParcela,
  SITUACAO_COBRANCA,
  type LancamentoApi,
} from '@divida/domain/cobranca/cobranca.schema';
import { formatBRL, formatDate, SEM_VALOR } from '@divida/domain/format';
import { useAbrirBoleto } from './cobranca.api.ts';
import { MemoriaParcelaButton } from './MemoriaParcelaDialog.tsx';
import { percentual, registroDoBoleto } from './rotulos.ts';

/**
 * The instalments (spec 03 §2.3): BAIXADO reads QUITADO, PREVISTO EM ABERTO; with more than one
 * instalment a 'Guia' button per row, enabled for an open entry of a collection in PARCELADO; a
 * 'Memória de cálculo' button per row (what the instalment's value is made of).
 */
export function TabelaLancamentos({
  cobranca,
  lancamentos,
  percentualJurosMes,
  percentualHonorarios,
  comGuia,
}: {
  cobranca: { idProcessoCobranca: number; situacaoProcesso: { id: number }; totalParcelas: number };
  lancamentos: LancamentoApi[];
  percentualJurosMes: number;
  percentualHonorarios: number;
  comGuia: boolean;
}) {
  const abrirBoleto = useAbrirBoleto();
  const guia = comGuia && cobranca.totalParcelas > 1;
  return (
    <TableContainer>
      <Table
        size="small"
        aria-label="Parcelas"
        // twelve columns at 1366 with the menu open: narrower gutters and type, and an amount never
        // breaks between 'R$' and its figure (issue 23). With 8 px gutters a collection of six-figure
        // corrected amounts left 30 px, and one created by the browser suite overflowed by 6.
        sx={{
          '& th, & td': { px: 0.75, fontSize: '0.8125rem' },
          '& td': { whiteSpace: 'nowrap' },
        }}
      >
        <TableHead>
          <TableRow>
            {[
              'Parcela',
              'Vencimento',
              'Data da Baixa',
              'Valor',
              'Correção',
              'Juros',
              'Multa',
              'Juros % ao Mês',
              'Honorários %',
              'Valor Total',
              'Situação',
            ].map((c) => (
              <TableCell key={c}>{c}</TableCell>
            ))}
            {guia && <TableCell>Guia</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {lancamentos.map((l) => (
            <TableRow key={l.id}>
              <TableCell>
                {/* the memory beside the instalment's number: a column of its own pushed a table of
                    six-figure amounts out of its card at 1366 px */}
                <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                  <span>{l.parcela}</span>
                  <MemoriaParcelaButton idCobranca={cobranca.idProcessoCobranca} parcela={l.parcela} />
                </Stack>
              </TableCell>
              <TableCell>{formatDate(l.dataVencimento)}</TableCell>
              <TableCell>{l.dataBaixa ? formatDate(l.dataBaixa) : SEM_VALOR}</TableCell>
              <TableCell>{formatBRL(l.valor)}</TableCell>
              <TableCell>{formatBRL(l.valorCorrecao)}</TableCell>
              <TableCell>{formatBRL(l.valorJuros)}</TableCell>
              <TableCell>{formatBRL(l.valorMulta)}</TableCell>
              <TableCell>{percentual(percentualJurosMes)}</TableCell>
              <TableCell>{percentual(percentualHonorarios)}</TableCell>
              <TableCell>{formatBRL(l.valorTotalBoleto)}</TableCell>
              <TableCell>
                {rotuloDaParcela(l)}
                {registroDoBoleto(l) && (
                  // the cells keep one line; this note may break so that it never widens the table
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    component="div"
                    sx={{ whiteSpace: 'normal' }}
                  >
                    Boleto: {registroDoBoleto(l)}
                  </Typography>
                )}
              </TableCell>
              {guia && (
                <TableCell>
                  <Button
                    size="small"
                    variant="outlined"
                    aria-label={`Guia da parcela ${l.parcela}`}
                    disabled={
                      l.situacaoLancamento !== 'PREVISTO' ||
                      cobranca.situacaoProcesso.id !== SITUACAO_COBRANCA.PARCELADO
                    }
                    onClick={() => void abrirBoleto(cobranca.idProcessoCobranca, l.parcela)}
                  >
                    Guia
                  </Button>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
