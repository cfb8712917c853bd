import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { secaoCalculos } from './__fixtures__/calculosDoc.ts';
import { addMonthsClamped } from './calendar.ts';
import { parseSerieCsv } from './correcao.ts';
import { Decimal, formatBRL, formatDecimalBR, fromCents, sumMoney } from './money.ts';
import {
  aplicarDesconto,
  calcularMaxParcelas,
  primeiroVencimentoPadrao,
  simulacaoParaApi,
  simularParcelamento,
  somarSaldos,
  valoresNoPagamento,
  type ConfiguracaoParcelamento,
  type EntradaSimulacao,
  type ParcelaSimulada,
} from './negociacao.ts';

const IPCA = parseSerieCsv(
  'IPCA',
  readFileSync(new URL('./__fixtures__/indices/ipca.csv', import.meta.url), 'utf8'),
);

const CONFIG: ConfiguracaoParcelamento = {
  maxParcelas: 60,
  valorMinParcelas: 100,
  porcentagemJurosMes: 0.01,
  porcentagemHonorarios: 0.1,
};
const DEBITO = { valorAtualizado: 10000, valorCorrecao: 1500, valorJuros: 800, valorMulta: 200 };

const plain = (p: ParcelaSimulada) => ({
  parcela: p.parcela,
  dataVencimento: p.dataVencimento,
  principal: p.valorParceladoPrincipal.toFixed(2),
  correcao: p.correcao.toFixed(2),
  juros: p.valorJuros.toFixed(2),
  multa: p.valorMulta.toFixed(2),
  jurosMes: p.valorJurosMesPagamento.toFixed(2),
  honorarios: p.valorHonorarios.toFixed(2),
  total: p.valorTotal.toFixed(2),
});

describe('simularParcelamento: worked examples (docs/calculos.md)', () => {
  it('PARCELADO: 4 instalments, 10 % discount, leftover cent on the last, month-end due dates', () => {
    const r = simularParcelamento({
      debitos: [DEBITO],
      configuracao: CONFIG,
      desconto: 10,
      formaPagamento: 'PARCELADO',
      totalParcelas: 4,
      valorPrimeiraParcela: 2000,
      primeiroVencimento: '2024-01-31',
      hoje: '2024-01-20',
    });
    expect(r.criticas).toEqual([]);
    expect(r.valido).toBe(true);
    expect(r.maxParcelas).toBe(60);
    expect(r.parcelas.map(plain)).toEqual([
      {
        parcela: 1,
        dataVencimento: '2024-01-31',
        principal: '2000.00',
        correcao: '1350.00',
        juros: '720.00',
        multa: '180.00',
        jurosMes: '42.50',
        honorarios: '425.00',
        total: '4717.50',
      },
      {
        parcela: 2,
        dataVencimento: '2024-02-29',
        principal: '2333.33',
        correcao: '0.00',
        juros: '0.00',
        multa: '0.00',
        jurosMes: '23.33',
        honorarios: '233.33',
        total: '2589.99',
      },
      {
        parcela: 3,
        dataVencimento: '2024-03-31',
        principal: '2333.33',
        correcao: '0.00',
        juros: '0.00',
        multa: '0.00',
        jurosMes: '23.33',
        honorarios: '233.33',
        total: '2589.99',
      },
      {
        parcela: 4,
        dataVencimento: '2024-04-30',
        principal: '2333.34',
        correcao: '0.00',
        juros: '0.00',
        multa: '0.00',
        jurosMes: '23.33',
        honorarios: '233.33',
        total: '2590.00',
      },
    ]);
    const resumo = r.resumo!;
    expect(resumo.valorDesconto.valorTotal.toFixed(2)).toBe('1250.00');
    expect(resumo.saldoComDesconto.valorTotal.toFixed(2)).toBe('11250.00');
    expect(resumo.valorTotalJurosMesPagamento.toFixed(2)).toBe('112.49');
    expect(resumo.valorTotalHonorarios.toFixed(2)).toBe('1124.99');
    expect(resumo.valorTotalAcordo.toFixed(2)).toBe('12487.48');
  });

  it('A_VISTA: one instalment, discounted total plus fees, no monthly interest', () => {
    const r = simularParcelamento({
      debitos: [DEBITO],
      configuracao: CONFIG,
      desconto: 10,
      formaPagamento: 'A_VISTA',
      primeiroVencimento: '2024-02-29',
      hoje: '2024-01-20',
    });
    expect(r.valido).toBe(true);
    expect(r.parcelas.map(plain)).toEqual([
      {
        parcela: 1,
        dataVencimento: '2024-02-29',
        principal: '9000.00',
        correcao: '1350.00',
        juros: '720.00',
        multa: '180.00',
        jurosMes: '0.00',
        honorarios: '1125.00',
        total: '12375.00',
      },
    ]);
    expect(simulacaoParaApi(r)).toEqual({
      parcelas: [
        {
          parcela: 1,
          dataVencimento: '2024-02-29',
          valorParceladoPrincipal: 9000,
          correcao: 1350,
          valorJuros: 720,
          valorMulta: 180,
          valorJurosMesPagamento: 0,
          valorHonorarios: 1125,
          valorTotal: 12375,
        },
      ],
      valido: true,
      criticas: [],
    });
  });

  it('discount on each component is rounded half-up to the cent', () => {
    const saldo = somarSaldos([
      { valorAtualizado: '333.33', valorCorrecao: '0.05', valorJuros: '10.01', valorMulta: 0 },
      { valorAtualizado: '0', valorCorrecao: '0.05', valorJuros: 0, valorMulta: '1' },
    ])!;
    const { valorDesconto, saldoComDesconto } = aplicarDesconto(saldo, '12.5');
    expect(valorDesconto.valorAtualizado.toFixed(2)).toBe('41.67'); // 41.66625
    expect(valorDesconto.valorCorrecao.toFixed(2)).toBe('0.01'); // 0.0125
    expect(valorDesconto.valorJuros.toFixed(2)).toBe('1.25'); // 1.25125
    expect(valorDesconto.valorMulta.toFixed(2)).toBe('0.13'); // 0.125
    expect(saldoComDesconto.valorAtualizado.toFixed(2)).toBe('291.66');
    expect(saldoComDesconto.valorTotal.toFixed(2)).toBe('301.38');
  });

  it('maximum quantity: min(floor(principal with discount / minimum), configured), at least 1', () => {
    expect(calcularMaxParcelas('9000', CONFIG)).toBe(60);
    expect(calcularMaxParcelas('1000', CONFIG)).toBe(10);
    expect(calcularMaxParcelas('999.99', CONFIG)).toBe(9);
    expect(calcularMaxParcelas('199.99', CONFIG)).toBe(1);
    expect(calcularMaxParcelas('50', CONFIG)).toBe(1);
    expect(calcularMaxParcelas('0', CONFIG)).toBe(1);
  });
});

describe('simularParcelamento: critiques', () => {
  const base: EntradaSimulacao = {
    debitos: [DEBITO],
    configuracao: CONFIG,
    formaPagamento: 'PARCELADO',
    totalParcelas: 4,
    valorPrimeiraParcela: 2000,
    primeiroVencimento: '2024-02-10',
    hoje: '2024-01-20',
  };
  const criticas = (over: Partial<EntradaSimulacao>) => {
    const r = simularParcelamento({ ...base, ...over });
    expect(r.valido).toBe(false);
    expect(r.parcelas).toEqual([]);
    return r.criticas;
  };

  it('quantity out of 2..max', () => {
    expect(criticas({ totalParcelas: 1 })).toEqual(['O parcelamento deve ter entre 2 e 60 parcelas']);
    expect(criticas({ totalParcelas: 61 })).toEqual(['O parcelamento deve ter entre 2 e 60 parcelas']);
    expect(criticas({ totalParcelas: 2.5 })).toEqual(['O parcelamento deve ter entre 2 e 60 parcelas']);
    expect(criticas({ totalParcelas: null })).toEqual(['O parcelamento deve ter entre 2 e 60 parcelas']);
  });

  it('first instalment below the minimum or above the principal', () => {
    expect(criticas({ valorPrimeiraParcela: '99.99' })).toEqual([
      'O valor da primeira parcela deve ser maior que R$ 100,00',
    ]);
    expect(criticas({ valorPrimeiraParcela: '10000.01' })).toEqual([
      'O valor da primeira parcela não deve ser maior que o valor principal da dívida',
    ]);
  });

  it('no first value: the principal divided equally, the cents on the last (issue 36 item 5)', () => {
    for (const sem of [null, undefined, '']) {
      const r = simularParcelamento({ ...base, valorPrimeiraParcela: sem, totalParcelas: 3 });
      expect(r.valido).toBe(true);
      expect(r.parcelas.map((p) => p.valorParceladoPrincipal.toFixed(2))).toEqual([
        '3333.33',
        '3333.33',
        '3333.34',
      ]);
    }
  });

  it('the other instalments below the minimum', () => {
    expect(criticas({ valorPrimeiraParcela: '9750', totalParcelas: 4 })).toEqual([
      'As parcelas 2 a 4 não atingem o valor mínimo de R$ 100,00',
    ]);
    // 10000 − 9800.01 = 199.99 → 99.99 + 100.00
    expect(criticas({ valorPrimeiraParcela: '9800.01', totalParcelas: 3 })).toEqual([
      'A parcela 2 não atinge o valor mínimo de R$ 100,00',
    ]);
  });

  it('a debt too small to be paid in instalments', () => {
    expect(criticas({ debitos: [{ ...DEBITO, valorAtualizado: '150' }] })).toEqual([
      'Não é possível parcelar a dívida, pois as parcelas não atingiriam o valor mínimo de R$ 100,00',
      'O valor da primeira parcela não deve ser maior que o valor principal da dívida',
    ]);
  });

  it('every applicable critique at once', () => {
    expect(
      criticas({
        desconto: 100,
        formaPagamento: null,
        debitos: [],
        configuracao: { ...CONFIG, maxParcelas: 0 },
      }),
    ).toEqual([
      'Selecione uma CDA',
      'A configuração de parcelamento é inválida',
      'Necessário informar um desconto válido',
      'Selecione uma opção',
    ]);
    expect(criticas({ totalParcelas: 0, valorPrimeiraParcela: 1, primeiroVencimento: '2024-01-19' })).toEqual(
      [
        'O parcelamento deve ter entre 2 e 60 parcelas',
        'O valor da primeira parcela deve ser maior que R$ 100,00',
        'A data do primeiro vencimento deve ser igual ou posterior a 20/01/2024',
      ],
    );
  });

  it('discount outside 0..99 and bad balances', () => {
    expect(criticas({ desconto: -1 })).toEqual(['Necessário informar um desconto válido']);
    expect(criticas({ desconto: 'abc' })).toEqual(['Necessário informar um desconto válido']);
    expect(criticas({ debitos: [{ ...DEBITO, valorMulta: -1 }] })).toEqual([
      'Os saldos dos débitos devem ser valores não negativos, com no máximo duas casas decimais',
    ]);
    expect(simularParcelamento({ ...base, desconto: 99 }).valido).toBe(false); // principal 100 → max 1
    expect(simularParcelamento({ ...base, desconto: '' }).valido).toBe(true);
  });

  it('A_VISTA due date from today to the end of next month', () => {
    const aVista = { formaPagamento: 'A_VISTA' as const };
    const msg = 'A data de vencimento deve estar entre 20/01/2024 e 29/02/2024';
    expect(criticas({ ...aVista, primeiroVencimento: '2024-03-01' })).toEqual([msg]);
    expect(criticas({ ...aVista, primeiroVencimento: '2024-01-19' })).toEqual([msg]);
    expect(criticas({ ...aVista, primeiroVencimento: '2024-02-30' })).toEqual([msg]);
    expect(criticas({ ...aVista, primeiroVencimento: null })).toEqual([msg]);
    expect(simularParcelamento({ ...base, ...aVista, primeiroVencimento: '2024-01-20' }).valido).toBe(true);
  });

  it('PARCELADO first due date: at most the end of next month too, the critique naming that date', () => {
    const msg = 'A data do primeiro vencimento deve ser igual ou anterior a 29/02/2024';
    expect(criticas({ primeiroVencimento: '2024-03-01' })).toEqual([msg]);
    expect(criticas({ primeiroVencimento: '2999-12-31' })).toEqual([msg]);
    expect(simularParcelamento({ ...base, primeiroVencimento: '2024-02-29' }).valido).toBe(true);
  });
});

describe('valoresNoPagamento', () => {
  it('corrects the principal from the agreement to the payment, then adds interest and fees on it', () => {
    const r = valoresNoPagamento({
      parcela: {
        valorParceladoPrincipal: fromCents(233333n),
        correcao: new Decimal(0),
        valorJuros: new Decimal(0),
        valorMulta: new Decimal(0),
      },
      formaPagamento: 'PARCELADO',
      dataAcordo: '2024-01-20',
      dataPagamento: '2024-04-30', // January, February and March 2024 in force: 0.42, 0.83, 0.16 %
      serie: IPCA,
      configuracao: CONFIG,
    });
    expect(r.correcaoPagamento.meses.map((m) => m.mes)).toEqual(['2024-01', '2024-02', '2024-03']);
    expect(r.correcaoPagamento.fator.toFixed()).toBe('1.014154915776');
    expect(r.valorCorrecaoPagamento.toFixed(2)).toBe('33.03'); // 2333.33 × 1.014154915776 = 2366.36
    expect(r.valorJurosMesPagamento.toFixed(2)).toBe('23.66'); // 1 % of 2366.36
    expect(r.valorHonorarios.toFixed(2)).toBe('236.64'); // 10 % of 2366.36
    expect(r.valorTotal.toFixed(2)).toBe('2626.66');
    expect(r.valorTotalSemCorrecao.toFixed(2)).toBe('2589.99');
  });
});

describe('simularParcelamento: properties', () => {
  const cents = (max: bigint) => fc.bigInt({ min: 0n, max }).map((c) => fromCents(c));
  const debito = fc.record({
    valorAtualizado: fc.bigInt({ min: 1n, max: 10n ** 10n }).map((c) => fromCents(c)),
    valorCorrecao: cents(10n ** 9n),
    valorJuros: cents(10n ** 9n),
    valorMulta: cents(10n ** 8n),
  });
  const config = fc.record({
    maxParcelas: fc.integer({ min: 1, max: 120 }),
    valorMinParcelas: fc.bigInt({ min: 100n, max: 500_000n }).map((c) => fromCents(c)),
    porcentagemJurosMes: fc.integer({ min: 100, max: 9900 }).map((b) => new Decimal(b).dividedBy(10000)),
    porcentagemHonorarios: fc.integer({ min: 0, max: 9900 }).map((b) => new Decimal(b).dividedBy(10000)),
  });
  const desconto = fc.oneof(
    fc.constant(0),
    fc.integer({ min: 0, max: 9900 }).map((b) => new Decimal(b).dividedBy(100)),
  );
  const hoje = fc
    .integer({ min: 0, max: 3000 })
    .map((d) => new Date(Date.UTC(2020, 0, 1) + d * 86_400_000).toISOString().slice(0, 10));

  const stats: Record<string, number> = {};
  const checkValid = (e: EntradaSimulacao) => {
    const r = simularParcelamento(e);
    if (!r.valido) {
      expect(r.criticas.length).toBeGreaterThan(0);
      expect(r.parcelas).toEqual([]);
      return r;
    }
    const resumo = r.resumo!;
    const ps = r.parcelas;
    expect(r.criticas).toEqual([]);
    expect(ps.length).toBe(e.formaPagamento === 'A_VISTA' ? 1 : e.totalParcelas);
    // principal sums exactly to the discounted principal, totals to the agreement's total
    expect(
      sumMoney(ps.map((p) => p.valorParceladoPrincipal)).eq(resumo.saldoComDesconto.valorAtualizado),
    ).toBe(true);
    expect(sumMoney(ps.map((p) => p.valorTotal)).eq(resumo.valorTotalAcordo)).toBe(true);
    expect(
      sumMoney(ps.map((p) => p.correcao.plus(p.valorJuros).plus(p.valorMulta))).eq(
        resumo.saldoComDesconto.valorTotal.minus(resumo.saldoComDesconto.valorAtualizado),
      ),
    ).toBe(true);
    expect(
      resumo.saldo.valorTotal.eq(resumo.saldoComDesconto.valorTotal.plus(resumo.valorDesconto.valorTotal)),
    ).toBe(true);
    const min = new Decimal(e.configuracao.valorMinParcelas);
    const bad = ps.filter(
      (p) =>
        ![
          p.valorParceladoPrincipal,
          p.correcao,
          p.valorJuros,
          p.valorMulta,
          p.valorJurosMesPagamento,
          p.valorHonorarios,
          p.valorTotal,
        ].every((v) => !v.isNegative() && v.decimalPlaces() <= 2) ||
        (e.formaPagamento === 'PARCELADO' && p.valorParceladoPrincipal.lt(min)) ||
        p.dataVencimento !== addMonthsClamped(e.primeiroVencimento!, p.parcela - 1),
    );
    expect(bad).toEqual([]);
    stats[e.formaPagamento!] = (stats[e.formaPagamento!] ?? 0) + 1;
    return r;
  };

  it('sums are exact, nothing negative, nothing below the minimum when valid (property)', () => {
    fc.assert(
      fc.property(
        fc.array(debito, { minLength: 1, maxLength: 3 }),
        config,
        desconto,
        fc.constantFrom('A_VISTA' as const, 'PARCELADO' as const),
        fc.boolean(),
        fc.integer({ min: 0, max: 125 }),
        fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }),
        hoje,
        fc.integer({ min: -5, max: 70 }),
        (debitos, configuracao, d, formaPagamento, aimValid, anyQty, u, h, offset) => {
          // aim at valid input half the time (quantity in 2..max, first value in its allowed range);
          // otherwise any quantity and any first value up to 120 % of the principal
          const { saldoComDesconto } = aplicarDesconto(somarSaldos(debitos)!, d);
          const principal = saldoComDesconto.valorAtualizado;
          const min = new Decimal(configuracao.valorMinParcelas);
          const max = calcularMaxParcelas(principal, configuracao);
          const uu = new Decimal(u.toFixed(8));
          let totalParcelas = anyQty;
          let primeira = principal.times(uu.times('1.2')).toDecimalPlaces(2, Decimal.ROUND_DOWN);
          if (aimValid && max >= 2) {
            totalParcelas = 2 + (anyQty % (max - 1));
            const top = principal.minus(min.times(totalParcelas - 1));
            primeira = min.plus(top.minus(min).times(uu)).toDecimalPlaces(2, Decimal.ROUND_DOWN);
          }
          checkValid({
            debitos,
            configuracao,
            desconto: d,
            formaPagamento,
            totalParcelas,
            valorPrimeiraParcela: primeira,
            primeiroVencimento: new Date(Date.parse(h) + offset * 86_400_000).toISOString().slice(0, 10),
            hoje: h,
          });
        },
      ),
      { numRuns: 2000 },
    );
    // the generator must reach valid agreements of both forms, not only critiques
    expect(stats['PARCELADO']).toBeGreaterThan(100);
    expect(stats['A_VISTA']).toBeGreaterThan(100);
  });

  it('the maximum is reachable and one more is refused (property)', () => {
    fc.assert(
      fc.property(
        fc.array(debito, { minLength: 1, maxLength: 2 }),
        config,
        desconto,
        (debitos, configuracao, d) => {
          const base = { debitos, configuracao, desconto: d, formaPagamento: 'PARCELADO' as const };
          const dates = { primeiroVencimento: '2024-02-15', hoje: '2024-02-01' };
          const { saldoComDesconto } = aplicarDesconto(somarSaldos(debitos)!, d);
          const max = calcularMaxParcelas(saldoComDesconto.valorAtualizado, configuracao);
          const min = new Decimal(configuracao.valorMinParcelas);
          // the formula at its boundary
          expect(max).toBe(
            Math.max(
              1,
              Math.min(
                configuracao.maxParcelas,
                Math.floor(saldoComDesconto.valorAtualizado.div(min).toNumber()),
              ),
            ),
          );
          if (max >= 2) {
            const primeira = saldoComDesconto.valorAtualizado
              .dividedBy(max)
              .toDecimalPlaces(2, Decimal.ROUND_DOWN);
            const ok = checkValid({ ...base, ...dates, totalParcelas: max, valorPrimeiraParcela: primeira });
            expect(ok.valido).toBe(true);
          }
          const over = simularParcelamento({
            ...base,
            ...dates,
            totalParcelas: max + 1,
            valorPrimeiraParcela: min,
          });
          expect(over.valido).toBe(false);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('docs/calculos.md §5 to §9 (worked examples)', () => {
  const n = (v: Decimal) => formatDecimalBR(v);
  const entrada: EntradaSimulacao = {
    debitos: [DEBITO],
    configuracao: CONFIG,
    desconto: 10,
    formaPagamento: 'PARCELADO',
    totalParcelas: 4,
    valorPrimeiraParcela: 2000,
    primeiroVencimento: '2024-01-31',
    hoje: '2024-01-20',
  };

  it('§5 discount table', () => {
    const saldo = somarSaldos([
      { valorAtualizado: '333.33', valorCorrecao: '0.10', valorJuros: '10.01', valorMulta: '1' },
    ])!;
    const { valorDesconto: d, saldoComDesconto: c } = aplicarDesconto(saldo, '12.5');
    const doc = secaoCalculos(5);
    expect(doc).toContain(
      `| principal | ${n(saldo.valorAtualizado)} | ${n(d.valorAtualizado)} (41,66625) | ${n(c.valorAtualizado)} |`,
    );
    expect(doc).toContain(
      `| correção | ${n(saldo.valorCorrecao)} | ${n(d.valorCorrecao)} (0,0125) | ${n(c.valorCorrecao)} |`,
    );
    expect(doc).toContain(
      `| juros | ${n(saldo.valorJuros)} | ${n(d.valorJuros)} (1,25125) | ${n(c.valorJuros)} |`,
    );
    expect(doc).toContain(
      `| multa | ${n(saldo.valorMulta)} | ${n(d.valorMulta)} (0,125) | ${n(c.valorMulta)} |`,
    );
    expect(doc).toContain(`| total | ${n(saldo.valorTotal)} | ${n(d.valorTotal)} | ${n(c.valorTotal)} |`);
  });

  it('§6 maximum quantity', () => {
    const max = (p: string) => calcularMaxParcelas(p, CONFIG);
    expect(secaoCalculos(6)).toContain(
      `principal R$ 9.000,00 → ${max('9000')}; R$ 1.000,00 → ${max('1000')}; R$ 999,99 → ${max('999.99')}; R$ 199,99 → ${max('199.99')}.`,
    );
  });

  it('§7 single payment', () => {
    const r = simularParcelamento({
      ...entrada,
      formaPagamento: 'A_VISTA',
      primeiroVencimento: '2024-02-29',
    });
    const p = r.parcelas[0]!;
    const doc = secaoCalculos(7);
    expect(doc).toContain(`= R$ ${n(r.resumo!.saldoComDesconto.valorTotal)};`);
    expect(doc).toContain(`honorários: 10 % de 11.250,00 = ${formatBRL(p.valorHonorarios)};`);
    expect(doc).toContain(`parcela única: ${formatBRL(p.valorTotal)}.`);
    expect(p.valorJurosMesPagamento.isZero()).toBe(true);
  });

  it('§8 instalment table and agreement total', () => {
    const r = simularParcelamento(entrada);
    const doc = secaoCalculos(8);
    for (const p of r.parcelas) {
      const [y, m, d] = p.dataVencimento.split('-');
      const row = [
        p.parcela,
        `${d}/${m}/${y}`,
        n(p.valorParceladoPrincipal),
        n(p.correcao),
        n(p.valorJuros),
        n(p.valorMulta),
        n(p.valorJurosMesPagamento),
        n(p.valorHonorarios),
        n(p.valorTotal),
      ];
      expect(doc).toContain(`| ${row.join(' | ')} |`);
    }
    const s = r.resumo!;
    expect(doc).toContain(
      `${n(s.saldoComDesconto.valorTotal)} + ${n(s.valorTotalJurosMesPagamento)} (juros do mês) + ${n(s.valorTotalHonorarios)} (honorários) = ${formatBRL(s.valorTotalAcordo)}`,
    );
    expect(sumMoney(r.parcelas.map((p) => p.valorTotal)).eq(s.valorTotalAcordo)).toBe(true);
  });

  it('§9 payment-time values', () => {
    const p = simularParcelamento(entrada).parcelas[1]!;
    const r = valoresNoPagamento({
      parcela: p,
      formaPagamento: 'PARCELADO',
      dataAcordo: '2024-01-20',
      dataPagamento: '2024-04-30',
      serie: IPCA,
      configuracao: CONFIG,
    });
    const corrigido = p.valorParceladoPrincipal.plus(r.valorCorrecaoPagamento);
    const doc = secaoCalculos(9);
    expect(doc).toContain(`fator ${formatDecimalBR(r.correcaoPagamento.fator, 12)}.`);
    expect(doc).toContain(`= ${formatBRL(corrigido)} (correção ${formatBRL(r.valorCorrecaoPagamento)});`);
    expect(doc).toContain(`juros do mês: 1 % de ${n(corrigido)} = ${formatBRL(r.valorJurosMesPagamento)};`);
    expect(doc).toContain(`honorários: 10 % de ${n(corrigido)} = ${formatBRL(r.valorHonorarios)};`);
    expect(doc).toContain(
      `total da guia: ${formatBRL(r.valorTotal)} (sem a correção seria ${formatBRL(r.valorTotalSemCorrecao)}`,
    );
  });
});

describe('primeiroVencimentoPadrao (issue 36 item 4)', () => {
  it('ten days ahead on a business day, never past the end of next month', () => {
    // 02/12/2026 + 10 = Saturday 12/12: Monday 14/12
    expect(primeiroVencimentoPadrao('2026-12-02')).toBe('2026-12-14');
    // 20/12/2026 + 10 = Wednesday 30/12
    expect(primeiroVencimentoPadrao('2026-12-20')).toBe('2026-12-30');
    // 25/12/2026 + 10 = 04/01/2027, a Monday
    expect(primeiroVencimentoPadrao('2026-12-25')).toBe('2027-01-04');
    // far ahead is held to the end of next month, on its last business day (31/01/2027 is a Sunday)
    expect(primeiroVencimentoPadrao('2026-12-02', 90)).toBe('2027-01-29');
  });

  it('the agreement with no first due date starts on it', () => {
    const hoje = '2026-12-02';
    const r = simularParcelamento({
      debitos: [DEBITO],
      configuracao: CONFIG,
      formaPagamento: 'PARCELADO',
      totalParcelas: 3,
      valorPrimeiraParcela: null,
      primeiroVencimento: primeiroVencimentoPadrao(hoje),
      hoje,
    });
    expect(r.parcelas.map((p) => p.dataVencimento)).toEqual(['2026-12-14', '2027-01-14', '2027-02-14']);
  });
});
