import { z } from 'zod';
import { aceiteDoTermoSchema, ORIGENS_COBRANCA } from '../cobranca/origem.schema.ts';
import { SITUACOES_REGISTRO_BOLETO } from '../arquivoBancario/arquivoBancario.schema.ts';
import { SITUACOES_LANCAMENTO } from '../cobranca/cobranca.base.schema.ts';
import { FORMAS_PAGAMENTO } from '../negociacao.ts';
import { NIVEIS_PRESCRICAO } from '../prazos/prescricao.ts';
import { STATUS_JUSTICA, STATUS_PROTESTO } from '../workflow/cda.ts';
import { STATUS_COBRANCA } from '../workflow/situacoes.ts';

/**
 * The debtor's position: every debt a person (or a company's head office with its branches) has in
 * every creditor body, as one read. The staff debtor page, the debtor portal and the regularity
 * certificate read it (docs/arquitetura.md §5, "the debtor's position"); the areas that own each part
 * fill it (processo: the processes and their CDAs; processoCobranca: the agreements, their instalments
 * and slips). Amounts are numbers rounded to the cent, as every answer of the API.
 */

/** How the person stands on a process: its holder, or a co-obligor (corresponsável). */
export const PAPEIS_NO_PROCESSO = ['TITULAR', 'CORRESPONSAVEL'] as const;
export type PapelNoProcesso = (typeof PAPEIS_NO_PROCESSO)[number];

export const cdaDaPosicaoSchema = z.object({
  id: z.number().int(),
  numeroCda: z.string(),
  /** the inscription's date */
  data: z.string(),
  valorTotal: z.number(),
  prescrita: z.boolean(),
  statusJustica: z.enum(STATUS_JUSTICA),
  statusProtesto: z.enum(STATUS_PROTESTO),
});

export const processoDaPosicaoSchema = z.object({
  id: z.number().int(),
  numero: z.string(),
  orgaoCredor: z.object({ id: z.number().int(), sigla: z.string(), nome: z.string() }),
  /** the person's part: the holder's, or a co-obligor's (then `devedorId` is theirs, not the holder's) */
  papel: z.enum(PAPEIS_NO_PROCESSO),
  devedorId: z.number().int(),
  faseId: z.number().int(),
  situacaoId: z.number().int(),
  suspenso: z.boolean(),
  statusCobranca: z.enum(STATUS_COBRANCA),
  valorOriginario: z.number(),
  totalCorrigido: z.number(),
  /** what is still owed: the corrected total less what was paid of it (zero once paid off) */
  saldoDevedor: z.number(),
  ultimaCorrecaoValor: z.string().nullable(),
  /** the last day of the term its situation runs (defence, appeal...), whether over or not; null when none */
  prazoFinal: z.string().nullable(),
  prescricaoNivel: z.enum(NIVEIS_PRESCRICAO).nullable(),
  prescricaoPrazo: z.string().nullable(),
  cda: cdaDaPosicaoSchema.nullable(),
});

export const boletoDaPosicaoSchema = z.object({
  id: z.number().int(),
  nossoNumero: z.string(),
  dataVencimento: z.string(),
  valorTotalBoleto: z.number(),
  linhaDigitavel: z.string(),
  pixCopiaECola: z.string().nullable(),
  /** its registration at the bank; null for a slip issued before registration existed */
  situacaoRegistro: z.enum(SITUACOES_REGISTRO_BOLETO).nullable(),
});

export const parcelaDaPosicaoSchema = z.object({
  id: z.number().int(),
  parcela: z.number().int(),
  dataVencimento: z.string(),
  situacao: z.enum(SITUACOES_LANCAMENTO),
  valorTotal: z.number(),
  valorPago: z.number(),
  dataPagamento: z.string().nullable(),
  /** the instalment's valid slip, the newest when several */
  boleto: boletoDaPosicaoSchema.nullable(),
});

export const acordoDaPosicaoSchema = z.object({
  id: z.number().int(),
  numero: z.string(),
  orgaoCredorId: z.number().int(),
  situacaoId: z.number().int(),
  dataAcordo: z.string(),
  formaPagamento: z.enum(FORMAS_PAGAMENTO),
  totalParcelas: z.number().int(),
  valorTotalAcordo: z.number(),
  valorPago: z.number(),
  /** made by the staff (SISTEMA) or by the debtor on the portal (PORTAL) */
  origem: z.enum(ORIGENS_COBRANCA),
  /** the debtor's acceptance of the term on the portal */
  aceite: aceiteDoTermoSchema.nullable(),
  /** the processes of the position it takes, in the agreement's order */
  processoIds: z.array(z.number().int()),
  parcelas: z.array(parcelaDaPosicaoSchema),
});

export const posicaoDevedorSchema = z.object({
  /** the debtors the document names: one for a CPF; a head office and its branches for a CNPJ's root */
  devedores: z.array(
    z.object({ id: z.number().int(), nome: z.string(), documentoIdentificacao: z.string() }),
  ),
  processos: z.array(processoDaPosicaoSchema),
  acordos: z.array(acordoDaPosicaoSchema),
  /** Σ of the processes' `saldoDevedor` */
  saldoDevedor: z.number(),
});

export type CdaDaPosicao = z.infer<typeof cdaDaPosicaoSchema>;
export type ProcessoDaPosicao = z.infer<typeof processoDaPosicaoSchema>;
export type ParcelaDaPosicao = z.infer<typeof parcelaDaPosicaoSchema>;
export type AcordoDaPosicao = z.infer<typeof acordoDaPosicaoSchema>;
export type PosicaoDevedor = z.infer<typeof posicaoDevedorSchema>;

/**
 * Which stored documents a document asked for covers: a CPF itself; a CNPJ's head office (branch
 * 0001) covers every establishment of its root (its first eight digits), a branch only itself
 * (CTN art. 127 and the certificates' practice: docs/arquitetura.md §5). Digits only.
 */
export function alcanceDoDocumento(documento: string): { exato: string } | { raiz: string } {
  const d = documento.replace(/\D/g, '');
  return d.length === 14 && d.slice(8, 12) === '0001' ? { raiz: d.slice(0, 8) } : { exato: d };
}
