/**
 * What the deadline/prescription bench (run-prescricao.ts) and the access-log/audit bench
 * (run-auditoria.ts) share: one 1,000,000-process database (generated once, then reused with
 * BENCH_REUSAR=1), its prescription picture stored by the server's own code, a body-scoped user, and
 * one-request-at-a-time timing over a keep-alive connection.
 */
import http from 'node:http';
import type { Permissao } from '@divida/domain/permissions';
import type { IsoDate } from '@divida/domain/calendar';
import { SITUACOES_COM_PRAZO } from '@divida/domain/workflow/situacoes';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../../packages/server/src/db/schema.ts';
import {
  anosPrescricaoConfigurado,
  prazoDiasConfigurado,
} from '../../packages/server/src/modules/configuracao/index.ts';
import {
  atualizarPrescricao,
  eventosDosProcessos,
  prescricaoArmazenada,
} from '../../packages/server/src/modules/processo/processo.prescricao.ts';
import { hashSenha } from '../../packages/server/src/platform/auth/password.ts';
import type { Db } from '../../packages/server/src/platform/db/database.ts';
import { generateProcessos } from '../gen-processos.ts';
import { BenchRun, freePort, loadavg, log, stats, type Credenciais } from './harness.ts';

export const ADMIN = { email: 'admin.bench@exemplo.gov.br', senha: 'AdminBench1' };
export const LOCAL = { email: 'local.bench@exemplo.gov.br', senha: 'LocalBench1' };

/** One keep-alive connection; requests one at a time: the API's latency without queueing. */
export function apiClient(port: number, token: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const call = (method: 'GET' | 'POST' | 'PUT', path: string, body?: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const headers: Record<string, string | number> = { authorization: `Bearer ${token}` };
      if (body !== undefined) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = Buffer.byteLength(body);
      }
      const req = http.request({ host: '127.0.0.1', port, path, method, agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      });
      req.on('error', reject);
      req.end(body);
    });
  return { call, close: () => agent.destroy() };
}
export type ApiClient = ReturnType<typeof apiClient>;

export type Stats = ReturnType<typeof stats>;

/**
 * Times every case of `casos` once per round, in turn, after `aquecimento` warm-up rounds, for
 * `rodadas` rounds, pausing `intervalo` ms after each round (a kept list total lives 5 s from the end
 * of its count: a pause longer than that after the round means every timed request computes its
 * count). Answers each case's stats with the load average at its start and end.
 */
export async function timeRounds(
  casos: (() => Promise<unknown>)[],
  { rodadas, aquecimento = 2, intervalo = 0 }: { rodadas: number; aquecimento?: number; intervalo?: number },
) {
  for (let i = 0; i < aquecimento; i++) for (const f of casos) await f();
  const samples = casos.map(() => [] as number[]);
  const cargaAntes = loadavg();
  for (let r = 0; r < rodadas; r++) {
    for (const [i, f] of casos.entries()) {
      const t = performance.now();
      await f();
      samples[i]!.push(performance.now() - t);
    }
    if (intervalo > 0 && r < rodadas - 1) await new Promise((ok) => setTimeout(ok, intervalo));
  }
  const cargaDepois = loadavg();
  return samples.map((s) => ({ ...stats(s), loadavg: { antes: cargaAntes, depois: cargaDepois } }));
}

/** A drizzle handle as the server builds it (snake_case), for the server's own functions. */
export const dbDe = (pool: pg.Pool) => drizzle(pool, { schema, casing: 'snake_case' }) as unknown as Db;

/**
 * The 1,000,000-process database: created, migrated by one start of the real server and filled by
 * gen-processos.ts; with `reusar`, the database an earlier run kept (BENCH_KEEP_DB=1) as it is.
 */
export async function bancoDeProcessos(bench: BenchRun, reusar: boolean, processos: number) {
  if (reusar) {
    const r = await bench.adminQuery(`select 1 from pg_database where datname = '${bench.dbName}'`);
    if (r.rowCount === 0) throw new Error(`BENCH_REUSAR=1, mas o banco ${bench.dbName} não existe`);
    log(`banco ${bench.dbName} reutilizado`);
    return null;
  }
  await bench.adminQuery(`drop database if exists ${bench.dbName} with (force)`);
  await bench.adminQuery(`create database ${bench.dbName}`);
  const port = await freePort();
  bench.startServer(port);
  await bench.waitHealthy(`http://127.0.0.1:${port}`);
  await bench.stopServer();
  const carga = loadavg();
  const gen = await generateProcessos(bench.dbUrl, { processos, log: (m) => log(m.trim()) });
  log(`gerados em ${Math.round(gen.ms / 1000)} s (carga ${carga.join(' ')} → ${loadavg().join(' ')})`);
  return {
    segundos: Math.round(gen.ms / 100) / 10,
    carga: { antes: carga, depois: loadavg() },
    etapas: gen.etapas,
  };
}

/**
 * The prescription clock's inputs on the generated processes, in the shapes the product writes, then
 * the stored level and deadline of every process that has a clock, computed by the domain's
 * calcularPrescricao (docs/prazos-e-prescricao.md §2) from the same inputs the server reads:
 * - the generator's movements are random actions: a request for inscription
 *   (SOLICITAR_INSCRICAO_DIVIDA_ATIVA, an event of the clock) is kept only on processes of the active
 *   debt phase (fase 4), the others' become ANEXAR_TCC;
 * - a CDA (divida_ativa) for every process in situation 101 (inscribed), inscribed over the last
 *   5.2 years (so every level occurs), a fifth filed in court, a sixth protested;
 * - the processes in a situation with a term (3, 12, 22) get a term reference date over the last 60
 *   days (most terms over: constituted; the others still running, no clock yet);
 * - the levels and deadlines stored in bulk (armazenarPrescricoes), then a sample of 300 recomputed by
 *   the server's own atualizarPrescricao must change nothing.
 * Idempotent: nothing is done when every CDA has its level (a reused database).
 */
export async function prepararPrescricao(pool: pg.Pool, hoje: string) {
  const ja = (
    await pool.query<{ n: number }>(
      `select count(*)::int as n from processo p join divida_ativa d on d.processo_id = p.id
        where p.prescricao_nivel is null and not p.excluido`,
    )
  ).rows[0]!.n;
  const cdasJa = (await pool.query<{ n: number }>(`select count(*)::int as n from divida_ativa`)).rows[0]!.n;
  if (cdasJa > 0 && ja === 0) {
    log(`prescrição já preparada (${cdasJa} CDAs, todas com nível)`);
    return null;
  }
  const t0 = performance.now();
  const carga = loadavg();
  const cdas = (await pool.query<{ n: number }>(`select count(*)::int as n from divida_ativa`)).rows[0]!.n;
  if (cdas === 0) {
    await pool.query(`
    update andamento a set acao = 'ANEXAR_TCC'
      from processo p
     where p.id = a.processo_id and a.acao = 'SOLICITAR_INSCRICAO_DIVIDA_ATIVA' and p.fase_id <> 4`);
    await pool.query(`
    insert into divida_ativa (processo_id, numero_cda, data, data_atualizacao, data_referencia_calculo,
      nome_procurador_signatario, valor, valor_total, data_ultima_correcao_valor,
      status_justica, data_ajuizamento, valor_ajuizamento, status_protesto, data_protesto)
    select p.id, '2026' || lpad((row_number() over (order by p.id))::text, 8, '0'), i.dia, i.dia, i.dia,
      'PROCURADOR DE BENCHMARK', p.total_corrigido, p.total_corrigido, p.ultima_correcao_valor,
      case when p.id % 5 = 0 then 'AJUIZADA' else 'SEM_PROCESSO' end,
      case when p.id % 5 = 0 then least(i.dia + 30, current_date) end,
      case when p.id % 5 = 0 then p.total_corrigido end,
      case when p.id % 6 = 0 then 'PROTESTADA' else 'SEM_PROTESTO' end,
      case when p.id % 6 = 0 then least(i.dia + 20, current_date) end
    from processo p
    cross join lateral (select current_date - (p.id::bigint * 7919 % 1900)::int as dia) i
    where p.fase_id = 4 and p.situacao_id = 101`);
  }
  await pool.query(
    `update processo set data_referencia_prazo = current_date - (id % 60)::int where situacao_id = any($1)
        and data_referencia_prazo is distinct from current_date - (id % 60)::int`,
    [[...SITUACOES_COM_PRAZO]],
  );
  for (const t of ['divida_ativa', 'processo', 'andamento']) await pool.query(`vacuum analyze ${t}`);
  const db = dbDe(pool);
  const tFill = performance.now();
  const n = await armazenarPrescricoes(pool, db, hoje as IsoDate);
  const segundosFill = (performance.now() - tFill) / 1000;
  // the same values as the server's own code: a sample recomputed by atualizarPrescricao changes nothing
  const amostra = (
    await pool.query<{ id: number }>(
      `select id from processo where not excluido and (fase_id = 4 or situacao_id = any($1))
        order by md5(id::text) limit 300`,
      [[...SITUACOES_COM_PRAZO]],
    )
  ).rows.map((r) => r.id);
  const antes = await pool.query(
    `select id, prescricao_nivel, prescricao_prazo, prescricao_revisao from processo where id = any($1) order by id`,
    [amostra],
  );
  await db.transaction((tx) => atualizarPrescricao(tx, amostra, hoje as IsoDate));
  const depois = await pool.query(
    `select id, prescricao_nivel, prescricao_prazo, prescricao_revisao from processo where id = any($1) order by id`,
    [amostra],
  );
  if (JSON.stringify(antes.rows) !== JSON.stringify(depois.rows))
    throw new Error('os níveis armazenados em lote diferem dos do servidor (atualizarPrescricao)');
  log(`amostra de ${amostra.length} processos: atualizarPrescricao do servidor não muda nada`);
  await pool.query('vacuum analyze processo');
  const ids = { length: n };
  const r = {
    processosComRelogio: ids.length,
    conferidosComOServidor: amostra.length,
    segundos: Math.round((performance.now() - t0) / 100) / 10,
    armazenamentoEmLote: {
      segundos: Math.round(segundosFill * 10) / 10,
      processosPorSegundo: Math.round(ids.length / segundosFill),
    },
    carga: { antes: carga, depois: loadavg() },
  };
  log(`prescrição preparada: ${JSON.stringify(r)}`);
  return r;
}

/**
 * The level, deadline and revision day of every process with a clock (the active-debt phase, the
 * situations with a term), by the server's own code: its inputs read by eventosDosProcessos (four
 * statements a batch) and computed by prescricaoArmazenada (the domain's calcularPrescricao), the
 * result written with `update … from unnest(…)` (the server's atualizarPrescricao writes the same
 * values; its level date is set to yesterday here so that the first summary is not the whole office).
 */
async function armazenarPrescricoes(pool: pg.Pool, db: Db, hoje: IsoDate) {
  const anos = await anosPrescricaoConfigurado(db);
  const dias = await prazoDiasConfigurado(db);
  const todos = (
    await pool.query<{ id: number }>(
      `select id from processo where not excluido and (fase_id = 4 or situacao_id = any($1)) order by id`,
      [[...SITUACOES_COM_PRAZO]],
    )
  ).rows.map((r) => r.id);
  const LOTE = 5_000;
  for (let i = 0; i < todos.length; i += LOTE) {
    const ids = todos.slice(i, i + LOTE);
    const entradas = await eventosDosProcessos(db, ids, hoje, dias);
    const valores = ids.map((id) => prescricaoArmazenada(entradas.get(id), anos, hoje));
    await pool.query(
      `update processo p set prescricao_nivel = v.nivel, prescricao_prazo = v.prazo, prescricao_revisao = v.revisao,
              prescricao_nivel_desde = case when p.prescricao_nivel is distinct from v.nivel
                                            then $5::date - 1 else p.prescricao_nivel_desde end
         from unnest($1::int[], $2::varchar[], $3::date[], $4::date[]) v(id, nivel, prazo, revisao)
        where p.id = v.id and (p.prescricao_nivel, p.prescricao_prazo, p.prescricao_revisao)
              is distinct from (v.nivel, v.prazo, v.revisao)`,
      [ids, valores.map((v) => v.nivel), valores.map((v) => v.prazo), valores.map((v) => v.revisao), hoje],
    );
  }
  return todos.length;
}

/** The stored levels, counted. */
export async function contarNiveis(pool: pg.Pool) {
  return Object.fromEntries(
    (
      await pool.query<{ nivel: string | null; n: number }>(
        `select prescricao_nivel as nivel, count(*)::int as n from processo where not excluido group by 1 order by 1`,
      )
    ).rows.map((r) => [r.nivel ?? 'null', r.n]),
  );
}

/**
 * A profile with every permission but ACESSO_TODOS_ORGAOS and `who` in the largest creditor body
 * (once; found again on a reused database). Answers the body's id and the permissions.
 */
export async function usuarioDoOrgao(pool: pg.Pool, who: Credenciais) {
  const todas = (await pool.query<{ codigo: Permissao }>(`select codigo from permissao`)).rows.map(
    (r) => r.codigo,
  );
  const semTodos = todas.filter((p) => p !== 'ACESSO_TODOS_ORGAOS');
  const orgao = (
    await pool.query<{ id: number }>(
      `select orgao_credor_id as id from processo group by 1 order by count(*) desc limit 1`,
    )
  ).rows[0]!.id;
  const existe = await pool.query(`select 1 from usuario where email = $1`, [who.email]);
  if (existe.rowCount === 0) {
    const perfilId = (
      await pool.query<{ id: number }>(`insert into perfil (nome) values ('PRAZOS BENCH') returning id`)
    ).rows[0]!.id;
    await pool.query(`insert into perfil_permissao (perfil_id, permissao) select $1, unnest($2::varchar[])`, [
      perfilId,
      semTodos,
    ]);
    await pool.query(
      `insert into usuario (nome, email, matricula, senha_hash, ativo, orgao_credor_id, perfil_id)
       values ('Servidora do Órgão Bench', $1, 'LOCAL1', $2, true, $3, $4)`,
      [who.email, await hashSenha(who.senha), orgao, perfilId],
    );
  }
  return { orgao, permissoes: semTodos, todas };
}

/** EXPLAIN (ANALYZE, BUFFERS) of a statement; its lines. */
export async function explain(pool: pg.Pool, q: { sql: string; params: unknown[] }) {
  const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, buffers) ${q.sql}`,
    q.params,
  );
  return rows.map((r) => r['QUERY PLAN']);
}
export const execucao = (plan: string[]) =>
  Number(/Execution Time: ([\d.]+)/.exec(plan.join('\n'))?.[1] ?? NaN);

/** A drizzle handle that records the SQL it runs (the statements of one server function). */
export function dbQueGrava(pool: pg.Pool) {
  const captured: { sql: string; params: unknown[] }[] = [];
  const db = drizzle(pool, {
    schema,
    casing: 'snake_case',
    logger: { logQuery: (sql, params) => void captured.push({ sql, params }) },
  }) as unknown as Db;
  return { db, captured };
}
