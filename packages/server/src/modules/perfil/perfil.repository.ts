import type { SortSpec } from '@divida/domain/list';
import type { PERFIL_SORT } from '@divida/domain/perfil/perfil.schema';
import { and, eq, ilike, ne } from 'drizzle-orm';
import { countAll, type Executor } from '../../platform/db/database.ts';
import { escapeLike, orderBy, paginar } from '../../platform/http/paging.ts';
import { usuario } from '../usuario/usuario.table.ts';
import { perfil, perfilPermissao } from './perfil.table.ts';

const columns = { nome: perfil.nome, id: perfil.id } satisfies Record<(typeof PERFIL_SORT)[number], unknown>;

export async function listar(
  ex: Executor,
  q: { nome?: string | null; sort: SortSpec<(typeof PERFIL_SORT)[number]>; page: number; size: number },
) {
  const where = q.nome ? ilike(perfil.nome, `%${escapeLike(q.nome)}%`) : undefined;
  return paginar(
    ex,
    q,
    () =>
      ex
        .select()
        .from(perfil)
        .where(where)
        .orderBy(...orderBy(q.sort, columns, perfil.id))
        .limit(q.size)
        .offset(q.page * q.size),
    () => ex.select({ n: countAll() }).from(perfil).where(where),
  );
}

export const listarTodos = (ex: Executor) => ex.select().from(perfil).orderBy(perfil.nome);

export async function buscar(ex: Executor, id: number) {
  const [p] = await ex.select().from(perfil).where(eq(perfil.id, id));
  if (!p) return undefined;
  const rows = await ex
    .select({ c: perfilPermissao.permissao })
    .from(perfilPermissao)
    .where(eq(perfilPermissao.perfilId, id));
  return { ...p, permissoes: rows.map((r) => r.c).sort() };
}

export async function nomeEmUso(ex: Executor, nome: string, excetoId?: number) {
  const [p] = await ex
    .select({ id: perfil.id })
    .from(perfil)
    .where(and(eq(perfil.nome, nome), excetoId ? ne(perfil.id, excetoId) : undefined));
  return p !== undefined;
}

export async function emUso(ex: Executor, id: number) {
  const [r] = await ex.select({ n: countAll() }).from(usuario).where(eq(usuario.perfilId, id));
  return (r?.n ?? 0) > 0;
}

export async function gravarPermissoes(ex: Executor, perfilId: number, permissoes: readonly string[]) {
  await ex.delete(perfilPermissao).where(eq(perfilPermissao.perfilId, perfilId));
  if (permissoes.length > 0)
    await ex.insert(perfilPermissao).values(permissoes.map((c) => ({ perfilId, permissao: c })));
}
