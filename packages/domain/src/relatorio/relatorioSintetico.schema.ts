import { z } from 'zod';
import { compareDates } from '../calendar.ts';
import { dataValida } from '../data.schema.ts';
import { idFiltroSchema } from '../id.ts';
import { MENSAGENS_PROCESSO } from '../processo/processo.schema.ts';
import { FORMATOS } from '../formatos.ts';

/** The synthetic report of processes (spec 02 §2.10, §3, §5, §8). */
export const MENSAGENS_RELATORIO = {
  periodoObrigatorio: 'Necessário informar Data de Início e Data de Fim',
  vazio: 'Não foi encontrado nenhuma informação no período e situações informadas',
  digiteMais: 'Digite ao menos 4 caracteres',
  pdfGrande: (max: string) =>
    `O relatório em PDF tem no máximo ${max} processos: restrinja o período ou os filtros, ou gere o Excel.`,
} as const;

/** The debtor search starts above 3 characters (spec 02 §5), 300 ms after the last key, 50 a page. */
export const DEVEDOR_BUSCA_MIN = 4;
export const DEVEDOR_BUSCA_ESPERA_MS = 300;
export const DEVEDOR_BUSCA_TAMANHO = 50;

/** The rows the screen and the PDF take at most; the Excel file takes every row. */
export const RELATORIO_MAX_LINHAS = 10_000;

/**
 * `POST relatorioSinteticoProcessos?max=n`: at most n rows (the total still in x-total-count). The
 * page asks for one before a file, to warn about an empty period without reading 10,000 rows.
 */
export const relatorioSinteticoConsultaSchema = z.object({
  max: z.coerce.number().int().min(1).max(RELATORIO_MAX_LINHAS).default(RELATORIO_MAX_LINHAS),
});

const data = z
  .string()
  .trim()
  .nullish()
  .transform((v) => v || null)
  .refine((v) => v === null || dataValida(v), MENSAGENS_PROCESSO.filtroDataInvalida)
  .meta(FORMATOS.dataOuVazia);

/** `POST relatorioSinteticoProcessos` and its files: debtor, phase, situation and the two dates. */
export const relatorioSinteticoFiltroSchema = z
  .object({
    // ids as every filter takes them (no coercion; within the database's integer)
    idDevedor: idFiltroSchema(),
    idFaseProcesso: idFiltroSchema(),
    idSituacaoProcesso: idFiltroSchema(),
    excluido: z.literal(false).nullish(),
    dataInicio: data,
    dataFim: data,
  })
  .superRefine((v, ctx) => {
    const erro = (campo: string, message: string) => ctx.addIssue({ code: 'custom', path: [campo], message });
    if (!v.dataInicio) erro('dataInicio', MENSAGENS_RELATORIO.periodoObrigatorio);
    if (!v.dataFim) erro('dataFim', MENSAGENS_RELATORIO.periodoObrigatorio);
    if (v.dataInicio && v.dataFim && dataValida(v.dataInicio) && dataValida(v.dataFim))
      if (compareDates(v.dataInicio, v.dataFim) > 0) {
        erro('dataInicio', MENSAGENS_PROCESSO.filtroDataInicio);
        erro('dataFim', MENSAGENS_PROCESSO.filtroDataFim);
      }
  });
export type RelatorioSinteticoFiltro = z.output<typeof relatorioSinteticoFiltroSchema>;

const referencia = z.object({ id: z.number().int(), nome: z.string() });

export const relatorioSinteticoLinhaSchema = z.object({
  id: z.number().int(),
  numero: z.string(),
  numeroAdministrativo: z.string().nullable(),
  nomeDevedor: z.string(),
  documentoIdentificacaoDevedor: z.string(),
  data: z.string(),
  faseProcesso: referencia,
  situacaoProcesso: referencia,
  totalCorrigido: z.number(),
  suspenso: z.boolean(),
  ultimaCorrecaoValor: z.string().nullable(),
});
export type RelatorioSinteticoLinha = z.infer<typeof relatorioSinteticoLinhaSchema>;

/** The file names (spec 02 §2.10 says .xls; .xlsx opens in Excel without a warning). */
export const ARQUIVO_RELATORIO_SINTETICO = {
  pdf: 'Relatório Sintético.pdf',
  excel: 'Relatório Sintético.xlsx',
};
