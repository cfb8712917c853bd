import { z } from 'zod';
import { valoresProcessoSchema } from '../processo/processo.schema.ts';

/**
 * The debtor portal's sign-in and session (docs/portal.md): a person signs in through an OpenID
 * provider as gov.br's Login Único works, and the portal keeps its own session.
 */

/** gov.br's trust levels (`reliability_info.level`), weakest first. */
export const NIVEIS_CONFIABILIDADE = ['bronze', 'prata', 'ouro'] as const;
export type NivelConfiabilidade = (typeof NIVEIS_CONFIABILIDADE)[number];

const NIVEL_DO_PROVEDOR: Record<string, NivelConfiabilidade> = {
  bronze: 'bronze',
  silver: 'prata',
  gold: 'ouro',
  prata: 'prata',
  ouro: 'ouro',
  '1': 'bronze',
  '2': 'prata',
  '3': 'ouro',
};

/**
 * The level an id_token's `reliability_info.level` names (gov.br writes gold/silver/bronze; others
 * ouro/prata or 3/2/1), or bronze when it names none or an unknown one: the least trust.
 */
export function nivelDoProvedor(level: unknown): NivelConfiabilidade {
  return NIVEL_DO_PROVEDOR[String(level ?? '').toLowerCase()] ?? 'bronze';
}

/** Whether a session of `nivel` reaches `exigido` (prata reaches bronze and prata, not ouro). */
export const nivelAlcanca = (nivel: NivelConfiabilidade, exigido: NivelConfiabilidade) =>
  NIVEIS_CONFIABILIDADE.indexOf(nivel) >= NIVEIS_CONFIABILIDADE.indexOf(exigido);

export const MENSAGENS_PORTAL = {
  naoConfigurado: 'O acesso pelo gov.br não está configurado.',
  semSessao: 'Entre com o gov.br para continuar.',
  csrf: 'Sessão do portal sem o token de segurança (X-CSRF-Token). Recarregue a página.',
  credencialDaEquipe: 'O portal do devedor não aceita o acesso da equipe.',
} as const;

/** The failure pages of the sign-in (`/portal/entrar?erro=`), and what each says. */
export const ERROS_ENTRADA = {
  cancelado: 'Você cancelou a entrada pelo gov.br. Nada foi alterado.',
  indisponivel: 'O gov.br não respondeu. Tente de novo em alguns minutos.',
  recusado: 'Não foi possível confirmar a sua identidade. Entre de novo.',
  sessao: 'A sua sessão terminou. Entre de novo.',
} as const;
export type ErroEntrada = keyof typeof ERROS_ENTRADA;

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
});
export type Debito = z.infer<typeof debitoSchema>;

/** `GET /api/portal/debito/{id}`: the row, and the facts and values of the staff's detail. */
export const debitoDetalheSchema = debitoSchema.extend({
  numeroProcessoAdministrativo: z.string(),
  descricaoFato: z.string(),
  fundamentoLegal: z.string(),
  valores: valoresProcessoSchema,
});
