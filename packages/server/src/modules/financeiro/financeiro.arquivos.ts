import {
  ARQUIVO_FINANCEIRO,
  type FinanceiroLinha,
  type FinanceiroPeriodo,
} from '@divida/domain/financeiro/financeiro.schema';
import { formatDateBR, type IsoDate } from '@divida/domain/calendar';
import {
  formatarNumeroCda,
  formatarNumeroCobranca,
  formatarNumeroProcesso,
  formatBRL,
} from '@divida/domain/format';
import { sumMoney, toApiNumber, toDecimal, type Money } from '@divida/domain/money';
import type { DefinicaoExportacao } from '../../platform/exportacao/exportacao.ts';
import { dataExcel, FORMATO_DATA, FORMATO_REAIS } from '../../platform/excel/planilha.ts';
import { contarPagamentos, linhasDoPeriodo } from './financeiro.consulta.ts';
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
            lista(l.numerosCda.map(formatarNumeroCda)),
            lista(l.numerosOrigem),
            formatarNumeroCobranca(l.numeroCobranca),
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

/** What the Excel export carries: the period, and who asked and when (written in the totals row). */
export interface PedidoPlanilhaFinanceira {
  periodo: FinanceiroPeriodo;
  emissao: string;
}

/**
 * The Excel workbook as an export (platform/exportacao: streamed, or a background task when large),
 * with its totals row.
 */
export const exportacaoFinanceira: DefinicaoExportacao<PedidoPlanilhaFinanceira, FinanceiroLinha> = {
  arquivo: `${ARQUIVO_FINANCEIRO}.xlsx`,
  contar: (ex, caller, { periodo: f }) => contarPagamentos(ex, caller, f),
  planilha: (ex, caller, { periodo: f, emissao }) => {
    // running totals: a large export keeps no row in memory
    let pago: Money = toDecimal(0);
    let repassado: Money = toDecimal(0);
    return {
      aba: 'Acompanhamento Financeiro',
      colunas: [
        { header: 'Pagamento', key: 'data', width: 12, style: FORMATO_DATA },
        { header: 'Processo(s)', key: 'tccs', width: 30 },
        { header: 'CDA(s)', key: 'cdas', width: 24 },
        { header: 'Números de Origem', key: 'origens', width: 30 },
        { header: 'Cobrança', key: 'cobranca', width: 16 },
        { header: 'Parcela', key: 'parcela', width: 10 },
        { header: 'Valor Pago', key: 'pago', width: 16, style: FORMATO_REAIS },
        { header: 'Valor Repassado', key: 'repassado', width: 18, style: FORMATO_REAIS },
      ],
      lotes: linhasDoPeriodo(ex, caller, f),
      linha: (l) => {
        pago = pago.plus(toDecimal(l.valorPago));
        repassado = repassado.plus(toDecimal(l.valorRepassado));
        return {
          data: dataExcel(l.dataPagamento),
          tccs: tccs(l),
          cdas: lista(l.numerosCda.map(formatarNumeroCda)),
          origens: lista(l.numerosOrigem),
          cobranca: formatarNumeroCobranca(l.numeroCobranca),
          parcela: `${l.parcela}/${l.totalParcelas}`,
          pago: l.valorPago,
          repassado: l.valorRepassado,
        };
      },
      totais: (n) => ({
        data: 'Total',
        tccs: `${n} pagamento(s)`,
        cdas: `${periodo(f)}; emitido em ${emissao}`,
        pago: { formula: `SUM(G2:G${n + 1})`, result: toApiNumber(pago) },
        repassado: { formula: `SUM(H2:H${n + 1})`, result: toApiNumber(repassado) },
      }),
    };
  },
};
