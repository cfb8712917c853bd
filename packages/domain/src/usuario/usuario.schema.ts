import { z } from 'zod';
import { isValidCep, isValidCpf, isValidPhone, onlyDigits } from '../documents.ts';

/** Users (spec 01 §2.6, §3, §5). */

const id = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

const texto = (campo: string, min: number, max: number) =>
  z
    .string({ error: `Necessário informar ${campo}` })
    .trim()
    .min(
      min === 1 ? 1 : min,
      min === 1 ? `Necessário informar ${campo}` : `Informe no mínimo ${min} caracteres`,
    )
    .max(max, `Informe no máximo ${max} caracteres`);

const opcional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Informe no máximo ${max} caracteres`)
    .nullish()
    .transform((v) => v || null);

const telefone = z
  .string()
  .trim()
  .max(20, 'Telefone inválido')
  .nullish()
  .transform((v) => (v ? onlyDigits(v) : null))
  .refine((v) => v === null || isValidPhone(v), 'Telefone inválido');

export const usuarioFormSchema = z.object({
  nome: z
    .string({ error: 'Necessário informar o nome' })
    .trim()
    .min(1, 'Necessário informar o nome')
    .min(10, 'O nome deve ter no mínimo 10 caracteres')
    .max(80, 'O nome deve ter no máximo 80 caracteres'),
  email: z
    .string({ error: 'Necessário informar o e-mail' })
    .trim()
    .min(1, 'Necessário informar o e-mail')
    .max(40, 'O e-mail deve ter no máximo 40 caracteres')
    .pipe(z.email('E-mail inválido'))
    .transform((s) => s.toLowerCase()),
  cpf: z
    .string({ error: 'Deve ser informado um CPF' })
    .max(14, 'O CPF deve ter 11 caracteres')
    .transform(onlyDigits)
    .refine((v) => v.length > 0, 'Deve ser informado um CPF')
    .refine((v) => v.length === 0 || v.length === 11, 'O CPF deve ter 11 caracteres')
    .refine((v) => v.length !== 11 || isValidCpf(v), 'CPF inválido'),
  matricula: texto('a matrícula', 1, 10),
  telefone1: telefone,
  telefone2: telefone,
  cep: z
    .string({ error: 'Informe um CEP válido.' })
    .max(9, 'Informe um CEP válido.')
    .transform(onlyDigits)
    .refine(isValidCep, 'Informe um CEP válido.'),
  rua: texto('a rua', 10, 100),
  numero: z
    .string({ error: 'Necessário informar o número' })
    .trim()
    .min(1, 'Necessário informar o número')
    .max(6, 'O número deve ter no máximo 6 caracteres')
    .regex(/^\d+$/, 'O número deve conter apenas dígitos'),
  complemento: opcional(100),
  bairro: texto('o bairro', 4, 60),
  uf: z
    .string({ error: 'Necessário informar a UF' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Necessário informar a UF'),
  municipio: id('Necessário informar o Município'),
  orgaoCredor: id('Necessário informar um Órgão Credor'),
  perfil: id('Necessário informar um Perfil'),
});
export type UsuarioForm = z.input<typeof usuarioFormSchema>;
export type UsuarioInput = z.output<typeof usuarioFormSchema>;

export const usuarioFiltroSchema = z.object({
  nome: z.string().trim().max(150, 'O nome deve ter no máximo 150 caracteres.').nullish(),
  /** 0 or null: every body the caller may see (spec 01 §7). */
  orgaoCredor: z.coerce.number().int().min(0).max(2_147_483_647).nullish(),
});

export const USUARIO_SORT = ['nome', 'email', 'matricula', 'cpf', 'id', 'orgaoCredor.sigla'] as const;
export const USUARIO_DEFAULT_SORT = 'nome';

export const usuarioListItemSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  email: z.string(),
  cpf: z.string().nullable(),
  matricula: z.string().nullable(),
  ativo: z.boolean(),
  orgaoCredor: z.object({ id: z.number().int(), nome: z.string(), sigla: z.string() }),
  perfil: z.object({ id: z.number().int(), nome: z.string() }),
});
export type UsuarioListItem = z.infer<typeof usuarioListItemSchema>;

export const usuarioSchema = usuarioListItemSchema.extend({
  telefone1: z.string().nullable(),
  telefone2: z.string().nullable(),
  cep: z.string().nullable(),
  rua: z.string().nullable(),
  numero: z.string().nullable(),
  complemento: z.string().nullable(),
  bairro: z.string().nullable(),
  uf: z.string().nullable(),
  municipio: z.object({ id: z.number().int(), nome: z.string() }).nullable(),
});
export type Usuario = z.infer<typeof usuarioSchema>;

export const MENSAGENS_USUARIO = {
  cadastrado: 'Usuário cadastrado com sucesso',
  atualizado: 'Usuário atualizado com sucesso',
  atualizadoProprio:
    'Usuário atualizado com sucesso. Por gentileza, realize o acesso novamente para aplicar as alterações.',
  excluido: 'Exclusão realizada com sucesso!',
  emailDuplicado: 'Já existe um usuário com este e-mail',
  cpfDuplicado: 'Já existe um usuário com este CPF',
  excluirProprio: 'Não é possível excluir o próprio usuário',
  orgaoNaoPermitido: 'Você só pode atribuir usuários ao seu próprio Órgão Credor',
  perfilInexistente: 'Perfil não encontrado',
  orgaoInexistente: 'Órgão Credor não encontrado',
} as const;
