import { z } from 'zod';
import { idSchema } from '../id.ts';
import { FORMATOS } from '../formatos.ts';

/** Sign-in and password schemas with the messages of spec 01 §5; used by the pages and the server. */

const required = (message: string) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? message : 'Valor inválido',
});

export const emailField = z
  .string(required('É necessário informar o e-mail'))
  .trim()
  .min(1, 'É necessário informar o e-mail')
  .max(100, 'O e-mail deve ter no máximo 100 caracteres')
  .pipe(z.email('E-mail inválido'))
  .meta(FORMATOS.email);

export const SENHA_MIN = 8;
export const SENHA_MAX = 32;

/** Live checks of the change-password dialog (spec 01 §2.9), one per rule. */
export const senhaRegras = {
  tamanho: (s: string) => s.length >= SENHA_MIN && s.length <= SENHA_MAX,
  numero: (s: string) => /\d/.test(s),
  letra: (s: string) => /\p{L}/u.test(s),
  minuscula: (s: string) => /\p{Ll}/u.test(s),
} as const;

export const novaSenhaField = z
  .string(required('Este campo é obrigatório'))
  .min(1, 'Este campo é obrigatório')
  .min(SENHA_MIN, `A senha deve ter no mínimo ${SENHA_MIN} caracteres`)
  .max(SENHA_MAX, `A senha deve ter no máximo ${SENHA_MAX} caracteres`)
  .refine((s) => senhaRegras.numero(s) && senhaRegras.minuscula(s), 'A senha é inválida')
  .meta(FORMATOS.senha);

export const loginSchema = z.object({
  email: emailField,
  senha: z
    .string(required('É necessário informar a senha'))
    .min(1, 'É necessário informar a senha')
    .max(SENHA_MAX, `A senha deve ter no máximo ${SENHA_MAX} caracteres`),
  recaptchaToken: z
    .string(required('É necessário resolver a verificação de segurança'))
    .min(1, 'É necessário resolver a verificação de segurança')
    .max(4000, 'Verificação de segurança inválida'),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const recoverPasswordSchema = z.object({ email: emailField });

export const resetPasswordSchema = z.object({
  novaSenha: novaSenhaField,
  token: z.string(required('Link de redefinição inválido')).min(1, 'Link de redefinição inválido').max(200),
});

const senhasIguais = 'As senhas não conferem.';

/**
 * The reset page's own form: the confirmation has the same format rules and must match (spec 01 §5
 * leaves equality out there; two different passwords typed there would lock the person out).
 */
export const resetPasswordFormSchema = z
  .object({
    // named as in the other new-password forms, so the page shares their fields and checklist
    senhaNova: novaSenhaField,
    confirmacaoSenha: novaSenhaField,
  })
  .refine((v) => v.senhaNova === v.confirmacaoSenha, { message: senhasIguais, path: ['confirmacaoSenha'] });

export const changePasswordSchema = z.object({
  senhaAtual: z
    .string(required('É necessário informar a senha atual'))
    .min(1, 'É necessário informar a senha atual')
    .max(SENHA_MAX, `A senha deve ter no máximo ${SENHA_MAX} caracteres`),
  senhaNova: novaSenhaField,
});

/** The dialog adds the confirmation, checked on the page only (the call carries senhaAtual and senhaNova). */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmacaoSenha: z.string().max(SENHA_MAX).meta(FORMATOS.senha) })
  .refine((v) => v.senhaNova === v.confirmacaoSenha, { message: senhasIguais, path: ['confirmacaoSenha'] });

export const changeUserPasswordSchema = z
  .object({
    idUsuario: idSchema('Usuário inválido'),
    senhaNova: novaSenhaField,
    confirmacaoSenha: z.string(required('Este campo é obrigatório')).max(SENHA_MAX).meta(FORMATOS.senha),
  })
  .refine((v) => v.senhaNova === v.confirmacaoSenha, { message: senhasIguais, path: ['confirmacaoSenha'] });

export const usuarioResumoSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  email: z.string(),
  matricula: z.string().nullable(),
  orgaoCredor: z.object({ id: z.number().int(), nome: z.string(), sigla: z.string() }),
  perfil: z.object({ id: z.number().int(), nome: z.string() }),
});
export type UsuarioResumo = z.infer<typeof usuarioResumoSchema>;

export const loginResponseSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  user: usuarioResumoSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const tokenResponseSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });

/** An ALTCHA v2 challenge, as the widget expects it. */
export const captchaChallengeSchema = z.object({
  parameters: z
    .object({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      expiresAt: z.number().optional(),
    })
    .loose(),
  signature: z.string().optional(),
});

export const MENSAGENS_AUTH = {
  recuperacaoEnviada: 'Um e-mail com as instruções para recuperar sua senha foi enviado',
  senhaRedefinida: 'Senha alterada com sucesso!',
  senhaAlterada: 'Senha alterada com sucesso',
  sessaoEncerrada: 'Sessão encerrada',
  senhaAtualIncorreta: 'A senha atual está incorreta',
  linkInvalido: 'O link de redefinição de senha é inválido ou expirou. Solicite um novo.',
  usuarioInativo: 'Usuário inativo. Procure o administrador do sistema.',
  muitasTentativas: (hora: string) =>
    `Muitas tentativas de acesso sem sucesso. Tente novamente após ${hora}.`,
  muitasSolicitacoes: (hora: string) => `Muitas solicitações. Tente novamente após ${hora}.`,
} as const;
