import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar.ts';
import { TODAS_PERMISSOES, type Permissao } from '../permissions.ts';
import {
  ACOES,
  acoesDisponiveis,
  aplicarAcao,
  FASE,
  faseDe,
  prazoFinal,
  diasRestantes,
  SITUACOES,
  TIPO_DOCUMENTO_ACAO,
  TRANSICOES,
  type Acao,
  type ContextoAcao,
  type DadosAcao,
  type EstadoProcesso,
  type SituacaoId,
} from './index.ts';

const HOJE = '2026-11-23';
const todas = new Set<Permissao>(TODAS_PERMISSOES);
const estado = (situacao: SituacaoId, extra: Partial<EstadoProcesso> = {}): EstadoProcesso => ({
  situacao,
  suspenso: false,
  statusCobranca: 'SEM_ACORDO',
  dataReferenciaPrazo: null,
  ...extra,
});

/** Every field an action may ask for, valid on HOJE; idSituacao the first the row lets one choose. */
function dadosCompletos(acao: Acao, situacao: SituacaoId): DadosAcao {
  const row = TRANSICOES.find((t) => t.acao === acao && t.de.includes(situacao));
  const escolhida = row && 'escolhida' in row.para ? row.para.escolhida[0] : undefined;
  return {
    dataReferencia: HOJE,
    dataFim: HOJE,
    motivo: 'Motivo registrado no teste',
    observacao: 'Observação registrada no teste',
    valores: { valorAtualizado: '100.00' },
    devedorNaoEncontrado: false,
    idSituacao: escolhida ?? null,
    dataInscricao: HOJE,
    nomeProcuradorSignatario: 'PROCURADOR DE TESTE',
  };
}

describe('the transition table', () => {
  it('names only known situations, and every action has at least one row', () => {
    const ids = new Set<number>(SITUACOES.map((s) => s.id));
    for (const t of TRANSICOES) {
      for (const s of t.de) expect(ids.has(s)).toBe(true);
      if ('situacao' in t.para) expect(ids.has(t.para.situacao)).toBe(true);
      if ('escolhida' in t.para) for (const s of t.para.escolhida) expect(ids.has(s)).toBe(true);
    }
    for (const acao of Object.keys(ACOES)) expect(TRANSICOES.some((t) => t.acao === acao)).toBe(true);
  });

  it('each action attaches the document type of spec 02 §4', () => {
    const D = TIPO_DOCUMENTO_ACAO;
    expect(ACOES.ANEXAR_TCC.documento).toBe(D.TCC);
    expect(ACOES.ANEXAR_AR_SEGUNDA_INSTANCIA.documento).toBe(D.AVISO_RECEBIMENTO);
    expect(ACOES.REGISTRAR_CIENCIA_DEVEDOR.documento).toBe(D.CIENCIA);
    expect(ACOES.ANEXAR_PAGINA_DIARIO_PRIMEIRA_INSTANCIA.documento).toBe(D.PAGINA_DIARIO);
    expect(ACOES.RECORRER.documento).toBe(D.CONTESTACAO_RECURSO);
    expect(ACOES.INDEFERIR_SEGUNDA_INSTANCIA.documento).toBe(D.DECISAO);
    expect(ACOES.QUITAR_DEBITO.documento).toBe(D.QUITACAO);
    expect(ACOES.PARCELAR_DEBITO.documento).toBe(D.PARCELAMENTO);
    expect(ACOES.SOLICITAR_INSCRICAO_DIVIDA_ATIVA.documento).toBe(D.SOLICITACAO_INSCRICAO);
    expect(ACOES.SUSPENDER_PROCESSO.documento).toBe(D.SUSPENSAO_REATIVACAO);
    expect(ACOES.REGISTRAR_PERDA_PARCELAMENTO.documento).toBe(D.PERDA_PARCELAMENTO);
  });

  it('uses the permissions of spec 02 §6 (rulings need CANCELAR_ULTIMA_ACAO, the appeal CONTESTAR_DEBITO)', () => {
    expect(ACOES.DEFERIR_PARCIALMENTE_PRIMEIRA_INSTANCIA.permissao).toBe(
      'PROCESSO_CONSTITUICAO_CREDITO_CANCELAR_ULTIMA_ACAO',
    );
    expect(ACOES.RECORRER.permissao).toBe('PROCESSO_CONSTITUICAO_CREDITO_CONTESTAR_DEBITO');
    expect(ACOES.ANEXAR_AR.permissao).toBe('PROCESSO_CONSTITUICAO_CREDITO_ANEXAR_AVISO_RECEBIMENTO');
  });
});

describe('a process from registration to inscription', () => {
  it('walks the table with its terms', () => {
    const ctx = (hoje: string, estadoAnterior?: EstadoProcesso): ContextoAcao => ({
      hoje,
      estadoAnterior,
      permissoes: todas,
    });
    let e = estado(27);
    const passo = (acao: Acao, dados: DadosAcao, hoje = '2026-11-05') => {
      const r = aplicarAcao(e, acao, dados, ctx(hoje));
      if (!r.ok) throw new Error(`${acao}: ${r.motivo}`);
      e = r.proximo;
      return r;
    };
    expect(acoesDisponiveis(e, ctx('2026-11-05'))).toEqual(['ANEXAR_TCC', 'SUSPENDER_PROCESSO']);
    passo('ANEXAR_TCC', {});
    expect(e.situacao).toBe(1);
    passo('ANEXAR_AR', { devedorNaoEncontrado: false, dataReferencia: '2026-11-05' });
    expect(e).toEqual(estado(3, { dataReferenciaPrazo: '2026-11-05' }));
    // 10 days from 5 Nov 2026 end on Sunday 15 Nov (a holiday too): the term moves to Monday 16.
    expect(prazoFinal('2026-11-05')).toBe('2026-11-16');
    expect(acoesDisponiveis(e, ctx('2026-11-16'))).toContain('CONTESTAR_DEBITO');
    expect(acoesDisponiveis(e, ctx('2026-11-16'))).not.toContain('SOLICITAR_INSCRICAO_DIVIDA_ATIVA');
    expect(acoesDisponiveis(e, ctx('2026-11-17'))).not.toContain('CONTESTAR_DEBITO');
    passo('CONTESTAR_DEBITO', {}, '2026-11-16');
    expect(faseDe(e.situacao)).toBe(FASE.EM_JULGAMENTO);
    passo('INDEFERIR_PRIMEIRA_INSTANCIA', {});
    expect(e.situacao).toBe(15);
    passo('REGISTRAR_CIENCIA_DEVEDOR_PRIMEIRA_INSTANCIA', { dataReferencia: '2026-11-10' }, '2026-11-10');
    expect(e).toEqual(estado(12, { dataReferenciaPrazo: '2026-11-10' }));
    // 10 days from 10 Nov end on Friday 20 Nov, a national holiday: the term moves to Monday 23.
    expect(prazoFinal('2026-11-10')).toBe('2026-11-23');
    expect(diasRestantes(prazoFinal('2026-11-10'), '2026-11-20')).toBe(3);
    passo('RECORRER', {}, '2026-11-23');
    passo('DEFERIR_PARCIALMENTE_SEGUNDA_INSTANCIA', {
      valores: { valorAtualizado: '10.00' },
      observacao: 'Reduzido em parte',
    });
    expect(e.situacao).toBe(25);
    passo('ANEXAR_PAGINA_DIARIO_SEGUNDA_INSTANCIA', { dataReferencia: '2026-11-24' }, '2026-11-24');
    expect(e.situacao).toBe(22);
    const cedo = aplicarAcao(e, 'SOLICITAR_INSCRICAO_DIVIDA_ATIVA', {}, ctx('2026-11-30'));
    expect(cedo).toMatchObject({
      ok: false,
      codigo: 'NAO_DISPONIVEL',
      motivo: 'O prazo do devedor ainda está em curso (até 04/12/2026).',
    });
    passo('SOLICITAR_INSCRICAO_DIVIDA_ATIVA', {}, '2026-12-05');
    expect(acoesDisponiveis(e, ctx('2026-12-05'))).toEqual(['INSCREVER_DIVIDA_ATIVA', 'DEVOLVER_PROCESSO']);
    passo(
      'INSCREVER_DIVIDA_ATIVA',
      { dataInscricao: '2026-12-05', nomeProcuradorSignatario: 'FULANO' },
      '2026-12-05',
    );
    expect(e).toEqual(estado(101));
  });

  it('ANEXAR_AR goes to the edital when the debtor was not found, and needs the date of receipt otherwise', () => {
    const ctx = { hoje: HOJE };
    expect(aplicarAcao(estado(1), 'ANEXAR_AR', { devedorNaoEncontrado: true }, ctx)).toMatchObject({
      ok: true,
      proximo: { situacao: 8 },
    });
    expect(aplicarAcao(estado(8), 'ANEXAR_AR', { devedorNaoEncontrado: true }, ctx)).toMatchObject({
      ok: false,
      codigo: 'NAO_DISPONIVEL',
    });
    expect(aplicarAcao(estado(1), 'ANEXAR_AR', { devedorNaoEncontrado: false }, ctx)).toMatchObject({
      ok: false,
      codigo: 'DADOS_INVALIDOS',
      campo: 'dataReferencia',
    });
    expect(
      aplicarAcao(estado(1), 'ANEXAR_AR', { devedorNaoEncontrado: false, dataReferencia: '2026-11-24' }, ctx),
    ).toMatchObject({
      ok: false,
      campo: 'dataReferencia',
      motivo: 'A data não pode ser posterior à data de hoje.',
    });
  });

  it('a returned process is archived, asked again or returned only without an agreement; DEVOLVER chooses 28, 107 or 111', () => {
    const ctx = { hoje: HOJE };
    expect(
      aplicarAcao(estado(104), 'DEVOLVER_PROCESSO', { idSituacao: 107, motivo: 'Falta o AR assinado' }, ctx),
    ).toMatchObject({
      ok: true,
      proximo: { situacao: 107 },
    });
    expect(
      aplicarAcao(estado(104), 'DEVOLVER_PROCESSO', { idSituacao: 7, motivo: 'Falta o AR assinado' }, ctx),
    ).toMatchObject({
      ok: false,
      campo: 'idSituacao',
    });
    const comAcordo = estado(28, { statusCobranca: 'PARCELAMENTO_VIGENTE' });
    expect(acoesDisponiveis(comAcordo, ctx)).toEqual([]);
    expect(acoesDisponiveis(estado(28), ctx)).toEqual([
      'ARQUIVAR_PROCESSO_DEVOLVIDO',
      'SOLICITAR_INSCRICAO_PROCESSO_DEVOLVIDO',
      'RETORNAR_PROCESSO',
    ]);
    expect(aplicarAcao(estado(111), 'RETORNAR_PROCESSO', { idSituacao: 12 }, ctx)).toMatchObject({
      ok: false,
      campo: 'dataReferencia',
    });
    expect(
      aplicarAcao(estado(111), 'RETORNAR_PROCESSO', { idSituacao: 12, dataReferencia: HOJE }, ctx),
    ).toMatchObject({
      ok: true,
      proximo: { situacao: 12, dataReferenciaPrazo: HOJE },
    });
  });

  it('offers to a user only the actions of its permissions, and refuses the others as such', () => {
    const permissoes = new Set<Permissao>(['PROCESSO_CONSTITUICAO_CREDITO_ANEXAR_TCC']);
    expect(acoesDisponiveis(estado(27), { hoje: HOJE, permissoes })).toEqual(['ANEXAR_TCC']);
    expect(
      aplicarAcao(estado(27), 'SUSPENDER_PROCESSO', dadosCompletos('SUSPENDER_PROCESSO', 27), {
        hoje: HOJE,
        permissoes,
      }),
    ).toMatchObject({
      ok: false,
      codigo: 'SEM_PERMISSAO',
    });
  });
});

const situacao = fc.constantFrom(...SITUACOES.map((s) => s.id));
const anyEstado = fc.record({
  situacao,
  suspenso: fc.boolean(),
  statusCobranca: fc.constantFrom(
    'SEM_ACORDO',
    'PAGAMENTO_NEGOCIADO',
    'PARCELAMENTO_NEGOCIADO',
    'PARCELAMENTO_VIGENTE',
  ) as fc.Arbitrary<EstadoProcesso['statusCobranca']>,
  dataReferenciaPrazo: fc.option(
    fc.integer({ min: -40, max: 0 }).map((d) => addDays(HOJE, d)),
    { nil: null },
  ),
});
const anyAcao = fc.constantFrom(...(Object.keys(ACOES) as Acao[]));
const anyCtx = fc
  .record({ estadoAnterior: fc.option(anyEstado, { nil: null }) })
  .map((c) => ({ hoje: HOJE, ...c }));

describe('properties of the rules', () => {
  it('an action is offered exactly when applying it with complete data succeeds', () => {
    fc.assert(
      fc.property(anyEstado, anyAcao, anyCtx, (e, acao, ctx) => {
        const oferecida = acoesDisponiveis(e, ctx).includes(acao);
        const r = aplicarAcao(e, acao, dadosCompletos(acao, e.situacao), ctx);
        expect(r.ok).toBe(oferecida);
        if (!r.ok) expect(r.codigo).toBe('NAO_DISPONIVEL');
      }),
      { numRuns: 2000 },
    );
  });

  it('a suspended process offers only REATIVAR_PROCESSO and CANCELAR_ULTIMA_ACAO', () => {
    fc.assert(
      fc.property(anyEstado, anyCtx, (e, ctx) => {
        const acoes = acoesDisponiveis({ ...e, suspenso: true }, ctx);
        for (const a of acoes) expect(['REATIVAR_PROCESSO', 'CANCELAR_ULTIMA_ACAO']).toContain(a);
      }),
    );
  });

  it('the last action is never cancelled in phases 2 and 4 (104 included)', () => {
    fc.assert(
      fc.property(anyEstado, anyCtx, (e, ctx) => {
        const fase = faseDe(e.situacao);
        if (fase === FASE.ENCERRADO || fase === FASE.DIVIDA_ATIVA) {
          expect(acoesDisponiveis(e, ctx)).not.toContain('CANCELAR_ULTIMA_ACAO');
          expect(acoesDisponiveis(e, ctx)).not.toContain('SUSPENDER_PROCESSO');
        }
      }),
    );
  });

  it('cancelling an action restores the state before it exactly', () => {
    fc.assert(
      fc.property(anyEstado, anyAcao, (e, acao) => {
        const r = aplicarAcao(e, acao, dadosCompletos(acao, e.situacao), { hoje: HOJE });
        fc.pre(r.ok && acao !== 'CANCELAR_ULTIMA_ACAO');
        if (!r.ok) return;
        const volta = aplicarAcao(
          r.proximo,
          'CANCELAR_ULTIMA_ACAO',
          { motivo: 'Lançado por engano' },
          { hoje: HOJE, estadoAnterior: e },
        );
        const fase = faseDe(r.proximo.situacao);
        if (fase === FASE.ENCERRADO || fase === FASE.DIVIDA_ATIVA) expect(volta.ok).toBe(false);
        else expect(volta).toMatchObject({ ok: true, proximo: e });
      }),
      { numRuns: 1000 },
    );
  });

  it("the next situation is always a known one, and the phase is the situation's", () => {
    fc.assert(
      fc.property(anyEstado, anyAcao, anyCtx, (e, acao, ctx) => {
        const r = aplicarAcao(e, acao, dadosCompletos(acao, e.situacao), ctx);
        if (r.ok) expect(r.fase).toBe(faseDe(r.proximo.situacao));
      }),
    );
  });
});
