/**
 * Audit rows for run-auditoria.ts, in the shapes audit.ts writes (entity, id, action, the changed
 * fields as {de, para}, the record's creditor body) and chained as audit.ts chains them: each row's
 * hash is the server's own hashDaLinha (platform/audit/cadeia.ts) of the previous hash and the row, so
 * that GET /api/auditoria/verificar walks a valid chain. Rows are built in Node, batch by batch, and
 * inserted with `insert … select from unnest(…)`, ids given explicitly in chain order; the secondary
 * indexes are dropped during the load and built again after it. The chain continues from the rows the
 * database already holds (the server's start writes a few).
 */
import pg from 'pg';
import { HASH_INICIAL, hashDaLinha } from '../../packages/server/src/platform/audit/cadeia.ts';
import { loadavg, log } from './harness.ts';

const ACOES_PROCESSO = [
  'ANEXAR_TCC',
  'CONTESTAR_DEBITO',
  'PARCELAR_DEBITO',
  'INSCREVER_DIVIDA_ATIVA',
  'QUITAR_DEBITO',
];

/** A deterministic pseudo-random sequence (mulberry32): the same rows on every run. */
function aleatorio(semente: number) {
  let a = semente >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function gerarAuditoria(
  pool: pg.Pool,
  total: number,
  usuarios: { id: number; orgaoCredorId: number }[],
  lote = 20_000,
) {
  const existentes = (await pool.query<{ n: number }>(`select count(*)::int as n from auditoria`)).rows[0]!.n;
  if (existentes >= total) {
    log(`auditoria já tem ${existentes} linhas`);
    return null;
  }
  const t0 = performance.now();
  const carga = loadavg();
  const faltam = total - existentes;
  const c = await pool.connect();
  try {
    await c.query(`set synchronous_commit = off`);
    await c.query(`set maintenance_work_mem = '256MB'`);
    const ultima = (
      await c.query<{ id: string; hash: string | null }>(
        `select id, hash from auditoria order by id desc limit 1`,
      )
    ).rows[0];
    let anterior = ultima?.hash ?? HASH_INICIAL;
    let id = Number(ultima?.id ?? 0);
    // the processes' bodies, to give each process row its record's body (the data scope)
    const orgaoDoProcesso = new Int32Array(
      (await c.query<{ m: number }>(`select max(id)::int as m from processo`)).rows[0]!.m + 1,
    );
    for (const r of (
      await c.query<{ id: number; o: number }>(`select id, orgao_credor_id as o from processo`)
    ).rows)
      orgaoDoProcesso[r.id] = r.o;
    const nProcessos = orgaoDoProcesso.length - 1;
    const nDevedores = (await c.query<{ m: number }>(`select max(id)::int as m from devedor`)).rows[0]!.m;
    const indices = (
      await c.query<{ indexname: string; indexdef: string }>(
        `select i.indexname, i.indexdef from pg_indexes i
          where i.schemaname = 'public' and i.tablename = 'auditoria'
            and not exists (select 1 from pg_constraint k where k.conname = i.indexname)`,
      )
    ).rows;
    for (const i of indices) await c.query(`drop index "${i.indexname}"`);

    const rnd = aleatorio(2026);
    // two years of activity up to an hour ago, evenly spread, in chain order
    const fim = Date.now() - 3_600_000;
    const inicio = fim - 730 * 86_400_000;
    const passo = (fim - inicio) / faltam;
    let emCurso: Promise<unknown> = Promise.resolve();
    let feitas = 0;
    while (feitas < faltam) {
      const n = Math.min(lote, faltam - feitas);
      const cols = {
        id: [] as number[],
        usuario: [] as (number | null)[],
        em: [] as string[],
        entidade: [] as string[],
        entidadeId: [] as string[],
        acao: [] as string[],
        campos: [] as string[],
        orgao: [] as (number | null)[],
        hash: [] as string[],
      };
      for (let k = 0; k < n; k++) {
        const i = feitas + k;
        const u = usuarios[rnd() < 0.7 ? 0 : 1 + Math.floor(rnd() * (usuarios.length - 1))]!;
        const x = rnd();
        let entidade: string;
        let entidadeId: number;
        let orgao: number | null;
        let acao: string;
        let campos: Record<string, { de?: unknown; para?: unknown }>;
        if (x < 0.7) {
          entidade = 'processoConstituicaoCredito';
          entidadeId = 1 + Math.floor(rnd() * nProcessos);
          orgao = orgaoDoProcesso[entidadeId] || null;
          const y = rnd();
          if (y < 0.15) {
            acao = 'CRIAR';
            campos = {
              numero: { para: `2025${String(entidadeId).padStart(8, '0')}` },
              valorOriginario: { para: (100 + Math.floor(rnd() * 2_500_000) / 100).toFixed(2) },
              situacaoId: { para: 27 },
            };
          } else if (y < 0.55) {
            acao = 'ACAO_PROCESSO';
            campos = {
              acao: { para: ACOES_PROCESSO[Math.floor(rnd() * ACOES_PROCESSO.length)] },
              situacaoId: { de: 27, para: 1 },
              faseId: { de: 1, para: 1 },
            };
          } else {
            acao = 'ALTERAR';
            const v = 100 + Math.floor(rnd() * 2_500_000) / 100;
            campos = { valorOriginario: { de: v.toFixed(2), para: (v * 1.1).toFixed(2) } };
          }
        } else if (x < 0.8) {
          entidade = 'processoCobranca';
          entidadeId = 1 + Math.floor(rnd() * 100_000);
          orgao = orgaoDoProcesso[1 + Math.floor(rnd() * nProcessos)] || null;
          acao = rnd() < 0.5 ? 'CRIAR' : 'ALTERAR';
          campos = { situacaoId: { de: 200, para: 201 } };
        } else if (x < 0.95) {
          entidade = 'devedor';
          entidadeId = 1 + Math.floor(rnd() * nDevedores);
          orgao = u.orgaoCredorId;
          acao = rnd() < 0.3 ? 'CRIAR' : 'ALTERAR';
          campos = {
            telefone1: { de: '2133334444', para: '21999998888' },
            bairro: { de: 'Centro', para: 'Tijuca' },
          };
        } else if (x < 0.98) {
          entidade = 'usuario';
          entidadeId = u.id;
          orgao = u.orgaoCredorId;
          acao = rnd() < 0.5 ? 'ALTERAR' : 'ALTERAR_SENHA';
          campos = acao === 'ALTERAR' ? { ativo: { de: true, para: false } } : { senhaHash: {} };
        } else {
          entidade = rnd() < 0.5 ? 'perfil' : 'configuracao';
          entidadeId = 1 + Math.floor(rnd() * 5);
          orgao = null;
          acao = 'ALTERAR';
          campos = { nome: { de: 'ANALISTA', para: 'ANALISTA SÊNIOR' } };
        }
        const linha = {
          usuarioId: u.id,
          orgaoCredorId: orgao,
          entidade,
          entidadeId: String(entidadeId),
          acao,
          campos,
          em: new Date(Math.round(inicio + i * passo)),
        };
        const hash = hashDaLinha(anterior, linha);
        anterior = hash;
        cols.id.push(++id);
        cols.usuario.push(linha.usuarioId);
        cols.em.push(linha.em.toISOString());
        cols.entidade.push(entidade);
        cols.entidadeId.push(linha.entidadeId);
        cols.acao.push(acao);
        cols.campos.push(JSON.stringify(campos));
        cols.orgao.push(orgao);
        cols.hash.push(hash);
      }
      // the previous batch's insert ran while this one was built; one statement at a time, in order
      await emCurso;
      emCurso = c.query(
        `insert into auditoria (id, usuario_id, em, entidade, entidade_id, acao, campos, orgao_credor_id, hash)
         overriding system value
         select * from unnest($1::bigint[], $2::int[], $3::timestamptz[], $4::varchar[], $5::varchar[],
                              $6::varchar[], $7::jsonb[], $8::int[], $9::char(64)[])`,
        [
          cols.id,
          cols.usuario,
          cols.em,
          cols.entidade,
          cols.entidadeId,
          cols.acao,
          cols.campos,
          cols.orgao,
          cols.hash,
        ],
      );
      feitas += n;
      if (feitas % 500_000 < lote)
        log(`  auditoria: ${feitas.toLocaleString('en')} / ${faltam.toLocaleString('en')}`);
    }
    await emCurso;
    await c.query(`select setval(pg_get_serial_sequence('auditoria', 'id'), $1)`, [id]);
    const tIndices = performance.now();
    for (const i of indices) await c.query(i.indexdef);
    log(
      `${indices.length} índices da auditoria recriados em ${Math.round((performance.now() - tIndices) / 1000)} s`,
    );
    await c.query(`vacuum analyze auditoria`);
  } finally {
    c.release();
  }
  const r = {
    linhas: faltam,
    segundos: Math.round((performance.now() - t0) / 100) / 10,
    carga: { antes: carga, depois: loadavg() },
  };
  log(`auditoria gerada: ${JSON.stringify(r)}`);
  return r;
}
