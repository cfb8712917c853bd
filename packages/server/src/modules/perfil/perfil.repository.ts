import type { SortSpec } from '@divida/domain/list';
import type { PERFIL_SORT } from '@divida/domain/perfil/perfil.schema';
import { and, eq, isNull, ne, or, type SQL } from 'drizzle-orm';
import { todosOrgaos, type Alcance } from '../../platform/auth/scope.ts';
import { contem, ordemDe } from '../../platform/db/chaveBusca.ts';
import { countAll, type Executor } from '../../platform/db/database.ts';
import { offsetOf, orderBy, paginar } from '../../platform/db/paging.ts';
import { orgaoCredorNome as orgaoCredor } from '../orgaoCredor/index.ts';
import { perfil, perfilPermissao } from './perfil.table.ts';

/**
 * The profiles a caller sees (issue 37 item 1): those shared by every body and their body's own; the
 * PGE's staff see every body's. Another body's profile is simply not found (404).
 */
const visivel = (caller: Alcance): SQL | undefined =>
  todosOrgaos(caller)
    ? undefined
    : or(isNull(perfil.orgaoCredorId), eq(perfil.orgaoCredorId, caller.orgaoCredorId));

/** The profile's columns with its body (null: shared), as the API answers them. */
const colunas = {
  id: perfil.id,
  nome: perfil.nome,
  versao: perfil.versao,
  orgaoCredorId: perfil.orgaoCredorId,
  sigla: orgaoCredor.sigla,
};
const comOrgao = <T extends { orgaoCredorId: number | null; sigla: string | null }>({ sigla, ...p }: T) => ({
  ...p,
  orgaoCredor: p.orgaoCredorId === null ? null : { id: p.orgaoCredorId, sigla: sigla ?? '' },
});

const columns = { nome: [ordemDe(perfil.nomeBusca), perfil.nome], id: perfil.id } satisfies Record<
  (typeof PERFIL_SORT)[number],
  unknown
>;

export async function listar(
  ex: Executor,
  caller: Alcance,
  q: { nome?: string | null; sort: SortSpec<(typeof PERFIL_SORT)[number]>; page: number; size: number },
) {
  const where = and(visivel(caller), q.nome ? contem(perfil.nomeBusca, q.nome) : undefined);
  return paginar(
    ex,
    q,
    async () =>
      (
        await ex
          .select(colunas)
          .from(perfil)
          .leftJoin(orgaoCredor, eq(orgaoCredor.id, perfil.orgaoCredorId))
          .where(where)
          .orderBy(...orderBy(q.sort, columns, perfil.id))
          .limit(q.size)
          .offset(offsetOf(q))
      ).map(comOrgao),
    () => ex.select({ n: countAll() }).from(perfil).where(where),
  );
}

/** Every profile the caller sees, with its permissions: the users form offers those the caller may assign. */
export async function listarTodos(ex: Executor, caller: Alcance) {
  const perfis = (
    await ex
      .select(colunas)
      .from(perfil)
      .leftJoin(orgaoCredor, eq(orgaoCredor.id, perfil.orgaoCredorId))
      .where(visivel(caller))
      .orderBy(ordemDe(perfil.nomeBusca), perfil.nome, perfil.id)
  ).map(comOrgao);
  const rows = await ex
    .select({ perfilId: perfilPermissao.perfilId, c: perfilPermissao.permissao })
    .from(perfilPermissao)
    .orderBy(perfilPermissao.permissao);
  const de = new Map<number, string[]>(perfis.map((p) => [p.id, []]));
  for (const r of rows) de.get(r.perfilId)?.push(r.c);
  return perfis.map((p) => ({ ...p, permissoes: de.get(p.id) ?? [] }));
}

/** One profile within the caller's sight (another body's: undefined, a 404). */
export async function buscar(ex: Executor, caller: Alcance, id: number) {
  const [p] = await ex
    .select(colunas)
    .from(perfil)
    .leftJoin(orgaoCredor, eq(orgaoCredor.id, perfil.orgaoCredorId))
    .where(and(eq(perfil.id, id), visivel(caller)));
  if (!p) return undefined;
  const rows = await ex
    .select({ c: perfilPermissao.permissao })
    .from(perfilPermissao)
    .where(eq(perfilPermissao.perfilId, id));
  return { ...comOrgao(p), permissoes: rows.map((r) => r.c).sort() };
}

export async function nomeEmUso(ex: Executor, nome: string, excetoId?: number) {
  const [p] = await ex
    .select({ id: perfil.id })
    .from(perfil)
    .where(and(eq(perfil.nome, nome), excetoId ? ne(perfil.id, excetoId) : undefined));
  return p !== undefined;
}

export async function gravarPermissoes(ex: Executor, perfilId: number, permissoes: readonly string[]) {
  await ex.delete(perfilPermissao).where(eq(perfilPermissao.perfilId, perfilId));
  if (permissoes.length > 0)
    await ex.insert(perfilPermissao).values(permissoes.map((c) => ({ perfilId, permissao: c })));
}
