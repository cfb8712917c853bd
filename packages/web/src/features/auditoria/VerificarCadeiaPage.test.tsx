import { describe, expect, it } from 'vitest';
import { resultadoDaVerificacao } from './VerificarCadeiaPage.tsx';

describe('the chain verification as the auditor reads it (issue 26 item 4)', () => {
  it('says the chain is whole, with the rows verified', () => {
    expect(resultadoDaVerificacao({ ok: true, linhasVerificadas: 12345, primeiraDivergencia: null })).toBe(
      'Cadeia íntegra: 12.345 registros verificados.',
    );
  });
  it('names the first row that does not match, with its date in Brasília', () => {
    expect(
      resultadoDaVerificacao({
        ok: false,
        linhasVerificadas: 40,
        primeiraDivergencia: { id: 17, em: '2026-11-26T15:04:00.000Z' },
      }),
    ).toBe(
      'Cadeia rompida: o registro nº 17, de 26/11/2026 12:04, não confere (alterado ou removido fora do sistema). 40 registros verificados.',
    );
  });
});
