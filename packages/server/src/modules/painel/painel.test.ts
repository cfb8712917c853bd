import {
  CARTOES_DIVIDA_ATIVA,
  CARTOES_PAINEL,
  MAX_ANDAMENTOS_PAINEL,
  type AndamentoRecente,
} from '@divida/domain/painel/painel.schema';
import { addDays, monthsBetween, todayInSaoPaulo, yearMonthOf } from '@divida/domain/calendar';
import { sumMoney, toApiNumber, toDecimal } from '@divida/domain/money';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDaDemo } from '../../test/demo.ts';
import { bearerOf, problemOf } from '../../test/harness.ts';
import { dividaAtiva } from '../processo/dividaAtiva.table.ts';
import { linhasDe, type Executor } from '../../platform/db/database.ts';
import { andamento, processo } from '../processo/processo.table.ts';
import { consolidarResumo } from './painel.repository.ts';
import { jobConsolidarResumo } from './painel.jobs.ts';
import { resumoProcesso } from './painel.table.ts';

let app: FastifyInstance;
let admin: string; // every body
let inea: string; // one body, PAINEL and the process list
let semPainel: string;
let ineaId: number;

const get = (token: string, url: string) =>
  app.inject({ method: 'GET', url: `/api${url}`, headers: bearerOf(token) });

/** The card's URL filter as the list's body (what filtroParaApi does in the web). */
const corpoDoFiltro = (filtro: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(filtro).map(([k, v]) => [k, k.startsWith('id') ? Number(v) : v === 'true' ? true : v]),
  );

/**
 * Recounts the keys straight from the processes and their CDAs, without the running totals:
 * "key → count, Σ total corrigido, Σ paid" as canonical strings.
 */
async function recontagem(ex: Executor = app.ctx.db): Promise<Map<string, string>> {
  const rows = await linhasDe<{ chave: string; n: string; total: string; pago: string }>(
    ex,
    sql`
    select concat_ws('|', p.fase_id, p.situacao_id, p.lavrado,
        (p.valor_atualizado_pago + p.valor_correcao_pago + p.valor_multa_pago + p.valor_juros_pago
          + p.valor_juros_mes_pagamento_pago + p.valor_honorarios_pago) > 0,
        p.status_cobranca, coalesce(d.status_justica, '-'), coalesce(d.status_protesto, '-')) as chave,
      count(*) as n, sum(p.total_corrigido) as total,
      sum(p.valor_atualizado_pago + p.valor_correcao_pago + p.valor_multa_pago + p.valor_juros_pago
        + p.valor_juros_mes_pagamento_pago + p.valor_honorarios_pago) as pago
    from processo p left join divida_ativa d on d.processo_id = p.id
    where not p.excluido
    group by 1`,
  );
  return new Map(
    rows.map((r) => [r.chave, `${r.n}:${toDecimal(r.total).toFixed(2)}:${toDecimal(r.pago).toFixed(2)}`]),
  );
}

async function resumo(ex: Executor = app.ctx.db): Promise<Map<string, string>> {
  const rows = await linhasDe<{ chave: string; n: string; total: string; pago: string }>(
    ex,
    sql`
    select concat_ws('|', fase_id, situacao_id, lavrado, recuperado, status_cobranca,
        coalesce(status_justica, '-'), coalesce(status_protesto, '-')) as chave,
      sum(quantidade) as n, sum(total_corrigido) as total, sum(valor_pago) as pago
    from resumo_processo group by 1
    having sum(quantidade) <> 0 or sum(total_corrigido) <> 0 or sum(valor_pago) <> 0`,
  );
  return new Map(
    rows.map((r) => [r.chave, `${r.n}:${toDecimal(r.total).toFixed(2)}:${toDecimal(r.pago).toFixed(2)}`]),
  );
}

/** The CDAs of each body, day and series, counted from the CDAs themselves. */
async function recontagemCda(ex: Executor = app.ctx.db): Promise<Map<string, string>> {
  const rows = await linhasDe<{ chave: string; n: string; valor: string }>(
    ex,
    sql`
    select concat_ws('|', d.orgao_credor_id, x.dia, x.serie) as chave, count(*) as n,
      sum(coalesce(x.valor, 0)) as valor
    from divida_ativa d join processo p on p.id = d.processo_id
    cross join lateral (values (d.data, 'inscritos', d.valor),
      (d.data_ajuizamento, 'executados', coalesce(d.valor_ajuizamento, d.valor_total)),
      (d.data_protesto, 'protestados', d.valor_total)) as x(dia, serie, valor)
    where x.dia is not null and not p.excluido
    group by 1`,
  );
  return new Map(rows.map((r) => [r.chave, `${r.n}:${toDecimal(r.valor).toFixed(2)}`]));
}

async function resumoCda(ex: Executor = app.ctx.db): Promise<Map<string, string>> {
  const rows = await linhasDe<{ chave: string; n: string; valor: string }>(
    ex,
    sql`
    select concat_ws('|', orgao_credor_id, dia, serie) as chave, sum(quantidade) as n, sum(valor) as valor
    from resumo_cda_dia group by 1
    having sum(quantidade) <> 0 or sum(valor) <> 0`,
  );
  return new Map(rows.map((r) => [r.chave, `${r.n}:${toDecimal(r.valor).toFixed(2)}`]));
}

beforeAll(async () => {
  ({
    app,
    admin,
    doOrgao: inea,
    semPermissao: semPainel,
    orgaoId: ineaId,
  } = await appDaDemo({
    com: ['PAINEL', 'PROCESSO_CONSTITUICAO_CREDITO_CONSULTAR'],
    sem: ['PROCESSO_CONSTITUICAO_CREDITO_CONSULTAR'],
  }));
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('dashboardCounts', () => {
  it('each card equals a direct recount, for every body and for one body', async () => {
    for (const [token, orgaoId] of [
      [admin, undefined],
      [inea, ineaId],
    ] as const) {
      const res = await get(token, '/processoConstituicaoCredito/dashboardCounts');
      expect(res.statusCode, res.body).toBe(200);
      const cartoes = res.json() as Record<string, number>;
      const where = sql`not p.excluido ${orgaoId ? sql`and p.orgao_credor_id = ${orgaoId}` : sql``}`;
      const rows = await linhasDe<Record<string, string>>(
        app.ctx.db,
        sql`
        select p.fase_id, p.situacao_id, p.lavrado, p.total_corrigido,
          p.valor_atualizado_pago + p.valor_correcao_pago + p.valor_multa_pago + p.valor_juros_pago
            + p.valor_juros_mes_pagamento_pago + p.valor_honorarios_pago as pago
        from processo p where ${where}`,
      );
      const soma = (ps: typeof rows, campo: string) =>
        toApiNumber(sumMoney(ps.map((p) => toDecimal(p[campo]!))));
      const de = (f: (p: Record<string, unknown>) => boolean) => rows.filter(f);
      const esperado = {
        fase1: de((p) => p.fase_id === 1),
        fase5: de((p) => p.fase_id === 5),
        fase3: de((p) => p.fase_id === 3),
        fase4: de((p) => p.fase_id === 4),
        lavrados: de((p) => p.lavrado === true),
        quitados: de((p) => p.fase_id === 2 && p.situacao_id === 4),
        recuperados: de((p) => toDecimal(String(p.pago)).gt(0)),
      };
      expect(cartoes).toEqual({
        totalFaseInicial: esperado.fase1.length,
        valorTotalFaseInicial: soma(esperado.fase1, 'total_corrigido'),
        totalFaseJulgamento: esperado.fase5.length,
        valorTotalFaseJulgamento: soma(esperado.fase5, 'total_corrigido'),
        totalFaseParcelamento: esperado.fase3.length,
        valorTotalFaseParcelamento: soma(esperado.fase3, 'total_corrigido'),
        totalProcessosEmDividaAtiva: esperado.fase4.length,
        valorTotalProcessosEmDividaAtiva: soma(esperado.fase4, 'total_corrigido'),
        totalProcessosLavrados: esperado.lavrados.length,
        valorTotalProcessosLavrados: soma(esperado.lavrados, 'total_corrigido'),
        totalProcessosQuitados: esperado.quitados.length,
        valorTotalProcessosQuitados: soma(esperado.quitados, 'total_corrigido'),
        totalProcessosNegociados: esperado.recuperados.length,
        valorTotalNegociadosRecuperado: soma(esperado.recuperados, 'pago'),
      });
      // the demo office has something on every card
      for (const c of CARTOES_PAINEL) if (!orgaoId) expect(cartoes[c.total], c.titulo).toBeGreaterThan(0);
    }
  });

  it("each card's link gives a process list of exactly its count (both dashboards)", async () => {
    const painel = (await get(admin, '/processoConstituicaoCredito/dashboardCounts')).json();
    const hoje = todayInSaoPaulo();
    const resCda = await app.inject({
      method: 'POST',
      url: '/api/processoConstituicaoCredito/dashboardDividaAtiva',
      headers: bearerOf(admin),
      payload: { dataInicio: addDays(hoje, -14), dataFim: hoje },
    });
    expect(resCda.statusCode, resCda.body).toBe(200);
    const cda = resCda.json() as Record<string, number>;
    for (const [cartoes, valores] of [
      [CARTOES_PAINEL, painel],
      [CARTOES_DIVIDA_ATIVA, cda],
    ] as const) {
      for (const c of cartoes) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/processoConstituicaoCredito/list?size=1',
          headers: bearerOf(admin),
          payload: corpoDoFiltro(c.filtro),
        });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().totalElements, c.titulo).toBe((valores as Record<string, number>)[c.total]);
      }
    }
    for (const c of CARTOES_DIVIDA_ATIVA) expect(cda[c.total], c.titulo).toBeGreaterThan(0);
  });

  it('needs PAINEL', async () => {
    const res = await get(semPainel, '/processoConstituicaoCredito/dashboardCounts');
    expect(res.statusCode).toBe(403);
    expect(problemOf(res).errorcode).toBe('403');
  });
});

describe('the running totals', () => {
  it('equal a recount after any sequence of writes, folded or not', async () => {
    const db = app.ctx.db;
    const ids = (await db.select({ id: processo.id }).from(processo)).map((p) => p.id);
    const comCda = (await db.select({ id: dividaAtiva.processoId }).from(dividaAtiva)).map((d) => d.id);
    const escrita = fc.oneof(
      fc.record({
        tipo: fc.constant('estado' as const),
        id: fc.constantFrom(...ids),
        situacao: fc.constantFrom([1, 27], [6, 3], [5, 9], [3, 6], [4, 101], [4, 104], [2, 4], [2, 7]),
        lavrado: fc.boolean(),
      }),
      fc.record({
        tipo: fc.constant('pagamento' as const),
        id: fc.constantFrom(...ids),
        valor: fc.integer({ min: 0, max: 500_000 }).map((c) => (c / 100).toFixed(2)),
      }),
      fc.record({
        tipo: fc.constant('total' as const),
        id: fc.constantFrom(...ids),
        valor: fc.integer({ min: 1, max: 90_000_000 }).map((c) => (c / 100).toFixed(2)),
      }),
      fc.record({
        tipo: fc.constant('excluir' as const),
        id: fc.constantFrom(...ids),
        excluido: fc.boolean(),
      }),
      fc.record({
        tipo: fc.constant('cobranca' as const),
        id: fc.constantFrom(...ids),
        status: fc.constantFrom('SEM_ACORDO', 'PAGAMENTO_NEGOCIADO', 'PARCELAMENTO_VIGENTE'),
      }),
      fc.record({
        tipo: fc.constant('cda' as const),
        id: fc.constantFrom(...comCda),
        justica: fc.constantFrom('SEM_PROCESSO', 'AJUIZADA', 'PROCESSO_SUSPENSO'),
        protesto: fc.constantFrom('SEM_PROTESTO', 'PROTESTADA'),
      }),
      fc.record({
        tipo: fc.constant('cdaDatas' as const),
        id: fc.constantFrom(...comCda),
        ajuizamento: fc.option(fc.integer({ min: 0, max: 40 })),
        protesto: fc.option(fc.integer({ min: 0, max: 40 })),
        valorAjuizamento: fc.option(fc.integer({ min: 1, max: 9_000_000 }).map((c) => (c / 100).toFixed(2))),
        valorTotal: fc.integer({ min: 1, max: 9_000_000 }).map((c) => (c / 100).toFixed(2)),
      }),
      fc.record({ tipo: fc.constant('consolidar' as const) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(escrita, { minLength: 1, maxLength: 12 }), async (escritas) => {
        // each run from the same data: its writes are checked, then rolled back
        const desfazer = new Error('desfazer');
        const r = db.transaction(async (tx) => {
          for (const e of escritas) {
            if (e.tipo === 'estado')
              await tx
                .update(processo)
                .set({ faseId: e.situacao[0]!, situacaoId: e.situacao[1]!, lavrado: e.lavrado })
                .where(eq(processo.id, e.id));
            else if (e.tipo === 'pagamento')
              await tx
                .update(processo)
                .set({ valorMultaPago: toDecimal(e.valor) })
                .where(eq(processo.id, e.id));
            else if (e.tipo === 'total')
              await tx
                .update(processo)
                .set({ totalCorrigido: toDecimal(e.valor) })
                .where(eq(processo.id, e.id));
            else if (e.tipo === 'excluir')
              await tx.update(processo).set({ excluido: e.excluido }).where(eq(processo.id, e.id));
            else if (e.tipo === 'cobranca')
              await tx.update(processo).set({ statusCobranca: e.status }).where(eq(processo.id, e.id));
            else if (e.tipo === 'cdaDatas')
              await tx
                .update(dividaAtiva)
                .set({
                  dataAjuizamento: e.ajuizamento === null ? null : addDays(todayInSaoPaulo(), -e.ajuizamento),
                  dataProtesto: e.protesto === null ? null : addDays(todayInSaoPaulo(), -e.protesto),
                  valorAjuizamento: e.valorAjuizamento === null ? null : toDecimal(e.valorAjuizamento),
                  valorTotal: toDecimal(e.valorTotal),
                })
                .where(eq(dividaAtiva.processoId, e.id));
            else if (e.tipo === 'cda')
              await tx
                .update(dividaAtiva)
                .set({ statusJustica: e.justica, statusProtesto: e.protesto })
                .where(eq(dividaAtiva.processoId, e.id));
            else await consolidarResumo(tx);
          }
          expect(await resumo(tx)).toEqual(await recontagem(tx));
          expect(await resumoCda(tx)).toEqual(await recontagemCda(tx));
          throw desfazer;
        });
        await expect(r).rejects.toBe(desfazer);
      }),
      { numRuns: 40 },
    );
    expect(await resumo()).toEqual(await recontagem());
    // the scheduled job: fold, then reclaim the folded rows (vacuum outside any transaction)
    await jobConsolidarResumo(app.ctx).executar(
      {},
      {
        id: 'x',
        tentativa: 0,
        ultimaTentativa: true,
        log: app.log,
        progresso: async () => {},
      },
    );
    expect(await resumo()).toEqual(await recontagem());
    expect(await resumoCda()).toEqual(await recontagemCda());
    expect((await resumoCda()).size).toBeGreaterThan(0);
    // folded: one row per key
    const rows = await linhasDe<{ n: string; chaves: string }>(
      db,
      sql`
      select count(*) as n, count(distinct (orgao_credor_id, fase_id, situacao_id, lavrado, recuperado,
        status_cobranca, status_justica, status_protesto)) as chaves from ${resumoProcesso}`,
    );
    expect(rows[0]!.n).toBe(rows[0]!.chaves);
  }, 120_000);

  it('a write that rolls back leaves no trace', async () => {
    const antes = await resumo();
    const [p] = await app.ctx.db.select({ id: processo.id }).from(processo).limit(1);
    await expect(
      app.ctx.db.transaction(async (tx) => {
        await tx.update(processo).set({ faseId: 2, situacaoId: 7 }).where(eq(processo.id, p!.id));
        throw new Error('desfaz');
      }),
    ).rejects.toThrow('desfaz');
    expect(await resumo()).toEqual(antes);
  });
});

describe('listAndamentos', () => {
  const listar = async (token: string, query = '') => {
    const res = await get(token, `/processoConstituicaoCredito/listAndamentos/15${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as AndamentoRecente[];
  };

  it("the last 15 days' movements, newest first, of the caller's bodies, by origin", async () => {
    const todos = await listar(admin);
    expect(todos.length).toBeGreaterThan(0);
    expect(todos.length).toBeLessThanOrEqual(MAX_ANDAMENTOS_PAINEL);
    const desde = new Date(`${addDays(todayInSaoPaulo(), -15)}T00:00:00-03:00`).getTime();
    for (const [i, a] of todos.entries()) {
      expect(new Date(a.data).getTime()).toBeGreaterThanOrEqual(desde);
      if (i > 0) expect(a.data <= todos[i - 1]!.data).toBe(true);
    }
    const tcc = await listar(admin, '?origem=TCC');
    const da = await listar(admin, '?origem=DIVIDA_ATIVA');
    expect(tcc.length).toBeGreaterThan(0);
    expect(da.length).toBeGreaterThan(0);
    expect(tcc.every((a) => a.origem === 'TCC' && a.numeroOrigem === a.numeroTcc)).toBe(true);
    expect(da.every((a) => a.origem === 'DIVIDA_ATIVA' && a.numeroOrigem !== a.numeroTcc)).toBe(true);

    const doInea = await listar(inea);
    const processosInea = new Set(
      (
        await app.ctx.db.select({ id: processo.id }).from(processo).where(eq(processo.orgaoCredorId, ineaId))
      ).map((p) => p.id),
    );
    expect(doInea.length).toBeGreaterThan(0);
    expect(doInea.every((a) => processosInea.has(a.idTcc))).toBe(true);
  });

  it('lists what was recorded in the last 15 days whatever its reference date, each with dataReferencia', async () => {
    // a ciência recorded now for a date 40 days ago: today's activity
    const [p] = await app.ctx.db
      .select({ id: processo.id, faseId: processo.faseId, situacaoId: processo.situacaoId })
      .from(processo)
      .where(eq(processo.orgaoCredorId, ineaId))
      .limit(1);
    const referencia = addDays(todayInSaoPaulo(), -40);
    const [m] = await app.ctx.db
      .insert(andamento)
      .values({
        processoId: p!.id,
        acao: 'INTIMAR_CIENCIA',
        descricao: 'Intimação por Ciência',
        origem: 'TCC',
        dataReferencia: referencia,
        faseId: p!.faseId,
        situacaoId: p!.situacaoId,
      })
      .returning({ id: andamento.id });
    const [a] = (await listar(inea)).filter((x) => x.id === m!.id);
    expect(a).toMatchObject({ descricao: 'Intimação por Ciência', dataReferencia: referencia });
    // every row says its reference date, null when the movement has none
    expect(
      (await listar(admin)).every(
        (x) => x.dataReferencia === null || /^\d{4}-\d{2}-\d{2}$/.test(x.dataReferencia),
      ),
    ).toBe(true);
  });

  it('a cancelled movement carries its reason', async () => {
    const [m] = await app.ctx.db
      .select({ id: andamento.id })
      .from(andamento)
      .orderBy(sql`${andamento.criadoEm} desc`)
      .limit(1);
    await app.ctx.db
      .update(andamento)
      .set({ cancelado: true, motivoCancelamento: 'Anexado ao processo errado.' })
      .where(eq(andamento.id, m!.id));
    const a = (await listar(admin)).find((x) => x.id === m!.id);
    expect(a).toMatchObject({ cancelado: true, motivoCancelamento: 'Anexado ao processo errado.' });
  });

  it('refuses a bad number of days or origin with a 400, and needs PAINEL', async () => {
    for (const url of ['/listAndamentos/0', '/listAndamentos/abc', '/listAndamentos/15?origem=X']) {
      const res = await get(admin, `/processoConstituicaoCredito${url}`);
      expect(res.statusCode, url).toBe(400);
    }
    expect((await get(semPainel, '/processoConstituicaoCredito/listAndamentos/15')).statusCode).toBe(403);
  });
});

describe('dashboardDividaAtiva', () => {
  const painel = async (token: string, payload: object) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/processoConstituicaoCredito/dashboardDividaAtiva',
      headers: bearerOf(token),
      payload,
    });
    return res;
  };
  const hoje = todayInSaoPaulo();

  /** What happened in the period, recounted straight from the CDAs and the payments. */
  async function recontarPeriodo(ini: string, fim: string, orgaoId?: number) {
    const doOrgao = orgaoId ? sql`and p.orgao_credor_id = ${orgaoId}` : sql``;
    const [inscritos] = await linhasDe<{ n: string; v: string | null }>(
      app.ctx.db,
      sql`select count(*) as n, sum(d.valor) as v from divida_ativa d join processo p on p.id = d.processo_id
        where d.data between ${ini} and ${fim} and not p.excluido ${doOrgao}`,
    );
    const [pagos] = await linhasDe<{ v: string | null }>(
      app.ctx.db,
      sql`select sum(g.valor) as v from pagamento g join processo_cobranca c on c.id = g.processo_cobranca_id
        where g.data_pagamento between ${ini} and ${fim} ${orgaoId ? sql`and c.orgao_credor_id = ${orgaoId}` : sql``}`,
    );
    return {
      inscritos: Number(inscritos!.n),
      valorInscritos: toApiNumber(inscritos!.v ?? '0'),
      recuperado: toApiNumber(pagos!.v ?? '0'),
    };
  }

  it('the period block equals a recount, and the charts add up to it, by day and by month', async () => {
    for (const dias of [30, 400]) {
      const ini = addDays(hoje, -dias);
      const res = await painel(admin, { dataInicio: ini, dataFim: hoje });
      expect(res.statusCode, res.body).toBe(200);
      const d = res.json();
      const r = await recontarPeriodo(ini, hoje);
      expect(d.processosQueForamInscritos).toBe(r.inscritos);
      expect(d.valorQueForamInscritos).toBe(r.valorInscritos);
      expect(d.valorTotalQueForamRecuperados).toBe(r.recuperado);
      if (dias === 400) {
        expect(d.processosQueForamInscritos).toBeGreaterThan(0);
        expect(d.processosQueForamNegociacos).toBeGreaterThan(0);
        expect(d.valorTotalQueForamRecuperados).toBeGreaterThan(0);
      }
      // one bar per day up to two months, else per month; the bars add up to the period
      const meses = monthsBetween(yearMonthOf(ini), yearMonthOf(hoje)) + 1;
      expect(d.chartQuantidadeProcessos).toHaveLength(dias === 30 ? 31 : meses);
      expect(d.chartQuantidadeProcessos[0].label).toMatch(dias === 30 ? /^\d{2}\/\d{2}$/ : /^\d{2}\/\d{4}$/);
      const soma = (serie: string, chart: Record<string, number>[]) =>
        toApiNumber(sumMoney(chart.map((p) => toDecimal(p[serie]!))));
      expect(soma('inscritos', d.chartQuantidadeProcessos)).toBe(d.processosQueForamInscritos);
      expect(soma('inscritos', d.chartValorProcessos)).toBe(d.valorQueForamInscritos);
      expect(soma('negociados', d.chartValorProcessos)).toBe(d.valorQueForamNegociados);
      expect(soma('recuperados', d.chartValorProcessos)).toBe(d.valorTotalQueForamRecuperados);
      expect(soma('executados', d.chartValorProcessos)).toBe(d.valorQueForamExecutados);
      expect(soma('protestados', d.chartValorProcessos)).toBe(d.valorQueForamProtestados);
    }
  });

  it("'Negociados' is the agreed value: each collection agreed in the period once, whatever its CDAs", async () => {
    const ini = addDays(hoje, -400);
    const d = (await painel(admin, { dataInicio: ini, dataFim: hoje })).json();
    const [acordos] = await linhasDe<{ v: string | null }>(
      app.ctx.db,
      sql`select sum(c.valor_total) as v from processo_cobranca c where c.data_acordo between ${ini} and ${hoje}`,
    );
    expect(toApiNumber(acordos!.v ?? '0')).toBeGreaterThan(0);
    expect(d.valorQueForamNegociados).toBe(toApiNumber(acordos!.v ?? '0'));
  });

  it('a deleted process leaves the period block, and comes back when restored', async () => {
    const ini = addDays(hoje, -400);
    const antes = (await painel(admin, { dataInicio: ini, dataFim: hoje })).json();
    const [cda] = await app.ctx.db
      .select({ processoId: dividaAtiva.processoId })
      .from(dividaAtiva)
      .where(sql`${dividaAtiva.data} >= ${ini}`)
      .limit(1);
    await app.ctx.db.update(processo).set({ excluido: true }).where(eq(processo.id, cda!.processoId));
    const depois = (await painel(admin, { dataInicio: ini, dataFim: hoje })).json();
    expect(depois.processosQueForamInscritos).toBe(antes.processosQueForamInscritos - 1);
    expect(depois.processosQueForamInscritos).toBe((await recontarPeriodo(ini, hoje)).inscritos);
    await app.ctx.db.update(processo).set({ excluido: false }).where(eq(processo.id, cda!.processoId));
    expect((await painel(admin, { dataInicio: ini, dataFim: hoje })).json()).toEqual(antes);
  });

  it("a body's user sees its own CDAs only", async () => {
    const ini = addDays(hoje, -400);
    const d = (await painel(inea, { dataInicio: ini, dataFim: hoje })).json();
    const r = await recontarPeriodo(ini, hoje, ineaId);
    expect(d.processosQueForamInscritos).toBe(r.inscritos);
    expect(d.valorTotalQueForamRecuperados).toBe(r.recuperado);
    const todos = (await painel(admin, { dataInicio: ini, dataFim: hoje })).json();
    expect(d.processosQueForamInscritos).toBeLessThan(todos.processosQueForamInscritos);
  });

  it('refuses a missing, inverted, future or too long period with the messages, and needs PAINEL', async () => {
    const casos: [object, Record<string, string>][] = [
      [{}, { dataInicio: 'Necessário informar Data de Início e Data de Fim' }],
      [
        { dataInicio: hoje, dataFim: addDays(hoje, -1) },
        { dataInicio: 'A data deve ser anterior a Data - Fim' },
      ],
      [{ dataInicio: hoje, dataFim: addDays(hoje, 1) }, { dataFim: 'A data não pode ser posterior a hoje' }],
      [
        { dataInicio: addDays(hoje, -2000), dataFim: hoje },
        { dataFim: 'O período deve ter no máximo 5 anos' },
      ],
      [{ dataInicio: 'ontem', dataFim: hoje }, { dataInicio: 'Data inválida' }],
    ];
    for (const [payload, campos] of casos) {
      const res = await painel(admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const p = problemOf(res);
      for (const [campo, mensagem] of Object.entries(campos)) {
        const i = (p.errorfields ?? []).indexOf(campo);
        expect(i, `${JSON.stringify(payload)} ${campo}`).toBeGreaterThanOrEqual(0);
        expect(p.errormessages?.[i]).toBe(mensagem);
      }
    }
    expect((await painel(semPainel, { dataInicio: hoje, dataFim: hoje })).statusCode).toBe(403);
  });
});
