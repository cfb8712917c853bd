import { z } from 'zod';
import { compareDates, todayInSaoPaulo } from '../calendar.ts';
import { dataValida } from '../data.schema.ts';
import { idFiltroSchema } from '../id.ts';
import { STATUS_JUSTICA, STATUS_PROTESTO } from '../workflow/cda.ts';
import { STATUS_COBRANCA } from '../workflow/situacoes.ts';
import { MENSAGENS_PROCESSO as M } from './mensagens.ts';
import { FORMATOS } from '../formatos.ts';

/**
 * The process list's filter, sort and row (spec 02 §2.1, §2.4, §3, §5, §7): a module of its own so that
 * the list page does not build every schema of the process (its first load on a phone).
 */

/** Labels of the collection status (situacaoPCCProcessoCobranca). */
export const DESCRICAO_STATUS_COBRANCA: Record<(typeof STATUS_COBRANCA)[number], string> = {
  SEM_ACORDO: 'Sem acordo',
  PAGAMENTO_NEGOCIADO: 'Pagamento negociado',
  PARCELAMENTO_NEGOCIADO: 'Parcelamento negociado',
  PARCELAMENTO_VIGENTE: 'Parcelamento vigente',
};

const dataFiltro = z
  .string()
  .trim()
  .nullish()
  .transform((v) => v || null)
  .refine((v) => v === null || dataValida(v), M.filtroDataInvalida)
  .meta(FORMATOS.dataOuVazia);

export const SITUACOES_CDA_COBRANCA = STATUS_COBRANCA;
export const SITUACOES_CDA_JUSTICA = STATUS_JUSTICA;
export const SITUACOES_CDA_PROTESTO = STATUS_PROTESTO;

/** Both dates or none, start not after end, neither after today (spec 02 §5), on the two fields. */
export function periodoValido(
  v: { dataInicio: string | null; dataFim: string | null },
  ctx: z.RefinementCtx,
  hoje: string = todayInSaoPaulo(),
) {
  const { dataInicio: ini, dataFim: fim } = v;
  if (ini && !fim) ctx.addIssue({ code: 'custom', path: ['dataFim'], message: M.filtroDataObrigatoria });
  if (fim && !ini) ctx.addIssue({ code: 'custom', path: ['dataInicio'], message: M.filtroDataObrigatoria });
  if (ini && dataValida(ini) && compareDates(ini, hoje) > 0)
    ctx.addIssue({ code: 'custom', path: ['dataInicio'], message: M.filtroDataFutura });
  if (fim && dataValida(fim) && compareDates(fim, hoje) > 0)
    ctx.addIssue({ code: 'custom', path: ['dataFim'], message: M.filtroDataFutura });
  if (ini && fim && dataValida(ini) && dataValida(fim) && compareDates(ini, fim) > 0) {
    ctx.addIssue({ code: 'custom', path: ['dataInicio'], message: M.filtroDataInicio });
    ctx.addIssue({ code: 'custom', path: ['dataFim'], message: M.filtroDataFim });
  }
}

/**
 * The returned list's period (spec 02 §5 "Returned filter"): both dates or none, the start not after
 * the end; the errors on the two fields.
 */
export function periodoDevolucaoValido(
  v: { dataDevolucaoInicio?: string | null; dataDevolucaoFim?: string | null },
  ctx: z.RefinementCtx,
) {
  const ini = v.dataDevolucaoInicio || null;
  const fim = v.dataDevolucaoFim || null;
  if (ini && !fim)
    ctx.addIssue({ code: 'custom', path: ['dataDevolucaoFim'], message: M.filtroDataObrigatoria });
  if (fim && !ini)
    ctx.addIssue({ code: 'custom', path: ['dataDevolucaoInicio'], message: M.filtroDataObrigatoria });
  if (ini && fim && dataValida(ini) && dataValida(fim) && compareDates(ini, fim) > 0) {
    ctx.addIssue({ code: 'custom', path: ['dataDevolucaoInicio'], message: M.filtroDataInicio });
    ctx.addIssue({ code: 'custom', path: ['dataDevolucaoFim'], message: M.filtroDataFim });
  }
}

const flag = z.boolean().nullish();

/** `POST processoConstituicaoCredito/list` (spec 02 §3 process filter, §7). */
const camposFiltro = {
  numero: z
    .string()
    .trim()
    .max(16, M.filtroNumero)
    .nullish()
    .transform((v) => (v ? v.replace(/\D/g, '') : null)),
  numeroProcessoAdministrativo: z.string().trim().max(20, M.numeroAdministrativoMaximo).nullish(),
  idFaseProcesso: idFiltroSchema(),
  idSituacaoProcesso: idFiltroSchema(),
  /** the debtor's name, CPF or CNPJ */
  devedor: z.string().trim().max(100, M.filtroDevedor).nullish(),
  nomeDevedor: z.string().trim().max(100, M.filtroDevedor).nullish(),
  dataInicio: dataFiltro,
  dataFim: dataFiltro,
  apenasComValoresRecuperados: flag,
  apenasProcessosLavrados: flag,
  dividaAtivaComValoresRecuperados: flag,
  apenasCdasSuspensasAcordoPagamento: flag,
  apenasCdasSuspensasOrdemJudicial: flag,
  situacaoCdaCobranca: z.enum(SITUACOES_CDA_COBRANCA).nullish(),
  situacaoCdaJustica: z.enum(SITUACOES_CDA_JUSTICA).nullish(),
  situacaoCdaProtesto: z.enum(SITUACOES_CDA_PROTESTO).nullish(),
  /** the returned list (spec 02 §2.4, §7) */
  devolucao: flag,
  dataDevolucaoInicio: dataFiltro,
  dataDevolucaoFim: dataFiltro,
};

export const processoFiltroSchema = z.object(camposFiltro).superRefine((v, ctx) => {
  periodoValido(v, ctx);
  periodoDevolucaoValido(v, ctx);
});
export type ProcessoFiltro = z.output<typeof processoFiltroSchema>;

const flagTexto = z.enum(['true', '']).nullish();
const opcaoTexto = <T extends readonly [string, ...string[]]>(valores: T) =>
  z.union([z.literal(''), z.enum(valores)]).nullish();
const idTexto = z.string().max(10).regex(/^\d*$/).nullish();

/**
 * The filter drawer and the URL hold every filter as text ('' when empty, 'true' for a flag); the same
 * limits and period rules as `processoFiltroSchema`, which the call then receives.
 */
export const processoFiltroFormSchema = z
  .object({
    ...camposFiltro,
    idFaseProcesso: idTexto,
    idSituacaoProcesso: idTexto,
    apenasComValoresRecuperados: flagTexto,
    apenasProcessosLavrados: flagTexto,
    dividaAtivaComValoresRecuperados: flagTexto,
    apenasCdasSuspensasAcordoPagamento: flagTexto,
    apenasCdasSuspensasOrdemJudicial: flagTexto,
    situacaoCdaCobranca: opcaoTexto(SITUACOES_CDA_COBRANCA),
    situacaoCdaJustica: opcaoTexto(SITUACOES_CDA_JUSTICA),
    situacaoCdaProtesto: opcaoTexto(SITUACOES_CDA_PROTESTO),
  })
  .superRefine((v, ctx) => periodoValido(v, ctx));

/** The returned list's drawer (spec 02 §2.4, §5): the debtor's name and the return period, as text. */
export const processoDevolvidoFiltroFormSchema = z
  .object({
    nomeDevedor: camposFiltro.nomeDevedor,
    dataDevolucaoInicio: camposFiltro.dataDevolucaoInicio,
    dataDevolucaoFim: camposFiltro.dataDevolucaoFim,
  })
  .superRefine(periodoDevolucaoValido);

export const PROCESSO_SORT = [
  'numero',
  'data',
  'nomeDevedor',
  'documentoIdentificacaoDevedor',
  'faseProcesso.nome',
  'situacaoProcesso.nome',
  'totalCorrigido',
  'ultimoAndamento',
  'id',
] as const;
export const PROCESSO_DEFAULT_SORT = 'data,desc';
/** The returned list: last movement (the return) newest first (spec 02 §2.4, §9). */
export const PROCESSO_DEVOLVIDO_DEFAULT_SORT = 'ultimoAndamento,desc';

const ref = z.object({ id: z.number().int(), nome: z.string() });

export const processoListItemSchema = z.object({
  id: z.number().int(),
  numero: z.string(),
  numeroAdministrativo: z.string(),
  nomeDevedor: z.string(),
  documentoIdentificacaoDevedor: z.string(),
  tipoDocumentoIdentificacaoDevedor: ref,
  data: z.string(),
  totalCorrigido: z.number(),
  suspenso: z.boolean(),
  ultimaCorrecaoValor: z.string().nullable(),
  faseProcesso: ref,
  situacaoProcesso: ref,
  ultimoAndamento: z.string().nullable(),
  ultimoAndamentoDevolucao: z.string().nullable(),
  dataManifestacaoRetornar: z.string().nullable(),
});
export type ProcessoListItem = z.infer<typeof processoListItemSchema>;
