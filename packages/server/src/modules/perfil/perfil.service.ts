import { MENSAGENS_PERFIL } from '@divida/domain/perfil/perfil.schema';
import { comPais, type Permissao } from '@divida/domain/permissions';
import { eq } from 'drizzle-orm';
import { audit } from '../../platform/audit/audit.ts';
import { todosOrgaos } from '../../platform/auth/scope.ts';
import type { AuthUser, Ctx } from '../../platform/context.ts';
import { conflict, forbidden, notFound } from '../../platform/errors.ts';
import * as repo from './perfil.repository.ts';
import { perfil } from './perfil.table.ts';

const ENTIDADE = 'perfil';

/**
 * Only staff who already work across all bodies may hand that reach to a profile: otherwise an
 * administrator of one body could widen its own scope by editing its profile.
 */
function verificarAlcance(actor: AuthUser, permissoes: readonly Permissao[], antes: readonly string[] = []) {
  const concede = permissoes.includes('ACESSO_TODOS_ORGAOS') && !antes.includes('ACESSO_TODOS_ORGAOS');
  if (concede && !todosOrgaos(actor)) {
    throw forbidden('Somente quem tem acesso a todos os órgãos pode conceder essa permissão');
  }
}

export async function criar(ctx: Ctx, actor: AuthUser, input: { nome: string; permissoes: Permissao[] }) {
  const permissoes = comPais(input.permissoes);
  verificarAlcance(actor, permissoes);
  return ctx.db.transaction(async (tx) => {
    if (await repo.nomeEmUso(tx, input.nome)) throw conflict(MENSAGENS_PERFIL.duplicado, 'nome');
    const [p] = await tx.insert(perfil).values({ nome: input.nome }).returning();
    await repo.gravarPermissoes(tx, p!.id, permissoes);
    const depois = { ...p!, permissoes };
    await audit(tx, { usuarioId: actor.id, entidade: ENTIDADE, entidadeId: p!.id, acao: 'CRIAR', depois });
    return depois;
  });
}

/** A change reaches the profile's users at their next token refresh (the token carries the scope). */
export async function alterar(
  ctx: Ctx,
  actor: AuthUser,
  id: number,
  input: { nome: string; permissoes: Permissao[] },
) {
  const permissoes = comPais(input.permissoes);
  return ctx.db.transaction(async (tx) => {
    const antes = await repo.buscar(tx, id);
    if (!antes) throw notFound();
    verificarAlcance(actor, permissoes, antes.permissoes);
    if (await repo.nomeEmUso(tx, input.nome, id)) throw conflict(MENSAGENS_PERFIL.duplicado, 'nome');
    await tx.update(perfil).set({ nome: input.nome }).where(eq(perfil.id, id));
    await repo.gravarPermissoes(tx, id, permissoes);
    const depois = { id, nome: input.nome, permissoes: [...permissoes].sort() };
    await audit(tx, {
      usuarioId: actor.id,
      entidade: ENTIDADE,
      entidadeId: id,
      acao: 'ALTERAR',
      antes,
      depois,
    });
    return depois;
  });
}

export async function excluir(ctx: Ctx, actor: AuthUser, id: number) {
  await ctx.db.transaction(async (tx) => {
    const antes = await repo.buscar(tx, id);
    if (!antes) throw notFound();
    if (await repo.emUso(tx, id)) throw conflict(MENSAGENS_PERFIL.emUso);
    await tx.delete(perfil).where(eq(perfil.id, id));
    await audit(tx, { usuarioId: actor.id, entidade: ENTIDADE, entidadeId: id, acao: 'EXCLUIR', antes });
  });
}
