import { z } from 'zod';
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
});
export type PerfilForm = z.input<typeof perfilFormSchema>;
export const perfilAlteracaoSchema = perfilFormSchema.extend(alteracao);

export const perfilFiltroSchema = z.object({
  nome: z.string().trim().max(150, 'O nome deve ter no máximo 150 caracteres.').nullish(),
});

export const PERFIL_SORT = ['nome', 'id'] as const;
export const PERFIL_DEFAULT_SORT = 'nome';

export const perfilResumoSchema = z.object({ id: z.number().int(), nome: z.string() });
export const perfilSchema = perfilResumoSchema.extend({
  permissoes: z.array(z.string()),
  versao: z.number().int(),
});
export type Perfil = z.infer<typeof perfilSchema>;

export const MENSAGENS_PERFIL = {
  cadastrado: 'Perfil cadastrado com sucesso',
  atualizado: (nome: string) => `Perfil "${nome}" atualizado com sucesso`,
  excluido: 'Exclusão realizada com sucesso!',
  duplicado: 'Já existe um Perfil com este nome',
  emUso: 'Este Perfil está atribuído a usuários e não pode ser excluído',
} as const;
