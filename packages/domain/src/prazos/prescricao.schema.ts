import { z } from 'zod';
import { dataValida } from '../data.schema.ts';
import { pageQuery } from '../list.ts';
import { REGIMES_PRESCRICAO } from '../naturezaDebito/naturezaDebito.schema.ts';
import { EFEITOS_PRESCRICAO, NIVEIS_PRESCRICAO, TIPOS_EVENTO_PRESCRICAO } from './prescricao.ts';
import { FORMATOS } from '../formatos.ts';

/** The calls of docs/prazos-e-prescricao.md §3 and §4: payloads and answers, shared by the server and the pages. */

export const MENSAGENS_PRESCRICAO = {
  naoConstituido: 'O crédito ainda não está definitivamente constituído.',
  naoConsumada: 'A prescrição ainda não se consumou.',
  outroAprovador: 'O reconhecimento deve ser aprovado por outro usuário.',
  semProposta: 'Não há proposta de reconhecimento da prescrição a aprovar.',
  propostaPendente: 'Já existe uma proposta de reconhecimento da prescrição aguardando aprovação.',
  naoReconhecida: 'A prescrição desta CDA não foi reconhecida.',
  cdaPrescrita: 'A CDA está prescrita: não pode ser negociada, ajuizada nem protestada.',
  semCda: 'O processo não tem CDA.',
  justificativa: 'Informe a justificativa.',
  justificativaMinimo: 'A justificativa deve ter no mínimo 10 caracteres.',
  justificativaMaximo: 'A justificativa deve ter no máximo 1000 caracteres.',
  propostaRegistrada: 'Reconhecimento da prescrição proposto; aguarda a aprovação de outro usuário.',
  aprovada: 'Prescrição reconhecida.',
  anulada: 'Reconhecimento da prescrição anulado.',
  dataAnteriorAjuizamento: 'A data não pode ser anterior ao ajuizamento.',
  naoAjuizada: 'A CDA não foi ajuizada.',
  tipoCitacao: 'Informe se foi citação ou penhora.',
  anos: 'O prazo de prescrição deve ser um número inteiro de 1 a 20 anos.',
} as const;
const M = MENSAGENS_PRESCRICAO;

const dataApi = z
  .string()
  .refine((v) => dataValida(v))
  .meta(FORMATOS.data);

export const eventoPrescricaoSchema = z.object({
  data: z.string(),
  tipo: z.enum(TIPOS_EVENTO_PRESCRICAO),
  efeito: z.enum(EFEITOS_PRESCRICAO),
  descricao: z.string(),
});

/** A proposal or decision of recognition (§3), as the detail shows it. */
export const reconhecimentoPrescricaoSchema = z.object({
  situacao: z.enum(['PROPOSTO', 'APROVADO', 'ANULADO']),
  justificativa: z.string(),
  nomeProponente: z.string(),
  dataProposta: z.string(),
  nomeAprovador: z.string().nullable(),
  dataAprovacao: z.string().nullable(),
});

/** `GET /processoConstituicaoCredito/{id}/prescricao` of a definitively constituted credit. */
export const prescricaoConstituidaSchema = z.object({
  constituido: z.literal(true),
  regime: z.enum(REGIMES_PRESCRICAO),
  dataConstituicao: z.string(),
  prazoPrescricional: z.string().nullable(),
  diasRestantes: z.number().int().nullable(),
  nivel: z.enum(NIVEIS_PRESCRICAO),
  eventos: z.array(eventoPrescricaoSchema),
  explicacao: z.array(z.string()),
  reconhecimento: reconhecimentoPrescricaoSchema.nullable(),
});
export type PrescricaoConstituida = z.infer<typeof prescricaoConstituidaSchema>;

/**
 * `GET /processoConstituicaoCredito/{id}/prescricao` (docs/prazos-e-prescricao.md §2, §3): a 200 either way. Before the
 * definitive constitution no clock runs: the state and the message 'O crédito ainda não está
 * definitivamente constituído.' (an expected state, not an error).
 */
export const prescricaoSchema = z.discriminatedUnion('constituido', [
  prescricaoConstituidaSchema,
  z.object({ constituido: z.literal(false), mensagem: z.string() }),
]);
export type PrescricaoResposta = z.infer<typeof prescricaoSchema>;

export const justificativaSchema = z.object({
  justificativa: z
    .string({ error: M.justificativa })
    .trim()
    .min(1, M.justificativa)
    .min(10, M.justificativaMinimo)
    .max(1000, M.justificativaMaximo),
});

export const ORDENACAO_PRESCRICAO = [
  'prazoPrescricional',
  'diasRestantes',
  'numeroProcesso',
  'valor',
  'nivel',
] as const;

/** `POST /prescricao/list?page&size&sort`: query (paging) and body (filters). */
export const prescricaoListQuerySchema = pageQuery(ORDENACAO_PRESCRICAO, 'prazoPrescricional');
export const prescricaoFiltroSchema = z.object({
  niveis: z.array(z.enum(NIVEIS_PRESCRICAO)).max(NIVEIS_PRESCRICAO.length).optional(),
  idOrgaoCredor: z.coerce.number().int().positive().optional(),
  prazoAte: dataApi.optional(),
  apenasSemAjuizamento: z.boolean().optional(),
});
export type PrescricaoFiltro = z.infer<typeof prescricaoFiltroSchema>;

export const prescricaoLinhaSchema = z.object({
  idProcesso: z.number().int(),
  numeroProcesso: z.string(),
  numeroCda: z.string().nullable(),
  devedor: z.string().nullable(),
  orgaoCredor: z.string().nullable(),
  valor: z.number(),
  prazoPrescricional: z.string().nullable(),
  diasRestantes: z.number().int().nullable(),
  nivel: z.enum(NIVEIS_PRESCRICAO),
});
export type PrescricaoLinha = z.infer<typeof prescricaoLinhaSchema>;

/** `GET /prescricao/resumo`: one row per level, within the data scope. */
export const prescricaoResumoSchema = z.array(
  z.object({ nivel: z.enum(NIVEIS_PRESCRICAO), quantidade: z.number().int(), valor: z.number() }),
);

/** `POST /prazo/list`: processes whose term runs, or is over and waits for the body's next action. */
export const prazoFiltroSchema = z.object({
  vencendoEmDias: z.coerce.number().int().min(0).max(30).optional(),
  vencidos: z.boolean().optional(),
});
export const prazoListQuerySchema = pageQuery(['prazoFinal', 'numeroProcesso'] as const, 'prazoFinal');
export const prazoLinhaSchema = z.object({
  idProcesso: z.number().int(),
  numeroProcesso: z.string(),
  devedor: z.string().nullable(),
  /** the body whose term it is, and whose action it waits for (the PGE sees every body's) */
  orgaoCredor: z.string(),
  situacao: z.string(),
  prazoFinal: z.string(),
  diasRestantesPrazo: z.number().int(),
});

/** `GET /prazo/alertas` (the app bar's bell): the caller's items needing action (docs/prazos-e-prescricao.md §4). */
export const alertasSchema = z.object({
  /** a body's user: terms ending in 3 days or less plus terms over waiting for action */
  prazos: z.number().int(),
  /** the PGE: CDAs at LARANJA, VERMELHO, CRITICO or PRESCRITO */
  prescricoes: z.number().int(),
  total: z.number().int(),
});

/** `GET/PUT /usuario/preferencias`: the caller's own. */
export const preferenciasSchema = z.object({ receberResumoDiarioPrazos: z.boolean() });
