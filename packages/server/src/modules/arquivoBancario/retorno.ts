import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { MENSAGENS_ARQUIVO_BANCARIO as M } from '@divida/domain/arquivoBancario/arquivoBancario.schema';
import {
  ErroArquivo,
  lerRetorno,
  type LinhaRetorno,
  type RetornoLido,
} from '@divida/domain/arquivoBancario/retorno';
import { todayInSaoPaulo } from '@divida/domain/calendar';
import { sumMoney } from '@divida/domain/money';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { audit } from '../../platform/audit/audit.ts';
import { orgaoScope } from '../../platform/auth/scope.ts';
import type { AuthUser, Ctx } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/database.ts';
import { badRequest, conflict } from '../../platform/errors.ts';
import { violacaoUnica } from '../../platform/db/uniqueViolation.ts';
import type { JobEmExecucao } from '../../platform/jobs/jobs.ts';
import { orgaoCredorLeitura as orgaoCredor } from '../orgaoCredor/index.ts';
import { arquivoBancario, linhaArquivoBancario } from './arquivoBancario.table.ts';
import { aplicarLinhas, toleranciaDe } from './linhaRetorno.ts';

declare module '../../platform/jobs/filas.ts' {
  interface FilasDeJobs {
    'processar-retorno': { idArquivo: number };
  }
}

/** The whole file checked before anything changes (BANCO.md §3): a fault is a 400 naming its line. */
function ler(bytes: Uint8Array): RetornoLido {
  try {
    return lerRetorno(bytes);
  } catch (e) {
    if (e instanceof ErroArquivo) throw badRequest(e.message);
    throw e;
  }
}

/**
 * `POST /api/arquivoBancario/retorno`: a valid return of a convênio the caller may see is stored with
 * its lines (none applied yet) and a background task enqueued in the same transaction, which applies
 * them (`processarRetorno`). The same content or the same NSA again → 409.
 */
export function receberRetorno(ctx: Ctx, user: AuthUser, bytes: Buffer) {
  return guardarRetorno(ctx, user, bytes, async (tx, idArquivo) => {
    const idTarefa = await ctx.jobs.enfileirar(tx, 'processar-retorno', { idArquivo }, { dono: user.id });
    await tx.update(arquivoBancario).set({ tarefaId: idTarefa }).where(eq(arquivoBancario.id, idArquivo));
    return idTarefa;
  });
}

/**
 * The same without a task (the demo load, before the queue has started): the caller applies the lines
 * itself with `processarRetorno`.
 */
export async function receberRetornoSemTarefa(ctx: Ctx, user: AuthUser, bytes: Buffer) {
  const { id } = await guardarRetorno(ctx, user, bytes, async () => null);
  return { id };
}

async function guardarRetorno<T>(
  ctx: Ctx,
  user: AuthUser,
  bytes: Buffer,
  tarefa: (tx: Tx, idArquivo: number) => Promise<T>,
) {
  const lido = ler(bytes);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const conteudo = randomUUID();
  let guardado = false;
  try {
    return await ctx.db.transaction(async (tx) => {
      const [o] = await tx
        .select({ id: orgaoCredor.id })
        .from(orgaoCredor)
        .where(and(eq(orgaoCredor.convenio, lido.convenio), orgaoScope(user, orgaoCredor.id)))
        .orderBy(asc(orgaoCredor.id));
      if (!o) throw badRequest(M.linha(1, M.convenioNaoCadastrado));
      await jaRecebido(tx, sha256, lido);
      await ctx.storage.put(conteudo, Readable.from([bytes]));
      guardado = true;
      const [a] = await tx
        .insert(arquivoBancario)
        .values({
          tipo: 'RETORNO',
          situacao: 'PROCESSANDO',
          orgaoCredorId: o.id,
          convenio: lido.convenio,
          nsa: lido.nsa,
          nome: `RETORNO_${lido.convenio}_${String(lido.nsa).padStart(6, '0')}.RET`,
          conteudo,
          sha256,
          quantidadeLinhas: lido.linhas.length,
          totalPago: sumMoney(
            lido.linhas.filter((l) => ['06', '17'].includes(l.movimento)).map((l) => l.valorPago),
          ),
          usuarioId: user.id,
        })
        .returning({ id: arquivoBancario.id });
      await inserirLinhas(tx, a!.id, lido.linhas);
      const idTarefa = await tarefa(tx, a!.id);
      await audit(tx, {
        usuarioId: user.id,
        entidade: 'arquivoBancario',
        entidadeId: a!.id,
        orgaoCredorId: o.id,
        acao: 'CRIAR',
        depois: { tipo: 'RETORNO', convenio: lido.convenio, nsa: lido.nsa, linhas: lido.linhas.length },
      });
      return { id: a!.id, idTarefa };
    });
  } catch (e) {
    if (guardado) await ctx.storage.delete(conteudo).catch(() => undefined);
    // the same file sent twice at once: both passed the check, the database refused the later one
    const c = violacaoUnica(e);
    if (c === 'arquivo_bancario_sha' || c === 'arquivo_bancario_nsa') {
      await ctx.db.transaction((tx) => jaRecebido(tx, sha256, lido));
    }
    throw e;
  }
}

async function jaRecebido(
  tx: Parameters<Parameters<Ctx['db']['transaction']>[0]>[0],
  sha256: string,
  lido: RetornoLido,
) {
  const [mesmo] = await tx
    .select({ criadoEm: arquivoBancario.criadoEm })
    .from(arquivoBancario)
    .where(and(eq(arquivoBancario.tipo, 'RETORNO'), eq(arquivoBancario.sha256, sha256)));
  if (mesmo) throw conflict(M.jaProcessado(todayInSaoPaulo(mesmo.criadoEm)));
  const [nsa] = await tx
    .select({ id: arquivoBancario.id })
    .from(arquivoBancario)
    .where(
      and(
        eq(arquivoBancario.tipo, 'RETORNO'),
        eq(arquivoBancario.convenio, lido.convenio),
        eq(arquivoBancario.nsa, lido.nsa),
      ),
    );
  if (nsa) throw conflict(M.nsaRepetido(lido.nsa));
}

/**
 * The lines stored by one `insert … select from unnest(…)` per 5,000: a dozen array parameters, not a
 * 6,000-parameter SQL text per 500 rows built on the event loop while other requests wait.
 */
async function inserirLinhas(tx: Tx, idArquivo: number, linhas: readonly LinhaRetorno[]) {
  for (let i = 0; i < linhas.length; i += 5000) {
    const ls = linhas.slice(i, i + 5000);
    // sql.param: one array parameter (a bare array would be spread into a list of parameters)
    const col = <T>(f: (l: LinhaRetorno) => T) => sql.param(ls.map(f));
    await tx.execute(sql`
      insert into linha_arquivo_bancario (arquivo_bancario_id, linha, movimento, nosso_numero, seu_numero,
        chave, motivos, valor_nominal, valor_pago, tarifa, data_ocorrencia, data_credito)
      select ${idArquivo}::int, * from unnest(${col((l) => l.linha)}::int[], ${col((l) => l.movimento)}::text[],
        ${col((l) => l.nossoNumero)}::text[], ${col((l) => l.seuNumero)}::text[], ${col((l) => l.chave)}::text[],
        ${col((l) => l.motivos)}::text[], ${col((l) => l.valorNominal.toFixed(2))}::numeric[],
        ${col((l) => l.valorPago.toFixed(2))}::numeric[], ${col((l) => l.tarifa.toFixed(2))}::numeric[],
        ${col((l) => l.dataOcorrencia)}::date[], ${col((l) => l.dataCredito)}::date[])`);
  }
}

/** Lines applied per transaction: the settlement's batch (`aplicarLinhas`). */
const LINHAS_POR_LOTE = 500;

/**
 * The task: the lines not yet applied, in file order, a batch per transaction that re-checks them
 * under their row locks, so a crash or a retry resumes where it stopped and never applies a line twice.
 * `synchronous_commit = off` in these transactions: a commit lost in a crash loses the lines' marks
 * together with their settlements (one transaction), and the resumed task applies them again; the
 * database stays consistent (the WAL is still written in order), only the last instants are redone.
 */
export async function processarRetorno(ctx: Ctx, idArquivo: number, job?: Pick<JobEmExecucao, 'progresso'>) {
  const [a] = await ctx.db.select().from(arquivoBancario).where(eq(arquivoBancario.id, idArquivo));
  if (!a) return;
  const pendentes = await ctx.db
    .select({ id: linhaArquivoBancario.id })
    .from(linhaArquivoBancario)
    .where(and(eq(linhaArquivoBancario.arquivoBancarioId, a.id), isNull(linhaArquivoBancario.resultado)))
    .orderBy(asc(linhaArquivoBancario.linha));
  const hoje = ctx.relogio.hoje();
  const tolerancia = await toleranciaDe(ctx.db, a.orgaoCredorId);
  let feitas = 0;
  for (let i = 0; i < pendentes.length; i += LINHAS_POR_LOTE) {
    const ids = pendentes.slice(i, i + LINHAS_POR_LOTE).map((p) => p.id);
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local synchronous_commit = off`);
      await aplicarLinhas(tx, a, ids, hoje, tolerancia);
    });
    feitas += ids.length;
    if (job)
      await job.progresso(
        Math.floor((100 * feitas) / pendentes.length),
        `Linha ${feitas} de ${pendentes.length}`,
      );
  }
  await ctx.db
    .update(arquivoBancario)
    .set({ situacao: 'PROCESSADO', processadoEm: new Date() })
    .where(eq(arquivoBancario.id, a.id));
}
