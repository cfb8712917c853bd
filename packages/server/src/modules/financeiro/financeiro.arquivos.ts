import { PassThrough, type Readable } from 'node:stream';
import type { FinanceiroLinha, FinanceiroPeriodo } from '@divida/domain/financeiro/financeiro.schema';
import { formatDateBR, type IsoDate } from '@divida/domain/calendar';
import { formatarNumeroProcesso, formatBRL } from '@divida/domain/format';
import { sumMoney, toApiNumber, toDecimal } from '@divida/domain/money';
import ExcelJS from 'exceljs';
import type { Documento } from '../../platform/pdf/documento.ts';

const COLUNAS = [
  'Pagamento',
  'Processo(s)',
  'CDA(s)',
  'Números de Origem',
  'Cobrança',
  'Parcela',
  'Valor Pago',
  'Valor Repassado',
];

const titulo = 'Relatório de Acompanhamento Financeiro';
const periodo = (f: FinanceiroPeriodo) =>
  `Período: ${formatDateBR(f.dataInicio as IsoDate)} a ${formatDateBR(f.dataFim as IsoDate)}`;
const lista = (xs: string[]) => xs.join(', ');
const tccs = (l: FinanceiroLinha) => lista(l.numerosTcc.map(formatarNumeroProcesso));

/** The PDF (landscape A4): the payments, the count and the totals paid and passed on. */
export function documentoFinanceiro(
  linhas: FinanceiroLinha[],
  f: FinanceiroPeriodo,
  cabecalho: Pick<Documento, 'orgao' | 'emissor' | 'versao'>,
): Documento {
  const pago = sumMoney(linhas.map((l) => toDecimal(l.valorPago)));
  const repassado = sumMoney(linhas.map((l) => toDecimal(l.valorRepassado)));
  return {
    ...cabecalho,
    titulo,
    paisagem: true,
    secoes: [
      {
        titulo: periodo(f),
        campos: [
          ['Pagamentos', linhas.length.toLocaleString('pt-BR')],
          ['Total Pago', formatBRL(pago)],
          ['Total Repassado', formatBRL(repassado)],
        ],
        tabela: {
          colunas: COLUNAS,
          larguras: [56, '*', 90, 110, 70, 44, 80, 86],
          aDireita: [5, 6, 7],
          linhas: linhas.map((l) => [
            formatDateBR(l.dataPagamento as IsoDate),
            tccs(l),
            lista(l.numerosCda),
            lista(l.numerosOrigem),
            l.numeroCobranca,
            `${l.parcela}/${l.totalParcelas}`,
            formatBRL(l.valorPago),
            formatBRL(l.valorRepassado),
          ]),
          rodape: [
            'Total',
            `${linhas.length} pagamento(s)`,
            '',
            '',
            '',
            '',
            formatBRL(pago),
            formatBRL(repassado),
          ],
        },
      },
    ],
  };
}

const dataExcel = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
};

/** The Excel workbook, streamed row by row (see relatorioSintetico.arquivos.ts), with its totals row. */
export function planilhaFinanceira(
  lotes: AsyncIterable<FinanceiroLinha[]>,
  f: FinanceiroPeriodo,
  emissao: string,
  aoFalhar: (err: unknown) => void,
): Readable {
  const saida = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: saida, useStyles: true });
  workbook.creator = 'Dívida Ativa';
  const ws = workbook.addWorksheet('Acompanhamento Financeiro', { views: [{ state: 'frozen', ySplit: 1 }] });
  const dinheiro = { numFmt: '"R$" #,##0.00' };
  ws.columns = [
    { header: 'Pagamento', key: 'data', width: 12, style: { numFmt: 'dd/mm/yyyy' } },
    { header: 'Processo(s)', key: 'tccs', width: 30 },
    { header: 'CDA(s)', key: 'cdas', width: 24 },
    { header: 'Números de Origem', key: 'origens', width: 30 },
    { header: 'Cobrança', key: 'cobranca', width: 16 },
    { header: 'Parcela', key: 'parcela', width: 10 },
    { header: 'Valor Pago', key: 'pago', width: 16, style: dinheiro },
    { header: 'Valor Repassado', key: 'repassado', width: 18, style: dinheiro },
  ];
  ws.getRow(1).font = { bold: true };
  ws.autoFilter = { from: 'A1', to: 'H1' };
  void (async () => {
    let n = 0;
    const pagos = [];
    const repassados = [];
    for await (const lote of lotes) {
      for (const l of lote) {
        ws.addRow({
          data: dataExcel(l.dataPagamento),
          tccs: tccs(l),
          cdas: lista(l.numerosCda),
          origens: lista(l.numerosOrigem),
          cobranca: l.numeroCobranca,
          parcela: `${l.parcela}/${l.totalParcelas}`,
          pago: l.valorPago,
          repassado: l.valorRepassado,
        }).commit();
        pagos.push(toDecimal(l.valorPago));
        repassados.push(toDecimal(l.valorRepassado));
        n++;
      }
    }
    const total = ws.addRow({
      data: 'Total',
      tccs: `${n} pagamento(s)`,
      cdas: `${periodo(f)}; emitido em ${emissao}`,
      pago: { formula: `SUM(G2:G${n + 1})`, result: toApiNumber(sumMoney(pagos)) },
      repassado: { formula: `SUM(H2:H${n + 1})`, result: toApiNumber(sumMoney(repassados)) },
    });
    total.font = { bold: true };
    total.commit();
    ws.commit();
    await workbook.commit();
  })().catch((err: unknown) => {
    aoFalhar(err);
    saida.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return saida;
}
