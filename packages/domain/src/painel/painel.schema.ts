import { z } from 'zod';
import { compareDates, daysBetween, todayInSaoPaulo } from '../calendar.ts';
import { dataValida } from '../data.schema.ts';
import { MENSAGENS_PROCESSO } from '../processo/processo.schema.ts';
import { FASE, SITUACAO } from '../workflow/situacoes.ts';
import { STATUS_SUSPENDE_POR_ACORDO } from '../workflow/cda.ts';
import type { StatusCobranca } from '../workflow/situacoes.ts';
import { FORMATOS } from '../formatos.ts';

/**
 * The dashboards' cards (spec 02 §2.8, spec 03 §2.8): what each counts and the filter of its link to
 * `/processos`. One definition for both sides: the server sums the running totals of the keys a card
 * `conta`, and the card's link carries `filtro`, which the process list answers with exactly that
 * count (a test holds the two together).
 */

/** A key of the running totals: the columns a card may look at. */
export interface ChaveResumo {
  faseId: number;
  situacaoId: number;
  lavrado: boolean;
  recuperado: boolean;
  statusCobranca: string;
  statusJustica: string | null;
  statusProtesto: string | null;
}

export interface CartaoPainel<Campo extends string> {
  titulo: string;
  /** the answer's count and currency fields */
  total: Campo;
  valor: Campo;
  /** the amount: the processes' corrected total, or what was paid on them */
  soma: 'totalCorrigido' | 'valorPago';
  conta: (k: ChaveResumo) => boolean;
  /** the process list's URL filter */
  filtro: Record<string, string>;
}

const fase = (id: number) => (k: ChaveResumo) => k.faseId === id;

export const CARTOES_PAINEL = [
  {
    titulo: 'Inicial',
    total: 'totalFaseInicial',
    valor: 'valorTotalFaseInicial',
    soma: 'totalCorrigido',
    conta: fase(1),
    filtro: { idFaseProcesso: '1' },
  },
  {
    titulo: 'Em Julgamento',
    total: 'totalFaseJulgamento',
    valor: 'valorTotalFaseJulgamento',
    soma: 'totalCorrigido',
    conta: fase(5),
    filtro: { idFaseProcesso: '5' },
  },
  {
    titulo: 'Parcelado',
    total: 'totalFaseParcelamento',
    valor: 'valorTotalFaseParcelamento',
    soma: 'totalCorrigido',
    conta: fase(3),
    filtro: { idFaseProcesso: '3' },
  },
  {
    titulo: 'Dívida Ativa',
    total: 'totalProcessosEmDividaAtiva',
    valor: 'valorTotalProcessosEmDividaAtiva',
    soma: 'totalCorrigido',
    conta: fase(4),
    filtro: { idFaseProcesso: '4' },
  },
  {
    titulo: 'Processos Lavrados',
    total: 'totalProcessosLavrados',
    valor: 'valorTotalProcessosLavrados',
    soma: 'totalCorrigido',
    conta: (k) => k.lavrado,
    filtro: { apenasProcessosLavrados: 'true' },
  },
  {
    titulo: 'Processos Quitados',
    total: 'totalProcessosQuitados',
    valor: 'valorTotalProcessosQuitados',
    soma: 'totalCorrigido',
    conta: (k) => k.faseId === FASE.ENCERRADO && k.situacaoId === SITUACAO.QUITADO,
    filtro: { idFaseProcesso: '2', idSituacaoProcesso: String(SITUACAO.QUITADO) },
  },
  {
    titulo: 'Valores Recuperados',
    total: 'totalProcessosNegociados',
    valor: 'valorTotalNegociadosRecuperado',
    soma: 'valorPago',
    conta: (k) => k.recuperado,
    filtro: { apenasComValoresRecuperados: 'true' },
  },
] as const satisfies readonly CartaoPainel<string>[];

const naDividaAtiva = (k: ChaveResumo) => k.faseId === FASE.DIVIDA_ATIVA;

export const CARTOES_DIVIDA_ATIVA = [
  {
    titulo: 'Processos Inscritos',
    total: 'processosInscritos',
    valor: 'valorProcessosInscritos',
    soma: 'totalCorrigido',
    conta: (k) => naDividaAtiva(k) && k.situacaoId === SITUACAO.INSCRITO,
    filtro: { idFaseProcesso: '4', idSituacaoProcesso: String(SITUACAO.INSCRITO) },
  },
  {
    titulo: 'Suspensos por Acordo de Pagamento',
    total: 'processosSuspensosAcordoPagamento',
    valor: 'valorProcessosSuspensosAcordoPagamento',
    soma: 'totalCorrigido',
    conta: (k) =>
      k.situacaoId === SITUACAO.INSCRITO &&
      STATUS_SUSPENDE_POR_ACORDO.includes(k.statusCobranca as StatusCobranca),
    filtro: { idFaseProcesso: '4', apenasCdasSuspensasAcordoPagamento: 'true' },
  },
  {
    titulo: 'Suspensos por Ordem Judicial',
    total: 'processosSuspensoOrdemJudicial',
    valor: 'valorProcessosSuspensoOrdemJudicial',
    soma: 'totalCorrigido',
    conta: (k) => naDividaAtiva(k) && k.statusJustica === 'PROCESSO_SUSPENSO',
    filtro: { idFaseProcesso: '4', apenasCdasSuspensasOrdemJudicial: 'true' },
  },
  {
    titulo: 'Executados',
    total: 'processosExecucao',
    valor: 'valorProcessosExecucao',
    soma: 'totalCorrigido',
    conta: (k) => naDividaAtiva(k) && k.statusJustica === 'AJUIZADA',
    filtro: { idFaseProcesso: '4', situacaoCdaJustica: 'AJUIZADA' },
  },
  {
    titulo: 'Protestados',
    total: 'processosProtestados',
    valor: 'valorProcessosProtestados',
    soma: 'totalCorrigido',
    conta: (k) => naDividaAtiva(k) && k.statusProtesto === 'PROTESTADA',
    filtro: { idFaseProcesso: '4', situacaoCdaProtesto: 'PROTESTADA' },
  },
  {
    titulo: 'Valores Recuperados',
    total: 'processosRecuperados',
    valor: 'valorTotalRecuperado',
    soma: 'valorPago',
    conta: (k) => naDividaAtiva(k) && k.recuperado,
    filtro: { idFaseProcesso: '4', dividaAtivaComValoresRecuperados: 'true' },
  },
] as const satisfies readonly CartaoPainel<string>[];

type ComCampos = readonly { total: string; valor: string }[];
type Campos<C extends ComCampos> = C[number]['total'] | C[number]['valor'];
const respostaDe = <C extends ComCampos>(cartoes: C) =>
  z.object(
    Object.fromEntries(
      cartoes.flatMap((c) => [
        [c.total, z.number().int()],
        [c.valor, z.number()],
      ]),
    ) as Record<Campos<C>, z.ZodNumber>,
  );

/** `GET processoConstituicaoCredito/dashboardCounts` (spec 02 §3 "Dashboard counts"). */
export const dashboardCountsSchema = respostaDe(CARTOES_PAINEL);
export type DashboardCounts = z.infer<typeof dashboardCountsSchema>;

/** The movements list of /painel: the last 15 days (spec 02 §2.8). */
export const DIAS_ANDAMENTOS_PAINEL = 15;
/** At most this many movements, newest first: the list is a glance, the process holds the rest. */
export const MAX_ANDAMENTOS_PAINEL = 200;

export const listAndamentosParams = z.object({ days: z.coerce.number().int().min(1).max(90) });
export const listAndamentosQuery = z.object({ origem: z.enum(['TCC', 'DIVIDA_ATIVA']).optional() });

export const andamentoRecenteSchema = z.object({
  id: z.number().int(),
  /** when the movement was recorded (ISO 8601): what the list is ordered and bounded by */
  data: z.string(),
  descricao: z.string(),
  /** the date the movement refers to (yyyy-MM-dd: the ciência, the publication…), null when none */
  dataReferencia: z.string().nullable(),
  origem: z.enum(['TCC', 'DIVIDA_ATIVA']),
  /** the TCC's number, or the CDA's for a movement of the active debt */
  numeroOrigem: z.string(),
  numeroTcc: z.string(),
  idTcc: z.number().int(),
  cancelado: z.boolean(),
  motivoCancelamento: z.string().nullable(),
});
export type AndamentoRecente = z.infer<typeof andamentoRecenteSchema>;

// ---------------------------------------------------------------- /cda, the period block and charts

/**
 * The period block of /cda (spec 03 §2.8, §3): what happened in the period, each a count of processes
 * and an amount. `serie` is the key of the charts' series.
 */
export const PERIODO_DIVIDA_ATIVA = [
  {
    titulo: 'Inscritos',
    serie: 'inscritos',
    total: 'processosQueForamInscritos',
    valor: 'valorQueForamInscritos',
  },
  {
    titulo: 'Executados',
    serie: 'executados',
    total: 'processosQueForamExecutados',
    valor: 'valorQueForamExecutados',
  },
  {
    titulo: 'Protestados',
    serie: 'protestados',
    total: 'processosQueForamProtestados',
    valor: 'valorQueForamProtestados',
  },
  // the spec's field is spelt "Negociacos"
  {
    titulo: 'Negociados',
    serie: 'negociados',
    total: 'processosQueForamNegociacos',
    valor: 'valorQueForamNegociados',
  },
  {
    titulo: 'Recuperados',
    serie: 'recuperados',
    total: 'processosQueForamRecuperados',
    valor: 'valorTotalQueForamRecuperados',
  },
] as const;
export type SerieDividaAtiva = (typeof PERIODO_DIVIDA_ATIVA)[number]['serie'];

/** Periods longer than this are refused: the charts would have no readable bar. */
export const MAX_DIAS_PERIODO_PAINEL = 366 * 5;
/** Up to this many days the charts go by day, beyond by month. */
export const MAX_DIAS_GRAFICO_DIARIO = 62;

export const MENSAGENS_PAINEL = {
  periodoObrigatorio: 'Necessário informar Data de Início e Data de Fim',
  periodoLongo: 'O período deve ter no máximo 5 anos',
} as const;

const data = z
  .string()
  .trim()
  .nullish()
  .transform((v) => v || null)
  .refine((v) => v === null || dataValida(v), MENSAGENS_PROCESSO.filtroDataInvalida)
  .meta(FORMATOS.dataOuVazia);

/**
 * A period's two dates: both required for the cards' period, both or none for the charts'; neither
 * after today, the start not after the end, at most MAX_DIAS_PERIODO_PAINEL days.
 */
function periodo(
  v: Record<string, string | null>,
  [ini, fim]: [string, string],
  obrigatorio: boolean,
  ctx: z.RefinementCtx,
  hoje: string,
) {
  const a = v[ini];
  const b = v[fim];
  const erro = (campo: string, message: string) => ctx.addIssue({ code: 'custom', path: [campo], message });
  if (!a || !b) {
    const mensagem = obrigatorio
      ? MENSAGENS_PAINEL.periodoObrigatorio
      : MENSAGENS_PROCESSO.filtroDataObrigatoria;
    if (!a && (b || obrigatorio)) erro(ini, mensagem);
    if (!b && (a || obrigatorio)) erro(fim, mensagem);
    return;
  }
  if (!dataValida(a) || !dataValida(b)) return;
  if (compareDates(a, hoje) > 0) erro(ini, MENSAGENS_PROCESSO.filtroDataFutura);
  if (compareDates(b, hoje) > 0) erro(fim, MENSAGENS_PROCESSO.filtroDataFutura);
  if (compareDates(a, b) > 0) {
    erro(ini, MENSAGENS_PROCESSO.filtroDataInicio);
    erro(fim, MENSAGENS_PROCESSO.filtroDataFim);
  } else if (daysBetween(a, b) > MAX_DIAS_PERIODO_PAINEL) erro(fim, MENSAGENS_PAINEL.periodoLongo);
}

/** `POST processoConstituicaoCredito/dashboardDividaAtiva` (spec 03 §7); the charts default to the period. */
export const dashboardDividaAtivaFiltroSchema = z
  .object({ dataInicio: data, dataFim: data, dataInicioGrafico: data, dataFimGrafico: data })
  .superRefine((v, ctx) => {
    const hoje = todayInSaoPaulo();
    periodo(v, ['dataInicio', 'dataFim'], true, ctx, hoje);
    periodo(v, ['dataInicioGrafico', 'dataFimGrafico'], false, ctx, hoje);
  });
export type DashboardDividaAtivaFiltro = z.output<typeof dashboardDividaAtivaFiltroSchema>;

const pontoSchema = z.object({
  label: z.string(),
  inscritos: z.number(),
  executados: z.number(),
  protestados: z.number(),
  negociados: z.number(),
  recuperados: z.number(),
});
export type PontoGrafico = z.infer<typeof pontoSchema>;

export const dashboardDividaAtivaSchema = respostaDe(CARTOES_DIVIDA_ATIVA)
  .extend(respostaDe(PERIODO_DIVIDA_ATIVA).shape)
  .extend({ chartQuantidadeProcessos: z.array(pontoSchema), chartValorProcessos: z.array(pontoSchema) });
export type DashboardDividaAtiva = z.infer<typeof dashboardDividaAtivaSchema>;
