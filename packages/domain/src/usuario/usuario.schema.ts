import { z } from 'zod';
import { idFiltroSchema } from '../id.ts';
import { isValidCpf, isValidPhone, onlyDigits } from '../documents.ts';
import { camposEndereco, enderecoRespostaCampos, type RegrasEndereco } from '../endereco/endereco.schema.ts';
import { referenciaSchema } from '../referencia.schema.ts';
import { alteracao } from '../versao.ts';
import { FORMATOS, textoMinimo } from '../formatos.ts';

/** Users (spec 01 §2.6, §3, §5). */

/** Required text: empty asks for the field, short says the minimum (an empty street is missing, not short). */
const texto = (campo: string, min: number, max: number) =>
  z
    .string({ error: `Necessário informar ${campo}` })
    .trim()
    .min(1, `Necessário informar ${campo}`)
    .refine((v) => v.length === 0 || v.length >= min, `Informe no mínimo ${min} caracteres`)
    .max(max, `Informe no máximo ${max} caracteres`)
    .meta(textoMinimo(min));

const telefone = z
  .string()
  .trim()
  .max(20, 'Telefone inválido')
  .nullish()
  .transform((v) => (v ? onlyDigits(v) : null))
  .refine((v) => v === null || isValidPhone(v), 'Telefone inválido')
  .meta(FORMATOS.telefoneOuVazio);

/** spec 01 §6: rua 10-100, bairro 4-60, numero numeric. */
export const REGRAS_ENDERECO_USUARIO: RegrasEndereco = {
  rua: { min: 10, max: 100 },
  bairro: { min: 4, max: 60 },
  numeroSoDigitos: true,
};

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
    .transform((s) => s.toLowerCase())
    .meta(FORMATOS.email),
  cpf: z
    .string({ error: 'Deve ser informado um CPF' })
    .max(14, 'O CPF deve ter 11 caracteres')
    .transform(onlyDigits)
    .refine((v) => v.length > 0, 'Deve ser informado um CPF')
    .refine((v) => v.length === 0 || v.length === 11, 'O CPF deve ter 11 caracteres')
    .refine((v) => v.length !== 11 || isValidCpf(v), 'CPF inválido')
    .meta(FORMATOS.cpf),
  matricula: texto('a matrícula', 1, 10),
  telefone1: telefone,
  telefone2: telefone,
  ...camposEndereco(REGRAS_ENDERECO_USUARIO),
  // an id, or the { id, nome } the user's GET answers (referencia.schema.ts)
  orgaoCredor: referenciaSchema('Necessário informar um Órgão Credor'),
  perfil: referenciaSchema('Necessário informar um Perfil'),
});
export type UsuarioForm = z.input<typeof usuarioFormSchema>;
export type UsuarioInput = z.output<typeof usuarioFormSchema>;
export const usuarioAlteracaoSchema = usuarioFormSchema.extend(alteracao);

export const usuarioFiltroSchema = z.object({
  nome: z.string().trim().max(150, 'O nome deve ter no máximo 150 caracteres.').nullish(),
  /** 0 or null: every body the caller may see (spec 01 §7). */
  orgaoCredor: idFiltroSchema(),
});

/** The filter drawer holds the body as the select's string; the call sends it as an id (or null). */
export const usuarioFiltroFormSchema = usuarioFiltroSchema.extend({
  orgaoCredor: z.string().max(10).nullish(),
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
  ...enderecoRespostaCampos,
  versao: z.number().int(),
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
  senhaPropria: 'Para alterar a própria senha, use Alterar Senha, informando a senha atual',
  orgaoNaoPermitido: 'Você só pode atribuir usuários ao seu próprio Órgão Credor',
  perfilInexistente: 'Perfil não encontrado',
  perfilDeOutroOrgao:
    'Este Perfil é de outro Órgão Credor: escolha um perfil comum a todos os órgãos ou do órgão do usuário',
  orgaoInexistente: 'Órgão Credor não encontrado',
} as const;
