import { z } from 'zod';
import { valoresProcessoSchema } from '../processo/processo.schema.ts';
import { EVENTOS_PORTAL, NIVEIS_CONFIABILIDADE } from './mensagens.ts';

export * from './mensagens.ts';

/**
 * The debtor portal's sign-in and session (docs/portal.md): a person signs in through an OpenID
 * provider as gov.br's Login Único works, and the portal keeps its own session.
 */

/** Where the sign-in returns: a path under /portal of this site, never another origin. */
export const destinoSchema = z
  .string()
  .max(300)
  .regex(/^\/portal(\/[A-Za-z0-9/_-]*)?(\?[A-Za-z0-9=&_%-]*)?$/)
  .catch('/portal');

export const entrarQuerySchema = z.object({ destino: destinoSchema.optional() });

/** The provider's answer at the callback: a code and its state, or an error (cancelled). */
export const retornoQuerySchema = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
  iss: z.string().max(500).optional(),
});

export const empresaRepresentadaSchema = z.object({
  cnpj: z.string(),
  nome: z.string(),
  origem: z.enum(['REPRESENTANTE', 'CERTIFICADO']),
  ate: z.string().nullable(),
});

/** `GET /api/portal/sessao`: who is signed in, what they may do, and the CSRF token of their writes. */
export const sessaoPortalSchema = z.object({
  cpf: z.string(),
  nome: z.string(),
  email: z.string().nullable(),
  nivel: z.enum(NIVEIS_CONFIABILIDADE),
  amr: z.array(z.string()),
  empresas: z.array(empresaRepresentadaSchema),
  sessaoId: z.string(),
  podeAssinarAcordo: z.boolean(),
  nivelExigidoAcordo: z.enum(NIVEIS_CONFIABILIDADE),
  expiraEm: z.string(),
  csrf: z.string(),
});
export type SessaoPortal = z.infer<typeof sessaoPortalSchema>;

export const sairRespostaSchema = z.object({ sairDoProvedor: z.string().nullable() });

// ---------------------------------------------------------------- what the person owes

const orgaoSchema = z.object({ id: z.number().int(), sigla: z.string(), nome: z.string() });

/** `GET /api/portal/resumo`: what the person owes today, per body, and the next instalment due. */
export const resumoPortalSchema = z.object({
  totalDevido: z.number(),
  porOrgao: z.array(
    z.object({ orgaoCredor: orgaoSchema, quantidade: z.number().int(), saldoDevedor: z.number() }),
  ),
  proximaParcela: z
    .object({
      idAcordo: z.number().int(),
      numero: z.string(),
      parcela: z.number().int(),
      vencimento: z.string(),
      valor: z.number(),
    })
    .nullable(),
  /** the terms running today (defence, appeal...), the nearest first */
  prazos: z.array(
    z.object({
      idDebito: z.number().int(),
      numero: z.string(),
      tipo: z.string(),
      ultimoDia: z.string(),
      diasRestantes: z.number().int(),
    }),
  ),
});

/** `POST /api/portal/debito/list` body: a body to narrow to (fields we may add are optional). */
export const debitoFiltroSchema = z
  .object({ idOrgaoCredor: z.coerce.number().int().positive().nullish() })
  .nullish();

/** One of the person's debts: a process (with its CDA) where they are holder or co-obligor. */
export const debitoSchema = z.object({
  id: z.number().int(),
  numero: z.string(),
  orgaoCredor: orgaoSchema,
  /** REPRESENTANTE: a debt of a company the person acts for (a grant in force today) */
  papel: z.enum(['TITULAR', 'CORRESPONSAVEL', 'REPRESENTANTE']),
  cda: z.object({ id: z.number().int(), numero: z.string() }).nullable(),
  situacao: z.object({ codigo: z.number().int(), descricao: z.string() }),
  valorOriginario: z.number(),
  saldoDevedor: z.number(),
  dataCalculo: z.string().nullable(),
  /** the agreement that takes it, if any */
  acordo: z.object({ id: z.number().int(), numero: z.string() }).nullable(),
  /** whether Pagar à vista and Negociar are offered: the negotiation rule (cobranca/apto.ts) */
  podePagar: z.boolean(),
  podeNegociar: z.boolean(),
});
export type Debito = z.infer<typeof debitoSchema>;

/** `GET /api/portal/debito/{id}`: the row, and the facts and values of the staff's detail. */
export const debitoDetalheSchema = debitoSchema.extend({
  numeroProcessoAdministrativo: z.string(),
  descricaoFato: z.string(),
  fundamentoLegal: z.string(),
  valores: valoresProcessoSchema,
  /** the documents sent to the person (none to a co-obligor: they would show the holder's data) */
  documentos: z.array(
    z.object({ tipo: z.enum(['TCC', 'NOTIFICACAO', 'CDA']), nome: z.string(), url: z.string() }),
  ),
});

// ---------------------------------------------------------------- paying and negotiating

const idsDebitos = z.array(z.coerce.number().int().positive()).min(1).max(50);

/** `POST pagamento`, `POST negociacao/opcoes`: the debts chosen. */
export const debitosEscolhidosSchema = z.object({ idsDebitos });

export const SITUACOES_BOLETO_PORTAL = ['EM_ABERTO', 'PAGO', 'VENCIDO', 'CANCELADO'] as const;

export const boletoPortalSchema = z.object({
  id: z.number().int(),
  nossoNumero: z.string(),
  linhaDigitavel: z.string(),
  pixCopiaECola: z.string().nullable(),
  valor: z.number(),
  vencimento: z.string(),
  situacao: z.enum(SITUACOES_BOLETO_PORTAL),
});
export type BoletoPortal = z.infer<typeof boletoPortalSchema>;

export const pagamentoCriadoSchema = z.object({
  idProcessoCobranca: z.number().int(),
  numero: z.string(),
  boleto: boletoPortalSchema.nullable(),
});

export const opcoesNegociacaoSchema = z.object({
  maximoParcelas: z.number().int(),
  valorMinimoParcela: z.number(),
  opcoes: z.array(
    z.object({ totalParcelas: z.number().int(), valorPrimeiraParcela: z.number(), valorTotal: z.number() }),
  ),
});

export const simularPortalSchema = z.object({
  idsDebitos,
  totalParcelas: z.coerce.number().int().min(2).max(999),
});

export const simulacaoPortalSchema = z.object({
  idsDebitos: z.array(z.number().int()),
  totalParcelas: z.number().int(),
  primeiroVencimento: z.string(),
  valorPrimeiraParcela: z.number(),
  parcelas: z.array(
    z.object({ parcela: z.number().int(), dataVencimento: z.string(), valorTotal: z.number() }),
  ),
  valorTotalAcordo: z.number(),
  termo: z.object({ texto: z.string(), sha256: z.string() }),
});
export type SimulacaoPortal = z.infer<typeof simulacaoPortalSchema>;

export const aceitarSchema = z.object({
  idsDebitos,
  totalParcelas: z.coerce.number().int().min(2).max(999),
  primeiroVencimento: z.iso.date(),
  valorPrimeiraParcela: z.coerce.number().positive(),
  sha256Termo: z.string().regex(/^[0-9a-f]{64}$/),
});

export const SITUACOES_PARCELA_PORTAL = ['EM_ABERTO', 'PAGA', 'VENCIDA'] as const;

export const acordoPortalSchema = z.object({
  id: z.number().int(),
  numero: z.string(),
  orgaoCredor: orgaoSchema,
  origem: z.enum(['SISTEMA', 'PORTAL']),
  situacao: z.object({ codigo: z.number().int(), descricao: z.string() }),
  formaPagamento: z.enum(['A_VISTA', 'PARCELADO']),
  totalParcelas: z.number().int(),
  valorTotalAcordo: z.number(),
  saldoDevedor: z.number(),
  aceite: z
    .object({
      cpf: z.string(),
      nome: z.string(),
      nivel: z.string(),
      amr: z.array(z.string()),
      em: z.string(),
      ip: z.string(),
      sha256Termo: z.string(),
    })
    .nullable(),
  parcelas: z.array(
    z.object({
      parcela: z.number().int(),
      vencimento: z.string(),
      valor: z.number(),
      valorPago: z.number(),
      situacao: z.enum(SITUACOES_PARCELA_PORTAL),
      boleto: boletoPortalSchema.nullable(),
    }),
  ),
});
export type AcordoPortal = z.infer<typeof acordoPortalSchema>;

export const aceiteCriadoSchema = z.object({
  idProcessoCobranca: z.number().int(),
  numero: z.string(),
  situacao: z.object({ codigo: z.number().int(), descricao: z.string() }),
  aceite: acordoPortalSchema.shape.aceite.unwrap(),
  boleto: boletoPortalSchema.nullable(),
});

// ---------------------------------------------------------------- the person's data

/** `GET meusDados`: what the office holds about the person (their own CPF's debtor record). */
export const meusDadosSchema = z.object({
  cpf: z.string(),
  nome: z.string(),
  email: z.string().nullable(),
  cadastros: z.array(
    z.object({
      documentoIdentificacao: z.string(),
      nome: z.string(),
      email: z.string().nullable(),
      telefone1: z.string().nullable(),
      endereco: z.string(),
    }),
  ),
});

/** `GET meusDados/acessos` rows: who read the person's data, when, through which screen. */
export const acessoDoTitularSchema = z.object({
  em: z.string(),
  canal: z.enum(['SERVIDOR', 'PORTAL']),
  quem: z.object({ nome: z.string(), orgaoCredor: z.string().nullable() }),
  origem: z.string(),
});

// ---------------------------------------------------------------- the staff's view

/** `GET /api/devedor/{id}/atividadePortal` rows: what the debtor (or who acts for it) did on the portal. */
export const atividadePortalSchema = z.object({
  em: z.string(),
  evento: z.enum(EVENTOS_PORTAL),
  pessoa: z.object({ cpf: z.string(), nome: z.string() }),
  nivel: z.string().nullable(),
  /** what it was about: the screen read, the agreement accepted */
  detalhe: z.string(),
});
