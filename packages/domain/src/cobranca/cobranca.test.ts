import '../test/fastCheckSeed.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromCents, toCents } from '../money.ts';
import { acoesDisponiveisCobranca, acaoPermitida } from './acoes.ts';
import {
  alocarPagamento,
  componentesZerados,
  distribuirEmOrdem,
  ORDEM_ALOCACAO,
  totalDosComponentes,
  type ValoresPorComponente,
} from './alocacao.ts';
import {
  baixaManualSchema,
  cancelarCobrancaSchema,
  MENSAGENS_COBRANCA as M,
  requerenteSchema,
} from './cobranca.schema.ts';

const comp = (v: Partial<Record<keyof ValoresPorComponente, number>>): ValoresPorComponente => {
  const r = componentesZerados();
  for (const [k, c] of Object.entries(v)) r[k as keyof ValoresPorComponente] = fromCents(c);
  return r;
};

describe('alocação de pagamentos (docs/workflow.md "Values")', () => {
  it('settles fees, monthly interest, interest, fine, correction, principal in that order', () => {
    const devido = comp({
      valorHonorarios: 1000,
      valorJurosMesPagamento: 200,
      valorJuros: 300,
      valorMulta: 400,
      valorCorrecao: 500,
      valorPrincipal: 10000,
    });
    const { alocado, excedente } = alocarPagamento(devido, componentesZerados(), '16.50');
    expect(ORDEM_ALOCACAO.map((k) => toCents(alocado[k]))).toEqual([1000n, 200n, 300n, 150n, 0n, 0n]);
    expect(excedente.isZero()).toBe(true);
    const depois = alocarPagamento(devido, alocado, '200');
    expect(toCents(depois.alocado.valorMulta)).toBe(250n);
    expect(toCents(depois.excedente)).toBe(20000n - 250n - 500n - 10000n);
  });

  it('never allocates more than is open, and allocated + excess = amount', () => {
    const c = fc.integer({ min: 0, max: 1_000_000 });
    fc.assert(
      fc.property(
        fc.array(c, { minLength: 6, maxLength: 6 }),
        fc.array(c, { minLength: 6, maxLength: 6 }),
        c,
        (dv, pg, valor) => {
          const devido = comp(Object.fromEntries(ORDEM_ALOCACAO.map((k, i) => [k, dv[i]!])));
          const pago = comp(Object.fromEntries(ORDEM_ALOCACAO.map((k, i) => [k, Math.min(pg[i]!, dv[i]!)])));
          const { alocado, excedente } = alocarPagamento(devido, pago, fromCents(valor));
          for (const k of ORDEM_ALOCACAO) {
            expect(alocado[k].gte(0)).toBe(true);
            expect(pago[k].plus(alocado[k]).lte(devido[k])).toBe(true);
          }
          expect(toCents(totalDosComponentes(alocado).plus(excedente))).toBe(BigInt(valor));
        },
      ),
    );
  });

  it('spreads over debts in order up to each capacity, the rest on the last', () => {
    expect(distribuirEmOrdem('150', ['100', '30', '10']).map((x) => x.toFixed(2))).toEqual([
      '100.00',
      '30.00',
      '20.00',
    ]);
    expect(distribuirEmOrdem('5', ['0', '10']).map((x) => x.toFixed(2))).toEqual(['0.00', '5.00']);
  });
});

describe('ações da cobrança (spec 03 §4)', () => {
  it('follows the table by status and number of instalments', () => {
    const todas = new Set([
      'PROCESSO_COBRANCA_CANCELAR',
      'BAIXA_MANUAL_BOLETO',
      'PROCESSO_COBRANCA_EMITIR_BOLETO',
      'PROCESSO_COBRANCA_ANEXAR_TERMO_PARCELAMENTO',
      'PROCESSO_COBRANCA_CONSULTAR',
    ]);
    expect(acoesDisponiveisCobranca(200, 1, todas)).toEqual(['CANCELAR', 'BAIXA_MANUAL', 'EMITIR_BOLETO']);
    expect(acoesDisponiveisCobranca(204, 4, todas)).toEqual([
      'CANCELAR',
      'ANEXAR_TERMO_PARCELAMENTO',
      'GERAR_TERMO_PARCELAMENTO',
    ]);
    expect(acoesDisponiveisCobranca(201, 4, todas)).toEqual(['CANCELAR', 'BAIXA_MANUAL']);
    expect(acoesDisponiveisCobranca(202, 4, todas)).toEqual([]);
    expect(acoesDisponiveisCobranca(203, 1, todas)).toEqual([]);
    expect(acaoPermitida('CANCELAR', 201, 1)).toBe(false);
    expect(acoesDisponiveisCobranca(200, 1, new Set(['BAIXA_MANUAL_BOLETO']))).toEqual(['BAIXA_MANUAL']);
  });
});

describe('esquemas', () => {
  it('cancellation reason 5 to 200 (the text says 100)', () => {
    const r = (motivo: string) => cancelarCobrancaSchema.safeParse({ idProcessoCobranca: 1, motivo });
    expect(r('').error?.issues[0]?.message).toBe(M.motivoObrigatorio);
    expect(r('  ').error?.issues.map((i) => i.message)).toEqual([M.motivoObrigatorio]);
    expect(r('abcd').error?.issues[0]?.message).toBe(M.motivoMinimo);
    expect(r('x'.repeat(201)).error?.issues[0]?.message).toBe(M.motivoMaximo);
    expect(r('x'.repeat(200)).success).toBe(true);
  });

  it('manual settlement: date not after today, value, instalment and proof of type 8', () => {
    const r = baixaManualSchema('2024-05-10').safeParse({
      idProcessoCobranca: 1,
      dataPagamento: '2024-05-11',
      lancamentos: [],
      documentos: [],
    });
    expect(r.error?.issues.map((i) => i.message)).toEqual(
      expect.arrayContaining([
        M.dataFutura,
        M.campoObrigatorio,
        M.parcelaObrigatoria,
        M.comprovanteObrigatorio,
      ]),
    );
  });

  it('requester: CPF digits and check, e-mail, phone', () => {
    const base = {
      tipo: 'TITULAR',
      nome: 'Maria das Dores',
      cpf: '529.982.247-25',
      email: 'A@B.COM',
      telefone: '(11) 98765-4321',
    };
    expect(requerenteSchema.parse(base)).toMatchObject({
      cpf: '52998224725',
      email: 'a@b.com',
      telefone: '11987654321',
    });
    const erros = (v: object) =>
      requerenteSchema.safeParse({ ...base, ...v }).error?.issues.map((i) => i.message);
    expect(erros({ cpf: '1234' })).toEqual([M.cpfDigitos]);
    expect(erros({ cpf: '529.982.247-26' })).toEqual([M.cpfInvalido]);
    expect(erros({ telefone: '123' })).toEqual([M.telefoneTamanho]);
    expect(erros({ telefone: '(11) 11111-1111' })).toEqual([M.telefoneInvalido]);
    expect(erros({ nome: 'Ana' })).toEqual([M.nomeTamanho]);
  });
});
