import { z } from 'zod';
import { FORMATOS } from '../formatos.ts';
import { idFiltroSchema } from '../id.ts';
import { isValidCep, onlyDigits } from '../documents.ts';

/** Location data (spec 01 §3 "Location data", §7 cep/listLocalidade and cep/{digits}). */

export const MENSAGENS_CEP = {
  naoEncontrado: 'CEP não encontrado',
  invalido: 'Informe um CEP válido.',
  ufInvalida: 'Informe uma UF válida.',
} as const;

/**
 * Body of `POST cep/listLocalidade`. `uf` is the state's sigla ('SP'); its IBGE code (35) is accepted too.
 * `idComarca` is accepted and ignored: the project carries no court-district (comarca) data, so every
 * municipality of the state answers.
 */
export const listLocalidadeBodySchema = z.object({
  idComarca: idFiltroSchema(),
  uf: z
    .union(
      [
        z.string().trim().max(2, MENSAGENS_CEP.ufInvalida),
        z
          .number()
          .int(MENSAGENS_CEP.ufInvalida)
          .min(11, MENSAGENS_CEP.ufInvalida)
          .max(53, MENSAGENS_CEP.ufInvalida),
      ],
      { error: MENSAGENS_CEP.ufInvalida },
    )
    .transform((v) => (typeof v === 'number' ? v : v.toUpperCase()))
    .refine((v) => typeof v === 'number' || /^[A-Z]{2}$/.test(v), MENSAGENS_CEP.ufInvalida),
});
export type ListLocalidadeBody = z.input<typeof listLocalidadeBodySchema>;

export const LOCALIDADE_SORT = ['nome', 'id'] as const;
export const LOCALIDADE_DEFAULT_SORT = 'nome';

/** Every locality we carry is a municipality (IBGE DTB); districts are folded into theirs. */
export const TIPO_LOCALIDADE_MUNICIPIO = 'MUNICIPIO';
export const SITUACAO_LOCALIDADE_ATIVA = 'ATIVA';

/** A locality: `id` is the municipality's 7-digit IBGE code; `uf` its state's sigla; `comarca` always null. */
export const localidadeSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  situacao: z.string(),
  tipoLocalidade: z.string(),
  uf: z.string(),
  comarca: z.object({ id: z.number().int(), nome: z.string() }).nullable(),
});
export type Localidade = z.infer<typeof localidadeSchema>;

/** The path parameter of `GET cep/{digits}`: 8 digits, a mask is tolerated; answers the digits. */
export const cepParamSchema = z.object({
  cep: z
    .string()
    .max(12, MENSAGENS_CEP.invalido)
    .refine(isValidCep, MENSAGENS_CEP.invalido)
    .transform((v) => onlyDigits(v))
    .meta(FORMATOS.cep),
});

/**
 * Street data of a CEP. `nome` is the street with its type as people write it ('Praça da Sé'); `tipo`
 * the type alone ('Praça') when known. A municipality's general CEP (single-CEP towns) answers with the
 * locality only: `nome`, `tipo`, `bairro` and `complemento` are then null.
 */
export const enderecoCepSchema = z.object({
  id: z.string(),
  cep: z.string(),
  nome: z.string().nullable(),
  tipo: z.string().nullable(),
  complemento: z.string().nullable(),
  bairro: z.string().nullable(),
  localidade: z.object({ id: z.number().int(), nome: z.string(), uf: z.string() }),
});
export type EnderecoCep = z.infer<typeof enderecoCepSchema>;

/** A place name's sort key: no accents, lower case ('Águas Belas' sorts with the A's in any collation). */
export function ordemNomeLocalidade(nome: string): string {
  return nome.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * A place name reduced for matching what people type against official names: no accents, lower case,
 * hyphens and apostrophes as nothing or spaces ("Biritiba-Mirim" = "Biritiba Mirim",
 * "Alta Floresta D'Oeste" = "alta floresta doeste" = "Alta Floresta d Oeste").
 */
export function chaveNomeLocalidade(nome: string): string {
  return nome
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`´]/g, '')
    .replace(/[^a-z0-9]+/g, '');
}
