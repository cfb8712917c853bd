import { z } from 'zod';
import { idSchema } from '../id.ts';
import { isPermissao, TODAS_PERMISSOES, type Permissao } from '../permissions.ts';
import { alteracao } from '../versao.ts';

/** Profiles (spec 01 §2.4, §5). */

const NOME_MSG = 'O nome do perfil é obrigatório e deve ter entre 5 e 30 caracteres';

export const perfilFormSchema = z.object({
  nome: z
    .string({ error: NOME_MSG })
    .trim()
    .min(5, NOME_MSG)
    .max(30, NOME_MSG)
    .regex(/^[\p{L} ]+$/u, 'Caracteres especiais não são permitidos')
    .transform((s) => s.replace(/\s+/g, ' ').toLocaleUpperCase('pt-BR'))
    .meta({ example: 'ANALISTAS DE TESTE' }),
  permissoes: z
    .array(
      z.string().max(80).refine(isPermissao, 'Permissão desconhecida').meta({ enum: TODAS_PERMISSOES }),
      {
        error: 'O perfil deverá ter ao menos uma permissão selecionada',
      },
    )
    .min(1, 'O perfil deverá ter ao menos uma permissão selecionada')
    .max(200)
    .transform((l) => [...new Set(l)] as Permissao[]),
  /**
   * The body the profile is of (issue 37 item 1): null, a profile every body shares (the PGE's to
   * change); a body's id, a profile seen and assigned only inside that body. Left out: a new
   * profile is of the author's reach (the PGE's: shared; a body's user's: their body), an edited
   * one keeps its body.
   */
  idOrgaoCredor: idSchema('Órgão credor inválido').nullish(),
});
export type PerfilForm = z.input<typeof perfilFormSchema>;
export const perfilAlteracaoSchema = perfilFormSchema.extend(alteracao);

export const perfilFiltroSchema = z.object({
  nome: z.string().trim().max(150, 'O nome deve ter no máximo 150 caracteres.').nullish(),
});

export const PERFIL_SORT = ['nome', 'id'] as const;
export const PERFIL_DEFAULT_SORT = 'nome';

/** The profile's body (null: shared by every body). */
export const perfilOrgaoSchema = z.object({ id: z.number().int(), sigla: z.string() }).nullable();
export const perfilResumoSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  orgaoCredor: perfilOrgaoSchema,
});
export const perfilSchema = perfilResumoSchema.extend({
  permissoes: z.array(z.string()),
  versao: z.number().int(),
});
export type Perfil = z.infer<typeof perfilSchema>;
/** The answer of a create or update: the profile and the success message. */
export const perfilSalvoSchema = perfilSchema.extend({ message: z.string() });

export const MENSAGENS_PERFIL = {
  cadastrado: 'Perfil cadastrado com sucesso',
  atualizado: (nome: string) => `Perfil "${nome}" atualizado com sucesso`,
  excluido: 'Exclusão realizada com sucesso!',
  duplicado: 'Já existe um Perfil com este nome',
  emUso: 'Este Perfil está atribuído a usuários e não pode ser excluído',
  /** a body's profile holding what only the PGE's staff hold (permissions.ts PERMISSOES_RESERVADAS_PGE) */
  reservadaPge: (nomes: string) => `Um perfil de órgão não pode ter permissões reservadas à PGE: ${nomes}`,
  orgaoNaoPermitido: 'Você só pode cadastrar perfis do seu próprio Órgão Credor',
  orgaoInexistente: 'Órgão Credor não encontrado',
  /** moving a profile to a body while users of other bodies hold it */
  usuariosDeOutrosOrgaos:
    'Este Perfil está atribuído a usuários de outros órgãos e não pode passar a ser de um só órgão',
  /** the note of a shared profile, on the list and the form of a body's user */
  compartilhado: 'Perfil compartilhado por todos os órgãos: só a PGE pode alterá-lo.',
} as const;
