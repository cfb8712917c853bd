import { describe, expect, it } from 'vitest';
import {
  EFEITO_MOVIMENTO,
  efeitoDoMovimento,
  MOVIMENTOS_RETORNO,
  movimentoDePagamento,
  movimentoDeRejeicao,
} from './arquivoBancario.schema.ts';
import { aplicarResolucao } from './conciliacao.ts';
import { situacaoDoBoletoApos } from './situacaoBoleto.ts';

describe('the movement table (EFEITO_MOVIMENTO)', () => {
  it('holds each code once, with its label and effect; an unknown code has none', () => {
    expect(Object.keys(MOVIMENTOS_RETORNO)).toEqual(Object.keys(EFEITO_MOVIMENTO));
    expect(MOVIMENTOS_RETORNO['06']).toBe('Liquidação');
    expect(efeitoDoMovimento('99')).toEqual({ tipo: 'SEM_EFEITO' });
  });

  it('payments are 06 and 17, a rejection is 03', () => {
    const codigos = [...Object.keys(EFEITO_MOVIMENTO), '99'];
    expect(codigos.filter(movimentoDePagamento).sort()).toEqual(['06', '17']);
    expect(codigos.filter(movimentoDeRejeicao)).toEqual(['03']);
  });
});

describe("the slip's bank status machine", () => {
  it('a slip already paid stays so; a payment is taken from any status', () => {
    for (const acao of ['REGISTRADO', 'REJEITADO', 'BAIXADO'] as const) {
      expect(situacaoDoBoletoApos('PAGO', acao)).toBeUndefined();
      expect(situacaoDoBoletoApos('ENVIADO', acao)).toBe(acao);
      expect(situacaoDoBoletoApos(null, acao)).toBe(acao);
    }
    for (const s of [null, 'PENDENTE', 'ENVIADO', 'REGISTRADO', 'BAIXADO', 'PAGO'] as const)
      expect(situacaoDoBoletoApos(s, 'PAGO')).toBe('PAGO');
  });
});

describe("the reconciliation queue line's machine", () => {
  it('resolves a line once, from PENDENTE', () => {
    expect(aplicarResolucao('PENDENTE', 'ACEITO')).toMatchObject({
      ok: true,
      proximo: { situacao: 'RESOLVIDO' },
    });
    expect(aplicarResolucao('RESOLVIDO', 'DESCARTADO')).toEqual({
      ok: false,
      codigo: 'NAO_DISPONIVEL',
      motivo: 'Esta pendência de conciliação já foi resolvida.',
    });
  });
});
