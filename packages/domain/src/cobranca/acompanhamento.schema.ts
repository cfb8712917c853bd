import { z } from 'zod';
import { compareDates } from '../calendar.ts';
import { dataValida } from '../data.schema.ts';
import { FORMATOS } from '../formatos.ts';
import { idFiltroSchema } from '../id.ts';
import { M, digitosFiltro } from './cobranca.base.schema.ts';
import { ORIGENS_COBRANCA } from './origem.schema.ts';

// ---------------------------------------------------------------- follow-up list

const dataFiltro = z
  .string()
  .trim()
  .nullish()
  .transform((v) => v || null)
  .refine((v) => v === null || dataValida(v), M.dataInvalida)
  .meta(FORMATOS.dataOuVazia);

/** `POST processoCobranca/list` (spec 03 §3 "Follow-up filter", §5, §7). */
const camposFiltroCobranca = {
  numeroCDA: digitosFiltro(16, M.numeroMaximo),
  numeroProcessoCobranca: digitosFiltro(16, M.numeroMaximo),
  cpfCnpj: digitosFiltro(100, M.devedorMaximo),
  dataInicial: dataFiltro,
  dataFinal: dataFiltro,
  /** where the collection was made (docs/portal.md §5.5); absent or empty: both */
  origem: z
    .union([z.enum(ORIGENS_COBRANCA), z.literal('')])
    .nullish()
    .transform((v) => v || null),
};

/** Spec 03 §5: both dates or none, the start not after the end. */
function periodoCobranca(
  v: { dataInicial?: string | null; dataFinal?: string | null },
  ctx: z.RefinementCtx,
) {
  if (v.dataInicial && !v.dataFinal)
    ctx.addIssue({ code: 'custom', path: ['dataFinal'], message: M.campoObrigatorio });
  if (v.dataFinal && !v.dataInicial)
    ctx.addIssue({ code: 'custom', path: ['dataInicial'], message: M.campoObrigatorio });
  if (dataValida(v.dataInicial) && dataValida(v.dataFinal) && compareDates(v.dataInicial, v.dataFinal) > 0) {
    ctx.addIssue({ code: 'custom', path: ['dataInicial'], message: M.dataInicioAnterior });
    ctx.addIssue({ code: 'custom', path: ['dataFinal'], message: M.dataFimPosterior });
  }
}

export const cobrancaFiltroSchema = z
  .object({ ...camposFiltroCobranca, idSituacao: idFiltroSchema() })
  .superRefine(periodoCobranca);

/** The list's drawer and URL hold the situation as text ('' for Todos); the same rules otherwise. */
export const cobrancaFiltroFormSchema = z
  .object({ ...camposFiltroCobranca, idSituacao: z.string().regex(/^\d*$/).nullish() })
  .superRefine(periodoCobranca);
export type CobrancaFiltro = z.output<typeof cobrancaFiltroSchema>;

/** Sort names of spec 03 §7 (the page maps its columns to these). */
export const COBRANCA_SORT = [
  'data',
  'numero',
  'processos.numero',
  'titular.documentoIdentificacao',
  'titular.nome',
  'situacaoProcesso.nome',
  'id',
] as const;
export const COBRANCA_DEFAULT_SORT = 'data,desc';
