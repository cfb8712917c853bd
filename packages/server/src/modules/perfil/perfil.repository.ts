import type { SortSpec } from '@divida/domain/list';
import type { PERFIL_SORT } from '@divida/domain/perfil/perfil.schema';
import { and, eq, ne } from 'drizzle-orm';
import { contem, ordemDe } from '../../platform/db/chaveBusca.ts';
import { countAll, type Executor } from '../../platform/db/database.ts';
import { referenciado, type Referencias } from '../../platform/db/referencias.ts';
import { offsetOf, orderBy, paginar } from '../../platform/db/paging.ts';
import { usuarioLeitura as usuario } from '../usuario/index.ts';
import { perfil, perfilPermissao } from './perfil.table.ts';

const columns = { nome: [ordemDe(perfil.nomeBusca), perfil.nome], id: perfil.id } satisfies Record<
  (typeof PERFIL_SORT)[number],
  unknown
>;

export async function listar(
  ex: Executor,
  q: { nome?: string | null; sort: SortSpec<(typeof PERFIL_SORT)[number]>; page: number; size: number },
) {
  const where = q.nome ? contem(perfil.nomeBusca, q.nome) : undefined;
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
        .offset(offsetOf(q)),
    () => ex.select({ n: countAll() }).from(perfil).where(where),
  );
}

/** Every profile with its permissions: the users form offers those the caller may assign. */
export async function listarTodos(ex: Executor) {
  const perfis = await ex.select().from(perfil).orderBy(ordemDe(perfil.nomeBusca), perfil.nome, perfil.id);
  const rows = await ex
    .select({ perfilId: perfilPermissao.perfilId, c: perfilPermissao.permissao })
    .from(perfilPermissao)
    .orderBy(perfilPermissao.permissao);
  const de = new Map<number, string[]>(perfis.map((p) => [p.id, []]));
  for (const r of rows) de.get(r.perfilId)?.push(r.c);
  return perfis.map((p) => ({ ...p, permissoes: de.get(p.id) ?? [] }));
}

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

/** What points to a profile: its users (deactivated ones too: they keep their history). */
export const REFERENCIAS: Referencias = [usuario.perfilId];

export const emUso = (ex: Executor, id: number) => referenciado(ex, REFERENCIAS, id);

export async function gravarPermissoes(ex: Executor, perfilId: number, permissoes: readonly string[]) {
  await ex.delete(perfilPermissao).where(eq(perfilPermissao.perfilId, perfilId));
  if (permissoes.length > 0)
    await ex.insert(perfilPermissao).values(permissoes.map((c) => ({ perfilId, permissao: c })));
}
