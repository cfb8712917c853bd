import { z } from 'zod';

/**
 * What the API's document (OpenAPI, written from these schemas) says of a value whose rule zod
 * keeps where JSON Schema does not look: in a refine, or behind a transform (a mask removed, a
 * value trimmed). Given with `.meta()` on the schema that holds the rule, so the document refuses
 * what the server refuses for its shape: the pattern; and a valid `example`, for what a pattern
 * cannot say (check digits, area codes, the calendar), which the refine still judges.
 */
const DATA = '\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])';
const CPF = '\\d{3}\\.?\\d{3}\\.?\\d{3}-?\\d{2}';
const CNPJ = '[0-9A-Za-z]{2}\\.?[0-9A-Za-z]{3}\\.?[0-9A-Za-z]{3}/?[0-9A-Za-z]{4}-?\\d{2}';

export const FORMATOS = {
  email: { format: 'email', pattern: z.regexes.email.source, example: 'pessoa@exemplo.gov.br' },
  /** an optional e-mail: empty is none */
  emailOuVazio: { pattern: `^$|${z.regexes.email.source}`, example: 'pessoa@exemplo.gov.br' },
  data: { format: 'date', pattern: `^${DATA}$`, example: '2026-03-10' },
  /** a filter's date: empty is none */
  dataOuVazia: { pattern: `^(${DATA})?$`, example: '2026-03-10' },
  cep: { pattern: '^(\\d{5}-?\\d{3}|\\d{2}\\.\\d{3}-\\d{3})$', example: '01310-100' },
  cpf: { pattern: `^${CPF}$`, example: '529.982.247-25' },
  cnpj: { pattern: `^${CNPJ}$`, example: '11.222.333/0001-81' },
  cpfCnpj: { pattern: `^(${CPF}|${CNPJ})$`, example: '529.982.247-25' },
  telefone: { pattern: '^[\\d\\s().+-]{10,20}$', example: '(61) 99876-5432' },
  telefoneOuVazio: { pattern: '^([\\d\\s().+-]{10,20})?$', example: '(61) 99876-5432' },
  /** a digit and a lower-case letter among 8 to 32 characters (auth.schema's senhaRegras) */
  senha: { pattern: '^(?=.*\\d)(?=.*[a-z]).{8,32}$', example: 'senhaForte1' },
} as const;

/** A text of at least `min` characters once trimmed (a refine's rule), in the document's words. */
export function textoMinimo(min: number, opcional = false) {
  const texto = min <= 1 ? '\\S([\\s\\S]*\\S)?' : `\\S[\\s\\S]{${min - 2},}\\S`;
  return { pattern: opcional ? `^\\s*(${texto})?\\s*$` : `^\\s*${texto}\\s*$` };
}
