import '../test/fastCheckSeed.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromCents, sumMoney, toCents, type Money } from '../money.ts';
import {
  alocarPagamento,
  CAMPOS_DO_PROCESSO,
  devidoNaData,
  ORDEM_ALOCACAO,
  ratearNosProcessos,
  totalDosComponentes,
  type EncargosNoPagamento,
  type ParcelaAgendada,
  type SaldosDoProcesso,
  type ValoresPorComponente,
} from './alocacao.ts';

const centavos = (max = 1_000_000) => fc.integer({ min: 0, max }).map((c) => fromCents(c));

const encargos = fc.record<EncargosNoPagamento>({
  valorHonorarios: centavos(),
  valorJurosMesPagamento: centavos(),
  valorCorrecaoPagamento: centavos(),
});
const parcela = fc.record<ParcelaAgendada>({
  valorHonorarios: centavos(),
  valorJurosMesPagamento: centavos(),
  valorCorrecaoPagamento: centavos(),
  valorPrincipal: centavos(),
  valorCorrecao: centavos(),
  valorJuros: centavos(),
  valorMulta: centavos(),
});

/** A process whose paid columns never exceed their charges, and whose total is its four components. */
const processo = fc
  .record({
    valorAtualizado: fc.integer({ min: 0, max: 1_000_000 }),
    valorCorrecao: fc.integer({ min: 0, max: 100_000 }),
    jurosAtualizado: fc.integer({ min: 0, max: 100_000 }),
    multaAtualizada: fc.integer({ min: 0, max: 100_000 }),
    valorJurosMesPagamento: fc.integer({ min: 0, max: 10_000 }),
    valorHonorarios: fc.integer({ min: 0, max: 10_000 }),
    fracaoPaga: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map((v): SaldosDoProcesso => {
    const pago = (c: number) => fromCents(Math.floor(c * v.fracaoPaga));
    return {
      valorAtualizado: fromCents(v.valorAtualizado),
      valorAtualizadoPago: pago(v.valorAtualizado),
      valorCorrecao: fromCents(v.valorCorrecao),
      valorCorrecaoPago: pago(v.valorCorrecao),
      jurosAtualizado: fromCents(v.jurosAtualizado),
      valorJurosPago: pago(v.jurosAtualizado),
      multaAtualizada: fromCents(v.multaAtualizada),
      valorMultaPago: pago(v.multaAtualizada),
      valorJurosMesPagamento: fromCents(v.valorJurosMesPagamento),
      valorJurosMesPagamentoPago: pago(v.valorJurosMesPagamento),
      valorHonorarios: fromCents(v.valorHonorarios),
      valorHonorariosPago: pago(v.valorHonorarios),
      totalCorrigido: fromCents(v.valorAtualizado + v.valorCorrecao + v.jurosAtualizado + v.multaAtualizada),
    };
  });
const alocado = fc.record<ValoresPorComponente>({
  valorHonorarios: centavos(),
  valorJurosMesPagamento: centavos(),
  valorJuros: centavos(),
  valorMulta: centavos(),
  valorCorrecao: centavos(),
  valorPrincipal: centavos(),
});
const processos = fc.array(processo, { minLength: 1, maxLength: 5 });

describe('devidoNaData: what an instalment is due on a payment date', () => {
  it('never takes back what was charged: each charge is at least the scheduled one and the computed one (property)', () => {
    fc.assert(
      fc.property(parcela, encargos, (p, calc) => {
        const { devido, valorCorrecaoPagamento } = devidoNaData(p, calc);
        expect(devido.valorHonorarios.gte(p.valorHonorarios)).toBe(true);
        expect(devido.valorHonorarios.gte(calc.valorHonorarios)).toBe(true);
        expect(devido.valorJurosMesPagamento.gte(p.valorJurosMesPagamento)).toBe(true);
        expect(devido.valorJurosMesPagamento.gte(calc.valorJurosMesPagamento)).toBe(true);
        expect(valorCorrecaoPagamento.gte(p.valorCorrecaoPagamento)).toBe(true);
        expect(valorCorrecaoPagamento.gte(calc.valorCorrecaoPagamento)).toBe(true);
        // and it is exactly the larger of the two, no more
        expect([p.valorHonorarios, calc.valorHonorarios].some((v) => v.eq(devido.valorHonorarios))).toBe(
          true,
        );
        // the schedule's principal, interest and fine stand; the correction adds the payment's
        expect(devido.valorPrincipal.eq(p.valorPrincipal)).toBe(true);
        expect(devido.valorJuros.eq(p.valorJuros)).toBe(true);
        expect(devido.valorMulta.eq(p.valorMulta)).toBe(true);
        expect(devido.valorCorrecao.eq(p.valorCorrecao.plus(valorCorrecaoPagamento))).toBe(true);
      }),
    );
  });

  it('without a computation (no index, a month missing) the schedule stands', () => {
    const p: ParcelaAgendada = {
      valorHonorarios: fromCents(1000),
      valorJurosMesPagamento: fromCents(200),
      valorCorrecaoPagamento: fromCents(50),
      valorPrincipal: fromCents(100_000),
      valorCorrecao: fromCents(3000),
      valorJuros: fromCents(700),
      valorMulta: fromCents(400),
    };
    const { devido, valorCorrecaoPagamento } = devidoNaData(p);
    expect(valorCorrecaoPagamento.toFixed(2)).toBe('0.50');
    expect(totalDosComponentes(devido).toFixed(2)).toBe('1053.50');
  });
});

describe('ratearNosProcessos: a payment recorded on the processes', () => {
  it('the parts of each component sum to what was allocated of it (property)', () => {
    fc.assert(
      fc.property(processos, alocado, (ps, a) => {
        const { partes } = ratearNosProcessos(ps, a);
        for (const k of ORDEM_ALOCACAO) {
          const soma = sumMoney(partes.map((p) => p[k] ?? fromCents(0)));
          expect(toCents(soma)).toBe(toCents(a[k]));
        }
      }),
    );
  });

  it('each process is paid exactly its parts, and the total paid is the payment (property)', () => {
    fc.assert(
      fc.property(processos, alocado, (ps, a) => {
        const { novos, partes } = ratearNosProcessos(ps, a);
        let pagoAntes = 0n;
        let pagoDepois = 0n;
        novos.forEach((n, i) => {
          for (const k of ORDEM_ALOCACAO) {
            const { pago } = CAMPOS_DO_PROCESSO[k];
            const recebido = partes[i]![k] ?? fromCents(0);
            expect(toCents(n[pago])).toBe(toCents(ps[i]![pago].plus(recebido)));
            pagoAntes += toCents(ps[i]![pago]);
            pagoDepois += toCents(n[pago]);
          }
        });
        expect(pagoDepois - pagoAntes).toBe(toCents(totalDosComponentes(a)));
      }),
    );
  });

  it('no balance goes below zero, and charges and payments only grow (property)', () => {
    fc.assert(
      fc.property(processos, alocado, (ps, a) => {
        const { novos } = ratearNosProcessos(ps, a);
        novos.forEach((n, i) => {
          const antes = ps[i]!;
          for (const k of ORDEM_ALOCACAO) {
            const { valor, pago } = CAMPOS_DO_PROCESSO[k];
            expect(n[valor].minus(n[pago]).gte(0)).toBe(true);
            expect(n[valor].gte(antes[valor])).toBe(true);
            expect(n[pago].gte(antes[pago])).toBe(true);
          }
        });
      }),
    );
  });

  it('the corrected total grows by what a total component raised, and stays the sum of the four (property)', () => {
    fc.assert(
      fc.property(processos, alocado, (ps, a) => {
        const { novos } = ratearNosProcessos(ps, a);
        for (const n of novos) {
          const quatro: Money = sumMoney([
            n.valorAtualizado,
            n.valorCorrecao,
            n.jurosAtualizado,
            n.multaAtualizada,
          ]);
          expect(toCents(n.totalCorrigido)).toBe(toCents(quatro));
        }
      }),
    );
  });

  it('fees and monthly interest go to the first process; the rest fills the balances in order', () => {
    const zero = fromCents(0);
    const base: SaldosDoProcesso = {
      valorAtualizado: fromCents(10_000),
      valorAtualizadoPago: zero,
      valorCorrecao: zero,
      valorCorrecaoPago: zero,
      jurosAtualizado: zero,
      valorJurosPago: zero,
      multaAtualizada: zero,
      valorMultaPago: zero,
      valorJurosMesPagamento: zero,
      valorJurosMesPagamentoPago: zero,
      valorHonorarios: zero,
      valorHonorariosPago: zero,
      totalCorrigido: fromCents(10_000),
    };
    const a: ValoresPorComponente = {
      valorHonorarios: fromCents(500),
      valorJurosMesPagamento: fromCents(100),
      valorJuros: zero,
      valorMulta: zero,
      valorCorrecao: zero,
      valorPrincipal: fromCents(15_000),
    };
    const { novos, partes } = ratearNosProcessos([base, { ...base }], a);
    expect(novos.map((n) => n.valorHonorariosPago.toFixed(2))).toEqual(['5.00', '0.00']);
    // the fees are charged on top when paid
    expect(novos[0]!.valorHonorarios.toFixed(2)).toBe('5.00');
    expect(novos.map((n) => n.valorAtualizadoPago.toFixed(2))).toEqual(['100.00', '50.00']);
    expect(partes[1]).toEqual({ valorPrincipal: fromCents(5000) });
  });
});

describe('a payment allocated, then recorded (property)', () => {
  it('what is allocated over the instalment sums to the payment and never exceeds what is open', () => {
    fc.assert(
      fc.property(parcela, encargos, fc.integer({ min: 1, max: 5_000_000 }), (p, calc, c) => {
        const { devido } = devidoNaData(p, calc);
        const pago = { ...devido, ...Object.fromEntries(ORDEM_ALOCACAO.map((k) => [k, fromCents(0)])) };
        const valor = fromCents(c);
        const { alocado: a, excedente } = alocarPagamento(devido, pago, valor);
        expect(toCents(totalDosComponentes(a).plus(excedente))).toBe(toCents(valor));
        for (const k of ORDEM_ALOCACAO) expect(a[k].lte(devido[k])).toBe(true);
      }),
    );
  });
});
