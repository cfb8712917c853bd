import { addDays, todayInSaoPaulo } from '@divida/domain/calendar';
import { PERMISSOES_PGE } from '@divida/domain/permissions';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { inscreverParaTeste } from '../../test/cda.ts';
import { bearerOf, createTestApp, login, seedOrgao, seedUsuario } from '../../test/harness.ts';
import { processoValido } from '../../test/payloads.ts';
import { atualizarPrescricao, prescricaoDoProcesso, registrarAndamento } from '../processo/index.ts';
import { processo } from '../processo/processo.table.ts';
import { recalcularNiveis } from '../processo/index.ts';

/**
 * The stored level and deadline equal the pure function's after any sequence of the CDA's events
 * written through the API (docs/prazos-e-prescricao.md §2; issue 25 item 3), and on later days once the daily job ran.
 */
const HOJE = todayInSaoPaulo();
const CNJ = '1192602-55.2024.8.26.0100';
let app: FastifyInstance;
let analista: string;
let procurador: string;
let usuarioId: number;

beforeAll(async () => {
  app = await createTestApp();
  const a = await seedOrgao(app);
  const pge = await seedOrgao(app);
  const u = await seedUsuario(app, {
    orgaoCredorId: a.id,
    permissoes: ['PROCESSO_CONSTITUICAO_CREDITO_CONSULTAR', 'PROCESSO_CONSTITUICAO_CREDITO_CADASTRAR'],
  });
  analista = (await login(app, u.email, u.senha)).accessToken;
  const p = await seedUsuario(app, {
    orgaoCredorId: pge.id,
    permissoes: ['PROCESSO_CONSTITUICAO_CREDITO_CONSULTAR', ...PERMISSOES_PGE, 'ACESSO_TODOS_ORGAOS'],
  });
  procurador = (await login(app, p.email, p.senha)).accessToken;
  usuarioId = u.id;
}, 60_000);
afterAll(() => app?.close());

/** A new process registered through the API by the body's analyst: its id. */
async function cadastrar(): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/processoConstituicaoCredito',
    headers: bearerOf(analista),
    payload: processoValido('529.982.247-25', { nome: 'Joaquim Nabuco de Araújo' }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

type Passo = { tipo: 'AJUIZAR' | 'NAO_LOCALIZAR' | 'CITAR' | 'PROTESTAR'; dia: number };
const corpo = (p: Passo, data: string): [string, object][] => {
  switch (p.tipo) {
    case 'AJUIZAR':
      return [
        ['registrarAjuizamento', { numeroProcessoJudicial: CNJ, dataAjuizamento: data, valor: '10,00' }],
      ];
    case 'NAO_LOCALIZAR':
      return [['registrarNaoLocalizacao', { data, observacao: 'Devedor não encontrado pelo oficial.' }]];
    case 'CITAR':
      return [['registrarCitacaoOuPenhora', { data, tipo: 'CITACAO' }]];
    case 'PROTESTAR':
      return [
        ['enviarProtesto', { data }],
        ['registrarProtesto', { protocolo: 'PRT-1', numeroCartorio: '2', codigoComarca: '0100', data }],
      ];
  }
};

it('stored = computed after random sequences of events', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.integer({ min: 200, max: 2600 }),
      fc.array(
        fc.record({
          tipo: fc.constantFrom<Passo['tipo']>('AJUIZAR', 'NAO_LOCALIZAR', 'CITAR', 'PROTESTAR'),
          dia: fc.integer({ min: 0, max: 199 }),
        }),
        { maxLength: 4 },
      ),
      fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 2500 })), { maxLength: 4 }),
      async (idade, passos, saltos) => {
        const id = await cadastrar();
        await inscreverParaTeste(app, id, {}, addDays(HOJE, -idade));
        // days after the inscription, in order, never after today
        const dias = passos.map((p) => p.dia).sort((a, b) => a - b);
        for (const [i, p] of passos.entries()) {
          const data = addDays(HOJE, -idade + Math.round((dias[i]! * idade) / 200));
          for (const [rota, c] of corpo(p, data)) {
            const r = await app.inject({
              method: 'POST',
              url: `/api/processoConstituicaoCredito/${id}/${rota}`,
              headers: bearerOf(procurador),
              payload: c,
            });
            expect([200, 400, 409], r.body).toContain(r.statusCode);
          }
        }
        if (passos.length === 0) return;
        const [s] = await app.ctx.db
          .select({ nivel: processo.prescricaoNivel, prazo: processo.prescricaoPrazo })
          .from(processo)
          .where(eq(processo.id, id));
        const c = await prescricaoDoProcesso(app.ctx.db, id, HOJE);
        // a process whose every step was refused has no movement yet: nothing stored
        if (s!.nivel === null) return;
        expect(s).toEqual({ nivel: c!.nivel, prazo: c!.prazoPrescricional });
        // days pass with no event: the daily job, recomputing only the processes whose revision day
        // has come, keeps the stored values equal to the pure function's on each later day
        let dia = HOJE;
        for (const salto of saltos) {
          // 0: straight to the stored revision day (the day the level is due to change)
          const [{ revisao }] = (await app.ctx.db
            .select({ revisao: processo.prescricaoRevisao })
            .from(processo)
            .where(eq(processo.id, id))) as [{ revisao: string | null }];
          if (salto === 0 && !revisao) continue;
          dia = salto === 0 ? revisao! : addDays(dia, salto);
          await recalcularNiveis(app.ctx.db, dia);
          const [depois] = await app.ctx.db
            .select({ nivel: processo.prescricaoNivel, prazo: processo.prescricaoPrazo })
            .from(processo)
            .where(eq(processo.id, id));
          const calculado = await prescricaoDoProcesso(app.ctx.db, id, dia);
          expect(depois, dia).toEqual({ nivel: calculado!.nivel, prazo: calculado!.prazoPrescricional });
        }
      },
    ),
    { numRuns: 15 },
  );
}, 300_000);

it('a movement that puts the process in a situation with a term stores the clock of that state (written with it)', async () => {
  for (const [situacao, diasAtras] of [
    [3, 5],
    [12, 400],
    [22, 0],
  ] as const) {
    const id = await cadastrar();
    await app.ctx.db.transaction(async (tx) => {
      const [p] = await tx.select().from(processo).where(eq(processo.id, id)).for('update');
      await registrarAndamento(tx, [p!], {
        acao: 'NOTIFICAR',
        descricao: 'Notificar',
        origem: 'TCC',
        usuarioId,
        hoje: HOJE,
        proximo: { situacao, dataReferenciaPrazo: addDays(HOJE, -diasAtras) },
      });
    });
    const guardado = async () =>
      (
        await app.ctx.db
          .select({
            nivel: processo.prescricaoNivel,
            prazo: processo.prescricaoPrazo,
            revisao: processo.prescricaoRevisao,
            situacao: processo.situacaoId,
          })
          .from(processo)
          .where(eq(processo.id, id))
      )[0]!;
    const antes = await guardado();
    expect(antes.situacao).toBe(situacao);
    // computed again from the stored state and movements: nothing to change
    expect(await atualizarPrescricao(app.ctx.db, [id], HOJE)).toEqual([]);
    expect(await guardado()).toEqual(antes);
    // a term still running: revised the day after it ends
    if (diasAtras < 30) expect(antes.revisao, String(situacao)).not.toBeNull();
  }
}, 120_000);
