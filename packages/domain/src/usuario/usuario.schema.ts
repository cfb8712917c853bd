import { z } from 'zod';

/** Users (spec 01 §2.6, §3). The full form schema arrives with the users area. */

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
});
