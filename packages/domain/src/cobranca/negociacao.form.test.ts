import { describe, expect, it } from 'vitest';
import { toDecimal } from '../money.ts';
import { MENSAGENS_NEGOCIACAO } from '../negociacao.ts';
import { MENSAGENS_COBRANCA } from './cobranca.schema.ts';
import {
  etapaAnterior,
  etapasDoAssistente,
  etapaSeguinte,
  formaPagamentoEtapaSchema,
  mesmaSimulacao,
  parcelamentoEtapaSchema,
  primeiraParcelaSugerida,
  requerenteEtapaSchema,
  tiposRequerenteDoDevedor,
  ultimoVencimentoAVista,
} from './negociacao.form.ts';

const mensagens = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('the wizard steps (spec 03 §2.6, spec 02 §2.6)', () => {
  it('has the selection step only without debts chosen beforehand', () => {
    expect(etapasDoAssistente(true)).toEqual([
      'REQUERENTE',
      'FORMA_PAGAMENTO',
      'PARCELAMENTO',
      'REVISAO',
      'CONCLUSAO',
    ]);
    expect(etapasDoAssistente(false)[0]).toBe('SELECAO');
  });

  it('skips the instalment step both ways when the payment is À VISTA', () => {
    expect(etapaSeguinte('FORMA_PAGAMENTO', 'A_VISTA')).toBe('REVISAO');
    expect(etapaSeguinte('FORMA_PAGAMENTO', 'PARCELADO')).toBe('PARCELAMENTO');
    expect(etapaAnterior('REVISAO', 'A_VISTA', true)).toBe('FORMA_PAGAMENTO');
    expect(etapaAnterior('REVISAO', 'PARCELADO', true)).toBe('PARCELAMENTO');
    expect(etapaAnterior('REQUERENTE', null, false)).toBe('SELECAO');
    expect(etapaAnterior('REQUERENTE', null, true)).toBe('REQUERENTE');
  });

  it('offers the company type for a CNPJ debtor and the Titular for a CPF one', () => {
    expect(tiposRequerenteDoDevedor('12345678000195')).toEqual(['REPRESENTANTE_EMPRESA', 'PROCURADOR']);
    expect(tiposRequerenteDoDevedor('529.982.247-25')).toEqual(['TITULAR', 'PROCURADOR']);
  });
});

describe('the step rules', () => {
  const hoje = '2026-11-24';

  it('À VISTA is due from today to the end of next month', () => {
    const s = formaPagamentoEtapaSchema(hoje);
    expect(ultimoVencimentoAVista(hoje)).toBe('2026-12-31');
    expect(s.safeParse({ formaPagamento: 'A_VISTA', primeiroVencimento: '2026-12-31' }).success).toBe(true);
    const faixa = MENSAGENS_NEGOCIACAO.vencimentoAVista(hoje, '2026-12-31');
    expect(mensagens(s.safeParse({ formaPagamento: 'A_VISTA', primeiroVencimento: '2027-01-01' }))).toEqual({
      primeiroVencimento: faixa,
    });
    expect(mensagens(s.safeParse({ formaPagamento: 'A_VISTA', primeiroVencimento: '2026-11-23' }))).toEqual({
      primeiroVencimento: faixa,
    });
    expect(mensagens(s.safeParse({ formaPagamento: 'A_VISTA', primeiroVencimento: null }))).toEqual({
      primeiroVencimento: MENSAGENS_COBRANCA.vencimentoObrigatorio,
    });
    // PARCELADO needs no date here: the instalments' dates come from the simulation
    expect(s.safeParse({ formaPagamento: 'PARCELADO', primeiroVencimento: null }).success).toBe(true);
  });

  it('asks for an option and a discount from 0 to 99', () => {
    const s = formaPagamentoEtapaSchema(hoje);
    expect(mensagens(s.safeParse({}))).toEqual({ formaPagamento: MENSAGENS_NEGOCIACAO.selecioneOpcao });
    for (const desconto of [-1, 99.5, 100])
      expect(mensagens(s.safeParse({ formaPagamento: 'PARCELADO', desconto }))).toEqual({
        desconto: MENSAGENS_NEGOCIACAO.descontoInvalido,
      });
    expect(s.parse({ formaPagamento: 'PARCELADO', desconto: null }).desconto).toBe(0);
    expect(s.parse({ formaPagamento: 'PARCELADO', desconto: 99 }).desconto).toBe(99);
  });

  it('keeps the quantity between 2 and the maximum and the first instalment within its bounds', () => {
    const s = parcelamentoEtapaSchema(12, { valorMinimoParcela: 100, valorPrincipal: 1500 }, '2026-12-02');
    const d = { primeiroVencimento: '2026-12-14' };
    const msg = MENSAGENS_NEGOCIACAO.quantidadeParcelas(12);
    for (const q of [1, 13, 2.5, undefined])
      expect(mensagens(s.safeParse({ ...d, quantidadeParcelas: q, valorPrimeiraParcela: 200 }))).toEqual({
        quantidadeParcelas: msg,
      });
    expect(s.safeParse({ ...d, quantidadeParcelas: 12, valorPrimeiraParcela: 100 }).success).toBe(true);
    expect(s.safeParse({ ...d, quantidadeParcelas: 12, valorPrimeiraParcela: 1500 }).success).toBe(true);
    const minimo = MENSAGENS_NEGOCIACAO.primeiraParcelaMinima(toDecimal(100));
    expect(minimo).toBe('O valor da primeira parcela deve ser maior que R$ 100,00');
    for (const v of [99.99, null, Number.NaN])
      expect(mensagens(s.safeParse({ ...d, quantidadeParcelas: 2, valorPrimeiraParcela: v }))).toEqual({
        valorPrimeiraParcela: minimo,
      });
    expect(mensagens(s.safeParse({ ...d, quantidadeParcelas: 2, valorPrimeiraParcela: 1500.01 }))).toEqual({
      valorPrimeiraParcela: MENSAGENS_NEGOCIACAO.primeiraParcelaMaxima,
    });
  });

  it('takes the first due date from today to the end of next month (issue 36 item 4)', () => {
    const s = parcelamentoEtapaSchema(12, { valorMinimoParcela: 100, valorPrincipal: 1500 }, '2026-12-02');
    const ok = (primeiroVencimento: string | undefined) =>
      mensagens(s.safeParse({ quantidadeParcelas: 2, valorPrimeiraParcela: 200, primeiroVencimento }));
    expect(ok('2026-12-02')).toEqual({});
    expect(ok('2027-01-31')).toEqual({});
    expect(ok('2026-12-01')).toEqual({
      primeiroVencimento: MENSAGENS_NEGOCIACAO.primeiroVencimento('2026-12-02'),
    });
    expect(ok('2027-02-01')).toEqual({
      primeiroVencimento: MENSAGENS_NEGOCIACAO.primeiroVencimentoMaximo('2027-01-31'),
    });
    expect(Object.keys(ok(undefined))).toEqual(['primeiroVencimento']);
  });

  it('proposes the principal shared evenly, to the cent below', () => {
    expect(primeiraParcelaSugerida(1000, 3)).toBe(333.33);
    expect(primeiraParcelaSugerida(1000.01, 2)).toBe(500);
    expect(primeiraParcelaSugerida(250, 1)).toBe(250);
  });

  it('requires the files unless the requester has them on file', () => {
    const r = {
      tipo: 'PROCURADOR',
      nome: 'MARIA DA SILVA',
      cpf: '52998224725',
      email: 'm@x.com.br',
      telefone: '21987654321',
    };
    expect(
      mensagens(requerenteEtapaSchema({ identificacao: false, comprovante: false }).safeParse(r)),
    ).toEqual({
      arquivoIdentificacao: MENSAGENS_COBRANCA.documentoObrigatorio,
      comprovanteRepresentacao: MENSAGENS_COBRANCA.comprovanteRepresentacao,
    });
    expect(requerenteEtapaSchema({ identificacao: true, comprovante: true }).safeParse(r).success).toBe(true);
    const titular = { ...r, tipo: 'TITULAR' };
    expect(
      mensagens(requerenteEtapaSchema({ identificacao: true, comprovante: false }).safeParse(titular)),
    ).toEqual({});
  });

  it('a simulation of other conditions is stale', () => {
    const c = { quantidadeParcelas: 3, valorPrimeiraParcela: null, desconto: 10 };
    expect(mesmaSimulacao(c, { ...c })).toBe(true);
    expect(mesmaSimulacao(c, { ...c, quantidadeParcelas: 4 })).toBe(false);
    expect(mesmaSimulacao(c, { ...c, valorPrimeiraParcela: 50 })).toBe(false);
    expect(mesmaSimulacao(null, c)).toBe(false);
  });
});
