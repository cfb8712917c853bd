import type { Permissao } from '@divida/domain/permissions';
import { addDays } from '@divida/domain/calendar';
import { MENSAGENS_MEMORIA, type MemoriaCalculo } from '@divida/domain/processo/memoriaCalculo.schema';
import { toDecimal } from '@divida/domain/money';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, createTestApp, login, problemOf, seedOrgao, seedUsuario } from '../../test/harness.ts';
import { processoValido } from '../../test/payloads.ts';
import { pdfText } from '../../test/pdfText.ts';
import { indiceFinanceiro } from '../indiceFinanceiro/indiceFinanceiro.table.ts';
import { processo } from './processo.table.ts';

const P = 'PROCESSO_CONSTITUICAO_CREDITO';
let app: FastifyInstance;
let equipe: string; // body A: consult, register
let semPermissao: string; // body A: no process permission
let outro: string; // body B
let id: number;

const memoria = (query: string, token = equipe, processoId = id) =>
  app.inject({
    method: 'GET',
    url: `/api/processoConstituicaoCredito/${processoId}/memoriaCalculo${query}`,
    headers: bearerOf(token),
  });

beforeAll(async () => {
  app = await createTestApp();
  const a = await seedOrgao(app);
  const b = await seedOrgao(app);
  const token = async (orgaoCredorId: number, permissoes: Permissao[]) => {
    const u = await seedUsuario(app, { orgaoCredorId, permissoes });
    return (await login(app, u.email, u.senha)).accessToken;
  };
  equipe = await token(a.id, [`${P}_CONSULTAR`, `${P}_CADASTRAR`]);
  semPermissao = await token(a.id, ['DEVEDOR_CONSULTAR']);
  outro = await token(b.id, [`${P}_CONSULTAR`]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/processoConstituicaoCredito',
    headers: bearerOf(equipe),
    payload: processoValido('529.982.247-25', { nome: 'Joaquim Nabuco de Araújo' }),
  });
  expect(res.statusCode, res.body).toBe(201);
  id = res.json().id;
  // the worked example of docs/calculos.md §4: R$ 1.000,00 from 15/01/2023 by the IPCA
  const [ipca] = await app.ctx.db
    .select({ id: indiceFinanceiro.id })
    .from(indiceFinanceiro)
    .where(eq(indiceFinanceiro.sigla, 'IPCA'));
  await app.ctx.db
    .update(processo)
    .set({
      dataReferenciaCalculo: '2023-01-15',
      indiceFinanceiroId: ipca!.id,
      valorAtualizado: toDecimal(1000),
      totalCorrigido: sql`1000 + ${processo.multaAtualizada} + ${processo.jurosAtualizado}`,
    })
    .where(eq(processo.id, id));
}, 60_000);
afterAll(() => app.close());

describe('GET processoConstituicaoCredito/{id}/memoriaCalculo', () => {
  it('shows the month-by-month correction of docs/calculos.md §4 on 10/01/2024', async () => {
    const res = await memoria('?data=2024-01-10');
    expect(res.statusCode, res.body).toBe(200);
    const m = res.json() as MemoriaCalculo;
    expect(m.dataCalculo).toBe('2024-01-10');
    expect(m.indice).toBe('IPCA');
    expect(m.meses.map((x) => x.mes)).toEqual(
      Array.from({ length: 12 }, (_, i) => `2023-${String(i + 1).padStart(2, '0')}`),
    );
    expect(m.meses[0]).toMatchObject({ taxa: 0.53, fatorAcumulado: '1.0053000000', valorCorrigido: 1005.3 });
    expect(m.meses.at(-1)).toMatchObject({ taxa: 0.56, valorCorrigido: 1046.21, observacao: null });
    expect(m.principal).toBe(1000);
    expect(m.principalCorrigido).toBe(1046.21);
    // total = corrected principal + fine + interest, to the cent
    expect(Math.round((m.principalCorrigido + m.multa + m.juros) * 100)).toBe(Math.round(m.total * 100));
  });

  it('on the reference date no month is in force yet: the totals are the detail values', async () => {
    const m = (await memoria('?data=2023-01-15')).json() as MemoriaCalculo;
    expect(m.meses).toEqual([]);
    const d = (
      await app.inject({
        method: 'GET',
        url: `/api/processoConstituicaoCredito/${id}`,
        headers: bearerOf(equipe),
      })
    ).json();
    expect(m.principalCorrigido).toBe(d.valores.valorAtualizado + d.valores.valorCorrecao);
    expect(m.multa).toBe(d.valores.multaAtualizada);
    expect(m.juros).toBe(d.valores.jurosAtualizado);
    expect(m.total).toBe(d.valores.totalCorrigido);
  });

  it('today by default; a month not published yet carries factor 1 and says so', async () => {
    const m = (await memoria('')).json() as MemoriaCalculo;
    expect(m.dataCalculo).toBe(app.ctx.relogio.hoje());
    const semIndice = m.meses.filter((x) => x.taxa === null);
    expect(semIndice.length).toBeGreaterThan(0); // the reference IPCA ends before today's month in force
    for (const x of semIndice) {
      expect(x.observacao).toBe(`Índice de ${x.mes.slice(5, 7)}/${x.mes.slice(0, 4)} ainda não publicado`);
      const anterior = m.meses[m.meses.indexOf(x) - 1]!;
      expect(x.fatorAcumulado).toBe(anterior.fatorAcumulado);
    }
  });

  it('refuses a date before the reference date or after today, or malformed (400 in Portuguese)', async () => {
    const antes = await memoria('?data=2023-01-14');
    expect(antes.statusCode).toBe(400);
    expect(problemOf(antes).errormsg).toBe(MENSAGENS_MEMORIA.antesDaReferencia('15/01/2023'));
    expect(problemOf(antes).errorfields).toEqual(['data']);
    const depois = await memoria(`?data=${addDays(app.ctx.relogio.hoje(), 1)}`);
    expect(depois.statusCode).toBe(400);
    expect(problemOf(depois).errormsg).toBe(MENSAGENS_MEMORIA.depoisDeHoje);
    for (const q of ['?data=2024-02-30', '?data=ontem', '?formato=xls']) {
      expect((await memoria(q)).statusCode, q).toBe(400);
    }
  });

  it("answers 404 for another body's process and 403 without the permission", async () => {
    expect((await memoria('', outro)).statusCode).toBe(404);
    expect((await memoria('', equipe, 999_999)).statusCode).toBe(404);
    expect((await memoria('', semPermissao)).statusCode).toBe(403);
  });

  it('prints the Memória de Cálculo on the letterhead of the body (?formato=pdf)', async () => {
    const res = await memoria('?data=2024-01-10&formato=pdf');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const t = (await pdfText(res.rawPayload)).join(' ');
    expect(t).toContain('Memória de Cálculo');
    expect(t).toContain('DE TESTE'); // the body's name on the letterhead
    expect(t).toContain('01/2023');
    expect(t).toContain('12/2023');
    expect(t).toContain('R$ 1.046,21');
    expect(t).toContain('Lei nº 6.830/1980');
  });
});
