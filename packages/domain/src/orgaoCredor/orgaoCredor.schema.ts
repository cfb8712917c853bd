import { valorBrasileiroSchema } from '../valor.schema.ts';
import { z } from 'zod';
import { idSchema as id } from '../id.ts';
import { isValidCnpj, isValidPhone, normalizeCnpj, onlyDigits } from '../documents.ts';
import { camposEndereco, enderecoRespostaCampos, type RegrasEndereco } from '../endereco/endereco.schema.ts';
import { alteracao } from '../versao.ts';
import { CHAVE_MAX, normalizarChavePix } from '../pix.ts';
import { FORMATOS, textoMinimo } from '../formatos.ts';

/** Creditor bodies (spec 01 §2.7, §3, §5). One flat payload; cnpj without mask. */

const obrigatorio = (campo: string, min: number, max: number, extra?: { re: RegExp; msg: string }) => {
  let s = z
    .string({ error: `Necessário informar ${campo}` })
    .trim()
    .min(1, `Necessário informar ${campo}`)
    .min(min, `Informe no mínimo ${min} caracteres`)
    .max(max, `Informe no máximo ${max} caracteres`);
  if (extra) s = s.regex(extra.re, extra.msg);
  return s;
};

const opcional = (max: number, min = 0) =>
  z
    .string()
    .trim()
    .max(max, `Informe no máximo ${max} caracteres`)
    .refine((v) => v.length === 0 || v.length >= min, `Informe no mínimo ${min} caracteres`)
    .nullish()
    .transform((v) => v || null)
    .meta(min > 0 ? textoMinimo(min, true) : {});

const digitos = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Informe no máximo ${max} dígitos`)
    .regex(/^\d*$/, 'Informe apenas dígitos')
    .nullish()
    .transform((v) => v || null);

const LETRAS = { re: /^[\p{L} '.-]+$/u, msg: 'O campo deve conter apenas letras' };

export const DADOS_BANCARIOS = [
  'chaveBanco',
  'convenio',
  'agencia',
  'digitoAgencia',
  'conta',
  'digitoConta',
  'carteira',
  'variacao',
  'codigoBeneficiario',
  'codigoBeneficiarioDigito',
  'chavePix',
] as const;
export type CampoBancario = (typeof DADOS_BANCARIOS)[number];

/**
 * The bank of the body's account, as its 3-digit COMPE code ('001', '104', '237'): the code the
 * payment slips carry. Whether such a bank exists is checked by the server (table banco).
 */
const chaveBanco = z
  .string()
  .trim()
  .regex(/^\d*$/, 'A Chave do Banco aceita apenas dígitos (ex: 001)')
  // one message at a time: the length only once it is digits
  .refine((v) => /\D/.test(v) || /^(\d{3})?$/.test(v), 'Informe o código do banco com 3 dígitos (ex: 001)')
  .nullish()
  .transform((v) => v || null)
  .meta({ pattern: '^\\s*(\\d{3})?\\s*$', example: '001' });

export const dadosBancariosSchema = z.object({
  chaveBanco,
  convenio: digitos(50),
  agencia: digitos(10),
  digitoAgencia: z
    .string()
    .trim()
    .max(1, 'Informe no máximo 1 caractere')
    .regex(/^[\dXx]?$/, 'Informe um dígito ou X')
    .nullish()
    .transform((v) => v?.toUpperCase() || null),
  conta: digitos(20),
  digitoConta: z
    .string()
    .trim()
    .max(1, 'Informe no máximo 1 caractere')
    .regex(/^[\dXx]?$/, 'Informe um dígito ou X')
    .nullish()
    .transform((v) => v?.toUpperCase() || null),
  carteira: digitos(10),
  variacao: digitos(3),
  codigoBeneficiario: digitos(50),
  codigoBeneficiarioDigito: digitos(1),
  /** The Pix key the slips' QR code pays to: CPF, CNPJ, e-mail, +55 phone or random key (stored normalised). */
  chavePix: z
    .string()
    .trim()
    .max(CHAVE_MAX, 'Chave Pix inválida')
    .nullish()
    .transform((v, ctx) => {
      if (!v) return null;
      try {
        return normalizarChavePix(v).chave;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'Chave Pix inválida' });
        return z.NEVER;
      }
    })
    .meta({ example: FORMATOS.email.example }),
});

export const tipoDocumentoOrgaoSchema = z.object({
  id: id('Tipo de documento inválido'),
  nome: z.string().max(50).optional(),
  opcional: z.boolean().default(false),
});

/** spec 01 §6: rua 5-100, bairro 2-60, numero free text up to 6. */
export const REGRAS_ENDERECO_ORGAO_CREDOR: RegrasEndereco = {
  rua: { min: 5, max: 100 },
  bairro: { min: 2, max: 60 },
  numeroSoDigitos: false,
};

export const orgaoCredorFormSchema = z
  .object({
    nome: obrigatorio('a denominação', 10, 80),
    cnpj: z
      .string({ error: 'Necessário informar o CNPJ' })
      .max(22, 'CNPJ inválido')
      .transform(normalizeCnpj)
      .refine((v) => v.length > 0, 'Necessário informar o CNPJ')
      .refine((v) => v.length === 0 || isValidCnpj(v), 'CNPJ inválido')
      .meta(FORMATOS.cnpj),
    sigla: obrigatorio('a sigla', 2, 15).transform((s) => s.toLocaleUpperCase('pt-BR')),
    codigoReceita: z
      .string({ error: 'Necessário informar o código da receita' })
      .trim()
      .min(1, 'Necessário informar o código da receita')
      .max(20, 'Informe no máximo 20 dígitos')
      .regex(/^\d+$/, 'Informe apenas dígitos'),
    idIndiceFinanceiro: id('Necessário informar um Índice Financeiro'),
    numeroIdentificador: digitos(30),
    url: opcional(150),
    descricao: opcional(300),
    descricaoFatoPadrao: opcional(600, 30),
    fundamentoLegalPadrao: opcional(600, 30),
    utilizarJuros: z.boolean().default(false),
    utilizarMulta: z.boolean().default(false),
    tiposDocumentos: z
      .array(tipoDocumentoOrgaoSchema, { error: 'Necessário informar Documentos Obrigatórios' })
      .max(100)
      .refine((l) => l.some((t) => !t.opcional), 'Necessário informar Documentos Obrigatórios')
      .refine(
        (l) => new Set(l.map((t) => t.id)).size === l.length,
        'Um tipo de documento não pode ser obrigatório e opcional ao mesmo tempo',
      ),
    ...camposEndereco(REGRAS_ENDERECO_ORGAO_CREDOR),
    nomeContato: obrigatorio('o nome do responsável', 3, 100, LETRAS),
    emailContato: obrigatorio('o e-mail do responsável', 4, 100)
      .pipe(z.email('E-mail inválido'))
      .meta(FORMATOS.email),
    telefoneContato: z
      .string({ error: 'Necessário informar o telefone' })
      .max(15, 'Telefone inválido')
      .transform(onlyDigits)
      .refine((v) => v.length > 0, 'Necessário informar o telefone')
      .refine((v) => v.length === 0 || isValidPhone(v), 'Telefone inválido')
      .meta(FORMATOS.telefone),
    nomeAutoridade: obrigatorio('o nome da autoridade', 3, 255, LETRAS),
    cargoAutoridade: obrigatorio('o cargo da autoridade', 2, 100),
    matriculaAutoridade: obrigatorio('a matrícula da autoridade', 3, 100),
    /** docs/arquivos-bancarios.md §3: a payment short or over by at most this (R$) still settles; absent keeps the current */
    toleranciaPagamento: valorBrasileiroSchema('Informe a tolerância de pagamento')
      .refine((v) => v >= 0 && v <= 1000, 'A tolerância de pagamento deve estar entre R$ 0,00 e R$ 1.000,00')
      .optional(),
  })
  .extend(dadosBancariosSchema.partial().shape);
export type OrgaoCredorForm = z.input<typeof orgaoCredorFormSchema>;
export type OrgaoCredorInput = z.output<typeof orgaoCredorFormSchema>;
export const orgaoCredorAlteracaoSchema = orgaoCredorFormSchema.extend(alteracao);

export const orgaoCredorFiltroSchema = z.object({
  nome: z.string().trim().max(150, 'O nome deve ter no máximo 150 caracteres.').nullish(),
});

export const ORGAO_CREDOR_SORT = ['nome', 'sigla', 'cnpj', 'numeroIdentificador', 'id'] as const;
export const ORGAO_CREDOR_DEFAULT_SORT = 'nome,desc';

export const orgaoCredorResumoSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  cnpj: z.string(),
  sigla: z.string(),
  numeroIdentificador: z.string().nullable(),
  ativo: z.boolean(),
});

const nullableString = z.string().nullable();

export const orgaoCredorSchema = orgaoCredorResumoSchema.extend({
  codigoReceita: nullableString,
  idIndiceFinanceiro: z.number().int().nullable(),
  indiceFinanceiro: z.object({ id: z.number().int(), nome: z.string(), sigla: z.string() }).nullable(),
  url: nullableString,
  descricao: nullableString,
  descricaoFatoPadrao: nullableString,
  fundamentoLegalPadrao: nullableString,
  utilizarJuros: z.boolean(),
  utilizarMulta: z.boolean(),
  tiposDocumentos: z.array(z.object({ id: z.number().int(), nome: z.string(), opcional: z.boolean() })),
  ...enderecoRespostaCampos,
  nomeContato: nullableString,
  emailContato: nullableString,
  telefoneContato: nullableString,
  nomeAutoridade: nullableString,
  cargoAutoridade: nullableString,
  matriculaAutoridade: nullableString,
  chaveBanco: nullableString,
  convenio: nullableString,
  agencia: nullableString,
  digitoAgencia: nullableString,
  conta: nullableString,
  digitoConta: nullableString,
  carteira: nullableString,
  variacao: nullableString,
  codigoBeneficiario: nullableString,
  codigoBeneficiarioDigito: nullableString,
  chavePix: nullableString,
  toleranciaPagamento: z.number().optional(),
  versao: z.number().int(),
});
export type OrgaoCredor = z.infer<typeof orgaoCredorSchema>;

export const MENSAGENS_ORGAO_CREDOR = {
  cadastrado: 'Órgão Credor cadastrado com sucesso',
  atualizado: 'Órgão Credor atualizado com sucesso',
  excluido: 'Exclusão realizada com sucesso!',
  cnpjDuplicado: 'Já existe um Órgão Credor com este CNPJ',
  siglaDuplicada: 'Já existe um Órgão Credor com esta sigla',
  emUso: 'Este Órgão Credor possui usuários ou processos e não pode ser excluído',
  indiceInexistente: 'Índice Financeiro não encontrado',
  tipoDocumentoInexistente: 'Tipo de documento não encontrado',
  dadosBancariosSemPermissao: 'Necessário obter permissão para alterar os dados bancários.',
  bancoInexistente: 'Banco não encontrado',
} as const;
