import { describe, expect, it } from 'vitest';
import { PERMISSOES_PGE, type Permissao } from '../permissions.ts';
import {
  ACOES_CDA,
  ACOES_CDA_DEF,
  acoesCdaDisponiveis,
  aplicarAcaoCda,
  DESCRICAO_STATUS_JUSTICA,
  DESCRICAO_STATUS_PROTESTO,
  MENSAGENS_CDA,
  STATUS_JUSTICA,
  STATUS_PROTESTO,
  type EstadoCda,
} from './cda.ts';

const inscrita: EstadoCda = {
  situacao: 101,
  statusCobranca: 'SEM_ACORDO',
  statusJustica: 'SEM_PROCESSO',
  statusProtesto: 'SEM_PROTESTO',
};
const com = (e: Partial<EstadoCda>): EstadoCda => ({ ...inscrita, ...e });
const PGE = new Set<Permissao>(PERMISSOES_PGE);

describe('CDA: rótulos e permissões', () => {
  it('tem um rótulo em português para cada situação e uma permissão da PGE para cada ação', () => {
    expect(Object.keys(DESCRICAO_STATUS_JUSTICA).sort()).toEqual([...STATUS_JUSTICA].sort());
    expect(Object.keys(DESCRICAO_STATUS_PROTESTO).sort()).toEqual([...STATUS_PROTESTO].sort());
    expect(DESCRICAO_STATUS_PROTESTO.AGUARDANDO_CONFIRMACAO_CARTORIO).toBe(
      'Aguardando confirmação do cartório',
    );
    for (const a of ACOES_CDA) expect(PERMISSOES_PGE).toContain(ACOES_CDA_DEF[a].permissao);
  });
});

describe('CDA: ações disponíveis', () => {
  it('uma CDA recém-inscrita pode ser ajuizada ou enviada a protesto', () => {
    expect(acoesCdaDisponiveis(inscrita)).toEqual(['REGISTRAR_AJUIZAMENTO', 'ENVIAR_PROTESTO']);
  });

  it('segue as situações judicial e de protesto de forma independente', () => {
    expect(acoesCdaDisponiveis(com({ statusJustica: 'AJUIZADA', statusProtesto: 'PROTESTADA' }))).toEqual([
      'SUSPENDER_POR_ORDEM_JUDICIAL',
      'REGISTRAR_EXTINCAO_JUDICIAL',
      'ENCERRAR_PROTESTO',
      'REGISTRAR_NAO_LOCALIZACAO',
      'REGISTRAR_CITACAO_OU_PENHORA',
    ]);
    expect(
      acoesCdaDisponiveis(
        com({ statusJustica: 'PROCESSO_SUSPENSO', statusProtesto: 'AGUARDANDO_CONFIRMACAO_CARTORIO' }),
      ),
    ).toEqual([
      'REVOGAR_SUSPENSAO_JUDICIAL',
      'REGISTRAR_EXTINCAO_JUDICIAL',
      'REGISTRAR_PROTESTO',
      'REGISTRAR_IRREGULARIDADE_PROTESTO',
      'REGISTRAR_NAO_LOCALIZACAO',
      'REGISTRAR_CITACAO_OU_PENHORA',
    ]);
    expect(acoesCdaDisponiveis(com({ statusProtesto: 'SEM_PROTESTO_IRREGULARIDADE' }))).toContain(
      'ENVIAR_PROTESTO',
    );
  });

  it('nada é oferecido fora da situação 101', () => {
    for (const situacao of [104, 11, 4, 28] as const) {
      expect(acoesCdaDisponiveis(com({ situacao, statusJustica: 'AJUIZADA' }))).toEqual([]);
    }
  });

  it('um acordo de pagamento impede ajuizar e protestar, não as decisões judiciais', () => {
    expect(acoesCdaDisponiveis(com({ statusCobranca: 'PARCELAMENTO_VIGENTE' }))).toEqual([]);
    expect(acoesCdaDisponiveis(com({ statusCobranca: 'PAGAMENTO_NEGOCIADO' }))).toEqual([
      'REGISTRAR_AJUIZAMENTO',
      'ENVIAR_PROTESTO',
    ]);
    expect(
      acoesCdaDisponiveis(com({ statusCobranca: 'PARCELAMENTO_NEGOCIADO', statusJustica: 'AJUIZADA' })),
    ).toEqual([
      'SUSPENDER_POR_ORDEM_JUDICIAL',
      'REGISTRAR_EXTINCAO_JUDICIAL',
      'REGISTRAR_NAO_LOCALIZACAO',
      'REGISTRAR_CITACAO_OU_PENHORA',
    ]);
  });

  it('uma CDA prescrita não é ajuizada nem protestada (docs/prazos-e-prescricao.md)', () => {
    expect(acoesCdaDisponiveis(com({ prescrita: true }))).toEqual([]);
    const r = aplicarAcaoCda(com({ prescrita: true }), 'ENVIAR_PROTESTO');
    expect(r.ok).toBe(false);
    expect(!r.ok && r.motivo).toBe(MENSAGENS_CDA.prescrita);
  });

  it('com as permissões, mostra só as que o usuário pode executar', () => {
    expect(acoesCdaDisponiveis(inscrita, new Set())).toEqual([]);
    expect(
      acoesCdaDisponiveis(inscrita, new Set<Permissao>(['PROCESSO_CONSTITUICAO_CREDITO_ENVIAR_PROTESTO'])),
    ).toEqual(['ENVIAR_PROTESTO']);
  });
});

describe('CDA: aplicar uma ação', () => {
  it('percorre a via judicial até a extinção, que encerra o processo (fase 2, situação 11)', () => {
    let e = inscrita;
    for (const [acao, justica] of [
      ['REGISTRAR_AJUIZAMENTO', 'AJUIZADA'],
      ['SUSPENDER_POR_ORDEM_JUDICIAL', 'PROCESSO_SUSPENSO'],
      ['REVOGAR_SUSPENSAO_JUDICIAL', 'AJUIZADA'],
    ] as const) {
      const r = aplicarAcaoCda(e, acao, PGE);
      if (!r.ok) throw new Error(r.motivo);
      expect(r.proximo).toEqual({ ...e, statusJustica: justica });
      expect(r.fase).toBe(4);
      e = r.proximo;
    }
    const fim = aplicarAcaoCda(e, 'REGISTRAR_EXTINCAO_JUDICIAL', PGE);
    expect(fim).toMatchObject({
      ok: true,
      fase: 2,
      proximo: { situacao: 11, statusJustica: 'PROCESSO_EXTINTO' },
    });
  });

  it('percorre o protesto: envio, registro e encerramento; ou a irregularidade', () => {
    const enviada = aplicarAcaoCda(inscrita, 'ENVIAR_PROTESTO');
    expect(enviada).toMatchObject({
      ok: true,
      proximo: { statusProtesto: 'AGUARDANDO_CONFIRMACAO_CARTORIO' },
    });
    const aguardando = com({ statusProtesto: 'AGUARDANDO_CONFIRMACAO_CARTORIO' });
    expect(aplicarAcaoCda(aguardando, 'REGISTRAR_IRREGULARIDADE_PROTESTO')).toMatchObject({
      proximo: { statusProtesto: 'SEM_PROTESTO_IRREGULARIDADE' },
    });
    const protestada = aplicarAcaoCda(aguardando, 'REGISTRAR_PROTESTO');
    expect(protestada).toMatchObject({ proximo: { statusProtesto: 'PROTESTADA' } });
    expect(aplicarAcaoCda(com({ statusProtesto: 'PROTESTADA' }), 'ENCERRAR_PROTESTO')).toMatchObject({
      proximo: { statusProtesto: 'SEM_PROTESTO', situacao: 101 },
    });
  });

  it('recusa com mensagens em português: 409 quando não oferecida, 403 sem permissão', () => {
    expect(aplicarAcaoCda(com({ statusJustica: 'AJUIZADA' }), 'REGISTRAR_AJUIZAMENTO', PGE)).toEqual({
      ok: false,
      codigo: 'NAO_DISPONIVEL',
      motivo: "A ação 'Registrar Ajuizamento' não está disponível: a situação judicial da CDA é 'Ajuizada'.",
    });
    expect(aplicarAcaoCda(inscrita, 'ENCERRAR_PROTESTO', PGE)).toMatchObject({
      codigo: 'NAO_DISPONIVEL',
      motivo:
        "A ação 'Encerrar Protesto' não está disponível: a situação de protesto da CDA é 'Sem protesto'.",
    });
    expect(aplicarAcaoCda(com({ situacao: 104 }), 'ENVIAR_PROTESTO', PGE)).toMatchObject({
      motivo: MENSAGENS_CDA.naoInscrito,
    });
    expect(
      aplicarAcaoCda(com({ statusCobranca: 'PARCELAMENTO_NEGOCIADO' }), 'ENVIAR_PROTESTO'),
    ).toMatchObject({
      motivo: MENSAGENS_CDA.comAcordo,
    });
    expect(aplicarAcaoCda(inscrita, 'ENVIAR_PROTESTO', new Set())).toMatchObject({
      ok: false,
      codigo: 'SEM_PERMISSAO',
    });
  });

  it('oferece exatamente as ações que aplicaria, em todo estado', () => {
    for (const statusJustica of STATUS_JUSTICA)
      for (const statusProtesto of STATUS_PROTESTO)
        for (const statusCobranca of ['SEM_ACORDO', 'PARCELAMENTO_VIGENTE'] as const) {
          const e = com({ statusJustica, statusProtesto, statusCobranca });
          const oferecidas = acoesCdaDisponiveis(e, PGE);
          for (const a of ACOES_CDA) expect(aplicarAcaoCda(e, a, PGE).ok).toBe(oferecidas.includes(a));
        }
  });
});
