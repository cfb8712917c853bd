import { z } from 'zod';
import { ACOES_CDA, STATUS_JUSTICA, STATUS_PROTESTO } from '../workflow/cda.ts';
import { STATUS_COBRANCA } from '../workflow/situacoes.ts';

/**
 * The CDA of a process as the detail shows it (spec 03 §2.4 and its "CDA view"): numbers, dates and
 * values of the inscription, its three statuses with their labels, the court case and the protest
 * when there are, and the CDA actions the caller may run now.
 */

export const processoJudicialDividaAtivaSchema = z.object({
  /** the CNJ number, 20 digits (formatted by the page) */
  numero: z.string(),
  dataAjuizamento: z.string(),
  valor: z.number(),
  situacao: z.enum(STATUS_JUSTICA),
  descricaoSituacao: z.string(),
});

export const protestoDividaAtivaSchema = z.object({
  dataEnvio: z.string().nullable(),
  data: z.string().nullable(),
  dataEncerramento: z.string().nullable(),
  protocolo: z.string().nullable(),
  numeroCartorio: z.string().nullable(),
  codigoComarca: z.string().nullable(),
  valor: z.number(),
  motivoIrregularidade: z.string().nullable(),
  situacao: z.enum(STATUS_PROTESTO),
  descricaoSituacao: z.string(),
});

export const acaoCdaDisponivelSchema = z.object({
  action: z.enum(ACOES_CDA),
  nome: z.string(),
  documentosNecessarios: z.array(z.object({ id: z.number().int(), nome: z.string(), opcional: z.boolean() })),
});

export const dividaAtivaSchema = z.object({
  id: z.number().int(),
  numeroCda: z.string(),
  /** the inscription date */
  data: z.string(),
  dataAtualizacao: z.string(),
  dataReferenciaCalculo: z.string(),
  nomeProcuradorSignatario: z.string(),
  /** the process's situation (Inscrito em dívida ativa, Encerrado por decisão judicial…) */
  nomeSituacao: z.string(),
  situacaoCDAJustica: z.enum(STATUS_JUSTICA),
  descricaoSituacaoCDAJustica: z.string(),
  situacaoCDAProcessoCobranca: z.enum(STATUS_COBRANCA),
  descricaoSituacaoCDAProcessoCobranca: z.string(),
  situacaoCDAProtesto: z.enum(STATUS_PROTESTO),
  descricaoSituacaoCDAProtesto: z.string(),
  valor: z.number(),
  valorCorrecao: z.number(),
  valorTotal: z.number(),
  dataUltimaCorrecaoValor: z.string().nullable(),
  processoJuridicoDividaAtiva: processoJudicialDividaAtivaSchema.nullable(),
  protestoDividaAtiva: protestoDividaAtivaSchema.nullable(),
  /** the CDA's current collection (not cancelled), for the 'Cobrança em Dívida Ativa' tab */
  cobrancaDividaAtiva: z
    .object({
      idProcessoCobranca: z.number().int(),
      numero: z.string(),
      dataAcordo: z.string(),
      situacaoProcesso: z.object({ id: z.number().int(), nome: z.string() }),
    })
    .nullable(),
  suspensaAcordoPagamento: z.boolean(),
  suspensaOrdemJudicial: z.boolean(),
  /** docs/prazos-e-prescricao.md §3: PRESCRITA once the prescription's recognition is approved (annulled: ATIVA again) */
  situacaoCDA: z.enum(['ATIVA', 'PRESCRITA']),
  acoesDisponiveis: z.array(acaoCdaDisponivelSchema),
});
export type DividaAtiva = z.infer<typeof dividaAtivaSchema>;
