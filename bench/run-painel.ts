/**
 * Benchmark of the dashboards (issue 14, item 6) on PostgreSQL with 1,000,000 processes:
 * `GET dashboardCounts`, `POST dashboardDividaAtiva` (15 days, 30 days, a year by month) and
 * `GET listAndamentos/15`, as the administrator (every body) and as the staff of the smallest and of the
 * largest body.
 *
 *   npx tsx bench/run-painel.ts          (from the repository root)
 *
 * 1. Drops and recreates BENCH_DB (bench_painel); starts the real server on it; fills 1,000,000
 *    processes and ~5,000,000 movements (bench/gen-processos.ts, which rebuilds the running totals).
 * 2. Set-based SQL, through the triggers as the product's writes go: a CDA for every inscribed process
 *    (inscription dates over the last two years), a fifth of them filed in court and a sixth protested;
 *    a tenth negotiated à vista (collection, its instalment), half of those paid.
 * 3. Signs in; BENCH_AMOSTRA (200) serial requests of each case after 20 of warm-up: p50, p99.
 * 4. EXPLAIN ANALYZE of the movements list and of a period query; writes bench/results/painel.json; drops
 *    the database (unless BENCH_KEEP_DB=1). BENCH_REUSAR=1 skips step 1 and 2 and measures the kept
 *    database as it is.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { addDays, todayInSaoPaulo } from '@divida/domain/calendar';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Executor } from '../packages/server/src/platform/db/database.ts';
import { consolidarResumo } from '../packages/server/src/modules/painel/painel.repository.ts';
import { hashSenha } from '../packages/server/src/platform/auth/password.ts';
import { generateProcessos } from './gen-processos.ts';
import { BenchRun, freePort, loadavg, log, ROOT, signIn, stats } from './support/harness.ts';

const env = process.env;
const DB_NAME = env.BENCH_DB ?? 'bench_painel';
const PROCESSOS = Number(env.BENCH_PROCESSOS ?? 1_000_000);
const AMOSTRA = Number(env.BENCH_AMOSTRA ?? 200);
const REUSAR = env.BENCH_REUSAR === '1';
const ADMIN = { email: 'admin.bench@exemplo.gov.br', senha: 'AdminBench1' };
const bench = new BenchRun(DB_NAME, ADMIN);

async function contarCobrancas(pool: pg.Pool) {
  return (
    await pool.query<{ cdas: number; cobrancas: number; pagamentos: number; resumo: number }>(
      `select (select count(*) from divida_ativa)::int as cdas, (select count(*) from processo_cobranca)::int as cobrancas,
           (select count(*) from pagamento)::int as pagamentos, (select count(*) from resumo_processo)::int as resumo`,
    )
  ).rows[0]!;
}

async function preencherCdasECobrancas(pool: pg.Pool) {
  const t = performance.now();
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
      cross join lateral (select current_date - (p.id % 730) as dia) i
      where p.fase_id = 4 and p.situacao_id = 101`);
  await pool.query(`
      insert into requerente (cpf, nome, email, telefone, tipo)
      values ('52998224725', 'REQUERENTE DE BENCHMARK', 'requerente@exemplo.gov.br', '21999990000', 'TITULAR')`);
  const admin = (await pool.query<{ id: number }>(`select id from usuario where email = $1`, [ADMIN.email]))
    .rows[0]!.id;
  // a tenth of the CDAs negotiated à vista on a day after their inscription; half of those paid
  await pool.query(
    `with alvo as (
         select p.id as processo_id, d.id as divida_id, p.orgao_credor_id, p.total_corrigido, d.data,
           row_number() over (order by p.id) as n
         from processo p join divida_ativa d on d.processo_id = p.id where p.id % 10 = 3),
       c as (
         insert into processo_cobranca (numero, data_acordo, situacao_id, orgao_credor_id, requerente_id,
           tipo_requerente, forma_pagamento, total_parcelas, primeiro_vencimento, valor_atualizado,
           valor_correcao, valor_juros, valor_multa, valor_total, percentual_juros_mes_pagamento,
           percentual_honorarios, valor_total_acordo, criado_por)
         select '2026' || lpad(a.n::text, 8, '0'), least(a.data + 10, current_date), 200, a.orgao_credor_id,
           (select id from requerente limit 1), 'TITULAR', 'A_VISTA', 1, least(a.data + 10, current_date),
           a.total_corrigido, 0, 0, 0, a.total_corrigido, 0.01, 0.1, a.total_corrigido, $1
         from alvo a
         returning id, numero)
       insert into processo_cobranca_cda (processo_cobranca_id, processo_id, divida_ativa_id, ordem,
         valor_atualizado, valor_correcao, valor_juros, valor_multa)
       select c.id, a.processo_id, a.divida_id, 1, a.total_corrigido, 0, 0, 0
       from c join alvo a on '2026' || lpad(a.n::text, 8, '0') = c.numero`,
    [admin],
  );
  await pool.query(`
      insert into lancamento (processo_cobranca_id, parcela, data_vencimento, valor_principal, valor_total)
      select c.id, 1, c.primeiro_vencimento, c.valor_total, c.valor_total from processo_cobranca c`);
  await pool.query(`
      insert into pagamento (lancamento_id, processo_cobranca_id, data_pagamento, valor)
      select l.id, l.processo_cobranca_id, l.data_vencimento, l.valor_total
      from lancamento l where l.id % 2 = 0`);
  await pool.query(`
      update processo p set status_cobranca = 'PAGAMENTO_NEGOCIADO'
      from processo_cobranca_cda x where x.processo_id = p.id`);
  await pool.query('analyze divida_ativa; analyze processo_cobranca; analyze pagamento; analyze processo');
  const contagem = await contarCobrancas(pool);
  log(
    `CDAs, cobranças e pagamentos: ${JSON.stringify(contagem)} (${Math.round((performance.now() - t) / 1000)} s)`,
  );
  return contagem;
}

/**
 * What the five-minute job does (painel.jobs.ts, the product's own statements): fold the deltas the
 * writes appended into one row per key, then vacuum (autovacuum is off on this machine's server).
 */
async function consolidar(pool: pg.Pool) {
  await consolidarResumo(drizzle(pool) as unknown as Executor);
  await pool.query('vacuum analyze resumo_processo, resumo_cda_dia');
  const r = await pool.query<{ processo: number; cda: number }>(
    `select (select count(*) from resumo_processo)::int as processo, (select count(*) from resumo_cda_dia)::int as cda`,
  );
  log(`resumo consolidado: ${r.rows[0]!.processo} linhas por processo, ${r.rows[0]!.cda} por dia de CDA`);
  return r.rows[0]!;
}

/** What an earlier run generated (BENCH_REUSAR). */
async function contarGerados(url: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const r = await c.query<{ processos: number; andamentos: number }>(
      `select (select count(*) from processo)::int as processos, (select count(*) from andamento)::int as andamentos`,
    );
    return r.rows[0]!;
  } finally {
    await c.end();
  }
}

async function main() {
  const startedAt = new Date();
  if (!REUSAR) {
    await bench.adminQuery(`drop database if exists ${DB_NAME} with (force)`);
    await bench.adminQuery(`create database ${DB_NAME}`);
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  bench.startServer(port);
  await bench.waitHealthy(base);
  // BENCH_REUSAR=1: the database a previous run left (BENCH_KEEP_DB=1) is measured as it is
  const gen = REUSAR
    ? await contarGerados(bench.dbUrl)
    : await generateProcessos(bench.dbUrl, { processos: PROCESSOS, log: (m) => log(m.trim()) });
  const pool = new pg.Pool({ connectionString: bench.dbUrl, max: 2 });
  try {
    const contagem = REUSAR ? await contarCobrancas(pool) : await preencherCdasECobrancas(pool);
    const linhasResumo = await consolidar(pool);
    if (REUSAR)
      await pool.query(
        `delete from sessao where usuario_id in (select id from usuario where email like 'painel.%@exemplo.gov.br'); delete from usuario where email like 'painel.%@exemplo.gov.br'; delete from perfil where nome = 'PAINEL BENCH'`,
      );
    // -- Staff of the smallest and of the largest body, with PAINEL only.
    const orgaos = (
      await pool.query<{ id: number; n: number }>(
        `select orgao_credor_id as id, count(*)::int as n from processo group by 1 order by 2`,
      )
    ).rows;
    const perfilId = (
      await pool.query<{ id: number }>(`insert into perfil (nome) values ('PAINEL BENCH') returning id`)
    ).rows[0]!.id;
    await pool.query(`insert into perfil_permissao (perfil_id, permissao) values ($1, 'PAINEL')`, [perfilId]);
    const usuarios = [
      { nome: 'todos', descricao: 'administrador, todos os órgãos', token: await signIn(base, ADMIN) },
    ];
    for (const [nome, o] of [
      ['menor', orgaos[0]!],
      ['maior', orgaos.at(-1)!],
    ] as const) {
      const email = `painel.${nome}@exemplo.gov.br`;
      await pool.query(
        `insert into usuario (nome, email, matricula, senha_hash, ativo, orgao_credor_id, perfil_id)
         values ($1, $2, $3, $4, true, $5, $6)`,
        [`Servidor ${nome}`, email, `P${nome}`, await hashSenha('PainelBench1'), o.id, perfilId],
      );
      usuarios.push({
        nome,
        descricao: `órgão ${o.id}, ${o.n} processos`,
        token: await signIn(base, { email, senha: 'PainelBench1' }),
      });
    }

    const hoje = todayInSaoPaulo();
    const casos: { caso: string; method: 'GET' | 'POST'; path: string; body?: unknown }[] = [
      { caso: 'dashboardCounts', method: 'GET', path: 'processoConstituicaoCredito/dashboardCounts' },
      { caso: 'listAndamentos/15', method: 'GET', path: 'processoConstituicaoCredito/listAndamentos/15' },
      ...[
        ['dashboardDividaAtiva 15 dias', 14],
        ['dashboardDividaAtiva 30 dias', 29],
        ['dashboardDividaAtiva 1 ano (por mês)', 364],
      ].map(([caso, dias]) => ({
        caso: caso as string,
        method: 'POST' as const,
        path: 'processoConstituicaoCredito/dashboardDividaAtiva',
        body: { dataInicio: addDays(hoje, -(dias as number)), dataFim: hoje },
      })),
    ];
    const resultados = [];
    for (const u of usuarios) {
      for (const c of casos) {
        const chamar = async () => {
          const t0 = performance.now();
          const r = await fetch(`${base}/api/${c.path}`, {
            method: c.method,
            headers: { authorization: `Bearer ${u.token}`, 'content-type': 'application/json' },
            ...(c.body ? { body: JSON.stringify(c.body) } : {}),
          });
          await r.arrayBuffer();
          if (!r.ok) throw new Error(`${c.caso} → ${r.status}`);
          return performance.now() - t0;
        };
        for (let i = 0; i < 20; i++) await chamar();
        const amostras: number[] = [];
        for (let i = 0; i < AMOSTRA; i++) amostras.push(await chamar());
        const s = stats(amostras);
        resultados.push({ usuario: u.nome, caso: c.caso, ...s });
        log(`${u.nome} ${c.caso}: p50 ${s.p50} ms, p99 ${s.p99} ms`);
      }
    }

    const explain = async (sqlText: string, params: unknown[]) =>
      (await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${sqlText}`, params)).rows
        .map((r) => r['QUERY PLAN'])
        .join('\n');
    const menor = orgaos[0]!.id;
    const planos = {
      // the application's statements (painel.repository.ts, painel.dividaAtiva.ts), as drizzle writes them
      listAndamentosMenorOrgao: await explain(
        `select a.id, a.criado_em, a.descricao, p.numero, d.numero_cda
         from andamento a join processo p on p.id = a.processo_id left join divida_ativa d on d.processo_id = p.id
         where a.criado_em >= ($1::date)::timestamp at time zone 'America/Sao_Paulo' and not a.excluido
           and not p.excluido and a.orgao_credor_id = $2
         order by a.criado_em desc, a.id desc limit 200`,
        [addDays(hoje, -15), menor],
      ),
      listAndamentosTodos: await explain(
        `select a.id, a.criado_em, a.descricao, p.numero, d.numero_cda
         from andamento a join processo p on p.id = a.processo_id left join divida_ativa d on d.processo_id = p.id
         where a.criado_em >= ($1::date)::timestamp at time zone 'America/Sao_Paulo' and not a.excluido
           and not p.excluido
         order by a.criado_em desc, a.id desc limit 200`,
        [addDays(hoje, -15)],
      ),
      inscritosNoAno: await explain(
        `select date_trunc('month', x.dia)::date::text, count(*), sum(x.valor)
         from (select d.data as dia, d.valor from divida_ativa d
               where d.data between $1 and $2 and not d.processo_excluido) x
         group by grouping sets ((1), ())`,
        [addDays(hoje, -364), hoje],
      ),
      resumo: await explain(
        `select fase_id, sum(quantidade), sum(total_corrigido) from resumo_processo group by 1`,
        [],
      ),
    };
    const result = {
      date: startedAt.toISOString(),
      machine: { cpus: os.cpus().length, loadavg: loadavg(), node: process.version },
      processos: gen.processos,
      andamentos: gen.andamentos,
      ...contagem,
      linhasResumo,
      amostra: AMOSTRA,
      usuarios: usuarios.map((u) => ({ nome: u.nome, descricao: u.descricao })),
      resultados,
      planos,
    };
    mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
    writeFileSync(join(ROOT, 'bench/results/painel.json'), `${JSON.stringify(result, null, 2)}\n`);
    log('resultado em bench/results/painel.json');
  } finally {
    await pool.end();
    await bench.stopServer();
    if (env.BENCH_KEEP_DB !== '1') await bench.adminQuery(`drop database if exists ${DB_NAME} with (force)`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
