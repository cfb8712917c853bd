import { z } from 'zod';
import { isValidCep, onlyDigits } from '../documents.ts';
import { referenciaSchema } from '../referencia.schema.ts';
import { FORMATOS } from '../formatos.ts';

/**
 * The address every record with one shares (users and creditor bodies today; debtors and requesters
 * next): cep, rua, numero, complemento, bairro, uf, municipio. Each area keeps its spec's limits
 * (spec 01 §6: user rua 10-100 and bairro 4-60, numeric numero; body rua 5-100 and bairro 2-60), so
 * the schema takes them as parameters; the page's fields are components/address/EnderecoFields.
 */
export interface RegrasEndereco {
  rua: { min: number; max: number };
  bairro: { min: number; max: number };
  /** spec 01 §6: the user's numero is numeric; the body's is free text. */
  numeroSoDigitos: boolean;
}

export const NUMERO_MAX = 6;
export const COMPLEMENTO_MAX = 100;

export const MENSAGENS_ENDERECO = {
  cep: 'Informe um CEP válido.',
  obrigatorio: (campo: string) => `Necessário informar ${campo}`,
  minimo: (min: number) => `Informe no mínimo ${min} caracteres`,
  maximo: (max: number) => `Informe no máximo ${max} caracteres`,
  numeroMaximo: `O número deve ter no máximo ${NUMERO_MAX} caracteres`,
  numeroDigitos: 'O número deve conter apenas dígitos',
  uf: 'Necessário informar a UF',
  municipio: 'Necessário informar o Município',
  municipioForaDaUf: 'Município não pertence à UF informada',
} as const;
const M = MENSAGENS_ENDERECO;

const texto = (campo: string, { min, max }: { min: number; max: number }) =>
  z
    .string({ error: M.obrigatorio(campo) })
    .trim()
    .min(1, M.obrigatorio(campo))
    .min(min, M.minimo(min))
    .max(max, M.maximo(max));

/** A CEP as typed ('01310-100' or its digits), kept as its 8 digits: every address's, debtors' too. */
export const cepSchema = () =>
  z.string({ error: M.cep }).max(9, M.cep).transform(onlyDigits).refine(isValidCep, M.cep).meta(FORMATOS.cep);

/** The address fields of a form schema, to spread into the area's z.object (keeps the field order). */
export function camposEndereco(regras: RegrasEndereco) {
  const numero = z
    .string({ error: M.obrigatorio('o número') })
    .trim()
    .min(1, M.obrigatorio('o número'))
    .max(NUMERO_MAX, M.numeroMaximo);
  return {
    cep: cepSchema(),
    rua: texto('a rua', regras.rua),
    numero: regras.numeroSoDigitos ? numero.regex(/^\d+$/, M.numeroDigitos) : numero,
    complemento: z
      .string()
      .trim()
      .max(COMPLEMENTO_MAX, M.maximo(COMPLEMENTO_MAX))
      .nullish()
      .transform((v) => v || null),
    bairro: texto('o bairro', regras.bairro),
    uf: z
      .string({ error: M.uf })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, M.uf),
    // Strict like every id (id.ts): a coerced `true` or `"+2"` is refused, not read as a number.
    // The record's GET answers `{ id, nome }`: a PUT of the record as read is taken by its id.
    municipio: referenciaSchema(M.municipio),
  };
}

export const enderecoSchema = (regras: RegrasEndereco) => z.object(camposEndereco(regras));

/** The address of a record as the API answers it (every part may be missing on old records). */
export const enderecoRespostaCampos = {
  cep: z.string().nullable(),
  rua: z.string().nullable(),
  numero: z.string().nullable(),
  complemento: z.string().nullable(),
  bairro: z.string().nullable(),
  uf: z.string().nullable(),
  municipio: z.object({ id: z.number().int(), nome: z.string() }).nullable(),
};
