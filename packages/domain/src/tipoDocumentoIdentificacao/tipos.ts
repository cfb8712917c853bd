/**
 * Identification document types of debtors (spec 01 §3; used by spec 02's debtor form). Apart from the
 * schema so that the formatters (format.ts) load without zod.
 */

export const TIPOS_DOCUMENTO_IDENTIFICACAO = [
  { id: 1, nome: 'CPF' },
  { id: 2, nome: 'CNPJ' },
  { id: 3, nome: 'Passaporte' },
  { id: 4, nome: 'ID' },
  { id: 5, nome: 'IE' },
] as const;
export const TIPO_DOC_IDENTIFICACAO_CPF = 1;
export const TIPO_DOC_IDENTIFICACAO_CNPJ = 2;
