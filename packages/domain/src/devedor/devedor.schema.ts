import { z } from 'zod';
import { isValidCpf, isValidCnpj, isValidPhone, onlyDigits } from '../documents.ts';
import { cepSchema } from '../endereco/endereco.schema.ts';
import { idSchema } from '../id.ts';
import {
  TIPO_DOC_IDENTIFICACAO_CNPJ,
  TIPO_DOC_IDENTIFICACAO_CPF,
} from '../tipoDocumentoIdentificacao/tipoDocumentoIdentificacao.schema.ts';
import { FORMATOS, textoMinimo } from '../formatos.ts';

/** Debtors and co-responsible parties (spec 02 §2.9, §3, §5). */

export const MENSAGENS_DEVEDOR = {
  nomeObrigatorio: 'Obrigatório informar o Nome ou Razão social',
  nomeMinimo: (min: number) => `O Nome ou Razão social deve ter no mínimo ${min} caracteres.`,
  nomeMaximo: 'O Nome ou Razão social deve ter no máximo 100 caracteres.',
  email: 'Insira um email válido',
  tipoDocumento: 'Obrigatório informar o Tipo de Documentação',
  cpfCnpj: 'Informe um CPF/CNPJ válido.',
  documento: 'Informe um documento de identificação válido.',
  cep: 'Informe um CEP válido.',
  obrigatorio: 'Campo obrigatório',
  minimo: (min: number) => `Informe no mínimo ${min} caracteres`,
  maximo: (max: number) => `Informe no máximo ${max} caracteres`,
  numero: 'Deve ser informado um número válido.',
  telefoneTamanho: 'O Telefone deve ter entre 10 ou 11 caracteres',
  telefoneInvalido: 'Informe um Telefone válido.',
  uf: 'Necessário selecionar o estado.',
  municipio: 'Necessário selecionar o município.',
  titularCorresponsavel: 'O devedor titular não pode ser um corresponsável',
  corresponsavelRepetidoDialogo: (doc: string) =>
    `Já há um corresponsável adicionado com esse documento de identificação ${doc}`,
  corresponsavelRepetido: (doc: string) =>
    `Já existe um corresponsável adicionado com esse CPF/CNPJ informado ${doc}`,
  filtroNome: 'O nome deve ter no máximo 150 caracteres.',
  naoRecuperado: 'Não foi possível recuperar informações do devedor.',
  buscaFalhou: 'Não foi possível realizar a busca pelo devedor',
} as const;
const M = MENSAGENS_DEVEDOR;

/** Maximum typed length of the document by type (spec 02 §5): CPF 14, CNPJ 18, Passaporte 20, ID 9, IE 10. */
export const DOCUMENTO_MAX: Record<number, number> = { 1: 14, 2: 18, 3: 20, 4: 9, 5: 10 };

/**
 * The document as stored: digits for CPF and CNPJ, upper case without spaces for the others. Valid
 * CPF/CNPJ check digits are required (a typo would create a second debtor for the same person).
 */
export function normalizarDocumento(tipo: number, texto: string): string {
  return tipo === TIPO_DOC_IDENTIFICACAO_CPF || tipo === TIPO_DOC_IDENTIFICACAO_CNPJ
    ? onlyDigits(texto)
    : texto.replace(/\s+/g, '').toUpperCase();
}

export function documentoValido(tipo: number, texto: string): boolean {
  const doc = normalizarDocumento(tipo, texto);
  if (tipo === TIPO_DOC_IDENTIFICACAO_CPF) return doc.length === 11 && isValidCpf(doc);
  if (tipo === TIPO_DOC_IDENTIFICACAO_CNPJ) return doc.length === 14 && isValidCnpj(doc);
  return doc.length > 0 && doc.length <= (DOCUMENTO_MAX[tipo] ?? 20) && /^[0-9A-Z./-]+$/.test(doc);
}

const textoObrigatorio = (min: number, max: number) =>
  z
    .string({ error: M.obrigatorio })
    .trim()
    .min(1, M.obrigatorio)
    .refine((v) => v.length === 0 || v.length >= min, M.minimo(min))
    .max(max, M.maximo(max))
    .meta(textoMinimo(min));

const telefone = (obrigatorio: boolean) =>
  z
    .string()
    .trim()
    .max(20, M.telefoneTamanho)
    .nullish()
    .transform((v) => (v ? onlyDigits(v) : null))
    .superRefine((v, ctx) => {
      if (v === null) {
        if (obrigatorio) ctx.addIssue({ code: 'custom', message: M.obrigatorio });
        return;
      }
      if (v.length !== 10 && v.length !== 11) ctx.addIssue({ code: 'custom', message: M.telefoneTamanho });
      else if (!isValidPhone(v)) ctx.addIssue({ code: 'custom', message: M.telefoneInvalido });
    })
    .meta(obrigatorio ? FORMATOS.telefone : FORMATOS.telefoneOuVazio);

/**
 * The fields of a debtor as the process form and the co-responsible dialog send them. The holder's
 * name needs 6 characters and street and district 3; the co-responsible's name 3 and no minimums.
 */
export function camposDevedor(regras: { nomeMin: number; enderecoMin: number }) {
  return {
    idDevedor: idSchema().nullish(),
    nome: z
      .string({ error: M.nomeObrigatorio })
      .trim()
      .min(1, M.nomeObrigatorio)
      .refine((v) => v.length === 0 || v.length >= regras.nomeMin, M.nomeMinimo(regras.nomeMin))
      .max(100, M.nomeMaximo)
      .meta(textoMinimo(regras.nomeMin)),
    email: z
      .string()
      .trim()
      .max(100, M.email)
      .nullish()
      .transform((v) => (v ? v.toLowerCase() : null))
      .refine((v) => v === null || z.email().safeParse(v).success, M.email)
      .meta(FORMATOS.emailOuVazio),
    tipoDocIdentificacao: idSchema(M.tipoDocumento),
    // CPF, CNPJ or another document, by tipoDocIdentificacao (checked with the whole record)
    documentoIdentificacao: z
      .string({ error: M.cpfCnpj })
      .trim()
      .min(1, M.cpfCnpj)
      .max(20, M.cpfCnpj)
      .meta({ example: FORMATOS.cpf.example }),
    cep: cepSchema(),
    rua: textoObrigatorio(regras.enderecoMin, 80),
    numero: z
      .string({ error: M.numero })
      .trim()
      .min(1, M.numero)
      .max(6, M.maximo(6))
      .regex(/^\d+$/, M.numero),
    bairro: textoObrigatorio(regras.enderecoMin, 60),
    complemento: z
      .string()
      .trim()
      .max(100, M.maximo(100))
      .nullish()
      .transform((v) => v || null),
    formUf: z
      .string({ error: M.uf })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, M.uf),
    formMunicipio: idSchema(M.municipio),
    telefone1: telefone(true),
    telefone2: telefone(false),
  };
}

/** The document checked against its type (CPF and CNPJ by check digits), and stored normalised. */
export function comDocumentoValido<
  T extends { tipoDocIdentificacao: number; documentoIdentificacao: string },
>(v: T, ctx: z.RefinementCtx) {
  const cpfCnpj =
    v.tipoDocIdentificacao === TIPO_DOC_IDENTIFICACAO_CPF ||
    v.tipoDocIdentificacao === TIPO_DOC_IDENTIFICACAO_CNPJ;
  if (!documentoValido(v.tipoDocIdentificacao, v.documentoIdentificacao)) {
    ctx.addIssue({
      code: 'custom',
      path: ['documentoIdentificacao'],
      message: cpfCnpj ? M.cpfCnpj : M.documento,
    });
  }
}

export const TIPOS_CORRESPONSAVEL = [
  { codigo: 'SOCIO', nome: 'Sócio' },
  { codigo: 'REPRESENTANTE', nome: 'Representante' },
] as const;
export type TipoCorresponsavel = (typeof TIPOS_CORRESPONSAVEL)[number]['codigo'];

/** The co-responsible dialog (spec 02 §5). */
export const corresponsavelFormSchema = z
  .object({
    ...camposDevedor({ nomeMin: 3, enderecoMin: 0 }),
    tipo: z.enum(['SOCIO', 'REPRESENTANTE'], { error: 'Necessário informar o tipo do corresponsável' }),
  })
  .superRefine(comDocumentoValido)
  .transform((v) => ({
    ...v,
    documentoIdentificacao: normalizarDocumento(v.tipoDocIdentificacao, v.documentoIdentificacao),
  }));
export type CorresponsavelForm = z.input<typeof corresponsavelFormSchema>;
export type CorresponsavelInput = z.output<typeof corresponsavelFormSchema>;

/** A debtor as the API answers it (detail, lookup by document, co-responsible). */
export const devedorSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  email: z.string().nullable(),
  tipoDocumentoIdentificacao: z.object({ id: z.number().int(), nome: z.string() }),
  documentoIdentificacao: z.string(),
  cep: z.string().nullable(),
  rua: z.string().nullable(),
  numero: z.string().nullable(),
  bairro: z.string().nullable(),
  complemento: z.string().nullable(),
  municipio: z.object({ id: z.number().int(), nome: z.string() }).nullable(),
  uf: z.string().nullable(),
  telefone1: z.string().nullable(),
  telefone2: z.string().nullable(),
});
export type Devedor = z.infer<typeof devedorSchema>;

/** Lookups of the create form per user and minute (`devedor/cpfCnpj`): a person types, a script harvests. */
export const BUSCAS_DEVEDOR_POR_MINUTO = 60;

export const corresponsavelSchema = devedorSchema.extend({ tipo: z.enum(['SOCIO', 'REPRESENTANTE']) });
export type Corresponsavel = z.infer<typeof corresponsavelSchema>;

/** `POST devedor/list` (spec 02 §2.9): name up to 150 and the document (CPF/CNPJ/IE). */
export const devedorFiltroSchema = z.object({
  nome: z.string().trim().max(150, M.filtroNome).nullish(),
  documentoIdentificacao: z.string().trim().max(20, M.documento).nullish(),
});
export const DEVEDOR_SORT = ['nome', 'documentoIdentificacao', 'id'] as const;
export const DEVEDOR_DEFAULT_SORT = 'nome';
export const devedorListItemSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  documentoIdentificacao: z.string(),
  tipoDocumentoIdentificacao: z.object({ id: z.number().int(), nome: z.string() }),
});

/** `GET devedor/{id}`: the debtor and the processes of it the caller may see. */
export const devedorDetalheSchema = devedorSchema.extend({
  processos: z.array(
    z.object({
      id: z.number().int(),
      numero: z.string(),
      faseProcesso: z.object({ id: z.number().int(), nome: z.string() }),
      situacaoProcesso: z.object({ id: z.number().int(), nome: z.string() }),
      saldoDevedor: z.number(),
    }),
  ),
});
export type DevedorDetalhe = z.infer<typeof devedorDetalheSchema>;

/** `POST devedor/listRelatorio`: the report's debtor autocomplete (name contains). */
export const devedorRelatorioFiltroSchema = z.object({
  nome: z.string().trim().max(150, M.filtroNome).nullish(),
});
