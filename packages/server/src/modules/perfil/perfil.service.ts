import { MENSAGENS_PERFIL } from '@divida/domain/perfil/perfil.schema';
import { comPais, type Permissao } from '@divida/domain/permissions';
import { and, eq } from 'drizzle-orm';
import { audit } from '../../platform/audit/audit.ts';
import { assertPodeAlterarCompartilhado, assertPodeAtuarSobrePerfil } from '../../platform/auth/alcance.ts';
import type { AuthUser, Ctx } from '../../platform/context.ts';
import { comUnicos, type Unicos } from '../../platform/db/uniqueViolation.ts';
import { conferirVersao, naVersao, proximaVersao, umaLinha } from '../../platform/db/versao.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import * as repo from './perfil.repository.ts';
import { perfil } from './perfil.table.ts';

const ENTIDADE = 'perfil';

const UNICOS: Unicos = { perfil_nome_unique: { field: 'nome', message: MENSAGENS_PERFIL.duplicado } };

export async function criar(ctx: Ctx, actor: AuthUser, input: { nome: string; permissoes: Permissao[] }) {
  // every profile is of no body, shared by all of them (body-owned profiles are not modelled yet)
  assertPodeAlterarCompartilhado(actor, true);
  const permissoes = comPais(input.permissoes);
  assertPodeAtuarSobrePerfil(actor, permissoes, 'permissoes');
  return comUnicos(UNICOS, () =>
    ctx.db.transaction(async (tx) => {
      if (await repo.nomeEmUso(tx, input.nome)) throw conflict(MENSAGENS_PERFIL.duplicado, 'nome');
      const [p] = await tx.insert(perfil).values({ nome: input.nome }).returning();
      await repo.gravarPermissoes(tx, p!.id, permissoes);
      const depois = { ...p!, permissoes };
      await audit(tx, {
        usuarioId: actor.id,
        entidade: ENTIDADE,
        entidadeId: p!.id,
        orgaoCredorId: null,
        acao: 'CRIAR',
        depois,
      });
      return depois;
    }),
  );
}

/** A change reaches the profile's users at their next token refresh (the token carries the scope). */
export async function alterar(
  ctx: Ctx,
  actor: AuthUser,
  id: number,
  input: { nome: string; permissoes: Permissao[]; versao?: number },
) {
  assertPodeAlterarCompartilhado(actor);
  const permissoes = comPais(input.permissoes);
  return comUnicos(UNICOS, () =>
    ctx.db.transaction(async (tx) => {
      const antes = await repo.buscar(tx, id);
      if (!antes) throw notFound();
      conferirVersao(antes.versao, input.versao);
      // Neither widening a profile beyond one's own reach nor editing (or stripping) a wider one.
      assertPodeAtuarSobrePerfil(actor, antes.permissoes);
      assertPodeAtuarSobrePerfil(actor, permissoes, 'permissoes');
      if (await repo.nomeEmUso(tx, input.nome, id)) throw conflict(MENSAGENS_PERFIL.duplicado, 'nome');
      const p = umaLinha(
        await tx
          .update(perfil)
          .set({ nome: input.nome, versao: proximaVersao(perfil.versao) })
          .where(and(eq(perfil.id, id), naVersao(perfil.versao, input.versao)))
          .returning(),
      );
      await repo.gravarPermissoes(tx, id, permissoes);
      const depois = { ...p, permissoes: [...permissoes].sort() };
      await audit(tx, {
        usuarioId: actor.id,
        entidade: ENTIDADE,
        orgaoCredorId: null,
        entidadeId: id,
        acao: 'ALTERAR',
        antes,
        depois,
      });
      return depois;
    }),
  );
}

export async function excluir(ctx: Ctx, actor: AuthUser, id: number) {
  assertPodeAlterarCompartilhado(actor);
  await ctx.db.transaction(async (tx) => {
    const antes = await repo.buscar(tx, id);
    if (!antes) throw notFound();
    assertPodeAtuarSobrePerfil(actor, antes.permissoes);
    if (await repo.emUso(tx, id)) throw conflict(MENSAGENS_PERFIL.emUso);
    // Of two simultaneous deletes only one removes the row: the other answers 404, one audit entry.
    const removidos = await tx.delete(perfil).where(eq(perfil.id, id)).returning({ id: perfil.id });
    if (removidos.length === 0) throw notFound();
    await audit(tx, {
      usuarioId: actor.id,
      entidade: ENTIDADE,
      entidadeId: id,
      orgaoCredorId: null,
      acao: 'EXCLUIR',
      antes,
    });
  });
}
