import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ResultadoSimulacaoApi } from '@divida/domain/cobranca/cobranca.schema';
import {
  colunaDeValor,
  COLUNAS_PARCELAS_SIMULADAS as COLUNAS,
} from '@divida/domain/cobranca/parcelasSimuladas';

/** The simulated instalments (spec 03 §3 "Simulated instalment"), as the engine computed them. */
export function TabelaParcelas({ parcelas }: { parcelas: ResultadoSimulacaoApi['parcelas'] }) {
  return (
    <TableContainer sx={{ maxHeight: 320 }}>
      <Table size="small" stickyHeader aria-label="Parcelas simuladas">
        <TableHead>
          <TableRow>
            {COLUNAS.map(([nome], i) => (
              <TableCell key={nome} align={colunaDeValor(i) ? 'right' : 'left'}>
                {nome}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {parcelas.map((p) => (
            <TableRow key={p.parcela}>
              {COLUNAS.map(([nome, valor], i) => (
                <TableCell key={nome} align={colunaDeValor(i) ? 'right' : 'left'}>
                  {valor(p)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
