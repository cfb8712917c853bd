import { describe, expect, it } from 'vitest';
import { MENSAGENS_PRESCRICAO as M } from '../prazos/prescricao.schema.ts';
import { EVENTO_PRESCRICAO_DA_ACAO } from './prescricao.ts';
import { aplicarReconhecimento, type EstadoReconhecimento } from './reconhecimento.ts';

describe("the workflow rows' prescription column", () => {
  it('names the movements the clock reads, each with its event', () => {
    expect(Object.fromEntries(EVENTO_PRESCRICAO_DA_ACAO)).toEqual({
      SOLICITAR_INSCRICAO_DIVIDA_ATIVA: 'CONSTITUICAO',
      REGISTRAR_NAO_LOCALIZACAO: 'NAO_LOCALIZACAO',
      REGISTRAR_CITACAO_OU_PENHORA: 'CITACAO_OU_PENHORA',
      RECONHECER_PRESCRICAO: 'RECONHECIMENTO',
      ANULAR_RECONHECIMENTO_PRESCRICAO: 'ANULACAO_RECONHECIMENTO',
    });
  });
});

describe("the recognition's machine", () => {
  const estado = (e: Partial<EstadoReconhecimento>): EstadoReconhecimento => ({
    situacao: 'NENHUM',
    nivel: 'PRESCRITO',
    proponenteId: null,
    ...e,
  });
  it('proposes at level PRESCRITO only, once', () => {
    expect(aplicarReconhecimento(estado({}), 'PROPOR_RECONHECIMENTO_PRESCRICAO', 1)).toMatchObject({
      ok: true,
      proximo: { situacao: 'PROPOSTO' },
    });
    for (const nivel of ['CRITICO', null] as const)
      expect(aplicarReconhecimento(estado({ nivel }), 'PROPOR_RECONHECIMENTO_PRESCRICAO', 1)).toEqual({
        ok: false,
        codigo: 'NAO_DISPONIVEL',
        motivo: M.naoConsumada,
      });
    expect(
      aplicarReconhecimento(estado({ situacao: 'PROPOSTO' }), 'PROPOR_RECONHECIMENTO_PRESCRICAO', 1),
    ).toMatchObject({ ok: false, motivo: M.propostaPendente });
  });
  it('approves by another user only (403), annuls an approved one', () => {
    const proposto = estado({ situacao: 'PROPOSTO', proponenteId: 1 });
    expect(aplicarReconhecimento(proposto, 'RECONHECER_PRESCRICAO', 1)).toEqual({
      ok: false,
      codigo: 'SEM_PERMISSAO',
      motivo: M.outroAprovador,
    });
    expect(aplicarReconhecimento(proposto, 'RECONHECER_PRESCRICAO', 2)).toMatchObject({
      ok: true,
      proximo: { situacao: 'APROVADO' },
    });
    expect(aplicarReconhecimento(estado({}), 'RECONHECER_PRESCRICAO', 2)).toMatchObject({
      codigo: 'NAO_DISPONIVEL',
      motivo: M.semProposta,
    });
    expect(aplicarReconhecimento(proposto, 'ANULAR_RECONHECIMENTO_PRESCRICAO', 2)).toMatchObject({
      codigo: 'NAO_DISPONIVEL',
      motivo: M.naoReconhecida,
    });
    expect(
      aplicarReconhecimento(estado({ situacao: 'APROVADO' }), 'ANULAR_RECONHECIMENTO_PRESCRICAO', 2),
    ).toMatchObject({ ok: true, proximo: { situacao: 'ANULADO' } });
  });
});
