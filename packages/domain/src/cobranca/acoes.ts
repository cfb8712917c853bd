import type { Permissao } from '../permissions.ts';
import { aplicar, disponiveis, type Linha, type Maquina, type RecusaDaMaquina } from '../workflow/motor.ts';
import { SITUACAO_COBRANCA as S, type SituacaoCobrancaId } from './cobranca.schema.ts';

/**
 * The page actions of a collection (spec 03 §2.3, §4): the button's name, the title of its dialog (§5;
 * Emitir Boleto opens the slip, not a dialog) and the permission each needs (§6).
 */
export const ACOES_COBRANCA = {
  CANCELAR: {
    nome: 'Cancelar Cobrança',
    titulo: 'Cancelar Processo de Cobrança',
    permissao: 'PROCESSO_COBRANCA_CANCELAR',
  },
  BAIXA_MANUAL: { nome: 'Baixa Manual', titulo: 'Realizar Baixa Manual', permissao: 'BAIXA_MANUAL_BOLETO' },
  EMITIR_BOLETO: {
    nome: 'Emitir Boleto',
    titulo: 'Emitir Boleto',
    permissao: 'PROCESSO_COBRANCA_EMITIR_BOLETO',
  },
  ANEXAR_TERMO_PARCELAMENTO: {
    nome: 'Anexar Termo de Parcelamento',
    titulo: 'Anexar Termo de Parcelamento',
    permissao: 'PROCESSO_COBRANCA_ANEXAR_TERMO_PARCELAMENTO',
  },
  // spec 03 §6 names no permission for the term's generation: reading the collection is enough
  GERAR_TERMO_PARCELAMENTO: {
    nome: 'Gerar Termo de Parcelamento',
    titulo: 'Gerar Termo de Parcelamento',
    permissao: 'PROCESSO_COBRANCA_CONSULTAR',
  },
} as const satisfies Record<string, { nome: string; titulo: string; permissao: Permissao }>;
export type AcaoCobranca = keyof typeof ACOES_COBRANCA;

/**
 * What a settlement does to a collection besides a payment (a payment is a row of BAIXA_MANUAL, by
 * hand or by the bank's return): the payoff once every instalment is settled. Not a page action: never
 * offered, never a button (`acoesDisponiveisCobranca` answers page actions only).
 */
export const ACOES_LIQUIDACAO_COBRANCA = {
  QUITAR: { nome: 'Quitar Cobrança', permissao: 'BAIXA_MANUAL_BOLETO' },
} as const satisfies Record<string, { nome: string; permissao: Permissao }>;
export type AcaoLiquidacaoCobranca = keyof typeof ACOES_LIQUIDACAO_COBRANCA;

/** Every action of the collection's machine: its page actions and its settlement's. */
export type AcaoDaMaquinaCobranca = AcaoCobranca | AcaoLiquidacaoCobranca;
const NOMES_ACAO: Record<AcaoDaMaquinaCobranca, { nome: string; permissao: Permissao }> = {
  ...ACOES_COBRANCA,
  ...ACOES_LIQUIDACAO_COBRANCA,
};

/** The name of an action of the collection's machine (a refusal's message names it). */
export const nomeDaAcaoCobranca = (acao: AcaoDaMaquinaCobranca) => NOMES_ACAO[acao].nome;

/** How many instalments a row needs: one (à vista) or more (parcelado). */
export type GuardaCobranca = 'A_VISTA' | 'PARCELADO';

/** A row of the collection's machine (motor.ts): page actions from a status, for one form of payment. */
export type TransicaoCobranca = Linha<
  AcaoDaMaquinaCobranca,
  SituacaoCobrancaId,
  { situacao: SituacaoCobrancaId } | { mesma: true },
  GuardaCobranca
>;

/** What the rules read of a collection. */
export interface EstadoCobranca {
  situacao: SituacaoCobrancaId;
  totalParcelas: number;
}

const linha = (
  acao: AcaoDaMaquinaCobranca,
  guarda: GuardaCobranca,
  de: SituacaoCobrancaId[],
  para: TransicaoCobranca['para'],
): TransicaoCobranca => ({ acao, de, para, guardas: [guarda], permissao: NOMES_ACAO[acao].permissao });

/**
 * Spec 03 §4's table: the actions each status offers, for a single payment and for instalments; then
 * the payoff (docs/workflow.md "The CDA"), from where a payment is taken, to QUITADO.
 */
export const TRANSICOES_COBRANCA: readonly TransicaoCobranca[] = [
  linha('CANCELAR', 'A_VISTA', [S.ATIVO], { situacao: S.CANCELADO }),
  linha('CANCELAR', 'PARCELADO', [S.ATIVO, S.PARCELADO, S.EM_NEGOCIACAO], { situacao: S.CANCELADO }),
  linha('BAIXA_MANUAL', 'A_VISTA', [S.ATIVO], { mesma: true }),
  linha('BAIXA_MANUAL', 'PARCELADO', [S.ATIVO, S.PARCELADO], { mesma: true }),
  linha('EMITIR_BOLETO', 'A_VISTA', [S.ATIVO], { mesma: true }),
  linha('ANEXAR_TERMO_PARCELAMENTO', 'PARCELADO', [S.EM_NEGOCIACAO], { situacao: S.PARCELADO }),
  linha('GERAR_TERMO_PARCELAMENTO', 'PARCELADO', [S.EM_NEGOCIACAO], { mesma: true }),
  linha('QUITAR', 'A_VISTA', [S.ATIVO], { situacao: S.QUITADO }),
  linha('QUITAR', 'PARCELADO', [S.ATIVO, S.PARCELADO], { situacao: S.QUITADO }),
];

const MAQUINA: Maquina<TransicaoCobranca, EstadoCobranca> = {
  linhas: TRANSICOES_COBRANCA,
  origem: (e) => e.situacao,
  recusaDaGuarda: (g, e) => ((e.totalParcelas === 1) === (g === 'A_VISTA') ? undefined : g),
  naoDisponivel: (acao) => acao,
};

/** Spec 03 §4's table: whether an action is offered for a status and a number of instalments. */
export function acaoPermitida(
  acao: AcaoDaMaquinaCobranca,
  situacao: SituacaoCobrancaId,
  totalParcelas: number,
): boolean {
  return aplicar(MAQUINA, { situacao, totalParcelas }, acao, undefined).ok;
}

/** An action the collection's table allows: its status before and after (the same when it keeps it). */
export interface AplicadaCobranca {
  ok: true;
  acao: AcaoDaMaquinaCobranca;
  anterior: { situacaoId: SituacaoCobrancaId };
  proximo: { situacaoId: SituacaoCobrancaId };
}

/** Spec 03 §4's table on a collection: the status the action leads to, or why it is not offered. */
export function aplicarAcaoCobranca(
  estado: EstadoCobranca,
  acao: AcaoDaMaquinaCobranca,
): AplicadaCobranca | RecusaDaMaquina {
  const r = aplicar(MAQUINA, estado, acao, undefined);
  if (!r.ok) return r;
  const para = r.linhas[0].para;
  return {
    ok: true,
    acao,
    anterior: { situacaoId: estado.situacao },
    proximo: { situacaoId: 'situacao' in para ? para.situacao : estado.situacao },
  };
}

const dePagina = (acao: AcaoDaMaquinaCobranca): acao is AcaoCobranca => acao in ACOES_COBRANCA;

/** The page actions offered now to a caller holding `permissoes`. */
export function acoesDisponiveisCobranca(
  situacao: SituacaoCobrancaId,
  totalParcelas: number,
  permissoes: ReadonlySet<string>,
): AcaoCobranca[] {
  return disponiveis(MAQUINA, { situacao, totalParcelas }, undefined, permissoes).filter(dePagina);
}
