import { aplicar, type Linha, type Maquina } from '../workflow/motor.ts';
import { SITUACOES_REGISTRO_BOLETO, type SituacaoRegistroBoleto } from './arquivoBancario.schema.ts';

/**
 * The slip's bank status (docs/arquivos-bancarios.md §2, §3) as a machine on the workflow engine
 * (workflow/motor.ts). PENDENTE → ENVIADO is the remessa's (it sends the valid slips still PENDENTE);
 * the rows below are what a return line's movement reports (EFEITO_MOVIMENTO): the action is the
 * status the bank names.
 */
export type AcaoBancoBoleto = Extract<
  SituacaoRegistroBoleto,
  'REGISTRADO' | 'REJEITADO' | 'BAIXADO' | 'PAGO'
>;

/** A slip's status; null for a slip issued before registration existed. */
export type OrigemBoleto = SituacaoRegistroBoleto | null;

export type TransicaoBoleto = Linha<AcaoBancoBoleto, OrigemBoleto, SituacaoRegistroBoleto, never>;

const QUALQUER: readonly OrigemBoleto[] = [null, ...SITUACOES_REGISTRO_BOLETO];
/** a slip already paid stays so: a registration, rejection or cancellation never undoes a payment */
const NAO_PAGO = QUALQUER.filter((s) => s !== 'PAGO');

const linha = (acao: AcaoBancoBoleto, de: readonly OrigemBoleto[]): TransicaoBoleto => ({
  acao,
  de,
  para: acao,
  guardas: [],
  // the return is applied as the system; the person who sent it needed this one
  permissao: 'ARQUIVO_BANCARIO_ENVIAR',
});

export const TRANSICOES_BOLETO: readonly TransicaoBoleto[] = [
  linha('REGISTRADO', NAO_PAGO),
  linha('REJEITADO', NAO_PAGO),
  linha('BAIXADO', NAO_PAGO),
  // the bank took the money on this slip: it is paid whatever it was
  linha('PAGO', QUALQUER),
];

const MAQUINA: Maquina<TransicaoBoleto, OrigemBoleto> = {
  linhas: TRANSICOES_BOLETO,
  origem: (s) => s,
  recusaDaGuarda: () => undefined,
  naoDisponivel: (acao, s) => `Boleto ${s ?? 'sem registro'}: ${acao} não se aplica.`,
};

/** The slip's status once the bank reports `acao`, or undefined when it stays as it is. */
export function situacaoDoBoletoApos(
  situacao: OrigemBoleto,
  acao: AcaoBancoBoleto,
): SituacaoRegistroBoleto | undefined {
  const r = aplicar(MAQUINA, situacao, acao, undefined);
  return r.ok ? r.linhas[0].para : undefined;
}
