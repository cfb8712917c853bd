import { aplicar, type Linha, type Maquina, type RecusaDaMaquina } from './motor.ts';
import type { EstadoProcesso } from './maquina.ts';
import {
  faseDe,
  SITUACAO,
  SITUACOES,
  type FaseId,
  type SituacaoId,
  type StatusCobranca,
} from './situacoes.ts';

/**
 * What a collection (spec 03) does to each process it covers: a movement of origin DIVIDA_ATIVA when
 * it is negotiated, when its term is attached, when it is cancelled and when it is paid off (docs/workflow.md "The CDA": a fully
 * paid collection moves the process to phase 2, situation 4). Rows of the engine's shape (motor.ts),
 * run by the collection's own actions: they are not actions of the process's workflow, so they are
 * never offered on the process and CANCELAR_ULTIMA_ACAO never undoes them.
 */
export const ACOES_PELA_COBRANCA = [
  'NEGOCIAR_PAGAMENTO_COBRANCA',
  'NEGOCIAR_PARCELAMENTO_COBRANCA',
  'ANEXAR_TERMO_PARCELAMENTO_COBRANCA',
  'CANCELAR_COBRANCA',
  'QUITAR_COBRANCA',
] as const;
export type AcaoPelaCobranca = (typeof ACOES_PELA_COBRANCA)[number];

export interface TransicaoPelaCobranca extends Linha<
  AcaoPelaCobranca,
  SituacaoId,
  { situacao: SituacaoId } | { mesma: true },
  never
> {
  /** the collection status the process takes */
  statusCobranca?: StatusCobranca;
}

const TODAS: readonly SituacaoId[] = SITUACOES.map((s) => s.id);

/**
 * A process covered by a live collection is inscribed (101: the only situation a negotiation takes,
 * docs/workflow.md "Negotiation eligibility"), or extinguished by a court meanwhile (11: the extinction has
 * no agreement guard). The status changes keep the situation, whichever it is.
 */
export const SITUACOES_SOB_COBRANCA: readonly SituacaoId[] = [
  SITUACAO.INSCRITO,
  SITUACAO.ENCERRADO_DECISAO_JUDICIAL,
];

export const TRANSICOES_PELA_COBRANCA: readonly TransicaoPelaCobranca[] = [
  // a negotiation takes inscribed processes only; the movement records NEGOCIAR_COBRANCA either way
  {
    acao: 'NEGOCIAR_PAGAMENTO_COBRANCA',
    de: [SITUACAO.INSCRITO],
    para: { mesma: true },
    guardas: [],
    statusCobranca: 'PAGAMENTO_NEGOCIADO',
    permissao: 'NEGOCIACAO_NEGOCIAR_PAGAMENTO',
  },
  {
    acao: 'NEGOCIAR_PARCELAMENTO_COBRANCA',
    de: [SITUACAO.INSCRITO],
    para: { mesma: true },
    guardas: [],
    statusCobranca: 'PARCELAMENTO_NEGOCIADO',
    permissao: 'NEGOCIACAO_NEGOCIAR_PAGAMENTO',
  },
  {
    acao: 'ANEXAR_TERMO_PARCELAMENTO_COBRANCA',
    de: TODAS,
    para: { mesma: true },
    guardas: [],
    statusCobranca: 'PARCELAMENTO_VIGENTE',
    permissao: 'PROCESSO_COBRANCA_ANEXAR_TERMO_PARCELAMENTO',
  },
  {
    acao: 'CANCELAR_COBRANCA',
    de: TODAS,
    para: { mesma: true },
    guardas: [],
    statusCobranca: 'SEM_ACORDO',
    permissao: 'PROCESSO_COBRANCA_CANCELAR',
  },
  {
    acao: 'QUITAR_COBRANCA',
    de: SITUACOES_SOB_COBRANCA,
    para: { situacao: SITUACAO.QUITADO },
    guardas: [],
    permissao: 'BAIXA_MANUAL_BOLETO',
  },
];

const MAQUINA: Maquina<TransicaoPelaCobranca, EstadoProcesso> = {
  linhas: TRANSICOES_PELA_COBRANCA,
  origem: (e) => e.situacao,
  recusaDaGuarda: () => undefined,
  naoDisponivel: (acao, e) =>
    `A cobrança não pode registrar '${acao}' num processo na situação ${e.situacao}.`,
};

export interface AplicadaPelaCobranca {
  ok: true;
  transicao: TransicaoPelaCobranca;
  proximo: EstadoProcesso;
  /** the phase of the next situation */
  fase: FaseId;
}

/** The process's next state when its collection runs `acao`; a refusal when no row covers its situation. */
export function aplicarPelaCobranca(
  estado: EstadoProcesso,
  acao: AcaoPelaCobranca,
): AplicadaPelaCobranca | RecusaDaMaquina {
  const r = aplicar(MAQUINA, estado, acao, undefined);
  if (!r.ok) return r;
  const t = r.linhas[0];
  const situacao = 'situacao' in t.para ? t.para.situacao : estado.situacao;
  const proximo: EstadoProcesso = {
    ...estado,
    situacao,
    statusCobranca: t.statusCobranca ?? estado.statusCobranca,
  };
  return { ok: true, transicao: t, proximo, fase: faseDe(situacao) };
}
