import { z } from 'zod';
import { compareDates, type IsoDate } from '../calendar.ts';
import { isValidCpf } from '../documents.ts';

/**
 * The persons who act for a company debtor on the debtor portal (docs/portal.md): registered by staff
 * on the debtor's page, each with the days of the grant (`dataFim` empty: open-ended).
 */
export const MENSAGENS_REPRESENTANTE = {
  cpf: 'Informe um CPF válido.',
  nome: 'Informe o nome do representante.',
  data: 'Informe uma data válida (aaaa-mm-dd).',
  fimAntesDoInicio: 'A data final deve ser igual ou posterior à inicial.',
  soEmpresa: 'Representantes são registrados apenas para devedores com CNPJ.',
  salvo: 'Representante salvo com sucesso.',
} as const;
const M = MENSAGENS_REPRESENTANTE;

const data = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, M.data);

export const representanteFormSchema = z
  .object({
    cpf: z
      .string()
      .meta({ example: '529.982.247-25' })
      .transform((v) => v.replace(/\D/g, ''))
      .refine(isValidCpf, M.cpf),
    nome: z.string().trim().min(1, M.nome).max(200, M.nome),
    dataInicio: data,
    dataFim: data.nullish(),
  })
  .refine((r) => !r.dataFim || compareDates(r.dataInicio, r.dataFim) <= 0, {
    message: M.fimAntesDoInicio,
    path: ['dataFim'],
  });

export const representanteSchema = z.object({
  id: z.number().int(),
  cpf: z.string(),
  nome: z.string(),
  dataInicio: z.string(),
  dataFim: z.string().nullable(),
  /** the grant holds today (São Paulo) */
  vigente: z.boolean(),
});
export type Representante = z.infer<typeof representanteSchema>;
export const representanteSalvoSchema = representanteSchema.extend({ message: z.string() });

/** A grant holds on the days dataInicio ≤ hoje ≤ dataFim (dataFim empty: open-ended). */
export const representacaoVigente = (r: { dataInicio: string; dataFim: string | null }, hoje: IsoDate) =>
  compareDates(r.dataInicio, hoje) <= 0 && (!r.dataFim || compareDates(hoje, r.dataFim) <= 0);
