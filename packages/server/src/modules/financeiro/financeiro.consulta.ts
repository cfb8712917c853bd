import type {
  FinanceiroLinha,
  FinanceiroPeriodo,
  FINANCEIRO_SORT,
} from '@divida/domain/financeiro/financeiro.schema';
import type { SortSpec } from '@divida/domain/list';
import { toApiNumber, type Money } from '@divida/domain/money';
import { and, between, countDistinct, eq, sql, type SQL } from 'drizzle-orm';
import { orgaoScope, type Caller } from '../../platform/auth/scope.ts';
import type { Executor } from '../../platform/db/database.ts';
import { offsetOf, orderBy, paginar } from '../../platform/db/paging.ts';
import { cdaNumero as dividaAtiva, processoResumo as processo } from '../processo/index.ts';
import {
  lancamentoParcela as lancamento,
  pagamentoRecebido as pagamento,
  processoCobrancaResumo as processoCobranca,
  cdasDoAcordo as processoCobrancaCda,
} from '../processoCobranca/index.ts';

/** What the creditor body receives of a payment: the amount less the fees (honorários). */
const repassado = sql<string>`${pagamento.valor} - ${pagamento.valorHonorarios}`;

const condicoes = (caller: Caller, f: FinanceiroPeriodo): SQL | undefined =>
  and(
    between(pagamento.dataPagamento, f.dataInicio, f.dataFim),
    orgaoScope(caller, processoCobranca.orgaoCredorId),
  );

const sortColumns = {
  dataPagamento: pagamento.dataPagamento,
  numerosTCC: sql`min(${processo.numero})`,
  numerosCDA: sql`min(${dividaAtiva.numeroCda})`,
  numerosCobranca: processoCobranca.numero,
  parcela: lancamento.parcela,
  valorPago: pagamento.valor,
  valorRepassado: repassado,
} satisfies Record<(typeof FINANCEIRO_SORT)[number], unknown>;

type LinhaDoBanco = Omit<FinanceiroLinha, 'valorPago' | 'valorRepassado'> & {
  valorPago: Money;
  valorRepassado: string;
};

/** One row per payment in the period, with the processes, CDAs and origin numbers its collection covers. */
function linhas(ex: Executor, caller: Caller, f: FinanceiroPeriodo) {
  return ex
    .select({
      id: pagamento.id,
      dataPagamento: pagamento.dataPagamento,
      numerosTcc: sql<string[]>`array_agg(${processo.numero} order by ${processoCobrancaCda.ordem})`,
      numerosCda: sql<string[]>`array_agg(${dividaAtiva.numeroCda} order by ${processoCobrancaCda.ordem})`,
      numeroCobranca: processoCobranca.numero,
      numerosOrigem: sql<
        string[]
      >`array_agg(${processo.numeroProcessoAdministrativo} order by ${processoCobrancaCda.ordem})`,
      valorPago: pagamento.valor,
      valorRepassado: sql<string>`${repassado}`,
      parcela: lancamento.parcela,
      totalParcelas: processoCobranca.totalParcelas,
      idCobranca: processoCobranca.id,
    })
    .from(pagamento)
    .innerJoin(processoCobranca, eq(processoCobranca.id, pagamento.processoCobrancaId))
    .innerJoin(lancamento, eq(lancamento.id, pagamento.lancamentoId))
    .innerJoin(processoCobrancaCda, eq(processoCobrancaCda.processoCobrancaId, processoCobranca.id))
    .innerJoin(processo, eq(processo.id, processoCobrancaCda.processoId))
    .innerJoin(dividaAtiva, eq(dividaAtiva.id, processoCobrancaCda.dividaAtivaId))
    .where(condicoes(caller, f))
    .groupBy(pagamento.id, processoCobranca.id, lancamento.id)
    .$dynamic();
}

const paraApi = (r: LinhaDoBanco): FinanceiroLinha => ({
  ...r,
  valorPago: toApiNumber(r.valorPago),
  valorRepassado: toApiNumber(r.valorRepassado),
});

const contagem = (ex: Executor, caller: Caller, f: FinanceiroPeriodo) =>
  ex
    .select({ n: countDistinct(pagamento.id) })
    .from(pagamento)
    .innerJoin(processoCobranca, eq(processoCobranca.id, pagamento.processoCobrancaId))
    .where(condicoes(caller, f));

/** The payments of the period within the scope (the export's row count). */
export async function contarPagamentos(ex: Executor, caller: Caller, f: FinanceiroPeriodo): Promise<number> {
  const [r] = await contagem(ex, caller, f);
  return r?.n ?? 0;
}

/** `POST processoConstituicaoCredito/acompanhamentoFinanceiro` (spec 03 §2.7, §7), paged. */
export async function acompanhamentoFinanceiro(
  ex: Executor,
  caller: Caller,
  f: FinanceiroPeriodo,
  q: { sort: SortSpec<(typeof FINANCEIRO_SORT)[number]>; page: number; size: number },
) {
  const pagina = await paginar(
    ex,
    q,
    () =>
      linhas(ex, caller, f)
        .orderBy(...orderBy(q.sort, sortColumns, pagamento.id))
        .limit(q.size)
        .offset(offsetOf(q)) as Promise<LinhaDoBanco[]>,
    () => contagem(ex, caller, f),
  );
  return { content: pagina.content.map(paraApi), totalElements: pagina.totalElements };
}

/** Every row of the period in the report's order (payment date, newest first), `lote` at a time. */
export async function* linhasDoPeriodo(ex: Executor, caller: Caller, f: FinanceiroPeriodo, lote = 2_000) {
  for (let pagina = 0; ; pagina++) {
    const rows = (await linhas(ex, caller, f)
      .orderBy(...orderBy({ field: 'dataPagamento', desc: true }, sortColumns, pagamento.id))
      .limit(lote)
      .offset(pagina * lote)) as LinhaDoBanco[];
    if (rows.length > 0) yield rows.map(paraApi);
    if (rows.length < lote) return;
  }
}

/** `POST buscarValorTotalRepassado`: Σ (paid − fees) over the period, exact. */
export async function valorTotalRepassado(ex: Executor, caller: Caller, f: FinanceiroPeriodo) {
  const [r] = await ex
    .select({
      total: sql<string | null>`sum(${repassado})`,
      pago: sql<string | null>`sum(${pagamento.valor})`,
    })
    .from(pagamento)
    .innerJoin(processoCobranca, eq(processoCobranca.id, pagamento.processoCobrancaId))
    .where(condicoes(caller, f));
  return { valorTotalRepassado: toApiNumber(r?.total ?? '0'), valorTotalPago: toApiNumber(r?.pago ?? '0') };
}
