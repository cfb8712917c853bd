import '../test/fastCheckSeed.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromCents, type Money } from '../money.ts';
import {
  alocarPagamento,
  componentesZerados,
  ORDEM_ALOCACAO,
  totalDosComponentes,
  type ValoresPorComponente,
} from './alocacao.ts';
import { saldosDaCobranca, type ParcelaDoSaldo } from './saldo.ts';

const centavos = (max = 1_000_000) => fc.integer({ min: 0, max }).map((c) => fromCents(c));

const devido = fc.record<ValoresPorComponente>({
  valorHonorarios: centavos(100_000),
  valorJurosMesPagamento: centavos(100_000),
  valorJuros: centavos(),
  valorMulta: centavos(),
  valorCorrecao: centavos(),
  valorPrincipal: centavos(),
});

/** An instalment not yet paid, its total the sum of its components (as the agreement writes it). */
const nova = (d: ValoresPorComponente): ParcelaDoSaldo => ({
  quitada: false,
  valorTotal: totalDosComponentes(d),
  valorPago: fromCents(0),
  devido: d,
  pago: componentesZerados(),
});

/** A payment on one instalment, allocated as the settlement does (docs/workflow.md's order). */
function pagar(p: ParcelaDoSaldo, valor: Money): ParcelaDoSaldo {
  const { alocado } = alocarPagamento(p.devido, p.pago, valor);
  const pago = Object.fromEntries(
    ORDEM_ALOCACAO.map((k) => [k, p.pago[k].plus(alocado[k])]),
  ) as ValoresPorComponente;
  return {
    ...p,
    pago,
    valorPago: totalDosComponentes(pago),
    quitada: totalDosComponentes(pago).gte(totalDosComponentes(p.devido)),
  };
}

/** A collection and a sequence of payments, each on one instalment (index) of some amount. */
const cenario = fc.array(devido, { minLength: 1, maxLength: 6 }).chain((ds) =>
  fc.record({
    parcelas: fc.constant(ds.map(nova)),
    pagamentos: fc.array(
      fc.record({ i: fc.integer({ min: 0, max: ds.length - 1 }), valor: centavos(1_500_000) }),
      { maxLength: 12 },
    ),
  }),
);

describe('Saldo com Desconto (issue 36 item 6, U-5)', () => {
  it('never exceeds the balance, never grows with a payment, and is zero when everything is paid', () => {
    fc.assert(
      fc.property(cenario, ({ parcelas, pagamentos }) => {
        let ps = parcelas;
        let antes = saldosDaCobranca(ps);
        expect(antes.saldoComDesconto.valorTotal.lte(antes.saldo)).toBe(true);
        for (const { i, valor } of pagamentos) {
          const aberto = totalDosComponentes(ps[i]!.devido).minus(totalDosComponentes(ps[i]!.pago));
          ps = ps.map((p, j) => (j === i ? pagar(p, valor.gt(aberto) ? aberto : valor) : p));
          const depois = saldosDaCobranca(ps);
          expect(depois.saldoComDesconto.valorTotal.lte(depois.saldo)).toBe(true);
          expect(depois.saldoComDesconto.valorTotal.lte(antes.saldoComDesconto.valorTotal)).toBe(true);
          expect(depois.saldo.lte(antes.saldo)).toBe(true);
          antes = depois;
        }
        // everything paid: the collection is QUITADO and owes nothing
        const quitadas = ps.map((p) =>
          p.quitada ? p : pagar(p, totalDosComponentes(p.devido).minus(totalDosComponentes(p.pago))),
        );
        const fim = saldosDaCobranca(quitadas);
        expect(quitadas.every((p) => p.quitada)).toBe(true);
        expect(fim.saldo.isZero()).toBe(true);
        expect(fim.saldoComDesconto.valorTotal.isZero()).toBe(true);
      }),
    );
  });

  it('is the discounted debt still open: principal, correction, interest and fine, not the fees', () => {
    const d: ValoresPorComponente = {
      valorHonorarios: fromCents(10_000),
      valorJurosMesPagamento: fromCents(1_000),
      valorJuros: fromCents(20_000),
      valorMulta: fromCents(5_000),
      valorCorrecao: fromCents(3_000),
      valorPrincipal: fromCents(100_000),
    };
    const p = nova(d);
    expect(saldosDaCobranca([p]).saldoComDesconto.valorTotal.toFixed(2)).toBe('1280.00');
    expect(saldosDaCobranca([p]).saldo.toFixed(2)).toBe('1390.00');
    // R$ 400,00 pays fees (100), monthly interest (10), interest (200), fine (50), correction (30) and R$ 10,00 of the principal
    const r = saldosDaCobranca([pagar(p, fromCents(40_000))]);
    expect(r.saldo.toFixed(2)).toBe('990.00');
    expect(r.saldoComDesconto.valorTotal.toFixed(2)).toBe('990.00');
    expect(r.saldoComDesconto.valorMulta.toFixed(2)).toBe('0.00');
    expect(r.saldoComDesconto.valorJuros.toFixed(2)).toBe('0.00');
    expect(r.saldoComDesconto.valorCorrecao.toFixed(2)).toBe('0.00');
    expect(r.saldoComDesconto.valorAtualizado.toFixed(2)).toBe('990.00');
  });

  it('a settled instalment owes nothing, even when the tolerance forgave a shortfall', () => {
    const d = { ...componentesZerados(), valorPrincipal: fromCents(10_000) };
    const p = { ...pagar(nova(d), fromCents(9_999)), quitada: true };
    const r = saldosDaCobranca([p]);
    expect(r.saldo.isZero()).toBe(true);
    expect(r.saldoComDesconto.valorTotal.isZero()).toBe(true);
  });
});
