import type { MemoriaCalculo } from '@divida/domain/processo/memoriaCalculo.schema';
import { sumMoney, toApiNumber, toDecimal } from '@divida/domain/money';
import { FASE } from '@divida/domain/workflow/situacoes';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../../seed/demo.ts';
import { bearerOf, createTestApp, login } from '../../test/harness.ts';
import { dividaAtiva } from './dividaAtiva.table.ts';
import { processo } from './processo.table.ts';
import { processoCobranca, processoCobrancaCda } from '../processoCobranca/processoCobranca.table.ts';
import { SITUACAO_COBRANCA } from '@divida/domain/cobranca/cobranca.schema';

/**
 * One value per debt per day (issue 36 item 1), over every demo process: for a debt that follows the
 * calendar (no agreement, not closed), the detail's corrected total, the calculation memory's total
 * today and an à vista simulation's charges today are the same to the cent; and every CDA's inscribed
 * value is its memory's total on its inscription date.
 */
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  app = await createTestApp({}, { demo: true });
  token = (await login(app, DEMO_ADMIN.email, DEMO_ADMIN.senha)).accessToken;
}, 180_000);
afterAll(() => app?.close());

const memoria = async (id: number, data: string) => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/processoConstituicaoCredito/${id}/memoriaCalculo?data=${data}`,
    headers: bearerOf(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as MemoriaCalculo;
};

describe('one value per demo debt per day', () => {
  it('the detail, the memory and the à vista simulation agree today; each CDA its inscription day', async () => {
    const hoje = app.ctx.relogio.hoje();
    const linhas = await app.ctx.db
      .select({ p: processo, cda: dividaAtiva })
      .from(processo)
      .leftJoin(dividaAtiva, eq(dividaAtiva.processoId, processo.id))
      .where(eq(processo.excluido, false))
      .orderBy(asc(processo.id));
    expect(linhas.length).toBeGreaterThan(100);
    let doCalendario = 0;
    let simuladas = 0;
    let corrigidas = 0;
    for (const { p, cda } of linhas) {
      if (cda) {
        const m = await memoria(p.id, cda.data);
        expect(toApiNumber(cda.valor), `CDA ${cda.numeroCda}`).toBe(m.total);
      }
      if (p.statusCobranca !== 'SEM_ACORDO' || p.faseId === FASE.ENCERRADO) continue;
      doCalendario++;
      const m = await memoria(p.id, hoje);
      const detalhe = await app.inject({
        method: 'GET',
        url: `/api/processoConstituicaoCredito/${p.id}`,
        headers: bearerOf(token),
      });
      const valores = (detalhe.json() as { valores: { totalCorrigido: number; valorCorrecao: number } })
        .valores;
      expect(valores.totalCorrigido, p.numero).toBe(m.total);
      expect(valores.valorCorrecao, p.numero).toBe(
        toApiNumber(toDecimal(m.principalCorrigido).minus(m.principal)),
      );
      if (m.principalCorrigido !== m.principal) corrigidas++;
      if (cda && !cda.prescrita) expect(toApiNumber(cda.valorTotal), `CDA ${cda.numeroCda}`).toBe(m.total);
      const semPagamento = [p.valorAtualizadoPago, p.valorCorrecaoPago, p.valorMultaPago, p.valorJurosPago];
      if (!cda || !sumMoney(semPagamento).isZero()) continue;
      const sim = await app.inject({
        method: 'POST',
        url: '/api/processoCobranca/simularParcelamento',
        headers: bearerOf(token),
        payload: { precessosIds: [p.id], formaPagamento: 'A_VISTA', desconto: 0, primeiroVencimento: hoje },
      });
      // an inscribed debt not apt (court suspension, prescription) is refused, never priced differently
      if (sim.statusCode !== 200) continue;
      const [parcela] = (sim.json() as { parcelas: Record<string, number>[] }).parcelas;
      const encargos = sumMoney([
        parcela!.valorParceladoPrincipal!,
        parcela!.correcao!,
        parcela!.valorJuros!,
        parcela!.valorMulta!,
      ]);
      expect(toApiNumber(encargos), p.numero).toBe(m.total);
      simuladas++;
    }
    expect(doCalendario).toBeGreaterThan(50);
    expect(corrigidas).toBeGreaterThan(50);
    expect(simuladas).toBeGreaterThan(3);
  }, 600_000);

  it('a paid collection shows nothing owed anywhere: the collection, its processes, their debtors', async () => {
    const quitadas = await app.ctx.db
      .select({ id: processoCobranca.id, numero: processoCobranca.numero })
      .from(processoCobranca)
      .where(eq(processoCobranca.situacaoId, SITUACAO_COBRANCA.QUITADO));
    expect(quitadas.length).toBeGreaterThan(0);
    for (const c of quitadas) {
      const a = await app.inject({
        method: 'GET',
        url: `/api/processoCobranca/${c.id}`,
        headers: bearerOf(token),
      });
      expect(a.statusCode, a.body).toBe(200);
      const corpo = a.json() as { saldoDevedor: number; saldoComDesconto: { valorTotal: number } };
      expect(corpo.saldoDevedor, c.numero).toBe(0);
      expect(corpo.saldoComDesconto.valorTotal, c.numero).toBe(0);
      const processos = await app.ctx.db
        .select({ id: processoCobrancaCda.processoId })
        .from(processoCobrancaCda)
        .where(eq(processoCobrancaCda.processoCobrancaId, c.id));
      for (const { id } of processos) {
        const d = await app.inject({
          method: 'GET',
          url: `/api/processoConstituicaoCredito/${id}`,
          headers: bearerOf(token),
        });
        const detalhe = d.json() as { valores: Record<string, number>; devedor: { id: number } };
        const v = detalhe.valores;
        const devedor = await app.inject({
          method: 'GET',
          url: `/api/devedor/${detalhe.devedor.id}`,
          headers: bearerOf(token),
        });
        const naLista = (devedor.json() as { processos: { id: number; saldoDevedor: number }[] }).processos;
        expect(naLista.find((x) => x.id === id)?.saldoDevedor, `devedor do processo ${id}`).toBe(0);
        expect(v.saldoDevedor, `${c.numero}: processo ${id}`).toBe(0);
        expect(v.saldoDevedorComJuros, `${c.numero}: processo ${id}`).toBe(0);
      }
    }
  });
});
