import { describe, expect, it } from 'vitest';
import { dadosBancariosSchema } from './orgaoCredor.schema.ts';

const chave = (chavePix: string | null) => dadosBancariosSchema.safeParse({ chavePix });

describe('the creditor body Pix key (the slips QR code pays to it)', () => {
  it('accepts CPF, CNPJ, e-mail, +55 phone and a random key, stored normalised', () => {
    expect(chave('529.982.247-25').data?.chavePix).toBe('52998224725');
    expect(chave('11.222.333/0001-81').data?.chavePix).toBe('11222333000181');
    expect(chave('Cobranca@Orgao.RJ.gov.br').data?.chavePix).toBe('cobranca@orgao.rj.gov.br');
    expect(chave('+55 (21) 2334-6500').data?.chavePix).toBe('+552123346500');
    expect(chave('123E4567-E12B-12D1-A456-426655440000').data?.chavePix).toBe(
      '123e4567-e12b-12d1-a456-426655440000',
    );
    expect(chave('').data?.chavePix).toBeNull();
    expect(chave(null).data?.chavePix).toBeNull();
  });

  it("refuses anything else with 'Chave Pix inválida'", () => {
    for (const k of ['529.982.247-24', '2123346500', 'sem-arroba', '+1 555 0100', 'x'.repeat(78)]) {
      const r = chave(k);
      expect(r.success, k).toBe(false);
      expect(r.error?.issues[0]?.message).toBe('Chave Pix inválida');
    }
  });
});
