import { z } from 'zod';
import { arquivoRefSchema } from '../documento/documento.schema.ts';
import { isValidCpf, isValidPhone, onlyDigits } from '../documents.ts';
import { FORMATOS } from '../formatos.ts';
import { idSchema } from '../id.ts';
import { TIPOS_REQUERENTE, type TipoRequerente, M } from './cobranca.base.schema.ts';

// ---------------------------------------------------------------- requester

/** The requester as the wizard's step sends it (spec 03 §5 "Requester step", §7 POST processoCobranca). */
export const requerenteSchema = z.object({
  id: idSchema().nullish(),
  tipo: z.enum(TIPOS_REQUERENTE, { error: M.tipoRequerente }),
  nome: z
    .string({ error: M.nomeObrigatorio })
    .trim()
    .min(1, M.nomeObrigatorio)
    .min(6, M.nomeTamanho)
    .max(50, M.nomeTamanho),
  cpf: z
    .string({ error: M.cpfObrigatorio })
    .trim()
    .min(1, M.cpfObrigatorio)
    .max(14, M.cpfDigitos)
    .transform(onlyDigits)
    .refine((v) => v.length === 11, M.cpfDigitos)
    .refine((v) => v.length !== 11 || isValidCpf(v), M.cpfInvalido)
    .meta(FORMATOS.cpf),
  email: z
    .string({ error: M.emailInvalido })
    .trim()
    .toLowerCase()
    .max(100, M.emailInvalido)
    .pipe(z.email(M.emailInvalido))
    .meta(FORMATOS.email),
  telefone: z
    .string({ error: M.telefoneTamanho })
    .trim()
    .max(20, M.telefoneTamanho)
    .transform(onlyDigits)
    .refine((v) => v.length === 10 || v.length === 11, M.telefoneTamanho)
    .refine((v) => (v.length !== 10 && v.length !== 11) || isValidPhone(v), M.telefoneInvalido)
    .meta(FORMATOS.telefone),
  /** the identification document (type 1); an existing requester's stored one is used when absent */
  arquivoIdentificacao: arquivoRefSchema.nullish(),
  /** power of attorney (15) or company articles (14) for the representative types */
  comprovanteRepresentacao: arquivoRefSchema.nullish(),
});
export type RequerenteInput = z.output<typeof requerenteSchema>;

/**
 * The requester of `POST processoCobranca`: spec 03 §7 lists id, nome, cpf, telefone, email and the
 * two files; `tipo` is our extension, optional (absent → inferirTipoRequerente).
 */
export const requerentePedidoSchema = requerenteSchema.extend({
  tipo: z.enum(TIPOS_REQUERENTE, { error: M.tipoRequerente }).optional(),
});

/**
 * The requester's type when the payload leaves it out: the debtor itself when the requester's CPF is
 * the debtor's document; for a company debtor (CNPJ) its representative; otherwise an attorney
 * (procurador), who must bring the power of attorney.
 */
export function inferirTipoRequerente(cpfRequerente: string, documentoDevedor: string): TipoRequerente {
  const doc = onlyDigits(documentoDevedor);
  if (doc === onlyDigits(cpfRequerente)) return 'TITULAR';
  if (doc.length === 14) return 'REPRESENTANTE_EMPRESA';
  return 'PROCURADOR';
}

/** `GET requerente/porCpf/{cpf}`: digits only. */
export const cpfParamSchema = z.object({
  cpf: z
    .string()
    .regex(/^\d{11}$/, M.cpfDigitos)
    .refine(isValidCpf, M.cpfInvalido)
    .meta({ example: '52998224725' }),
});

/** `GET requerente/validar?email&cpf`. */
export const validarRequerenteQuerySchema = z.object({
  cpf: cpfParamSchema.shape.cpf,
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(100, M.emailInvalido)
    .pipe(z.email(M.emailInvalido))
    .meta(FORMATOS.email),
});

const documentoRequerenteSchema = z.object({ id: z.number().int(), nome: z.string() });
export const requerenteLookupSchema = z.object({
  id: z.number().int(),
  tipo: z.enum(TIPOS_REQUERENTE),
  nome: z.string(),
  cpf: z.string(),
  telefone: z.string(),
  email: z.string(),
  documentoIdentificacao: documentoRequerenteSchema.nullable(),
  comprovanteRepresentacao: documentoRequerenteSchema.nullable(),
});
export type RequerenteLookup = z.infer<typeof requerenteLookupSchema>;
/**
 * `GET requerente/porCpf/{cpf}?idProcesso=`: the debt being negotiated, optional; with it the stored
 * representation proof is answered only when it was sent for that debt's debtor (issue 23).
 */
export const requerenteLookupQuerySchema = z.object({
  idProcesso: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
