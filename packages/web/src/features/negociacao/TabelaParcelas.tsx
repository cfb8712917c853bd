import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ResultadoSimulacaoApi } from '@divida/domain/cobranca/cobranca.schema';
import { formatBRL, formatDate } from '@divida/domain/format';

type Parcela = ResultadoSimulacaoApi['parcelas'][number];

const COLUNAS: [string, (p: Parcela) => string][] = [
  ['Parcela', (p) => String(p.parcela)],
  ['Vencimento', (p) => formatDate(p.dataVencimento)],
  ['Principal', (p) => formatBRL(p.valorParceladoPrincipal)],
  ['Correção', (p) => formatBRL(p.correcao)],
  ['Juros', (p) => formatBRL(p.valorJuros)],
  ['Multa', (p) => formatBRL(p.valorMulta)],
  ['Juros do Mês', (p) => formatBRL(p.valorJurosMesPagamento)],
  ['Honorários', (p) => formatBRL(p.valorHonorarios)],
  ['Valor Total', (p) => formatBRL(p.valorTotal)],
];

/** The simulated instalments (spec 03 §3 "Simulated instalment"), as the engine computed them. */
export function TabelaParcelas({ parcelas }: { parcelas: ResultadoSimulacaoApi['parcelas'] }) {
  return (
    <TableContainer sx={{ maxHeight: 320 }}>
      <Table size="small" stickyHeader aria-label="Parcelas simuladas">
        <TableHead>
          <TableRow>
            {COLUNAS.map(([nome]) => (
              <TableCell key={nome} align={nome === 'Parcela' || nome === 'Vencimento' ? 'left' : 'right'}>
                {nome}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {parcelas.map((p) => (
            <TableRow key={p.parcela}>
              {COLUNAS.map(([nome, valor]) => (
                <TableCell key={nome} align={nome === 'Parcela' || nome === 'Vencimento' ? 'left' : 'right'}>
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
