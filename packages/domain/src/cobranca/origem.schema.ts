import { z } from 'zod';

/**
 * Where a collection was made (docs/portal.md §5.5): by the staff (SISTEMA) or by the debtor on the
 * portal (PORTAL). The list shows it and filters by it; the detail names it.
 */
export const ORIGENS_COBRANCA = ['SISTEMA', 'PORTAL'] as const;
export type OrigemCobranca = (typeof ORIGENS_COBRANCA)[number];

export const ROTULO_ORIGEM_COBRANCA: Record<OrigemCobranca, string> = {
  SISTEMA: 'Equipe',
  PORTAL: 'Portal do devedor',
};

/**
 * The debtor's acceptance of an agreement's term on the portal: who (CPF, name, gov.br level and
 * `amr`), when, from which address, and the SHA-256 of the term's text they read. Kept on the
 * collection, written in the audit chain and printed on the term.
 */
export const aceiteDoTermoSchema = z.object({
  cpf: z.string(),
  nome: z.string(),
  nivel: z.string(),
  amr: z.array(z.string()),
  em: z.string(),
  ip: z.string(),
  sha256Termo: z.string(),
});
export type AceiteDoTermo = z.infer<typeof aceiteDoTermoSchema>;
