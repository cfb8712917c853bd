import type { Permissao } from '../permissions.ts';
import type { NivelPrescricao } from '../prazos/prescricao.ts';
import { MENSAGENS_PRESCRICAO as M } from '../prazos/prescricao.schema.ts';
import { aplicar, type Linha, type Maquina, type RecusaDaMaquina } from './motor.ts';

/**
 * The recognition of a consumed prescription with four eyes (docs/prazos-e-prescricao.md §3), as a
 * machine of the engine (motor.ts): one user proposes it at level PRESCRITO, another approves it (the
 * CDA then reads PRESCRITA, the level EXTINTO), and an approved one may be annulled. The server runs
 * it through the workflow runner (platform/workflow/executarAcao.ts) on the process's lock.
 */

/** A recognition's situation (table reconhecimento_prescricao). */
export const SITUACOES_RECONHECIMENTO = ['PROPOSTO', 'APROVADO', 'ANULADO'] as const;
export type SituacaoReconhecimento = (typeof SITUACOES_RECONHECIMENTO)[number];

/**
 * Where a process's recognition stands: its open one's situation (at most one is PROPOSTO or
 * APROVADO), or NENHUM (none yet, or the last one annulled).
 */
export type OrigemReconhecimento = Exclude<SituacaoReconhecimento, 'ANULADO'> | 'NENHUM';

export const ACOES_RECONHECIMENTO = [
  'PROPOR_RECONHECIMENTO_PRESCRICAO',
  'RECONHECER_PRESCRICAO',
  'ANULAR_RECONHECIMENTO_PRESCRICAO',
] as const;
export type AcaoReconhecimento = (typeof ACOES_RECONHECIMENTO)[number];

export interface AcaoReconhecimentoDef {
  permissao: Permissao;
  /** the call under `processoConstituicaoCredito/{id}/` */
  rota: string;
  /** the movement's description; the proposal writes none (only the audit trail has it) */
  descricao?: string;
  /** the answer once it ran */
  mensagem: string;
  /** why it is refused when the process's recognition is not where the action starts */
  naoDisponivel: string;
}

export const ACOES_RECONHECIMENTO_DEF: Record<AcaoReconhecimento, AcaoReconhecimentoDef> = {
  PROPOR_RECONHECIMENTO_PRESCRICAO: {
    permissao: 'PRESCRICAO_RECONHECER',
    rota: 'reconhecerPrescricao',
    mensagem: M.propostaRegistrada,
    naoDisponivel: M.propostaPendente,
  },
  RECONHECER_PRESCRICAO: {
    permissao: 'PRESCRICAO_APROVAR',
    rota: 'aprovarReconhecimentoPrescricao',
    descricao: 'Prescrição reconhecida',
    mensagem: M.aprovada,
    naoDisponivel: M.semProposta,
  },
  ANULAR_RECONHECIMENTO_PRESCRICAO: {
    permissao: 'PRESCRICAO_APROVAR',
    rota: 'anularReconhecimentoPrescricao',
    descricao: 'Reconhecimento da prescrição anulado',
    mensagem: M.anulada,
    naoDisponivel: M.naoReconhecida,
  },
};

/** PRESCRITO: the clock of the process reads a consumed prescription today. */
export type GuardaReconhecimento = 'PRESCRITO';

/** A row of the recognition's machine: from where the process's recognition stands, to a situation. */
export interface TransicaoReconhecimento extends Linha<
  AcaoReconhecimento,
  OrigemReconhecimento,
  SituacaoReconhecimento,
  GuardaReconhecimento
> {
  /** four eyes: the proposer may not run it (403, like a permission it lacks) */
  outroUsuario?: true;
}

const linha = (
  acao: AcaoReconhecimento,
  de: OrigemReconhecimento[],
  para: SituacaoReconhecimento,
  extra: Partial<TransicaoReconhecimento> = {},
): TransicaoReconhecimento => ({
  acao,
  de,
  para,
  guardas: [],
  permissao: ACOES_RECONHECIMENTO_DEF[acao].permissao,
  rota: ACOES_RECONHECIMENTO_DEF[acao].rota,
  ...extra,
});

/** The recognition's transition table (docs/prazos-e-prescricao.md §3). */
export const TRANSICOES_RECONHECIMENTO: readonly TransicaoReconhecimento[] = [
  linha('PROPOR_RECONHECIMENTO_PRESCRICAO', ['NENHUM'], 'PROPOSTO', { guardas: ['PRESCRITO'] }),
  linha('RECONHECER_PRESCRICAO', ['PROPOSTO'], 'APROVADO', {
    outroUsuario: true,
    prescricao: 'RECONHECIMENTO',
  }),
  linha('ANULAR_RECONHECIMENTO_PRESCRICAO', ['APROVADO'], 'ANULADO', {
    prescricao: 'ANULACAO_RECONHECIMENTO',
  }),
];

/** What the rules read of a process's recognition, under the process's lock. */
export interface EstadoReconhecimento {
  situacao: OrigemReconhecimento;
  /** the level of the process's clock today; read only for the proposal (null: not constituted) */
  nivel: NivelPrescricao | null;
  /** who proposed the open recognition */
  proponenteId: number | null;
}

const MAQUINA_RECONHECIMENTO: Maquina<TransicaoReconhecimento, EstadoReconhecimento> = {
  linhas: TRANSICOES_RECONHECIMENTO,
  origem: (e) => e.situacao,
  recusaDaGuarda: (_g, e) => (e.nivel === 'PRESCRITO' ? undefined : M.naoConsumada),
  // the proposal asks for the level before it asks whether one is open
  naoDisponivel: (acao, e) =>
    acao === 'PROPOR_RECONHECIMENTO_PRESCRICAO' && e.nivel !== 'PRESCRITO'
      ? M.naoConsumada
      : ACOES_RECONHECIMENTO_DEF[acao].naoDisponivel,
};

export interface AplicadaReconhecimento {
  ok: true;
  acao: AcaoReconhecimento;
  transicao: TransicaoReconhecimento;
  anterior: { situacao: OrigemReconhecimento };
  proximo: { situacao: SituacaoReconhecimento };
}

/**
 * Judges a recognition step by `usuarioId`: the situation it leads to, or why not (409 not offered,
 * 403 without the permission or when the proposer would approve its own proposal).
 */
export function aplicarReconhecimento(
  estado: EstadoReconhecimento,
  acao: AcaoReconhecimento,
  usuarioId: number,
  permissoes?: ReadonlySet<Permissao>,
): AplicadaReconhecimento | RecusaDaMaquina {
  const r = aplicar(MAQUINA_RECONHECIMENTO, estado, acao, undefined, permissoes);
  if (!r.ok) return r;
  const transicao = r.linhas[0];
  if (transicao.outroUsuario && estado.proponenteId === usuarioId)
    return { ok: false, codigo: 'SEM_PERMISSAO', motivo: M.outroAprovador };
  return {
    ok: true,
    acao,
    transicao,
    anterior: { situacao: estado.situacao },
    proximo: { situacao: transicao.para },
  };
}
