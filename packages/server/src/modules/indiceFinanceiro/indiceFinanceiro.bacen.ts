import { addMonthsToYearMonth, formatDateBR, yearMonthOf, type IsoDate } from '@divida/domain/calendar';
import {
  taxaIndiceSchema,
  type ResultadoGravacaoIndice,
} from '@divida/domain/indiceFinanceiro/indiceFinanceiro.schema';
import type { Ctx } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/database.ts';
import type { DefinicaoJob } from '../../platform/jobs/jobs.ts';
import * as repo from './indiceFinanceiro.repository.ts';

/**
 * The Banco Central's public series API (SGS): `GET {base}/dados/serie/bcdata.sgs.{código}/dados
 * ?formato=json&dataInicial=dd/MM/aaaa&dataFinal=dd/MM/aaaa` answers `[{"data":"01/01/2026",
 * "valor":"0.16"}, …]`, a monthly series' months as their first day and the rate in percent with a dot.
 * The base is INDICES_BACEN_URL (default https://api.bcb.gov.br; empty: nothing is fetched).
 */

export const JOB_ATUALIZAR_INDICES = 'atualizar-indices';

declare module '../../platform/jobs/filas.ts' {
  interface FilasDeJobs {
    'atualizar-indices': Record<string, never>;
  }
}

/** Months fetched again before the last one loaded: a figure the Banco Central corrected is updated. */
export const MESES_REVISTOS = 12;
/** An index never loaded is fetched from this many years back (the API's longest window is 10). */
const ANOS_SEM_SERIE = 10;
const LIMITE_MS = 30_000;

export class FonteIndiceError extends Error {}

/** 'dd/MM/aaaa' of the first day of a month → 'yyyy-MM-01'; undefined otherwise. */
function mesDoSgs(data: unknown): string | undefined {
  const m = typeof data === 'string' ? /^01\/(0[1-9]|1[0-2])\/(\d{4})$/.exec(data.trim()) : null;
  return m ? `${m[2]}-${m[1]}-01` : undefined;
}

/**
 * One series' months between two dates, as the API answers them. A month not yet over on `hoje` is
 * left out (its figure may still be partial); an entry that is not a month and a rate is skipped and
 * counted. A 404 with a JSON body is the API's "no value in the period": no months.
 */
export async function consultarSerieSgs(
  base: string,
  codigo: number,
  de: IsoDate,
  hoje: IsoDate,
): Promise<{ taxas: { mes: string; valor: string }[]; ignorados: number }> {
  const url =
    `${base}/dados/serie/bcdata.sgs.${codigo}/dados?formato=json` +
    `&dataInicial=${formatDateBR(de)}&dataFinal=${formatDateBR(hoje)}`;
  let res: Response;
  try {
    res = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(LIMITE_MS),
    });
  } catch (err) {
    const causa = (err as Error).name === 'TimeoutError' ? 'sem resposta em 30 s' : (err as Error).message;
    throw new FonteIndiceError(`Banco Central inacessível (${causa}).`, { cause: err });
  }
  const texto = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(texto);
  } catch {
    json = undefined;
  }
  if (res.status === 404 && json !== undefined) return { taxas: [], ignorados: 0 };
  if (!res.ok) throw new FonteIndiceError(`O Banco Central respondeu HTTP ${res.status} à série ${codigo}.`);
  if (!Array.isArray(json))
    throw new FonteIndiceError(`A resposta do Banco Central à série ${codigo} não é uma lista de valores.`);
  const mesAtual = yearMonthOf(hoje);
  const porMes = new Map<string, string>();
  let ignorados = 0;
  for (const item of json as unknown[]) {
    const r = (item ?? {}) as Record<string, unknown>;
    const mes = mesDoSgs(r.data);
    const taxa = taxaIndiceSchema.safeParse(typeof r.valor === 'number' ? String(r.valor) : r.valor);
    if (!mes || !taxa.success) {
      ignorados++;
      continue;
    }
    if (mes.slice(0, 7) >= mesAtual) continue;
    porMes.set(mes, taxa.data);
  }
  return { taxas: [...porMes].map(([mes, valor]) => ({ mes, valor })), ignorados };
}

/**
 * Fetches every index's recent months from the Banco Central and writes them (idempotent: a month
 * with the same figure is left alone; a changed figure is updated and audited). Each index on its
 * own: one the API fails is reported with its reason and the others are still written.
 */
export async function atualizarIndices(
  ctx: Ctx,
  hoje: IsoDate,
  usuarioId: number | undefined,
): Promise<ResultadoGravacaoIndice[]> {
  const base = ctx.config.indicesBacenUrl;
  if (!base) return [];
  const resultados: ResultadoGravacaoIndice[] = [];
  for (const indice of await repo.listar(ctx.db)) {
    const ultimo = indice.ultimaDataReferencia?.slice(0, 7);
    const desde = ultimo
      ? `${addMonthsToYearMonth(ultimo, -MESES_REVISTOS)}-01`
      : `${Number(hoje.slice(0, 4)) - ANOS_SEM_SERIE}-01-01`;
    try {
      const { taxas } = await consultarSerieSgs(base, indice.codigoBacen, desde, hoje);
      const r = await ctx.db.transaction(async (tx) =>
        corrigirDepois(ctx, tx, await repo.gravarTaxasAuditadas(tx, indice.id, taxas, usuarioId)),
      );
      const atual = await repo.porId(ctx.db, indice.id);
      resultados.push({
        id: indice.id,
        sigla: indice.sigla,
        ...r,
        ultimaDataReferencia: atual?.ultimaDataReferencia ?? null,
        erro: null,
      });
    } catch (err) {
      if (!(err instanceof FonteIndiceError)) throw err;
      resultados.push({
        id: indice.id,
        sigla: indice.sigla,
        inseridos: 0,
        alterados: 0,
        inalterados: 0,
        ultimaDataReferencia: indice.ultimaDataReferencia,
        erro: err.message,
      });
    }
  }
  return resultados;
}

/**
 * New or changed months move the value of every debt corrected by the index: the nightly correction
 * (processo.correcao.ts) is queued in the same transaction, so the stored values follow the same day.
 */
export async function corrigirDepois<R extends { inseridos: number; alterados: number }>(
  ctx: Ctx,
  tx: Executor,
  r: R,
): Promise<R> {
  if (r.inseridos + r.alterados > 0) await ctx.jobs.enfileirar(tx, 'corrigir-valores', {});
  return r;
}

/**
 * Every day at 07:20 in São Paulo, on one node (the figures come out early in the month, IPCA around
 * the 10th, IGP-M at its end: a daily run loads each on the day after). An index the source failed
 * fails the run, after the others were written, so that it is tried again in half an hour.
 */
export const jobAtualizarIndices = (ctx: Ctx): DefinicaoJob<Record<string, never>> => ({
  agenda: ctx.config.indicesBacenUrl ? '20 7 * * *' : undefined,
  umaPorVez: true,
  tentativas: 3,
  esperaSegundos: 30 * 60,
  limiteSegundos: 15 * 60,
  executar: async (_dados, job) => {
    const r = await atualizarIndices(ctx, ctx.relogio.hoje(), undefined);
    const falhas = r.filter((i) => i.erro);
    if (falhas.length > 0) {
      if (job.ultimaTentativa) job.log.error({ falhas }, 'índices não atualizados');
      throw new Error(falhas.map((f) => `${f.sigla}: ${f.erro}`).join(' '));
    }
    return { indices: r.map((i) => ({ sigla: i.sigla, inseridos: i.inseridos, alterados: i.alterados })) };
  },
});
