import type { IsoDate } from '../calendar.ts';
import { prescricaoImpedeNegociacao } from '../prazos/prescricao.ts';
import type { NivelPrescricao } from '../prazos/prescricao.ts';
import { MENSAGENS_CDA } from '../workflow/cda.ts';
import { FASE, SITUACAO } from '../workflow/situacoes.ts';
import { MENSAGENS_COBRANCA } from './cobranca.schema.ts';

/** What the negotiation rule reads of a debt (a process and its CDA). */
export interface DebitoParaNegociar {
  numero: string;
  faseId: number;
  situacaoId: number;
  statusCobranca: string;
  suspenso: boolean;
  prescricaoNivel: NivelPrescricao | null;
  prescricaoPrazo: IsoDate | string | null;
  cda: { prescrita: boolean; statusJustica: string } | null;
}

/** Why a debt cannot be negotiated (nor paid à vista), with the rule's status: null when it can. */
export type Inaptidao = { status: 'CONFLITO' | 'INVALIDO'; mensagem: string };

/**
 * The negotiation rule (spec 03 §5; the SQL form is the server's `condicaoAptoNegociar`): an inscribed
 * CDA of a body with a bank agreement (convênio), no agreement yet, not suspended (on the process or in
 * court), its prescription neither recognised nor near enough to forbid it
 * (docs/prazos-e-prescricao.md §3). The staff's negotiation and the portal's buttons judge by it.
 */
export function inaptidaoParaNegociar(d: DebitoParaNegociar, temConvenio: boolean): Inaptidao | null {
  if (!temConvenio) return { status: 'CONFLITO', mensagem: MENSAGENS_COBRANCA.semConvenio };
  if (d.cda?.prescrita) return { status: 'CONFLITO', mensagem: MENSAGENS_CDA.prescrita };
  const prescricao = prescricaoImpedeNegociacao({
    numero: d.numero,
    nivel: d.prescricaoNivel,
    prazo: d.prescricaoPrazo as IsoDate | null,
  });
  if (prescricao) return { status: 'INVALIDO', mensagem: prescricao };
  const apto =
    d.cda !== null &&
    d.faseId === FASE.DIVIDA_ATIVA &&
    d.situacaoId === SITUACAO.INSCRITO &&
    d.statusCobranca === 'SEM_ACORDO' &&
    !d.suspenso &&
    d.cda.statusJustica !== 'PROCESSO_SUSPENSO';
  return apto ? null : { status: 'CONFLITO', mensagem: MENSAGENS_COBRANCA.naoApto(d.numero) };
}
