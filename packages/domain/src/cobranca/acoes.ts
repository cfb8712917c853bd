import type { Permissao } from '../permissions.ts';
import { SITUACAO_COBRANCA as S, type SituacaoCobrancaId } from './cobranca.schema.ts';

/** The page actions of a collection (spec 03 §2.3, §4) and the permission each needs (§6). */
export const ACOES_COBRANCA = {
  CANCELAR: { nome: 'Cancelar Cobrança', permissao: 'PROCESSO_COBRANCA_CANCELAR' },
  BAIXA_MANUAL: { nome: 'Baixa Manual', permissao: 'BAIXA_MANUAL_BOLETO' },
  EMITIR_BOLETO: { nome: 'Emitir Boleto', permissao: 'PROCESSO_COBRANCA_EMITIR_BOLETO' },
  ANEXAR_TERMO_PARCELAMENTO: {
    nome: 'Anexar Termo de Parcelamento',
    permissao: 'PROCESSO_COBRANCA_ANEXAR_TERMO_PARCELAMENTO',
  },
  // spec 03 §6 names no permission for the term's generation: reading the collection is enough
  GERAR_TERMO_PARCELAMENTO: { nome: 'Gerar Termo de Parcelamento', permissao: 'PROCESSO_COBRANCA_CONSULTAR' },
} as const satisfies Record<string, { nome: string; permissao: Permissao }>;
export type AcaoCobranca = keyof typeof ACOES_COBRANCA;

/** Spec 03 §4's table: whether an action is offered for a status and a number of instalments. */
export function acaoPermitida(
  acao: AcaoCobranca,
  situacao: SituacaoCobrancaId,
  totalParcelas: number,
): boolean {
  const unica = totalParcelas === 1;
  switch (acao) {
    case 'CANCELAR':
      return unica ? situacao === S.ATIVO : situacao !== S.QUITADO && situacao !== S.CANCELADO;
    case 'BAIXA_MANUAL':
      return unica ? situacao === S.ATIVO : situacao === S.PARCELADO || situacao === S.ATIVO;
    case 'EMITIR_BOLETO':
      return unica && situacao === S.ATIVO;
    case 'ANEXAR_TERMO_PARCELAMENTO':
    case 'GERAR_TERMO_PARCELAMENTO':
      return !unica && situacao === S.EM_NEGOCIACAO;
  }
}

/** The actions offered now to a caller holding `permissoes`. */
export function acoesDisponiveisCobranca(
  situacao: SituacaoCobrancaId,
  totalParcelas: number,
  permissoes: ReadonlySet<string>,
): AcaoCobranca[] {
  return (Object.keys(ACOES_COBRANCA) as AcaoCobranca[]).filter(
    (a) => acaoPermitida(a, situacao, totalParcelas) && permissoes.has(ACOES_COBRANCA[a].permissao),
  );
}
