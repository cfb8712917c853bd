/**
 * Benchmark of the bank return (issue 24, item 9) on PostgreSQL with 1,000,000 processes: a return of
 * 100,000 lines (240-character records, docs/arquivos-bancarios.md §1) processed by the server's background task, with
 * the server's resident memory and other requests' latency meanwhile.
 *
 *   npx tsx bench/run-retorno-bancario.ts          (from the repository root)
 *
 * 1. Drops and recreates BENCH_DB (benchbanco_retorno); starts the real server on it; fills 1,000,000
 *    processes (bench/gen-processos.ts).
 * 2. The body with most processes gets a convênio and bank data; BENCH_BOLETOS + 1 of its processes
 *    (open, nothing paid) are inscribed (phase 4, situation 101) with their CDA: the generator
 *    inscribes about 12 % of each body, fewer than one body's return needs.
 * 3. Warm-up through the API, as an office does it: a collection à vista on one of them (requester and
 *    identification document), its slip issued (`GET …/boleto`), the remessa (`POST
 *    /api/arquivoBancario/remessa`). That collection is the template of the others.
 * 4. BENCH_BOLETOS collections à vista on the other processes by set-based SQL, with the template's
 *    constants and each process's balances (one instalment: the balances + the fees of the template's
 *    percentage), each with its slip (nosso número from the slip sequence, barcode and linha digitável
 *    from the domain's `gerarBoletoBB`) already REGISTRADO at the bank. The shape of one is compared
 *    with the template's (which columns are filled, and every amount's relation), and printed.
 * 5. The return: BENCH_LINHAS records (T + U per movement; header, batch header and both trailers
 *    count) written with the domain's codec, movements in this mix: 90 % paid at face value, 2 % short
 *    within the tolerance (−R$ 0,03), 2 % short by R$ 10,00 (PAGO_A_MENOR), 2 % over by R$ 10,00
 *    (PAGO_A_MAIOR), 1.5 % a second payment of a slip already paid in the file (DUPLICADO), 1 % paid
 *    after cancellation (17), 0.5 % an unknown nosso número (NAO_IDENTIFICADO), 1 % confirmations (02).
 *    The movements go in BENCH_ARQUIVOS files of consecutive NSAs: 100,000 records are 24 MB, over
 *    the upload's 20 MB (docs/arquivos-bancarios.md §3); that single file is sent first, to record the server's 413.
 * 6. 10 s of the probe alone (a request every 50 ms, sent on time: `GET /api/health` and the default
 *    process list in turn), then the files are uploaded and their tasks polled until both conclude,
 *    with the probe running and the server's VmRSS sampled every 200 ms.
 * 7. The check by SQL: every line applied, every slip paid at face value settled (instalment BAIXADO,
 *    collection QUITADO), settled + queue = paid over the file, Σ payments = Σ settled.
 * 8. Writes bench/results/retorno-bancario.json; drops the database (unless BENCH_KEEP_DB=1).
 *
 * Environment: BENCH_PG_URL, BENCH_DB, BENCH_PROCESSOS (1000000), BENCH_BOLETOS (50000), BENCH_LINHAS
 * (100000), BENCH_ARQUIVOS (2), BENCH_MAX_SEGUNDOS (1200: stop waiting, record the rate so far),
 * BENCH_SONDA_MS (50; 0: no probe, the CPU figures are the return's alone),
 * BENCH_SERVER_NODE_OPTIONS (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`), DB_POOL_SIZE and LOG_LEVEL.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { chaveDoBoleto, seuNumeroDoBoleto } from '@divida/domain/arquivoBancario/remessa';
import { TAMANHO_MAXIMO_RETORNO } from '@divida/domain/arquivoBancario/arquivoBancario.schema';
import { escreverRetorno, type MovimentoRetorno } from '@divida/domain/arquivoBancario/retorno';
import { gerarBoletoBB } from '@divida/domain/boleto';
import { addDays, todayInSaoPaulo, type IsoDate } from '@divida/domain/calendar';
import { cpfCheckDigits } from '@divida/domain/documents';
import { sumMoney, toDecimal, type Money } from '@divida/domain/money';
import pg from 'pg';
import { generateProcessos } from './gen-processos.ts';
import {
  BenchRun,
  cpuSeconds,
  freePort,
  loadavg,
  log,
  ms,
  percentile,
  ROOT,
  signIn,
} from './support/harness.ts';

const env = process.env;
const DB_NAME = env.BENCH_DB ?? 'benchbanco_retorno';
const PROCESSOS = Number(env.BENCH_PROCESSOS ?? 1_000_000);
const BOLETOS = Number(env.BENCH_BOLETOS ?? 50_000);
const LINHAS = Number(env.BENCH_LINHAS ?? 100_000);
const ARQUIVOS = Number(env.BENCH_ARQUIVOS ?? 2);
const MAX_SEGUNDOS = Number(env.BENCH_MAX_SEGUNDOS ?? 1200);
const ADMIN = { email: 'admin.bench@exemplo.gov.br', senha: 'AdminBench1' };
const bench = new BenchRun(DB_NAME, ADMIN);
const ZERO = toDecimal(0);
const CONVENIO = '1234567';
/** the probe's interval; 0: no probe (the return's CPU alone, e.g. to compare two versions) */
const SONDA_MS = Number(env.BENCH_SONDA_MS ?? 50);

/** A one-page PDF, enough for the upload's checks. */
function pdf(): Buffer {
  return Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj',
      '2 0 obj <</Type/Pages/Kids[3 0 R]/Count 1>> endobj',
      '3 0 obj <</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>> endobj',
      'trailer <</Root 1 0 R>>',
      '%%EOF',
    ].join('\n'),
  );
}

function rssMiB(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 102.4) / 10 : NaN;
  } catch {
    return NaN;
  }
}

/** Every interval the run starts, cleared at its end even after a failure (else the process stays up). */
const relogios: NodeJS.Timeout[] = [];
const aCada = (f: () => void, t: number) => {
  const r = setInterval(f, t);
  relogios.push(r);
  return r;
};

const sleep = (t: number) => new Promise((r) => setTimeout(r, t));

/**
 * Another user's requests while the return is processed: one every `intervalo` ms, each sent on time
 * whether the previous one answered or not, `GET /api/health` and the default process list in turn.
 */
function sonda(base: string, token: string, intervalo = SONDA_MS) {
  const tempos = { health: [] as number[], lista: [] as number[] };
  let erros = 0;
  let n = 0;
  const pendentes = new Set<Promise<void>>();
  const um = async (qual: 'health' | 'lista') => {
    const t0 = performance.now();
    try {
      const r =
        qual === 'health'
          ? await fetch(`${base}/api/health`)
          : await fetch(`${base}/api/processoConstituicaoCredito/list?page=0&size=10`, {
              method: 'POST',
              headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
              body: '{}',
            });
      await r.arrayBuffer();
      if (!r.ok) erros++;
    } catch {
      erros++;
    }
    tempos[qual].push(performance.now() - t0);
  };
  const timer =
    intervalo > 0
      ? aCada(() => {
          const p = um(n++ % 2 === 0 ? 'health' : 'lista');
          pendentes.add(p);
          void p.finally(() => pendentes.delete(p));
        }, intervalo)
      : undefined;
  return async () => {
    clearInterval(timer);
    await Promise.all(pendentes);
    const resumo = (xs: number[]) => {
      const s = [...xs].sort((a, b) => a - b);
      return {
        n: s.length,
        p50: ms(percentile(s, 0.5)),
        p99: ms(percentile(s, 0.99)),
        max: ms(s.at(-1) ?? NaN),
      };
    };
    return { health: resumo(tempos.health), lista: resumo(tempos.lista), erros };
  };
}

interface Boleto {
  id: number;
  processoCobrancaId: number;
  numeroCobranca: string;
  parcela: number;
  nossoNumero: string;
  dataVencimento: IsoDate;
  valor: Money;
}

/** The return's movements in the mix of the header comment, `quantos` of them, over `boletos`. */
function movimentosDoRetorno(boletos: Boleto[], quantos: number, hoje: IsoDate) {
  const mov = (b: Boleto, codigo: string, pago: Money): MovimentoRetorno => ({
    movimento: codigo,
    nossoNumero: b.nossoNumero,
    seuNumero: seuNumeroDoBoleto(b.numeroCobranca, b.parcela),
    chave: chaveDoBoleto(b.processoCobrancaId, b.parcela, b.id),
    dataVencimento: b.dataVencimento,
    valorNominal: b.valor,
    tarifa: codigo === '06' || codigo === '17' ? toDecimal('2.50') : ZERO,
    motivos: '',
    acrescimos: ZERO,
    desconto: ZERO,
    valorPago: pago,
    valorLiquido: pago.gt(0) ? pago.minus('2.50') : ZERO,
    dataOcorrencia: hoje,
    dataCredito: hoje,
  });
  const cota = (f: number) => Math.floor(quantos * f);
  const n = {
    arredondamento: cota(0.02),
    menor: cota(0.02),
    maior: cota(0.02),
    duplicado: cota(0.015),
    apos: cota(0.01),
    desconhecido: cota(0.005),
    confirmacao: cota(0.01),
  };
  const face = quantos - Object.values(n).reduce((a, b) => a + b, 0);
  const precisa = face + n.arredondamento + n.menor + n.maior + n.apos + n.confirmacao;
  if (boletos.length < precisa) throw new Error(`${precisa} boletos necessários, ${boletos.length} criados`);
  const out: MovimentoRetorno[] = [];
  let i = 0;
  const proximo = () => boletos[i++]!;
  const pagosAFace: Boleto[] = [];
  for (let k = 0; k < face; k++) {
    const b = proximo();
    pagosAFace.push(b);
    out.push(mov(b, '06', b.valor));
  }
  for (let k = 0; k < n.arredondamento; k++) {
    const b = proximo();
    out.push(mov(b, '06', b.valor.minus('0.03')));
  }
  for (let k = 0; k < n.menor; k++) {
    const b = proximo();
    out.push(mov(b, '06', b.valor.minus(10)));
  }
  for (let k = 0; k < n.maior; k++) {
    const b = proximo();
    out.push(mov(b, '06', b.valor.plus(10)));
  }
  for (let k = 0; k < n.apos; k++) {
    const b = proximo();
    out.push(mov(b, '17', b.valor));
  }
  for (let k = 0; k < n.confirmacao; k++) out.push(mov(proximo(), '02', ZERO));
  // the second payments of slips paid earlier in the file, spread over them
  const passo = Math.max(1, Math.floor(pagosAFace.length / Math.max(1, n.duplicado)));
  for (let k = 0; k < n.duplicado; k++) {
    const b = pagosAFace[(k * passo) % pagosAFace.length]!;
    out.push(mov(b, '06', b.valor));
  }
  for (let k = 0; k < n.desconhecido; k++)
    out.push({
      ...mov(boletos[0]!, '06', toDecimal('57.30')),
      nossoNumero: `${CONVENIO}${String(9_000_000_000 + k).padStart(10, '0')}`,
      chave: '',
      seuNumero: '',
    });
  return { movimentos: out, mix: { face, ...n } };
}

async function main() {
  const startedAt = new Date();
  await bench.adminQuery(`drop database if exists ${DB_NAME} with (force)`);
  await bench.adminQuery(`create database ${DB_NAME}`);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  bench.startServer(port);
  await bench.waitHealthy(base);
  const serverPid = bench.server!.pid!;
  const t0gen = Date.now();
  const gen = await generateProcessos(bench.dbUrl, { processos: PROCESSOS, log: (m) => log(m.trim()) });
  log(`gerados em ${Math.round((Date.now() - t0gen) / 1000)} s; carga ${loadavg().join(' ')}`);

  const pool = new pg.Pool({ connectionString: bench.dbUrl, max: 4 });
  try {
    // -- The body of the return, with its convênio and bank data; its processes to negotiate.
    const {
      rows: [orgao],
    } = await pool.query<{ id: number }>(
      `select orgao_credor_id as id from processo group by 1 order by count(*) desc limit 1`,
    );
    const orgaoId = orgao!.id;
    await pool.query(
      `update orgao_credor set convenio = $2, chave_banco = coalesce(chave_banco, '001'), agencia = '1234',
         digito_agencia = '5', conta = '123456', digito_conta = '7', carteira = '17', variacao = '019'
       where id = $1`,
      [orgaoId, CONVENIO],
    );
    const escolhidos = await pool.query(
      `update processo set fase_id = 4, situacao_id = 101
       where id in (
         select id from processo
         where orgao_credor_id = $1 and not excluido and not suspenso and status_cobranca = 'SEM_ACORDO'
           and valor_atualizado_pago = 0 and valor_correcao_pago = 0 and valor_juros_pago = 0
           and valor_multa_pago = 0 and total_corrigido > 50
         order by id limit $2)
       returning id`,
      [orgaoId, BOLETOS + 1],
    );
    const cdas = await pool.query(
      `insert into divida_ativa (processo_id, numero_cda, data, data_atualizacao, data_referencia_calculo,
         nome_procurador_signatario, valor, valor_total, data_ultima_correcao_valor)
       select p.id, '2026' || lpad((row_number() over (order by p.id))::text, 8, '0'), p.data, p.data, p.data,
         'PROCURADOR DE BENCHMARK', p.total_corrigido, p.total_corrigido, p.ultima_correcao_valor
       from processo p
       where p.fase_id = 4 and p.situacao_id = 101
         and not exists (select 1 from divida_ativa d where d.processo_id = p.id)`,
    );
    await pool.query('analyze divida_ativa; analyze orgao_credor; analyze processo');
    log(`órgão ${orgaoId}: ${escolhidos.rowCount} processos inscritos, ${cdas.rowCount} CDAs criadas`);
    const ids = escolhidos.rows.map((r: { id: number }) => r.id).sort((a, b) => a - b);
    if (ids.length < BOLETOS + 1) throw new Error(`o órgão ${orgaoId} tem só ${ids.length} processos aptos`);

    // -- Warm-up through the API: the template collection, its slip, the remessa.
    const token = await signIn(base, ADMIN);
    const auth = { authorization: `Bearer ${token}` };
    const api = async (method: string, path: string, body?: unknown, extra: Record<string, string> = {}) => {
      const r = await fetch(`${base}/api/${path}`, {
        method,
        headers: { ...auth, ...(body !== undefined && { 'content-type': 'application/json' }), ...extra },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const buf = Buffer.from(await r.arrayBuffer());
      if (!r.ok)
        throw new Error(
          `${method} ${path} → ${r.status} ${decodeURIComponent(r.headers.get('errormsg') ?? '')} ${buf.toString().slice(0, 300)}`,
        );
      return { r, buf };
    };
    const form = new FormData();
    form.append('file', new Blob([pdf()], { type: 'application/pdf' }), 'identidade.pdf');
    const upload = await fetch(`${base}/api/documento/upload`, { method: 'POST', headers: auth, body: form });
    if (!upload.ok) throw new Error(`upload → ${upload.status}`);
    const doc = (await upload.json()) as { uuid: string; fileName: string };
    const hoje = todayInSaoPaulo();
    const cpfBase = '300000001';
    const criada = JSON.parse(
      (
        await api(
          'POST',
          'processoCobranca',
          {
            idsProcessos: [ids[0]],
            totalParcelas: 1,
            formaPagamento: 'A_VISTA',
            primeiroVencimento: addDays(hoje, 10),
            requerente: {
              tipo: 'TITULAR',
              nome: 'REQUERENTE DE BENCHMARK',
              cpf: cpfBase + cpfCheckDigits(cpfBase),
              email: 'requerente.bench@exemplo.com.br',
              telefone: '21987654321',
              arquivoIdentificacao: { uuid: doc.uuid, nome: doc.fileName },
            },
          },
          { 'idempotency-key': `benchbanco-${Date.now()}` },
        )
      ).buf.toString(),
    ) as { id: number };
    const modeloId = criada.id;
    await api('GET', `cobrancaBB/${modeloId}/parcela/1/boleto`);
    const remessa = JSON.parse(
      (await api('POST', 'arquivoBancario/remessa', { idOrgaoCredor: orgaoId })).buf.toString(),
    ) as { id: number; quantidade: number };
    log(
      `cobrança modelo ${modeloId} pela API, boleto emitido, remessa ${remessa.id} (${remessa.quantidade})`,
    );

    // -- BENCH_BOLETOS collections à vista like the template, by SQL, with slips registered.
    const t0sql = Date.now();
    const c = await pool.connect();
    try {
      await c.query('begin');
      await c.query(
        `create temp table alvo on commit drop as
         select p.id as processo_id, d.id as divida_id, row_number() over (order by p.id) as rn,
           p.valor_atualizado as vp, p.valor_correcao as vc, p.juros_atualizado as vj, p.multa_atualizada as vm,
           p.ultima_correcao_valor
         from processo p join divida_ativa d on d.processo_id = p.id
         where p.id = any($1::int[])`,
        [ids.slice(1)],
      );
      const modelo = `(select * from processo_cobranca where id = ${Number(modeloId)})`;
      await c.query(
        `insert into processo_cobranca (numero, data_acordo, situacao_id, orgao_credor_id, requerente_id,
           tipo_requerente, forma_pagamento, total_parcelas, valor_primeira_parcela, primeiro_vencimento, desconto,
           valor_atualizado, valor_correcao, valor_juros, valor_multa, valor_total,
           percentual_juros_mes_pagamento, percentual_honorarios, valor_total_juros_mes_pagamento,
           valor_total_honorarios, valor_total_acordo, criado_por)
         select left(t.numero, 4) || lpad((50000000 + a.rn)::text, 8, '0'), t.data_acordo, t.situacao_id,
           t.orgao_credor_id, t.requerente_id, t.tipo_requerente, t.forma_pagamento, 1, null, t.primeiro_vencimento,
           0, a.vp, a.vc, a.vj, a.vm, a.vp + a.vc + a.vj + a.vm, t.percentual_juros_mes_pagamento,
           t.percentual_honorarios, 0, round((a.vp + a.vc + a.vj + a.vm) * t.percentual_honorarios, 2),
           a.vp + a.vc + a.vj + a.vm + round((a.vp + a.vc + a.vj + a.vm) * t.percentual_honorarios, 2), t.criado_por
         from alvo a cross join ${modelo} t order by a.rn`,
      );
      await c.query(
        `create temp table alvo_cobranca on commit drop as
         select a.*, pc.id as cobranca_id from alvo a
         join processo_cobranca pc on pc.numero = (select left(numero, 4) from ${modelo} t) || lpad((50000000 + a.rn)::text, 8, '0')`,
      );
      await c.query(
        `insert into processo_cobranca_cda (processo_cobranca_id, processo_id, divida_ativa_id, ordem,
           valor_atualizado, valor_correcao, valor_juros, valor_multa, data_ultima_correcao_valor)
         select cobranca_id, processo_id, divida_id, 0, vp, vc, vj, vm, ultima_correcao_valor from alvo_cobranca`,
      );
      await c.query(
        `insert into lancamento (processo_cobranca_id, parcela, data_vencimento, valor_principal, valor_correcao,
           valor_juros, valor_multa, valor_juros_mes_pagamento, valor_honorarios, valor_total)
         select a.cobranca_id, 1, t.primeiro_vencimento, a.vp, a.vc, a.vj, a.vm, 0, pc.valor_total_honorarios,
           pc.valor_total_acordo
         from alvo_cobranca a join processo_cobranca pc on pc.id = a.cobranca_id cross join ${modelo} t`,
      );
      await c.query(
        `insert into andamento_cobranca (processo_cobranca_id, acao, descricao, situacao_id, usuario_id, detalhes)
         select a.cobranca_id, 'NEGOCIAR', 'Negociação realizada: pagamento à vista', t.situacao_id, t.criado_por,
           jsonb_build_object('processos', jsonb_build_array(p.numero))
         from alvo_cobranca a join processo p on p.id = a.processo_id cross join ${modelo} t`,
      );
      await c.query(
        `update processo p set status_cobranca = m.status_cobranca, versao = p.versao + 1,
           data_ultimo_andamento = now()
         from alvo a, (select status_cobranca from processo where id = $1) m where p.id = a.processo_id`,
        [ids[0]],
      );
      // the slips: the sequence's numbers, the barcode and linha digitável as the server computes them
      const ls = await c.query<{ id: number; cobranca_id: number; venc: string; total: string }>(
        `select l.id, l.processo_cobranca_id as cobranca_id, to_char(l.data_vencimento, 'YYYY-MM-DD') as venc,
           l.valor_total::text as total
         from lancamento l join alvo_cobranca a on a.cobranca_id = l.processo_cobranca_id order by l.id`,
      );
      const seqs = await c.query<{ n: string }>(
        `select nextval('boleto_sequencial_seq')::text as n from generate_series(1, $1)`,
        [ls.rows.length],
      );
      const colunas = {
        cobranca: [] as number[],
        lancamento: [] as number[],
        seq: [] as string[],
        nosso: [] as string[],
        venc: [] as string[],
        valor: [] as string[],
        barras: [] as string[],
        linha: [] as string[],
      };
      ls.rows.forEach((l, i) => {
        const sequencial = Number(seqs.rows[i]!.n);
        const bb = gerarBoletoBB({
          convenio: CONVENIO,
          carteira: '17',
          sequencial,
          valor: toDecimal(l.total),
          vencimento: l.venc as IsoDate,
        });
        colunas.cobranca.push(l.cobranca_id);
        colunas.lancamento.push(l.id);
        colunas.seq.push(String(sequencial));
        colunas.nosso.push(bb.nossoNumero);
        colunas.venc.push(l.venc);
        colunas.valor.push(l.total);
        colunas.barras.push(bb.codigoBarras);
        colunas.linha.push(bb.linhaDigitavel);
      });
      await c.query(
        `insert into boleto (processo_cobranca_id, lancamento_id, sequencial, nosso_numero, convenio, carteira,
           data_vencimento, valor_boleto, valor_correcao, valor_juros_mes_pagamento, valor_honorarios,
           valor_total_boleto, codigo_barras, linha_digitavel, valido, registrado, data_registro,
           situacao_registro, remessa_id)
         select b.cobranca, b.lancamento, b.seq::bigint, b.nosso, $9, '17', b.venc::date, b.valor::numeric, 0, 0,
           l.valor_honorarios, b.valor::numeric, b.barras, b.linha, true, true, $10::date, 'REGISTRADO', $11
         from unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])
           as b(cobranca, lancamento, seq, nosso, venc, valor, barras, linha)
         join lancamento l on l.id = b.lancamento`,
        [
          colunas.cobranca,
          colunas.lancamento,
          colunas.seq,
          colunas.nosso,
          colunas.venc,
          colunas.valor,
          colunas.barras,
          colunas.linha,
          CONVENIO,
          hoje,
          remessa.id,
        ],
      );
      await c.query('commit');
    } catch (e) {
      await c.query('rollback');
      throw e;
    } finally {
      c.release();
    }
    for (const t of ['processo_cobranca', 'lancamento', 'boleto', 'processo_cobranca_cda', 'processo'])
      await pool.query(`vacuum analyze ${t}`);
    const preparoSql = Math.round((Date.now() - t0sql) / 1000);
    log(`${BOLETOS} cobranças com boletos registrados por SQL em ${preparoSql} s`);

    // -- The shape of a SQL collection against the template's.
    const forma = async (id: number) => {
      const r = await pool.query(
        `select to_jsonb(pc) as cobranca, to_jsonb(l) as lancamento, to_jsonb(b) as boleto, to_jsonb(cda) as cda,
           p.status_cobranca, p.fase_id, p.situacao_id,
           l.valor_total = l.valor_principal + l.valor_correcao + l.valor_juros + l.valor_multa
             + l.valor_juros_mes_pagamento + l.valor_honorarios as total_da_parcela,
           pc.valor_total_acordo = l.valor_total as acordo_da_parcela,
           b.valor_total_boleto = l.valor_total as boleto_da_parcela,
           l.valor_honorarios = round((cda.valor_atualizado + cda.valor_correcao + cda.valor_juros + cda.valor_multa)
             * pc.percentual_honorarios, 2) as honorarios_do_saldo,
           pc.valor_total = cda.valor_atualizado + cda.valor_correcao + cda.valor_juros + cda.valor_multa as total_dos_saldos
         from processo_cobranca pc join lancamento l on l.processo_cobranca_id = pc.id
         join boleto b on b.lancamento_id = l.id join processo_cobranca_cda cda on cda.processo_cobranca_id = pc.id
         join processo p on p.id = cda.processo_id where pc.id = $1`,
        [id],
      );
      return r.rows[0] as Record<string, unknown>;
    };
    const [um] = (
      await pool.query<{ id: number }>(`select id from processo_cobranca where id <> $1 limit 1`, [modeloId])
    ).rows;
    const a = await forma(modeloId);
    const b = await forma(um!.id);
    const diferencas: string[] = [];
    for (const k of [
      'total_da_parcela',
      'acordo_da_parcela',
      'boleto_da_parcela',
      'honorarios_do_saldo',
      'total_dos_saldos',
      'status_cobranca',
      'fase_id',
      'situacao_id',
    ])
      if (a[k] !== b[k]) diferencas.push(`${k}: API ${String(a[k])}, SQL ${String(b[k])}`);
    for (const t of ['cobranca', 'lancamento', 'boleto', 'cda']) {
      const x = a[t] as Record<string, unknown>;
      const y = b[t] as Record<string, unknown>;
      for (const col of Object.keys(x))
        if ((x[col] === null) !== (y[col] === null))
          diferencas.push(`${t}.${col}: API ${JSON.stringify(x[col])}, SQL ${JSON.stringify(y[col])}`);
    }
    log(`forma da cobrança por SQL × pela API: ${diferencas.length ? diferencas.join('; ') : 'igual'}`);

    // -- The return.
    const boletos = (
      await pool.query<{
        id: number;
        cobranca: number;
        numero: string;
        nosso: string;
        venc: string;
        valor: string;
      }>(
        `select b.id, b.processo_cobranca_id as cobranca, pc.numero, b.nosso_numero as nosso,
           to_char(b.data_vencimento, 'YYYY-MM-DD') as venc, b.valor_total_boleto::text as valor
         from boleto b join processo_cobranca pc on pc.id = b.processo_cobranca_id where b.situacao_registro = 'REGISTRADO' and b.processo_cobranca_id <> $1 order by b.id`,
        [modeloId],
      )
    ).rows.map((r): Boleto => ({
      id: r.id,
      processoCobrancaId: r.cobranca,
      numeroCobranca: r.numero,
      parcela: 1,
      nossoNumero: r.nosso,
      dataVencimento: r.venc as IsoDate,
      valor: toDecimal(r.valor),
    }));
    // 4 records per file (header, batch header, the two trailers), 2 per movement
    const porArquivo = Math.floor((LINHAS / ARQUIVOS - 4) / 2);
    const { movimentos, mix } = movimentosDoRetorno(boletos, porArquivo * ARQUIVOS, hoje);
    const beneficiario = {
      cnpj: String((await pool.query('select cnpj from orgao_credor where id = $1', [orgaoId])).rows[0].cnpj),
      convenio: CONVENIO,
      carteira: '17',
      variacao: '019',
      agencia: '1234',
      digitoAgencia: '5',
      conta: '123456',
      digitoConta: '7',
      nome: 'ORGAO DE BENCHMARK',
    };
    // the whole return in one file: over the upload's limit the server refuses it (413), as docs/arquivos-bancarios.md §3 says
    const inteiro = escreverRetorno({ beneficiario, nsa: 1, data: hoje, hora: '070000' }, movimentos);
    const umArquivo = {
      linhas: inteiro.split(/\r?\n/).filter(Boolean).length,
      bytes: Buffer.byteLength(inteiro),
      limite: TAMANHO_MAXIMO_RETORNO,
      status: null as number | null,
      mensagem: '',
    };
    if (umArquivo.bytes > TAMANHO_MAXIMO_RETORNO) {
      const tentativa = new FormData();
      tentativa.append('arquivo', new Blob([inteiro], { type: 'text/plain' }), 'RETORNO.RET');
      try {
        const r = await fetch(`${base}/api/arquivoBancario/retorno`, {
          method: 'POST',
          headers: auth,
          body: tentativa,
        });
        await r.arrayBuffer();
        umArquivo.status = r.status;
        umArquivo.mensagem = decodeURIComponent(r.headers.get('errormsg') ?? '');
      } catch (e) {
        // the server may answer 413 and close while the client is still sending (EPIPE): refused too
        umArquivo.mensagem = `envio interrompido pelo servidor: ${String((e as Error).cause ?? e)}`;
      }
    }
    log(
      `um arquivo de ${umArquivo.linhas} linhas (${umArquivo.bytes} bytes): ${umArquivo.status ?? 'cabe no limite, não enviado'} ${umArquivo.mensagem}`,
    );
    const arquivos: string[] = [];
    for (let k = 0; k < ARQUIVOS; k++)
      arquivos.push(
        escreverRetorno(
          { beneficiario, nsa: k + 1, data: hoje, hora: `08${String(k).padStart(2, '0')}00` },
          movimentos.slice(k * porArquivo, (k + 1) * porArquivo),
        ),
      );
    const linhasArquivos = arquivos.map((t) => t.split(/\r?\n/).filter(Boolean).length);
    log(
      `${ARQUIVOS} arquivos de ${linhasArquivos.join(', ')} linhas, ${movimentos.length} movimentos; mistura ${JSON.stringify(mix)}`,
    );

    // -- Alone, then during the processing.
    const loadSozinho = loadavg();
    const rssAntes = rssMiB(serverPid);
    const backends = async () =>
      (
        await pool.query<{ pid: number }>(
          `select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
          [DB_NAME],
        )
      ).rows.map((r) => r.pid);
    // the probe's own CPU a second (server and PostgreSQL), to give the return's CPU without it
    const cpuPgDe = async (antes: Map<number, number>) => {
      let s = 0;
      for (const pid of new Set([...antes.keys(), ...(await backends())]))
        s += cpuSeconds(pid) - (antes.get(pid) ?? 0);
      return s;
    };
    const cpuSozinhoAntes = new Map((await backends()).map((pid) => [pid, cpuSeconds(pid)]));
    const cpuServidorSozinhoAntes = cpuSeconds(serverPid);
    const tSozinho = performance.now();
    let parar = sonda(base, token);
    await sleep(10_000);
    const sozinho = await parar();
    const segundosSozinho = (performance.now() - tSozinho) / 1000;
    const sondaPorSegundo = {
      servidor: (cpuSeconds(serverPid) - cpuServidorSozinhoAntes) / segundosSozinho,
      postgres: (await cpuPgDe(cpuSozinhoAntes)) / segundosSozinho,
    };
    log(
      `sonda sozinha: health ${JSON.stringify(sozinho.health)}, lista ${JSON.stringify(sozinho.lista)}; carga ${loadSozinho[0]}; ` +
        `CPU da sonda por segundo: servidor ${sondaPorSegundo.servidor.toFixed(3)} s, PostgreSQL ${sondaPorSegundo.postgres.toFixed(3)} s`,
    );
    const cpuAntes = new Map((await backends()).map((pid) => [pid, cpuSeconds(pid)]));
    const cpuServidorAntes = cpuSeconds(serverPid);
    const rss: number[] = [];
    const amostrador = aCada(() => rss.push(rssMiB(serverPid)), 200);
    const loads: number[][] = [loadavg()];
    const cargaTimer = aCada(() => loads.push(loadavg()), 10_000);
    parar = sonda(base, token);
    const t0 = performance.now();
    const tarefas: { id: number; idTarefa: string; enviadoMs: number }[] = [];
    for (const [k, texto] of arquivos.entries()) {
      const f = new FormData();
      f.append('arquivo', new Blob([texto], { type: 'text/plain' }), `RETORNO_${k + 1}.RET`);
      const r = await fetch(`${base}/api/arquivoBancario/retorno`, {
        method: 'POST',
        headers: auth,
        body: f,
      });
      if (r.status !== 202)
        throw new Error(
          `retorno ${k + 1} → ${r.status} ${decodeURIComponent(r.headers.get('errormsg') ?? '')}`,
        );
      tarefas.push({
        ...((await r.json()) as { id: number; idTarefa: string }),
        enviadoMs: ms(performance.now() - t0),
      });
    }
    // the samples taken while the files were received (the receipt's peak, apart from the processing's)
    const rssRecebendo = rss.slice();
    log(`enviados: ${JSON.stringify(tarefas)}; RSS máx no recebimento ${Math.max(...rssRecebendo)} MiB`);
    // the probe while the files were received, then a new one while they are processed
    const duranteRecebimento = await parar();
    log(
      `sonda durante o recebimento: health ${JSON.stringify(duranteRecebimento.health)}, lista ${JSON.stringify(duranteRecebimento.lista)}`,
    );
    parar = sonda(base, token);
    const concluidas = new Map<string, number>();
    let ultimo = '';
    let esgotado = false;
    while (concluidas.size < tarefas.length) {
      await sleep(500);
      for (const t of tarefas) {
        if (concluidas.has(t.idTarefa)) continue;
        const r = (await (await api('GET', `tarefa/${t.idTarefa}`)).buf.toString()) as string;
        const tarefa = JSON.parse(r) as { estado: string; progresso: number; etapa: string | null };
        if (tarefa.estado === 'falhou') throw new Error(`tarefa ${t.idTarefa} falhou`);
        if (tarefa.estado === 'concluida') concluidas.set(t.idTarefa, ms(performance.now() - t0));
        const agora = `${t.id}: ${tarefa.estado} ${tarefa.progresso}% ${tarefa.etapa ?? ''}`;
        if (agora !== ultimo && Math.round(performance.now() - t0) % 10_000 < 600) {
          log(
            `${agora} (${Math.round((performance.now() - t0) / 1000)} s, RSS ${rss.at(-1)} MiB, carga ${loadavg()[0]})`,
          );
          ultimo = agora;
        }
      }
      if ((performance.now() - t0) / 1000 > MAX_SEGUNDOS) {
        esgotado = true;
        break;
      }
    }
    const totalMs = ms(performance.now() - t0);
    const durante = await parar();
    clearInterval(amostrador);
    clearInterval(cargaTimer);
    loads.push(loadavg());
    const cpuServidor = Math.round((cpuSeconds(serverPid) - cpuServidorAntes) * 10) / 10;
    const cpuPg = Math.round((await cpuPgDe(cpuAntes)) * 10) / 10;
    // ms of CPU a movement, the probe's share (its rate alone × the window) taken out
    const semSonda = (cpu: number, porSegundo: number) =>
      Math.round(((cpu - (porSegundo * totalMs) / 1000) / movimentos.length) * 1000 * 1000) / 1000;
    const cpuPorMovimentoMs = {
      servidor: semSonda(cpuServidor, sondaPorSegundo.servidor),
      postgres: semSonda(cpuPg, sondaPorSegundo.postgres),
    };
    const aplicadas = Number(
      (
        await pool.query(
          `select count(*) from linha_arquivo_bancario where arquivo_bancario_id = any($1::int[]) and resultado is not null`,
          [tarefas.map((t) => t.id)],
        )
      ).rows[0].count,
    );
    log(
      `${esgotado ? 'INTERROMPIDO' : 'processado'} em ${Math.round(totalMs / 1000)} s: ${aplicadas} de ${movimentos.length} movimentos; ` +
        `CPU servidor ${cpuServidor} s, PostgreSQL ${cpuPg} s (por movimento, sem a sonda: ${cpuPorMovimentoMs.servidor} / ${cpuPorMovimentoMs.postgres} ms); RSS máx ${Math.max(...rss)} MiB; health ${JSON.stringify(durante.health)}, lista ${JSON.stringify(durante.lista)}`,
    );

    // -- The check: what the files paid = settled + queued; every slip paid at face value settled.
    const verificacao = (
      await pool.query(
        `with ls as (select * from linha_arquivo_bancario where arquivo_bancario_id = any($1::int[]))
         select
           (select count(*) from ls where resultado is null) as nao_aplicadas,
           (select coalesce(sum(valor_pago), 0) from ls
              where movimento in ('06', '17') and resultado is not null)::text as pago,
           (select coalesce(sum(valor_liquidado), 0) from ls)::text as liquidado,
           (select coalesce(sum(c.valor), 0) from conciliacao c join ls on ls.id = c.linha_arquivo_bancario_id)::text as fila,
           (select coalesce(sum(p.valor), 0) from pagamento p where p.arquivo_bancario_id = any($1::int[]))::text as pagamentos,
           (select json_object_agg(r, n) from (select coalesce(resultado, 'NAO_APLICADA') r, count(*) n from ls group by 1) x) as resultados,
           (select json_object_agg(motivo, n) from (select c.motivo, count(*) n from conciliacao c
              join ls on ls.id = c.linha_arquivo_bancario_id group by 1) x) as fila_por_motivo,
           (select count(*) from ls join boleto b on b.nosso_numero = ls.nosso_numero
              join lancamento l on l.id = b.lancamento_id join processo_cobranca pc on pc.id = l.processo_cobranca_id
              where ls.movimento = '06' and ls.valor_pago = ls.valor_nominal and ls.resultado = 'LIQUIDADO'
                and (l.situacao <> 'BAIXADO' or pc.situacao_id <> 202 or l.valor_pago <> ls.valor_pago
                     or b.situacao_registro <> 'PAGO')) as face_nao_quitados,
           (select count(*) from ls where movimento = '06' and valor_pago = valor_nominal
              and resultado not in ('LIQUIDADO', 'CONCILIACAO')) as face_outro_resultado,
           (select count(*) from ls where resultado = 'LIQUIDADO') as liquidadas`,
        [tarefas.map((t) => t.id)],
      )
    ).rows[0] as Record<string, unknown>;
    const somaOk = toDecimal(String(verificacao.pago)).eq(
      sumMoney([String(verificacao.liquidado), String(verificacao.fila)]),
    );
    const pagamentosOk = toDecimal(String(verificacao.pagamentos)).eq(
      toDecimal(String(verificacao.liquidado)),
    );
    // every slip paid at face value (or within the tolerance) is settled: a queue of everything would
    // also keep the two sums above (a stale seu número once sent every line to DIVERGENTE)
    const liquidadasOk = Number(verificacao.liquidadas) >= mix.face + mix.arredondamento;
    log(
      `verificação: ${JSON.stringify(verificacao)}; liquidado + fila = pago: ${somaOk}; Σ pagamentos = Σ liquidado: ${pagamentosOk}; pagos à face e no arredondamento liquidados: ${liquidadasOk}`,
    );
    if (!somaOk || !pagamentosOk || !liquidadasOk) process.exitCode = 1;

    const result = {
      date: startedAt.toISOString(),
      machine: {
        cpus: os.cpus().length,
        model: os.cpus()[0]?.model,
        memGiB: Math.round(os.totalmem() / 2 ** 30),
        node: process.version,
        postgres: String((await bench.adminQuery('show server_version')).rows[0]?.server_version),
        loadavgAfter: loadavg(),
      },
      data: {
        processos: gen.processos,
        andamentos: gen.andamentos,
        orgao: orgaoId,
        cobrancasPorSql: BOLETOS,
        preparoSqlSegundos: preparoSql,
        formaSqlXApi: diferencas,
      },
      server: {
        dbPoolSize: env.DB_POOL_SIZE ?? '10 (default)',
        logLevel: env.LOG_LEVEL ?? 'warn',
        nodeOptions: env.BENCH_SERVER_NODE_OPTIONS ?? '',
      },
      retorno: {
        umArquivo,
        arquivos: linhasArquivos.map((l, k) => ({ linhas: l, bytes: Buffer.byteLength(arquivos[k]!) })),
        movimentos: movimentos.length,
        mix,
      },
      sozinho: { ...sozinho, loadavg: loadSozinho, rssMiB: rssAntes },
      processamento: {
        interrompido: esgotado,
        totalMs,
        tarefas: tarefas.map((t) => ({ ...t, concluidaMs: concluidas.get(t.idTarefa) ?? null })),
        movimentosAplicados: aplicadas,
        movimentosPorSegundo: Math.round((aplicadas / totalMs) * 1000 * 10) / 10,
        cpuSegundos: { servidor: cpuServidor, postgres: cpuPg },
        cpuDaSondaPorSegundo: sondaPorSegundo,
        cpuPorMovimentoMs,
        rssMiB: {
          antes: rssAntes,
          max: Math.max(...rss),
          maxRecebendo: Math.max(...rssRecebendo),
          amostras: rss.length,
          // every 200 ms from the first upload
          serie: rss,
        },
        duranteRecebimento,
        durante,
        loadavg: loads,
      },
      verificacao: {
        ...verificacao,
        liquidadoMaisFilaIgualPago: somaOk,
        pagamentosIgualLiquidado: pagamentosOk,
      },
    };
    mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
    const out = env.BENCH_OUT ?? 'bench/results/retorno-bancario.json';
    writeFileSync(resolve(ROOT, out), JSON.stringify(result, null, 2) + '\n');
    log(`resultado em ${out}`);
  } finally {
    relogios.forEach(clearInterval);
    await pool.end();
  }
}

bench.run(main);
