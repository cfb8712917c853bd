import { z } from 'zod';
import { onlyDigits } from '../documents.ts';
import { type TipoRequerente } from './cobranca.base.schema.ts';

// ---------------------------------------------------------------- the instalment term

/** Who signs the instalment term (spec 03 §4 'Term dialog'): the debtor itself or a representative. */
export const SIGNATARIOS_TERMO = ['TITULAR', 'REPRESENTANTE'] as const;
export type SignatarioTermo = (typeof SIGNATARIOS_TERMO)[number];

/**
 * Who signs the term unless the dialog says otherwise: the requester who made the agreement (U-17). A
 * company's representative or an attorney signs as Representante; only a debtor who asked for itself
 * signs as Titular.
 */
export const signatarioPadraoDoTermo = (requerente: TipoRequerente): SignatarioTermo =>
  requerente === 'TITULAR' ? 'TITULAR' : 'REPRESENTANTE';

/**
 * `GET processoCobranca/{id}/gerarTermoParcelamento`: the call takes no body (spec 03 §7); the dialog's
 * signer goes in the query (the server's log keeps the path only). Spec 03 §5: CPF/CNPJ required; the
 * name at most 50 (the rule's minimum is 10, its text says 6: both stand).
 */
export const termoParcelamentoQuerySchema = z.object({
  /** absent: signatarioPadraoDoTermo of the collection's requester */
  tipo: z.enum(SIGNATARIOS_TERMO).optional(),
  nome: z
    .string({ error: 'O nome deve ter no máximo 50 caracteres' })
    .trim()
    .min(10, 'O nome deve ter no mínimo 6 caracteres')
    .max(50, 'O nome deve ter no máximo 50 caracteres')
    .optional(),
  cpfCnpj: z
    .string({ error: 'Deve ser informado um CPF/CNPJ' })
    .trim()
    .transform(onlyDigits)
    .refine((v) => v.length === 11 || v.length === 14, 'Deve ser informado um CPF/CNPJ')
    .optional(),
  telefone: z.string().trim().max(20).transform(onlyDigits).optional(),
});
export type TermoParcelamentoQuery = z.output<typeof termoParcelamentoQuerySchema>;
