import { MENSAGENS_PERFIL } from '@divida/domain/perfil/perfil.schema';
import { comPais, PERMISSOES, reservadasAPge, type Permissao } from '@divida/domain/permissions';
import { and, eq } from 'drizzle-orm';
import { audit } from '../../platform/audit/audit.ts';
import { assertPodeAlterarCompartilhado, assertPodeAtuarSobrePerfil } from '../../platform/auth/alcance.ts';
import { podeUsarOrgao, todosOrgaos } from '../../platform/auth/scope.ts';
import type { AuthUser, Ctx } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/database.ts';
import { comUnicos, type Unicos } from '../../platform/db/uniqueViolation.ts';
import { conferirVersao, naVersao, proximaVersao, umaLinha } from '../../platform/db/versao.ts';
import { AppError, conflict, invalido, notFound } from '../../platform/errors.ts';
import { orgaoCredorAtivo as orgaoCredor } from '../orgaoCredor/index.ts';
import { referenciado, referenciadoForaDoOrgao } from '../../platform/db/referencias.ts';
import * as repo from './perfil.repository.ts';
import { perfil } from './perfil.table.ts';

const ENTIDADE = 'perfil';

const UNICOS: Unicos = { perfil_nome_unique: { field: 'nome', message: MENSAGENS_PERFIL.duplicado } };

interface PerfilInput {
  nome: string;
  permissoes: Permissao[];
  idOrgaoCredor?: number | null;
}

/**
 * The body a profile is saved for (issue 37 item 1). A profile of no body is shared by every body:
 * only the PGE writes it (403 saying so). A body's user writes their body's own profiles only; another
 * body is refused as the users form refuses it. The body must exist and be active.
 */
async function assertOrgaoDoPerfil(
  ex: Executor,
  actor: AuthUser,
  orgaoCredorId: number | null,
  inclusao = false,
) {
  if (orgaoCredorId === null) return assertPodeAlterarCompartilhado(actor, inclusao);
  if (!podeUsarOrgao(actor, orgaoCredorId)) {
    throw new AppError('FORBIDDEN', MENSAGENS_PERFIL.orgaoNaoPermitido, [
      { field: 'idOrgaoCredor', message: MENSAGENS_PERFIL.orgaoNaoPermitido },
    ]);
  }
  const [o] = await ex
    .select({ ativo: orgaoCredor.ativo })
    .from(orgaoCredor)
    .where(eq(orgaoCredor.id, orgaoCredorId));
  if (!o?.ativo) throw invalido('idOrgaoCredor', MENSAGENS_PERFIL.orgaoInexistente);
}

/** A body's own profile holds nothing reserved to the PGE (checked after the author's own reach). */
function assertSemReservadas(orgaoCredorId: number | null, permissoes: readonly Permissao[]) {
  const reservadas = orgaoCredorId === null ? [] : reservadasAPge(permissoes);
  if (reservadas.length > 0) {
    const nomes = reservadas.map((c) => PERMISSOES.find((p) => p.codigo === c)!.nome).join(', ');
    throw invalido('permissoes', MENSAGENS_PERFIL.reservadaPge(nomes));
  }
}

/** What the audit keeps of a profile: its columns, its body's id and its permissions. */
const registro = (p: { id: number; nome: string; versao: number; orgaoCredorId: number | null }) => ({
  id: p.id,
  nome: p.nome,
  versao: p.versao,
  orgaoCredorId: p.orgaoCredorId,
});

export async function criar(ctx: Ctx, actor: AuthUser, input: PerfilInput) {
  const permissoes = comPais(input.permissoes);
  // left out: of the author's reach (the PGE's a shared profile, a body's user's their body's)
  const orgaoCredorId =
    input.idOrgaoCredor !== undefined ? input.idOrgaoCredor : todosOrgaos(actor) ? null : actor.orgaoCredorId;
  return comUnicos(UNICOS, () =>
    ctx.db.transaction(async (tx) => {
      await assertOrgaoDoPerfil(tx, actor, orgaoCredorId, true);
      assertPodeAtuarSobrePerfil(actor, permissoes, 'permissoes');
      assertSemReservadas(orgaoCredorId, permissoes);
      if (await repo.nomeEmUso(tx, input.nome)) throw conflict(MENSAGENS_PERFIL.duplicado, 'nome');
      const [p] = await tx.insert(perfil).values({ nome: input.nome, orgaoCredorId }).returning();
      await repo.gravarPermissoes(tx, p!.id, permissoes);
      await audit(tx, {
        usuarioId: actor.id,
        entidade: ENTIDADE,
        entidadeId: p!.id,
        orgaoCredorId,
        acao: 'CRIAR',
        depois: { ...registro(p!), permissoes },
      });
      return (await repo.buscar(tx, actor, p!.id))!;
    }),
  );
}

/** A change reaches the profile's users at their next token refresh (the token carries the scope). */
export async function alterar(
  ctx: Ctx,
  actor: AuthUser,
  id: number,
  input: PerfilInput & { versao?: number },
) {
  const permissoes = comPais(input.permissoes);
  return comUnicos(UNICOS, () =>
    ctx.db.transaction(async (tx) => {
      const antes = await repo.buscar(tx, actor, id);
      if (!antes) throw notFound();
      // the body it is of now, and the one it is saved for (left out: kept)
      await assertOrgaoDoPerfil(tx, actor, antes.orgaoCredorId);
      const orgaoCredorId = input.idOrgaoCredor !== undefined ? input.idOrgaoCredor : antes.orgaoCredorId;
      if (orgaoCredorId !== antes.orgaoCredorId) await assertOrgaoDoPerfil(tx, actor, orgaoCredorId);
      conferirVersao(antes.versao, input.versao);
      // Neither widening a profile beyond one's own reach nor editing (or stripping) a wider one.
      assertPodeAtuarSobrePerfil(actor, antes.permissoes);
      assertPodeAtuarSobrePerfil(actor, permissoes, 'permissoes');
      assertSemReservadas(orgaoCredorId, permissoes);
      if (await repo.nomeEmUso(tx, input.nome, id)) throw conflict(MENSAGENS_PERFIL.duplicado, 'nome');
      // a body's own profile is held by that body's users only
      if (
        orgaoCredorId !== null &&
        (await referenciadoForaDoOrgao(tx, ctx.referencias.para(perfil), id, orgaoCredorId))
      )
        throw conflict(MENSAGENS_PERFIL.usuariosDeOutrosOrgaos, 'idOrgaoCredor');
      const p = umaLinha(
        await tx
          .update(perfil)
          .set({ nome: input.nome, orgaoCredorId, versao: proximaVersao(perfil.versao) })
          .where(and(eq(perfil.id, id), naVersao(perfil.versao, input.versao)))
          .returning(),
      );
      await repo.gravarPermissoes(tx, id, permissoes);
      await audit(tx, {
        usuarioId: actor.id,
        entidade: ENTIDADE,
        orgaoCredorId,
        entidadeId: id,
        acao: 'ALTERAR',
        antes: { ...registro(antes), permissoes: antes.permissoes },
        depois: { ...registro(p), permissoes: [...permissoes].sort() },
      });
      return (await repo.buscar(tx, actor, id))!;
    }),
  );
}

export async function excluir(ctx: Ctx, actor: AuthUser, id: number) {
  await ctx.db.transaction(async (tx) => {
    const antes = await repo.buscar(tx, actor, id);
    if (!antes) throw notFound();
    await assertOrgaoDoPerfil(tx, actor, antes.orgaoCredorId);
    assertPodeAtuarSobrePerfil(actor, antes.permissoes);
    // its users, deactivated ones too: they keep their history
    if (await referenciado(tx, ctx.referencias.para(perfil), id)) throw conflict(MENSAGENS_PERFIL.emUso);
    // Of two simultaneous deletes only one removes the row: the other answers 404, one audit entry.
    const removidos = await tx.delete(perfil).where(eq(perfil.id, id)).returning({ id: perfil.id });
    if (removidos.length === 0) throw notFound();
    await audit(tx, {
      usuarioId: actor.id,
      entidade: ENTIDADE,
      entidadeId: id,
      orgaoCredorId: antes.orgaoCredorId,
      acao: 'EXCLUIR',
      antes: { ...registro(antes), permissoes: antes.permissoes },
    });
  });
}
