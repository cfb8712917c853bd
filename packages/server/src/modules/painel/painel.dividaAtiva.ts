import {
  MAX_DIAS_GRAFICO_DIARIO,
  PERIODO_DIVIDA_ATIVA,
  type DashboardDividaAtiva,
  type DashboardDividaAtivaFiltro,
  type PontoGrafico,
  type SerieDividaAtiva,
} from '@divida/domain/painel/painel.schema';
import { addDays, daysBetween, formatDateBR, type IsoDate } from '@divida/domain/calendar';
import { toApiNumber } from '@divida/domain/money';
import { sql, type SQL } from 'drizzle-orm';
import { orgaoScope, type Caller } from '../../platform/auth/scope.ts';
import { linhasDe, type Executor } from '../../platform/db/database.ts';
import {
  pagamentoRecebido as pagamento,
  processoCobrancaResumo as processoCobranca,
  cdasDoAcordo as processoCobrancaCda,
} from '../processoCobranca/index.ts';
import { contagensDividaAtiva } from './painel.repository.ts';
import { resumoCdaDia } from './painel.table.ts';

type Soma = { n: number; valor: string };
const UMA_LINHA_POR_PROCESSO: readonly SerieDividaAtiva[] = ['inscritos', 'executados', 'protestados'];
/** One metric in a period: its total (null key) and its amount per day or month. */
type Metrica = { total: Soma; porDia: Map<IsoDate, Soma> };

/**
 * Each metric's SQL, as `(dia, processo, valor, quantidade)` rows: CDA series read their days' running
 * totals (`quantidade` CDAs, one per process); the others list each covered process, counted once.
 */
function linhas(caller: Caller, serie: SerieDividaAtiva, ini: IsoDate, fim: IsoDate): SQL {
  const escopoCobranca = orgaoScope(caller, processoCobranca.orgaoCredorId) ?? sql`true`;
  const escopoCda = orgaoScope(caller, resumoCdaDia.orgaoCredorId) ?? sql`true`;
  switch (serie) {
    case 'inscritos':
    case 'executados':
    case 'protestados':
      // a period of any length is a sum over its days (resumo_cda_dia, kept by a trigger)
      return sql`
        select ${resumoCdaDia.dia} as dia, null::integer as processo, ${resumoCdaDia.valor} as valor,
          ${resumoCdaDia.quantidade} as quantidade
        from ${resumoCdaDia}
        where ${resumoCdaDia.serie} = ${serie} and ${resumoCdaDia.dia} between ${ini} and ${fim}
          and ${escopoCda}`;
    case 'negociados':
      // the collection's value once (on its first CDA, ordem 0), each covered process counted
      return sql`
        select ${processoCobranca.dataAcordo} as dia, ${processoCobrancaCda.processoId} as processo,
          case when ${processoCobrancaCda.ordem} = 0 then ${processoCobranca.valorTotal} else 0 end as valor,
          1 as quantidade
        from ${processoCobranca}
        join ${processoCobrancaCda} on ${processoCobrancaCda.processoCobrancaId} = ${processoCobranca.id}
        where ${processoCobranca.dataAcordo} between ${ini} and ${fim} and ${escopoCobranca}`;
    case 'recuperados':
      // the amount paid once per payment; the processes its collection covers
      return sql`
        select ${pagamento.dataPagamento} as dia, null::integer as processo, ${pagamento.valor} as valor,
          1 as quantidade
        from ${pagamento} join ${processoCobranca} on ${processoCobranca.id} = ${pagamento.processoCobrancaId}
        where ${pagamento.dataPagamento} between ${ini} and ${fim} and ${escopoCobranca}
        union all
        select ${pagamento.dataPagamento}, ${processoCobrancaCda.processoId}, 0, 1
        from ${pagamento} join ${processoCobranca} on ${processoCobranca.id} = ${pagamento.processoCobrancaId}
        join ${processoCobrancaCda} on ${processoCobrancaCda.processoCobrancaId} = ${processoCobranca.id}
        where ${pagamento.dataPagamento} between ${ini} and ${fim} and ${escopoCobranca}`;
  }
}

async function medir(
  ex: Executor,
  caller: Caller,
  serie: SerieDividaAtiva,
  ini: IsoDate,
  fim: IsoDate,
  porMes: boolean,
): Promise<Metrica> {
  const dia = porMes ? sql`date_trunc('month', x.dia)::date` : sql`x.dia`;
  // a CDA is one process: adding the days' counts is counting processes (its rows carry no process id)
  const n = UMA_LINHA_POR_PROCESSO.includes(serie) ? sql`sum(x.quantidade)` : sql`count(distinct x.processo)`;
  const rows = await linhasDe<{ dia: string | null; n: string; valor: string | null }>(
    ex,
    sql`
    select ${dia}::text as dia, ${n} as n, sum(x.valor) as valor
    from (${linhas(caller, serie, ini, fim)}) x
    group by grouping sets ((1), ())`,
  );
  const m: Metrica = { total: { n: 0, valor: '0' }, porDia: new Map() };
  for (const r of rows) {
    const s = { n: Number(r.n), valor: r.valor ?? '0' };
    if (r.dia === null) m.total = s;
    else m.porDia.set(r.dia as IsoDate, s);
  }
  return m;
}

/** The charts' buckets over the period: each day, or each month's first day. */
function intervalos(ini: IsoDate, fim: IsoDate, porMes: boolean): { dia: IsoDate; label: string }[] {
  const out: { dia: IsoDate; label: string }[] = [];
  if (!porMes) {
    for (let d = ini; d <= fim; d = addDays(d, 1)) out.push({ dia: d, label: formatDateBR(d).slice(0, 5) });
    return out;
  }
  for (let d = `${ini.slice(0, 7)}-01` as IsoDate; d <= fim;) {
    out.push({ dia: d, label: formatDateBR(d).slice(3) });
    const [y, mo] = [Number(d.slice(0, 4)), Number(d.slice(5, 7))];
    d = (mo === 12 ? `${y + 1}-01-01` : `${y}-${String(mo + 1).padStart(2, '0')}-01`) as IsoDate;
  }
  return out;
}

/**
 * `POST processoConstituicaoCredito/dashboardDividaAtiva` (spec 03 §2.8, §3): the six cards (running
 * totals), what happened in the period, and the two charts by day (up to two months) or by month.
 */
export async function painelDividaAtiva(
  ex: Executor,
  caller: Caller,
  f: DashboardDividaAtivaFiltro,
): Promise<DashboardDividaAtiva> {
  const ini = f.dataInicio as IsoDate;
  const fim = f.dataFim as IsoDate;
  const gIni = (f.dataInicioGrafico ?? ini) as IsoDate;
  const gFim = (f.dataFimGrafico ?? fim) as IsoDate;
  const porMes = daysBetween(gIni, gFim) > MAX_DIAS_GRAFICO_DIARIO;
  const mesmoPeriodo = gIni === ini && gFim === fim;

  // independent reads: on PostgreSQL each takes its own pooled connection and they run together
  // (a year for every body: 74 ms one after another); PGlite queues them as before
  const [cartoes, ...medidas]: [Record<string, number>, ...[Metrica, Metrica][]] = await Promise.all([
    contagensDividaAtiva(ex, caller),
    ...PERIODO_DIVIDA_ATIVA.map(async (p): Promise<[Metrica, Metrica]> => {
      const noGrafico = medir(ex, caller, p.serie, gIni, gFim, porMes);
      const noPeriodo = mesmoPeriodo ? noGrafico : medir(ex, caller, p.serie, ini, fim, false);
      return Promise.all([noGrafico, noPeriodo]);
    }),
  ]);
  const grafico = new Map<SerieDividaAtiva, Metrica>();
  PERIODO_DIVIDA_ATIVA.forEach((p, i) => {
    const [noGrafico, noPeriodo] = medidas[i]!;
    grafico.set(p.serie, noGrafico);
    cartoes[p.total] = noPeriodo.total.n;
    cartoes[p.valor] = toApiNumber(noPeriodo.total.valor);
  });
  const vazio = (label: string): PontoGrafico => ({
    label,
    inscritos: 0,
    executados: 0,
    protestados: 0,
    negociados: 0,
    recuperados: 0,
  });
  const quantidade: PontoGrafico[] = [];
  const valor: PontoGrafico[] = [];
  for (const { dia, label } of intervalos(gIni, gFim, porMes)) {
    const q = vazio(label);
    const v = vazio(label);
    for (const p of PERIODO_DIVIDA_ATIVA) {
      const s = grafico.get(p.serie)!.porDia.get(dia);
      q[p.serie] = s?.n ?? 0;
      v[p.serie] = s ? toApiNumber(s.valor) : 0;
    }
    quantidade.push(q);
    valor.push(v);
  }
  return {
    ...(cartoes as Omit<DashboardDividaAtiva, 'chartQuantidadeProcessos' | 'chartValorProcessos'>),
    chartQuantidadeProcessos: quantidade,
    chartValorProcessos: valor,
  };
}
