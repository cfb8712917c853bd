import { describe, expect, it } from 'vitest';
import { MENSAGENS_RELATORIO, relatorioSinteticoFiltroSchema } from './relatorioSintetico.schema.ts';

const problemas = (v: unknown) => {
  const r = relatorioSinteticoFiltroSchema.safeParse(v);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the synthetic report filter', () => {
  it('needs both dates (spec 02 §5), in order', () => {
    expect(problemas({})).toEqual({
      dataInicio: MENSAGENS_RELATORIO.periodoObrigatorio,
      dataFim: MENSAGENS_RELATORIO.periodoObrigatorio,
    });
    expect(problemas({ dataInicio: '2026-01-01' })).toEqual({
      dataFim: MENSAGENS_RELATORIO.periodoObrigatorio,
    });
    expect(problemas({ dataInicio: '2026-02-01', dataFim: '2026-01-01' })).toEqual({
      dataInicio: 'A data deve ser anterior a Data - Fim',
      dataFim: 'A data deve ser posterior a Data - Inicio',
    });
    expect(problemas({ dataInicio: '2026-13-01', dataFim: '2026-01-01' })).toMatchObject({
      dataInicio: 'Data inválida',
    });
  });

  it('takes the optional debtor, phase and situation', () => {
    const r = relatorioSinteticoFiltroSchema.parse({
      dataInicio: '2026-01-01',
      dataFim: '2026-01-31',
      idDevedor: 7,
      idFaseProcesso: 4,
      idSituacaoProcesso: null,
      excluido: false,
    });
    expect(r).toMatchObject({ idDevedor: 7, idFaseProcesso: 4, idSituacaoProcesso: null });
    for (const idDevedor of [-1, 2 ** 31, '7', true, 1.5])
      expect(
        problemas({ dataInicio: '2026-01-01', dataFim: '2026-01-31', idDevedor }),
        String(idDevedor),
      ).toEqual({
        idDevedor: 'Identificador inválido',
      });
    // 0 is "any", as in the other filters
    expect(problemas({ dataInicio: '2026-01-01', dataFim: '2026-01-31', idFaseProcesso: 0 })).toEqual({});
  });
});
