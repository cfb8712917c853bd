/**
 * Bulk generator for the process benchmarks (issue 11, item 9): fills the PostgreSQL database named
 * by DATABASE_URL with debtors (devedor), debt-constitution processes (processo) and their movements
 * (andamento), by default 300,000 / 1,000,000 / 5,000,000.
 *
 * The schema and the reference data (phases, situations, identification types, natures, indexes)
 * must exist already: start the server once against the database (bench/run-processo-list.ts does).
 * The 20 creditor bodies of the user generator are created if missing, and the processes are spread
 * over them unevenly (the k-th body's weight ∝ 1/(k+1)).
 *
 * Everything is set-based SQL, `insert … select … from generate_series(…)`, one statement per batch,
 * with progress printed:
 * - debtors: 85% people with a valid CPF, 15% companies with a valid CNPJ (check digits computed in
 *   SQL), Portuguese names; unique documents by construction;
 * - processes: dates over the last 5 years (1,826 days), numero = year + 8 digits (unique), every
 *   situation of packages/domain/src/workflow/situacoes.ts with its phase (weighted, most processes
 *   early in the workflow), values numeric(15,2), 8% with some payment received, 1% deleted;
 * - movements: 1 to 9 per process (5 on average), dated from the process's date on; the process's
 *   `data_ultimo_andamento` is its last one. One process of the first body gets exactly
 *   `andamentosDoDetalhe` (200) movements: the detail benchmark's process.
 *
 * For speed the secondary indexes of processo and andamento are dropped during the load and built
 * again after it, and foreign-key triggers are skipped (`session_replication_role = replica`): the
 * rows reference existing ids by construction. Then VACUUM ANALYZE (statistics, and the visibility
 * map that lets a count read an index alone, as autovacuum leaves a settled table).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/<db> npx tsx bench/gen-processos.ts [processos]
 *   (or npm run gen-processos -w bench -- 20000); devedores and andamentos scale with it (0.3×, 5×).
 */
import { pathToFileURL } from 'node:url';
import { SITUACOES, type SituacaoId } from '@divida/domain/workflow/situacoes';
import { cnpjCheckDigits } from '@divida/domain/documents';
import pg from 'pg';
import { ORGAOS_GERADOS } from '../packages/server/src/seed/generate-users.ts';

export interface GenProcessosOptions {
  devedores?: number;
  processos?: number;
  /** movements on average per process (the total is about processos × this) */
  andamentosPorProcesso?: number;
  /** movements of the detail benchmark's process */
  andamentosDoDetalhe?: number;
  batchSize?: number;
  log?: (msg: string) => void;
}

// prettier-ignore
const PRENOMES = [
  'Ana', 'Maria', 'Mariana', 'Marta', 'Márcia', 'Beatriz', 'Juliana', 'Fernanda', 'Patrícia', 'Aline',
  'Camila', 'Amanda', 'Bruna', 'Larissa', 'Letícia', 'Gabriela', 'Adriana', 'Cláudia', 'Sandra', 'Simone',
  'Vanessa', 'Renata', 'Daniela', 'Luciana', 'Carla', 'Raquel', 'Helena', 'Sofia', 'Alice', 'Laura',
  'José', 'João', 'Antônio', 'Francisco', 'Carlos', 'Paulo', 'Pedro', 'Lucas', 'Luiz', 'Marcos',
  'Marcelo', 'Mário', 'Gabriel', 'Rafael', 'Daniel', 'Eduardo', 'Felipe', 'Bruno', 'Rodrigo', 'Fernando',
  'Fábio', 'Gustavo', 'Leonardo', 'Ricardo', 'Sérgio', 'Roberto', 'Jorge', 'André', 'Thiago', 'Sebastião',
];
// prettier-ignore
const SOBRENOMES = [
  'da Silva', 'dos Santos', 'de Oliveira', 'de Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima',
  'Gomes', 'da Costa', 'Ribeiro', 'Martins', 'de Carvalho', 'de Almeida', 'Lopes', 'Soares', 'Fernandes',
  'Vieira', 'Barbosa', 'da Rocha', 'Dias', 'do Nascimento', 'de Andrade', 'Moreira', 'Nunes', 'Marques',
  'Machado', 'Mendes', 'de Freitas', 'Cardoso', 'Ramos', 'Gonçalves', 'Santana', 'Teixeira', 'de Araújo',
  'Correia', 'Pinto', 'Monteiro', 'de Moura', 'Cavalcanti', 'Azevedo', 'Batista', 'Brandão', 'Campos',
  'de Castro', 'Coelho', 'da Cunha', 'Duarte', 'Farias', 'Figueiredo', 'da Fonseca', 'Guimarães', 'Leite',
];
// prettier-ignore
const EMPRESAS = [
  'Comércio', 'Transportes', 'Construtora', 'Distribuidora', 'Indústria', 'Serviços', 'Agropecuária',
  'Mineração', 'Alimentos', 'Engenharia', 'Logística', 'Farmácia', 'Posto', 'Madeireira', 'Metalúrgica',
];

/**
 * How often each situation occurs, out of 1,000: most processes are registered or in the TCC phase,
 * fewer get further. Every situation of the domain appears.
 */
const PESO_SITUACAO: Record<SituacaoId, number> = {
  27: 220, // Cadastrado
  1: 90,
  8: 25,
  3: 90,
  10: 10,
  6: 60, // Parcelamento em curso
  9: 60,
  15: 15,
  17: 10,
  12: 20,
  20: 25,
  23: 8,
  25: 7,
  22: 10,
  104: 40,
  101: 120, // Inscrito em dívida ativa
  28: 12,
  107: 8,
  111: 5,
  4: 80, // Quitado
  5: 25,
  7: 40,
  11: 20,
};

const ACOES_ANDAMENTO = [
  'ANEXAR_TCC',
  'CONTESTAR_DEBITO',
  'RECORRER',
  'PARCELAR_DEBITO',
  'SOLICITAR_INSCRICAO_DIVIDA_ATIVA',
  'INSCREVER_DIVIDA_ATIVA',
  'SUSPENDER_PROCESSO',
  'REATIVAR_PROCESSO',
  'QUITAR_DEBITO',
];

const DESCRICAO_FATO =
  'Débito apurado em processo administrativo por infração à legislação estadual, conforme auto lavrado.';
const FUNDAMENTO_LEGAL = 'Lei Estadual nº 1.234/2015, art. 10, e Decreto nº 45.678/2016, arts. 3º a 7º.';

/** The digits' check digit for weights w (CPF, CNPJ: mod 11, 0 when the remainder is below 2). */
const FUNCAO_DV = `
create or replace function pg_temp.dv(d text, w int[]) returns text language sql immutable as $$
  select (case when s % 11 < 2 then 0 else 11 - s % 11 end)::text
  from (select sum(substr(d, i, 1)::int * w[i]) as s from generate_series(1, length(d)) i) x
$$`;
const PESOS_CPF_1 = 'array[10,9,8,7,6,5,4,3,2]';
const PESOS_CPF_2 = 'array[11,10,9,8,7,6,5,4,3,2]';
const PESOS_CNPJ_1 = 'array[5,4,3,2,9,8,7,6,5,4,3,2]';
const PESOS_CNPJ_2 = 'array[6,5,4,3,2,9,8,7,6,5,4,3,2]';

/** Fills the database of `databaseUrl`; answers the counts, the detail process and the time taken. */
export async function generateProcessos(databaseUrl: string, opts: GenProcessosOptions = {}) {
  const {
    processos = 1_000_000,
    devedores = Math.round(processos * 0.3),
    andamentosPorProcesso = 5,
    andamentosDoDetalhe = 200,
    batchSize = 100_000,
    log = () => {},
  } = opts;
  const t0 = performance.now();
  const tempos: Record<string, number> = {};
  const etapa = async <T>(nome: string, f: () => Promise<T>): Promise<T> => {
    const t = performance.now();
    const r = await f();
    tempos[nome] = Math.round((performance.now() - t) / 100) / 10;
    log(`${nome}: ${tempos[nome]} s`);
    return r;
  };
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`set synchronous_commit = off`);
    await client.query(`set maintenance_work_mem = '256MB'`);
    await client.query(FUNCAO_DV);
    await client.query(`select setseed(0.42)`);

    // Creditor bodies (the user generator's, idempotent) and the weights of the processes over them.
    for (const [k, [sigla, nome]] of ORGAOS_GERADOS.entries()) {
      const cnpjBase = String(10_000_000 + k * 7_919) + '0001';
      await client.query(
        `insert into orgao_credor (nome, cnpj, sigla) values ($1, $2, $3) on conflict do nothing`,
        [nome, cnpjBase + cnpjCheckDigits(cnpjBase), sigla],
      );
    }
    const orgaos = (
      await client.query<{ id: number }>(`select id from orgao_credor where sigla = any($1) order by id`, [
        ORGAOS_GERADOS.map(([s]) => s),
      ])
    ).rows.map((r) => r.id);
    // 1,000 slots: a random slot picks a body (∝ 1/(k+1)) or a situation (PESO_SITUACAO).
    const slots = <T>(itens: readonly T[], peso: (x: T, k: number) => number): T[] => {
      const total = itens.reduce((s, x, k) => s + peso(x, k), 0);
      const out: T[] = [];
      itens.forEach((x, k) => {
        const n = Math.round((peso(x, k) / total) * 1000);
        for (let j = 0; j < n; j++) out.push(x);
      });
      return out;
    };
    const slotOrgao = slots(orgaos, (_, k) => 1 / (k + 1));
    const slotSituacao = slots(SITUACOES, (s) => PESO_SITUACAO[s.id]);
    const natureza = (
      await client.query<{ id: number }>(`select id from natureza_debito order by id`)
    ).rows.map((r) => r.id);
    const indice = (
      await client.query<{ id: number }>(`select id from indice_financeiro order by id`)
    ).rows.map((r) => r.id);
    const municipios = (
      await client.query<{ id: number; uf: string }>(`select id, uf from municipio order by id limit 500`)
    ).rows;
    if (natureza.length === 0 || indice.length === 0 || municipios.length === 0)
      throw new Error('dados de referência ausentes: inicie o servidor uma vez contra o banco');

    const base = await client.query<{ d: number; p: number; a: number }>(
      `select (select coalesce(max(id), 0) from devedor)::int as d, (select coalesce(max(id), 0) from processo)::int as p,
              (select count(*) from andamento)::int as a`,
    );
    if (base.rows[0]!.p > 0 || base.rows[0]!.d > 0)
      throw new Error('o banco já tem devedores ou processos: use um banco recém-migrado');

    // Secondary indexes off during the load (built again at the end), foreign-key triggers skipped.
    const indices = (
      await client.query<{ indexname: string; indexdef: string }>(
        `select i.indexname, i.indexdef from pg_indexes i
         where i.schemaname = 'public' and i.tablename in ('processo', 'andamento', 'devedor')
           and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
      )
    ).rows;
    for (const i of indices) await client.query(`drop index "${i.indexname}"`);
    await client.query(`set session_replication_role = replica`);

    const lotes = async (
      nome: string,
      total: number,
      tamanho: number,
      f: (lo: number, hi: number) => Promise<void>,
    ) => {
      for (let lo = 1; lo <= total; lo += tamanho) {
        const hi = Math.min(total, lo + tamanho - 1);
        await f(lo, hi);
        log(`  ${nome}: ${hi.toLocaleString('en')} / ${total.toLocaleString('en')}`);
      }
    };

    await etapa(`${devedores.toLocaleString('en')} devedores`, () =>
      lotes('devedores', devedores, batchSize, async (lo, hi) => {
        await client.query(
          `insert into devedor (nome, email, tipo_documento_identificacao_id, documento_identificacao,
                                cep, rua, numero, bairro, uf, municipio_id, telefone1)
           select nome, lower(translate(split_part(nome, ' ', 1), 'áâãéêíóôõúç', 'aaaeeiooouc')) || '.' || g || '@exemplo.com.br',
                  tipo, case when tipo = 1 then b || pg_temp.dv(b, ${PESOS_CPF_1})
                                                  || pg_temp.dv(b || pg_temp.dv(b, ${PESOS_CPF_1}), ${PESOS_CPF_2})
                             else b || pg_temp.dv(b, ${PESOS_CNPJ_1})
                                    || pg_temp.dv(b || pg_temp.dv(b, ${PESOS_CNPJ_1}), ${PESOS_CNPJ_2}) end,
                  lpad((20000000 + g % 9000000)::text, 8, '0'), 'Rua ' || sob, (1 + g % 2000)::text, 'Centro',
                  ($4::varchar[])[m], ($3::int[])[m], '21' || lpad((g % 100000000)::text, 9, '9')
           from (
             select g, tipo, m,
                    case when tipo = 1 then lpad(((g::bigint * 987654323) % 1000000000)::text, 9, '0')
                         else lpad(((g::bigint * 7919 + 12345) % 100000000)::text, 8, '0') || '0001' end as b,
                    case when tipo = 1 then pre || ' ' || sob || ' ' || ($2::text[])[1 + floor(random() * cardinality($2::text[]))::int]
                         else ($5::text[])[1 + floor(random() * cardinality($5::text[]))::int] || ' ' || sob || ' Ltda' end as nome,
                    sob
             from (
               select g, case when random() < 0.85 then 1 else 2 end as tipo,
                      1 + floor(random() * cardinality($3::int[]))::int as m,
                      ($1::text[])[1 + floor(random() * cardinality($1::text[]))::int] as pre,
                      ($2::text[])[1 + floor(random() * cardinality($2::text[]))::int] as sob
               from generate_series($6::int, $7::int) g
             ) x
           ) y`,
          [PRENOMES, SOBRENOMES, municipios.map((m) => m.id), municipios.map((m) => m.uf), EMPRESAS, lo, hi],
        );
      }),
    );

    await etapa(`${processos.toLocaleString('en')} processos`, () =>
      lotes('processos', processos, batchSize, async (lo, hi) => {
        await client.query(
          `insert into processo (numero, numero_processo_administrativo, data, data_debito, natureza_debito_id,
              codigo_receita, descricao_fato, fundamento_legal, orgao_credor_id, indice_financeiro_id, devedor_id,
              fase_id, situacao_id, suspenso, protegido, excluido, lavrado, data_referencia_calculo,
              ultima_correcao_valor, valor_originario, valor_atualizado, valor_correcao, juros_atualizado,
              multa_atualizada, total_corrigido, valor_atualizado_pago, valor_multa_pago, valor_juros_pago,
              data_ultimo_andamento, devedor_nome_busca, devedor_nome, devedor_documento)
           select extract(year from data)::int::text || lpad(g::text, 8, '0'),
                  lpad((100000 + g % 900000)::text, 6, '0') || '/' || lpad((g % 1000)::text, 3, '0') || '/' || extract(year from data)::int,
                  data, data - 30, ($4::int[])[1 + g % cardinality($4::int[])], '1234-5',
                  $5, $6, orgao, ($7::int[])[1 + g % cardinality($7::int[])], devedor,
                  fase, situacao, random() < 0.03, fase in (4, 2) and random() < 0.5, random() < 0.01,
                  fase <> 1, data, data, vo, round(vo * 1.12, 2), round(vo * 0.05, 2), round(vo * 0.04, 2),
                  round(vo * 0.03, 2), round(vo * 1.12, 2) + round(vo * 0.05, 2) + round(vo * 0.04, 2) + round(vo * 0.03, 2),
                  case when pago then round(vo * (0.2 + random() * 0.8)::numeric, 2) else 0 end,
                  case when pago then round(vo * 0.03, 2) else 0 end,
                  case when pago then round(vo * 0.04, 2) else 0 end,
                  null, d.nome_busca, d.nome, d.documento_identificacao
           from (
             select g, current_date - floor(random() * 1826)::int as data,
                    ($1::int[])[1 + floor(random() * cardinality($1::int[]))::int] as orgao,
                    1 + floor(random() * $8::int)::int as devedor,
                    round((100 + random() * random() * 250000)::numeric, 2) as vo,
                    k, ($2::int[])[k] as situacao, ($3::int[])[k] as fase,
                    ($3::int[])[k] in (3, 2, 4) and random() < 0.2 as pago
             from (select g, 1 + floor(random() * cardinality($2::int[]))::int as k
                   from generate_series($9::int, $10::int) g) s
           ) x
           -- the debtor's sort keys the trigger of migration 0044 copies, skipped by this load (lateral:
           -- the rows stay in the order of g, which the ids and numbers follow)
           cross join lateral (select nome_busca, nome, documento_identificacao from devedor
                               where id = x.devedor limit 1) d`,
          [
            slotOrgao,
            slotSituacao.map((s) => s.id),
            slotSituacao.map((s) => s.fase),
            natureza,
            DESCRICAO_FATO,
            FUNDAMENTO_LEGAL,
            indice,
            devedores,
            lo,
            hi,
          ],
        );
      }),
    );
    // The sequence of `numero` past the generated ones (the server numbers new processes from it).
    await client.query(`select setval('processo_numero_seq', $1)`, [processos]);

    // Movements: n = 1 + (id·7 mod 9) per process (uniform 1..9, mean 5), k-th one k·15 days after
    // the process's date (capped at today), the first the registration.
    const maxPorProcesso = andamentosPorProcesso * 2 - 1;
    const porLote = Math.max(1, Math.round(batchSize / andamentosPorProcesso));
    const admin =
      (await client.query<{ id: number }>(`select min(id)::int as id from usuario`)).rows[0]?.id ?? null;
    await etapa(`andamentos (~${(processos * andamentosPorProcesso).toLocaleString('en')})`, () =>
      lotes('processos com andamentos', processos, porLote, async (lo, hi) => {
        await client.query(
          `insert into andamento (processo_id, orgao_credor_id, acao, descricao, origem, fase_id, situacao_id,
              fase_anterior_id, situacao_anterior_id, valor, usuario_id, criado_em, atualizado_em)
           select p.id, p.orgao_credor_id, case when k = 1 then 'REGISTRAR_PROCESSO' else ($1::text[])[1 + (p.id + k) % cardinality($1::text[])] end,
                  case when k = 1 then 'Processo cadastrado' else 'Andamento ' || k end,
                  case when p.fase_id = 4 and k = n then 'DIVIDA_ATIVA' else 'TCC' end,
                  case when k = n then p.fase_id else 1 end, case when k = n then p.situacao_id else 27 end,
                  case when k = 1 then null else 1 end, case when k = 1 then null else 27 end,
                  case when k % 3 = 0 then p.valor_originario end, $2,
                  t, t
           from processo p
           cross join lateral (select 1 + (p.id * 7) % $3::int as n) c
           cross join lateral generate_series(1, c.n) k
           cross join lateral (select least(p.data::timestamptz + make_interval(days => (k - 1) * 15, secs => (p.id % 36000)),
                                            now() - make_interval(secs => n - k)) as t) d
           where p.id between $4 and $5`,
          [ACOES_ANDAMENTO, admin, maxPorProcesso, lo, hi],
        );
      }),
    );

    // The detail benchmark's process: one of the first body, with exactly andamentosDoDetalhe movements.
    const detalhe = (
      await client.query<{ id: number; orgao: number }>(
        `select id, orgao_credor_id as orgao from processo where orgao_credor_id = $1 and not excluido order by id limit 1`,
        [orgaos[0]],
      )
    ).rows[0]!;
    await client.query(
      `insert into andamento (processo_id, orgao_credor_id, acao, descricao, origem, fase_id, situacao_id,
          fase_anterior_id, situacao_anterior_id, usuario_id, criado_em, atualizado_em)
       select p.id, p.orgao_credor_id, ($2::text[])[1 + k % cardinality($2::text[])], 'Andamento adicional ' || k, 'TCC', p.fase_id,
              p.situacao_id, p.fase_id, p.situacao_id, $3, now() - make_interval(days => k), now() - make_interval(days => k)
       from processo p, generate_series(1, $4::int - (select count(*)::int from andamento where processo_id = $1)) k
       where p.id = $1`,
      [detalhe.id, ACOES_ANDAMENTO, admin, andamentosDoDetalhe],
    );

    await etapa('data do último andamento', async () => {
      await client.query(
        `update processo p set data_ultimo_andamento = a.ultimo
         from (select processo_id, max(criado_em) as ultimo from andamento group by processo_id) a
         where a.processo_id = p.id`,
      );
    });

    await client.query(`set session_replication_role = origin`);
    // the load skipped the triggers that keep the dashboards' and the prescription summary's running
    // totals (migrations 0019 and prescricao_resumo_gatilho)
    await etapa('totais dos painéis', async () => {
      await client.query(`select resumo_processo_reconstruir()`);
      await client.query(`select resumo_prescricao_reconstruir()`);
    });
    await etapa(`${indices.length} índices recriados`, async () => {
      for (const i of indices) await client.query(i.indexdef);
    });
    await etapa('vacuum analyze', async () => {
      await client.query(`vacuum analyze devedor`);
      await client.query(`vacuum analyze processo`);
      await client.query(`vacuum analyze andamento`);
    });
    const contagem = (
      await client.query<{ d: number; p: number; a: number; n: number }>(
        `select (select count(*) from devedor)::int as d, (select count(*) from processo)::int as p,
                (select count(*) from andamento)::int as a,
                (select count(*) from andamento where processo_id = $1)::int as n`,
        [detalhe.id],
      )
    ).rows[0]!;
    return {
      devedores: contagem.d,
      processos: contagem.p,
      andamentos: contagem.a,
      orgaos,
      detalhe: { id: detalhe.id, orgaoCredorId: detalhe.orgao, andamentos: contagem.n },
      etapas: tempos,
      ms: performance.now() - t0,
    };
  } finally {
    await client.end();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error(
      'Defina DATABASE_URL (postgres://...) de um banco já migrado (o servidor iniciado uma vez).',
    );
    process.exit(1);
  }
  const processos = Number(process.argv[2] ?? process.env.PROCESSOS ?? 1_000_000);
  generateProcessos(url, { processos, log: console.log }).then(
    (r) =>
      console.log(
        `${r.devedores} devedores, ${r.processos} processos, ${r.andamentos} andamentos em ${(r.ms / 1000).toFixed(1)} s`,
      ),
    (e: unknown) => {
      console.error(e);
      process.exit(1);
    },
  );
}
