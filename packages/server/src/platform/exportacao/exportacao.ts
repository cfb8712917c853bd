import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { setImmediate as aoProximoCiclo } from 'node:timers/promises';
import {
  DIAS_ARQUIVO_EXPORTADO,
  EXPORTACOES_POR_USUARIO,
  MAX_LINHAS_EXPORTACAO,
  MENSAGENS_EXPORTACAO,
} from '@divida/domain/exportacao/exportacao.schema';
import type { Page, SortSpec } from '@divida/domain/list';
import { parseScope } from '@divida/domain/permissions';
import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { userOf } from '../auth/guard.ts';
import { registrarAcesso, type PessoaAcessada } from '../lgpd/acessoDados.ts';
import type { Alcance } from '../auth/scope.ts';
import type { Ctx } from '../context.ts';
import type { Executor } from '../db/database.ts';
import { planilhaEmFluxo, type Planilha } from '../excel/planilha.ts';
import { AppError, badRequest } from '../errors.ts';
import { anexo, TIPO_XLSX } from '../http/anexo.ts';
import { erros } from '../http/documentacao.ts';
import type { DefinicaoJob } from '../jobs/jobs.ts';
import { tarefa } from '../jobs/tarefa.table.ts';
import type { DefinicaoExportacao, ExportacaoNaFila, Leitura } from './exportacoes.ts';

/** Seconds the 4th export at once is told to wait (Retry-After): about a background export's poll. */
export const RETRY_AFTER_EXPORTACAO_S = 10;

// The registry lives apart (the context holds it; this file reads the context).
export { Exportacoes, type DefinicaoExportacao, type ExportacaoNaFila, type Leitura } from './exportacoes.ts';

declare module '../jobs/filas.ts' {
  interface FilasDeJobs {
    'exportar-planilha': ExportacaoNaFila;
    'limpar-exportacoes': Record<string, never>;
  }
}

/**
 * Runs reads one at a time, in the order they were asked for, each after a turn of the event loop:
 * PGlite runs a query on this thread, so reads handed over in microtasks would keep the loop from
 * reading any other request until the last export's read.
 */
function umaPorVez(): Leitura {
  let fila: Promise<unknown> = Promise.resolve();
  const aSeguir =
    <R>(ler: () => Promise<R>) =>
    () =>
      aoProximoCiclo().then(ler);
  return (ler) => {
    const vez = fila.then(aSeguir(ler), aSeguir(ler));
    fila = vez.catch(() => undefined);
    return vez;
  };
}

const vezes = new WeakMap<Ctx, Leitura>();

/**
 * The turn of an export's reads. The embedded database (PGlite) is one connection that runs its
 * queries one at a time in this process: ten exports at once put ten batch queries ahead of every
 * other request (`/api/health` waited seconds). Taking turns, at most one export query is in its
 * line, so a request waits behind one batch at most. PostgreSQL reads them side by side.
 */
export function leituraDeExportacao(ctx: Ctx): Leitura {
  if (ctx.dbKind !== 'pglite') return (ler) => ler();
  let vez = vezes.get(ctx);
  if (!vez) vezes.set(ctx, (vez = umaPorVez()));
  return vez;
}

/**
 * Answers an export request: up to LIMITE_EXPORTACAO_DIRETA rows (EXPORTACAO_LIMITE_DIRETO), the .xlsx itself, streamed; more,
 * a background task (202 `{ tarefa }`) that writes the file to the storage while the page shows its
 * progress. Past MAX_LINHAS_EXPORTACAO (what a sheet holds) a 400 asks for narrower filters.
 */
export async function exportar(
  ctx: Ctx,
  request: FastifyRequest,
  reply: FastifyReply,
  tipo: string,
  pedido: unknown,
) {
  const user = userOf(request);
  const d = ctx.exportacoes.obter(tipo);
  const leitura = leituraDeExportacao(ctx);
  const total = await d.contar(ctx.db, user, pedido, leitura);
  if (total > MAX_LINHAS_EXPORTACAO) throw badRequest(MENSAGENS_EXPORTACAO.muitasLinhas(total));
  if (total > ctx.config.exportacaoLimiteDireto) {
    const dados: ExportacaoNaFila = {
      tipo,
      pedido,
      total,
      alcance: { orgaoCredorId: user.orgaoCredorId, permissoes: [...user.permissoes].join(' ') },
      usuarioId: user.id,
    };
    const id = await ctx.db.transaction(async (tx) => {
      await ctx.jobs.travarDono(tx, 'exportar-planilha', user.id);
      const emAndamento = await ctx.jobs.emAndamento(tx, 'exportar-planilha', user.id);
      if (emAndamento >= EXPORTACOES_POR_USUARIO) {
        // no end time is known (an export runs as long as its rows): a poll's interval
        throw new AppError('THROTTLED', MENSAGENS_EXPORTACAO.emAndamento(EXPORTACOES_POR_USUARIO), [], {
          'retry-after': String(RETRY_AFTER_EXPORTACAO_S),
        });
      }
      // fair per user: a user's first export goes before anyone's second, their second before a third
      return ctx.jobs.enfileirar(tx, 'exportar-planilha', dados, { dono: user.id, prioridade: -emAndamento });
    });
    return reply.code(202).send({ tarefa: id });
  }
  const arquivo = planilhaEmFluxo({
    ...d.planilha(ctx.db, user, pedido, leitura),
    aoFalhar: (err) => request.log.error({ err, tipo }, 'falha ao exportar planilha'),
  });
  return reply.type(TIPO_XLSX).header('content-disposition', anexo(d.arquivo)).send(arquivo);
}

/** Reports progress at most every whole percent (a row update per batch at worst). */
function progressoDe(job: Parameters<DefinicaoJob<ExportacaoNaFila>['executar']>[1], total: number) {
  let ultimo = -1;
  return async (n: number) => {
    const pct = total > 0 ? Math.min(99, Math.floor((n * 100) / total)) : 0;
    if (pct === ultimo) return;
    ultimo = pct;
    await job.progresso(pct, MENSAGENS_EXPORTACAO.progresso(Math.min(n, total), total));
  };
}

/**
 * Writes a background export to the storage (one batch in memory at a time, as the direct answer)
 * and records the file on its task; `GET /api/tarefa/{id}/arquivo` hands it to the task's owner.
 */
export const jobExportarPlanilha = (ctx: Ctx): DefinicaoJob<ExportacaoNaFila> => ({
  // one user's exports (at most EXPORTACOES_POR_USUARIO) leave a place for another user's, which the
  // priorities put ahead of anyone's second or third
  simultaneas: EXPORTACOES_POR_USUARIO + 1,
  tentativas: 1,
  esperaSegundos: 30,
  limiteSegundos: 60 * 60,
  async executar({ tipo, pedido, total, alcance, usuarioId }, job) {
    const d = ctx.exportacoes.obter(tipo);
    const caller: Alcance & { id?: number } = {
      orgaoCredorId: alcance.orgaoCredorId,
      permissoes: new Set(parseScope(alcance.permissoes)),
      id: usuarioId,
    };
    let falha: unknown;
    const arquivo = randomUUID();
    const conteudo: Readable = planilhaEmFluxo({
      ...d.planilha(ctx.db, caller, pedido, leituraDeExportacao(ctx)),
      aoLote: progressoDe(job, total),
      aoFalhar: (err) => (falha = err),
    });
    await ctx.storage.put(arquivo, conteudo);
    if (falha) throw falha;
    await ctx.db.update(tarefa).set({ arquivo }).where(eq(tarefa.id, job.id));
    return { nome: d.arquivo, linhas: total };
  },
});

/** Every night, the files of exports older than DIAS_ARQUIVO_EXPORTADO days are removed. */
export const jobLimparExportacoes = (ctx: Ctx): DefinicaoJob<Record<string, never>> => ({
  agenda: '45 4 * * *',
  umaPorVez: true,
  tentativas: 2,
  esperaSegundos: 60,
  async executar() {
    const antigas = await ctx.db
      .select({ id: tarefa.id, arquivo: tarefa.arquivo })
      .from(tarefa)
      .where(
        and(
          isNotNull(tarefa.arquivo),
          lt(tarefa.criadaEm, sql`now() - make_interval(days => ${DIAS_ARQUIVO_EXPORTADO})`),
        ),
      );
    for (const t of antigas) {
      await ctx.storage.delete(t.arquivo!);
      await ctx.db.update(tarefa).set({ arquivo: null }).where(eq(tarefa.id, t.id));
    }
    return { removidos: antigas.length };
  },
});

/** The summary of every list's `POST …/exportar` in the API's documentation. */
export const RESUMO_EXPORTAR =
  'A lista em Excel (.xlsx), com o filtro e a ordem da tela: o arquivo, ou, acima do limite, 202 e o id da tarefa que o gera';

/**
 * The answers of every route that calls `exportar`, as the API's document declares them: the
 * spreadsheet, the task that makes it (202), or the limit of exports at once (429).
 */
export const RESPOSTAS_EXPORTAR = {
  produces: [TIPO_XLSX],
  response: {
    202: z.object({ tarefa: z.uuid() }),
    ...erros(429),
  },
};

/** The people (debtors, requesters) whose personal data a batch of an export's rows shows. */
export type PessoasDoLote<T> = (
  ex: Executor,
  itens: T[],
) => readonly PessoaAcessada[] | Promise<readonly PessoaAcessada[]>;

/**
 * Logs the reads of personal data a batch of an export carries (LGPD art. 37), for the user who
 * asked (the background job's caller carries their id), before the batch is written to the file.
 */
export async function registrarAcessosDoLote<T>(
  ex: Executor,
  caller: Alcance,
  itens: T[],
  pessoas: PessoasDoLote<T>,
  leitura: Leitura = (ler) => ler(),
): Promise<void> {
  const leitor = caller as Alcance & { id?: number };
  if (leitor.id === undefined || itens.length === 0) return;
  const quem = { id: leitor.id, orgaoCredorId: leitor.orgaoCredorId };
  await leitura(async () => registrarAcesso(ex, quem, 'EXPORTACAO', await pessoas(ex, itens)));
}

/** The batches of an export's rows, each logged by `registrarAcessosDoLote` before it is yielded. */
export async function* lotesRegistrados<T>(
  ex: Executor,
  caller: Alcance,
  lotes: AsyncIterable<T[]>,
  pessoas: PessoasDoLote<T>,
  leitura?: Leitura,
): AsyncGenerator<T[]> {
  for await (const lote of lotes) {
    await registrarAcessosDoLote(ex, caller, lote, pessoas, leitura);
    yield lote;
  }
}

/** What a list's export request carries: the list's filter (its body) and its sort. */
export interface PedidoDeLista<F> {
  filtro: F;
  sort: SortSpec<string>;
}

/**
 * Rows a list export reads at a time: pages are read by OFFSET (the lists' own query, whatever its
 * sort), so each page walks the index entries before it; large pages keep that walk a small share.
 */
const LOTE_LISTA = 5_000;

/**
 * The export of a list screen: the list's own query (filters, sort, data scope), read page after
 * page. A row written or removed while the export runs may shift a page boundary; an export is a
 * snapshot of a moving list, as the screen itself is.
 */
export function exportacaoDeLista<F, T>(d: {
  arquivo: string;
  aba: string;
  colunas: Planilha<T>['colunas'];
  linha: (item: T) => Record<string, unknown>;
  listar: (
    ex: Executor,
    caller: Alcance,
    filtro: F,
    pagina: { page: number; size: number; sort: SortSpec<string>; contagemExata?: boolean },
  ) => Promise<Page<T>>;
  /** the people whose personal data a batch of rows carries: logged before the batch is written */
  pessoas?: PessoasDoLote<T>;
}): DefinicaoExportacao<PedidoDeLista<F>, T> {
  return {
    arquivo: d.arquivo,
    async contar(ex, caller, { filtro, sort }, leitura = (ler) => ler()) {
      // exact even where the screen caps its count: the limits and the progress need the real total
      const pagina = { page: 0, size: 1, sort, contagemExata: true };
      return (await leitura(() => d.listar(ex, caller, filtro, pagina))).totalElements;
    },
    planilha: (ex, caller, { filtro, sort }, leitura = (ler) => ler()) => ({
      aba: d.aba,
      colunas: d.colunas,
      linha: d.linha,
      lotes: (async function* () {
        for (let page = 0; ; page++) {
          const { content } = await leitura(() =>
            d.listar(ex, caller, filtro, { page, size: LOTE_LISTA, sort }),
          );
          if (d.pessoas) await registrarAcessosDoLote(ex, caller, content, d.pessoas, leitura);
          if (content.length > 0) yield content;
          if (content.length < LOTE_LISTA) return;
        }
      })(),
    }),
  };
}
