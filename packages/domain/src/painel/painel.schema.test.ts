import { addDays, todayInSaoPaulo } from '../calendar.ts';
import { describe, expect, it } from 'vitest';
import { dashboardDividaAtivaFiltroSchema, MENSAGENS_PAINEL } from './painel.schema.ts';

const problemas = (v: unknown) => {
  const r = dashboardDividaAtivaFiltroSchema.safeParse(v);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};
const hoje = todayInSaoPaulo();

describe('the /cda period', () => {
  it('needs both dates of the period; the charts take both or none', () => {
    expect(problemas({})).toEqual({
      dataInicio: MENSAGENS_PAINEL.periodoObrigatorio,
      dataFim: MENSAGENS_PAINEL.periodoObrigatorio,
    });
    expect(problemas({ dataInicio: hoje, dataFim: hoje })).toEqual({});
    expect(problemas({ dataInicio: hoje, dataFim: hoje, dataInicioGrafico: hoje })).toEqual({
      dataFimGrafico: 'Campo obrigatório',
    });
  });

  it('refuses an inverted, future or longer than five years period', () => {
    expect(problemas({ dataInicio: hoje, dataFim: addDays(hoje, -1) })).toEqual({
      dataInicio: 'A data deve ser anterior a Data - Fim',
      dataFim: 'A data deve ser posterior a Data - Inicio',
    });
    expect(problemas({ dataInicio: hoje, dataFim: addDays(hoje, 1) })).toEqual({
      dataFim: 'A data não pode ser posterior a hoje',
    });
    expect(problemas({ dataInicio: addDays(hoje, -5 * 366), dataFim: hoje })).toEqual({});
    expect(problemas({ dataInicio: addDays(hoje, -5 * 366 - 1), dataFim: hoje })).toEqual({
      dataFim: MENSAGENS_PAINEL.periodoLongo,
    });
  });
});
