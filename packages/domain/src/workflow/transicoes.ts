import { ACOES, type Acao } from './acoes.ts';
import type { Linha } from './motor.ts';
import {
  FASE,
  SITUACOES,
  SITUACOES_APTAS_RETORNAR,
  SITUACOES_DEVOLVIDAS,
  type FaseId,
  type SituacaoId,
} from './situacoes.ts';

/**
 * A condition a transition needs besides its origin situation. Each has the message that explains
 * a refusal (maquina.ts).
 */
export type Guarda =
  'NAO_SUSPENSO' | 'SUSPENSO' | 'SEM_ACORDO' | 'DENTRO_DO_PRAZO' | 'PRAZO_ENCERRADO' | 'HA_ACAO_A_CANCELAR';

/** Where a transition leads. */
export type Destino =
  | { situacao: SituacaoId }
  /** the situation the caller chooses in `idSituacao`, one of these */
  | { escolhida: readonly SituacaoId[] }
  /** the same situation (suspension and reactivation change only the flag) */
  | { mesma: true }
  /** the state before the last action, restored exactly (CANCELAR_ULTIMA_ACAO) */
  | { anterior: true };

/** A row of the process's machine (motor.ts), with what only the process's rows carry. */
export interface Transicao extends Linha<Acao, SituacaoId, Destino, Guarda> {
  /** rows told apart by a field of the action: ANEXAR_AR with or without the debtor found */
  quando?: { devedorNaoEncontrado: boolean };
  /** the flag the transition sets */
  suspenso?: boolean;
  /** the action changes the process values (partial grant, instalment loss): the movement keeps the old ones */
  alteraValores?: boolean;
}

const dasFases = (...fases: FaseId[]): SituacaoId[] =>
  SITUACOES.filter((s) => (fases as number[]).includes(s.fase)).map((s) => s.id);

// Every row but reactivation and cancellation is refused while the process is suspended (docs/workflow.md:
// a suspended process offers only REATIVAR_PROCESSO and CANCELAR_ULTIMA_ACAO).
const t = (acao: Acao, de: SituacaoId[], para: Destino, extra: Partial<Transicao> = {}): Transicao => ({
  ...linha(acao, de, para, []),
  ...extra,
  guardas: ['NAO_SUSPENSO', ...(extra.guardas ?? [])],
});

/** A row with the action's permission and document (acoes.ts). */
function linha(
  acao: Acao,
  de: SituacaoId[],
  para: Destino,
  guardas: Guarda[],
  suspenso?: boolean,
): Transicao {
  const def: { permissao: Transicao['permissao']; documento?: number } = ACOES[acao];
  return {
    acao,
    de,
    para,
    guardas,
    permissao: def.permissao,
    ...(def.documento !== undefined && { documento: def.documento }),
    ...(suspenso !== undefined && { suspenso }),
  };
}

const intimacao = (
  sufixo: '_PRIMEIRA_INSTANCIA' | '_SEGUNDA_INSTANCIA',
  de: SituacaoId[],
  para: SituacaoId,
) =>
  (['ANEXAR_AR', 'REGISTRAR_CIENCIA_DEVEDOR', 'ANEXAR_PAGINA_DIARIO'] as const).map((a) =>
    t(`${a}${sufixo}`, de, { situacao: para }),
  );

const ABERTAS = dasFases(FASE.INICIAL, FASE.PARCELADO, FASE.EM_JULGAMENTO, FASE.LAVRADO);

/** The transition table of a debt-constitution process: one row per action and origin (docs/workflow.md). */
export const TRANSICOES: readonly Transicao[] = [
  t('ANEXAR_TCC', [27], { situacao: 1 }),
  t('ANEXAR_AR', [1, 8, 10], { situacao: 3 }, { quando: { devedorNaoEncontrado: false } }),
  t('ANEXAR_AR', [1, 10], { situacao: 8 }, { quando: { devedorNaoEncontrado: true } }),
  t('REGISTRAR_CIENCIA_DEVEDOR', [1, 8, 10], { situacao: 3 }),
  t('ANEXAR_PAGINA_DIARIO', [8], { situacao: 3 }),
  t('QUITAR_DEBITO', [3, 12, 22, 6], { situacao: 4 }),
  t('PARCELAR_DEBITO', [3, 12, 22], { situacao: 6 }),
  t('REGISTRAR_PERDA_PARCELAMENTO', [6], { situacao: 10 }, { alteraValores: true }),
  t('CONTESTAR_DEBITO', [3], { situacao: 9 }, { guardas: ['DENTRO_DO_PRAZO'] }),
  t('DEFERIR_PRIMEIRA_INSTANCIA', [9], { situacao: 5 }),
  t('INDEFERIR_PRIMEIRA_INSTANCIA', [9], { situacao: 15 }),
  t('DEFERIR_PARCIALMENTE_PRIMEIRA_INSTANCIA', [9], { situacao: 17 }, { alteraValores: true }),
  ...intimacao('_PRIMEIRA_INSTANCIA', [15, 17], 12),
  t('RECORRER', [12], { situacao: 20 }, { guardas: ['DENTRO_DO_PRAZO'] }),
  t('DEFERIR_SEGUNDA_INSTANCIA', [20], { situacao: 5 }),
  t('INDEFERIR_SEGUNDA_INSTANCIA', [20], { situacao: 23 }),
  t('DEFERIR_PARCIALMENTE_SEGUNDA_INSTANCIA', [20], { situacao: 25 }, { alteraValores: true }),
  ...intimacao('_SEGUNDA_INSTANCIA', [23, 25], 22),
  // the credit is constituted the day after the term that made it apt ended (prazos-e-prescricao.md §2)
  t(
    'SOLICITAR_INSCRICAO_DIVIDA_ATIVA',
    [3, 12, 22],
    { situacao: 104 },
    { guardas: ['PRAZO_ENCERRADO'], prescricao: 'CONSTITUICAO' },
  ),
  t('SUSPENDER_PROCESSO', ABERTAS, { mesma: true }, { suspenso: true }),
  linha('REATIVAR_PROCESSO', ABERTAS, { mesma: true }, ['SUSPENSO'], false),
  // spec 02 §4, §6: hidden for phases 2 and 4 (104 is of phase 4); allowed while suspended.
  linha('CANCELAR_ULTIMA_ACAO', ABERTAS, { anterior: true }, ['HA_ACAO_A_CANCELAR']),
  t('INSCREVER_DIVIDA_ATIVA', [104], { situacao: 101 }),
  t('DEVOLVER_PROCESSO', [104], { escolhida: SITUACOES_DEVOLVIDAS }),
  t('ARQUIVAR_PROCESSO_DEVOLVIDO', [...SITUACOES_DEVOLVIDAS], { situacao: 7 }, { guardas: ['SEM_ACORDO'] }),
  t(
    'SOLICITAR_INSCRICAO_PROCESSO_DEVOLVIDO',
    [...SITUACOES_DEVOLVIDAS],
    { situacao: 104 },
    { guardas: ['SEM_ACORDO'] },
  ),
  t(
    'RETORNAR_PROCESSO',
    [...SITUACOES_DEVOLVIDAS],
    { escolhida: SITUACOES_APTAS_RETORNAR },
    { guardas: ['SEM_ACORDO'] },
  ),
];
