import {
  ARQUIVO_RELATORIO_SINTETICO,
  type RelatorioSinteticoFiltro,
  type RelatorioSinteticoLinha,
} from '@divida/domain/relatorio/relatorioSintetico.schema';
import { formatDateBR, type IsoDate } from '@divida/domain/calendar';
import { formatarNumeroProcesso, formatBRL, formatCpfCnpj } from '@divida/domain/format';
import { sumMoney, toApiNumber, toDecimal, type Money } from '@divida/domain/money';
import { lotesRegistrados, type DefinicaoExportacao } from '../../platform/exportacao/exportacao.ts';
import { devedoresDosProcessos } from '../processo/index.ts';
import { dataExcel, FORMATO_DATA, FORMATO_REAIS } from '../../platform/excel/planilha.ts';
import { contarLinhas, linhasDoRelatorio } from './relatorioSintetico.consulta.ts';
import type { Documento } from '../../platform/pdf/documento.ts';
import type { Executor } from '../../platform/db/database.ts';

const COLUNAS = [
  'Número',
  'Nº Administrativo',
  'Devedor',
  'CPF/CNPJ',
  'Data',
  'Fase',
  'Situação',
  'Suspenso',
  'Total Corrigido',
] as const;

const periodo = (f: RelatorioSinteticoFiltro) =>
  `${formatDateBR(f.dataInicio as IsoDate)} a ${formatDateBR(f.dataFim as IsoDate)}`;

/** The debtors a batch of the report's rows shows. */
export const pessoasDasLinhas = (ex: Executor, linhas: RelatorioSinteticoLinha[]) =>
  devedoresDosProcessos(
    ex,
    linhas.map((l) => l.id),
  );

/** The landscape A4 PDF (spec 02 §2.10): the rows, the total of corrected values and the count. */
export function documentoDoRelatorio(
  linhas: RelatorioSinteticoLinha[],
  f: RelatorioSinteticoFiltro,
  cabecalho: Pick<Documento, 'orgao' | 'emissor' | 'versao'>,
): Documento {
  const total = sumMoney(linhas.map((l) => toDecimal(l.totalCorrigido)));
  return {
    ...cabecalho,
    titulo: 'Relatório Sintético de Processo',
    paisagem: true,
    secoes: [
      {
        titulo: `Período: ${periodo(f)}`,
        campos: [],
        tabela: {
          colunas: [...COLUNAS],
          larguras: [72, 86, '*', 80, 46, 56, 140, 40, 82],
          aDireita: [8],
          linhas: linhas.map((l) => [
            formatarNumeroProcesso(l.numero),
            l.numeroAdministrativo ?? '',
            l.nomeDevedor,
            formatCpfCnpj(l.documentoIdentificacaoDevedor),
            formatDateBR(l.data as IsoDate),
            l.faseProcesso.nome,
            l.situacaoProcesso.nome,
            l.suspenso ? 'Sim' : 'Não',
            formatBRL(l.totalCorrigido),
          ]),
          rodape: [
            'Total',
            '',
            `${linhas.length.toLocaleString('pt-BR')} processo(s)`,
            '',
            '',
            '',
            '',
            '',
            formatBRL(total),
          ],
        },
      },
    ],
  };
}

/**
 * The Excel workbook as an export (platform/exportacao: streamed, or a background task when large):
 * dates are dates, amounts are numbers in R$, and a last row carries the count and the exact total
 * (a SUM formula with the total computed in decimal as its cached result).
 */
export const exportacaoRelatorio: DefinicaoExportacao<RelatorioSinteticoFiltro, RelatorioSinteticoLinha> = {
  arquivo: ARQUIVO_RELATORIO_SINTETICO.excel,
  contar: contarLinhas,
  planilha: (ex, caller, f, leitura) => {
    let total: Money = toDecimal(0);
    return {
      aba: 'Relatório Sintético',
      colunas: [
        { header: 'Número', key: 'numero', width: 20 },
        { header: 'Nº Administrativo', key: 'adm', width: 22 },
        { header: 'Devedor', key: 'devedor', width: 40 },
        { header: 'CPF/CNPJ', key: 'doc', width: 20 },
        { header: 'Data', key: 'data', width: 12, style: FORMATO_DATA },
        { header: 'Fase', key: 'fase', width: 16 },
        { header: 'Situação', key: 'situacao', width: 48 },
        { header: 'Suspenso', key: 'suspenso', width: 10 },
        { header: 'Total Corrigido', key: 'total', width: 18, style: FORMATO_REAIS },
      ],
      // the rows show each process's debtor (name and CPF/CNPJ): logged (LGPD art. 37)
      lotes: lotesRegistrados(ex, caller, linhasDoRelatorio(ex, caller, f), pessoasDasLinhas, leitura),
      linha: (l) => {
        total = total.plus(toDecimal(l.totalCorrigido));
        return {
          numero: formatarNumeroProcesso(l.numero),
          adm: l.numeroAdministrativo ?? '',
          devedor: l.nomeDevedor,
          doc: formatCpfCnpj(l.documentoIdentificacaoDevedor),
          data: dataExcel(l.data),
          fase: l.faseProcesso.nome,
          situacao: l.situacaoProcesso.nome,
          suspenso: l.suspenso ? 'Sim' : 'Não',
          total: l.totalCorrigido,
        };
      },
      totais: (n) => ({
        numero: 'Total',
        devedor: `${n} processo(s)`,
        total: { formula: `SUM(I2:I${n + 1})`, result: toApiNumber(total) },
      }),
    };
  },
};
