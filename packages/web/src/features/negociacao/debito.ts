import { MENSAGENS_COBRANCA, type AptoNegociacao } from '@divida/domain/cobranca/cobranca.schema';
import type { Permissao } from '@divida/domain/permissions';
import type { ProcessoDetalhe } from '@divida/domain/processo/processo.schema';
import { FASE, SITUACAO } from '@divida/domain/workflow/situacoes';

/** A debt the wizard negotiates, whether it came from the negotiation list or from a process's detail. */
export interface DebitoNegociavel {
  id: number;
  numero: string;
  numeroCda: string;
  cpfCnpj: string;
  nomeDevedor: string;
  convenio: string | null;
  totalCorrigido: number;
  saldoDevedor: number;
  ultimaCorrecaoValor: string | null;
}

export const debitoDoApto = (a: AptoNegociacao): DebitoNegociavel => ({
  id: a.id,
  numero: a.numero,
  numeroCda: a.numeroCda,
  cpfCnpj: a.cpfCnpj,
  nomeDevedor: a.nomeDevedor,
  convenio: a.orgaoCredor.convenio,
  totalCorrigido: a.totalCorrigido,
  saldoDevedor: a.saldoDevedor,
  ultimaCorrecaoValor: a.ultimaCorrecaoValor,
});

export const debitoDoProcesso = (p: ProcessoDetalhe): DebitoNegociavel => ({
  id: p.id,
  numero: p.numero,
  numeroCda: p.dividaAtiva?.numeroCda ?? '',
  cpfCnpj: p.devedor.documentoIdentificacao,
  nomeDevedor: p.devedor.nome,
  convenio: p.orgaoCredor.convenio,
  totalCorrigido: p.valores.totalCorrigido,
  saldoDevedor: p.valores.saldoDevedor,
  ultimaCorrecaoValor: p.ultimaCorrecaoValor,
});

/** Spec 02 §8, spec 03 §8: the debts of a body without a bank agreement cannot be negotiated. */
export const bloqueioSemConvenio = (debitos: readonly Pick<DebitoNegociavel, 'convenio'>[]) =>
  debitos.some((d) => !d.convenio) ? MENSAGENS_COBRANCA.semConvenio : null;

/**
 * Negociar on the process header (spec 02 §6): the permission, apt, without agreement, not suspended.
 * A body without convênio still shows the button: clicking it says why it cannot go on (§8).
 */
export const podeNegociarProcesso = (
  p: Pick<
    ProcessoDetalhe,
    | 'aptoNegociar'
    | 'situacaoPCCProcessoCobranca'
    | 'suspenso'
    | 'orgaoCredor'
    | 'faseProcesso'
    | 'situacaoProcesso'
  >,
  can: (p: Permissao) => boolean,
) => {
  // the server's aptoNegociar includes the convênio; an inscribed debt of a body without one still
  // shows the button, so the person learns why it cannot be negotiated
  const inscritoSemConvenio =
    !p.orgaoCredor.convenio?.trim() &&
    p.faseProcesso.id === FASE.DIVIDA_ATIVA &&
    p.situacaoProcesso.id === SITUACAO.INSCRITO;
  return (
    can('NEGOCIACAO_NEGOCIAR_PAGAMENTO') &&
    (p.aptoNegociar || inscritoSemConvenio) &&
    p.situacaoPCCProcessoCobranca === 'SEM_ACORDO' &&
    !p.suspenso
  );
};
