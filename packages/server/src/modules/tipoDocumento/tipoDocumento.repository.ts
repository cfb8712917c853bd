import type { SortSpec } from '@divida/domain/list';
import type { TIPO_DOCUMENTO_SORT } from '@divida/domain/tipoDocumento/tipoDocumento.schema';
import { and, eq, ilike, ne } from 'drizzle-orm';
import { countAll, type Executor } from '../../platform/db/database.ts';
import { escapeLike, orderBy, paginar } from '../../platform/http/paging.ts';
import { orgaoCredorTipoDocumento } from '../orgaoCredor/orgaoCredor.table.ts';
import { tipoDocumento } from './tipoDocumento.table.ts';

const columns = { nome: tipoDocumento.nome, id: tipoDocumento.id } satisfies Record<
  (typeof TIPO_DOCUMENTO_SORT)[number],
  unknown
>;

export async function listar(
  ex: Executor,
  q: {
    nome?: string | null;
    sort: SortSpec<(typeof TIPO_DOCUMENTO_SORT)[number]>;
    page: number;
    size: number;
  },
) {
  const where = and(
    eq(tipoDocumento.excluido, false),
    q.nome ? ilike(tipoDocumento.nome, `%${escapeLike(q.nome)}%`) : undefined,
  );
  return paginar(
    ex,
    q,
    () =>
      ex
        .select()
        .from(tipoDocumento)
        .where(where)
        .orderBy(...orderBy(q.sort, columns, tipoDocumento.id))
        .limit(q.size)
        .offset(q.page * q.size),
    () => ex.select({ n: countAll() }).from(tipoDocumento).where(where),
  );
}

export async function buscar(ex: Executor, id: number) {
  const [t] = await ex
    .select()
    .from(tipoDocumento)
    .where(and(eq(tipoDocumento.id, id), eq(tipoDocumento.excluido, false)));
  return t;
}

export async function nomeEmUso(ex: Executor, nome: string, excetoId?: number) {
  const [t] = await ex
    .select({ id: tipoDocumento.id })
    .from(tipoDocumento)
    .where(
      and(
        eq(tipoDocumento.nome, nome),
        eq(tipoDocumento.excluido, false),
        excetoId ? ne(tipoDocumento.id, excetoId) : undefined,
      ),
    );
  return t !== undefined;
}

/** Is the type required (not optional) by some creditor body? */
export async function exigidoPorOrgao(ex: Executor, id: number) {
  const [r] = await ex
    .select({ n: countAll() })
    .from(orgaoCredorTipoDocumento)
    .where(
      and(eq(orgaoCredorTipoDocumento.tipoDocumentoId, id), eq(orgaoCredorTipoDocumento.opcional, false)),
    );
  return (r?.n ?? 0) > 0;
}

export async function inserir(ex: Executor, nome: string) {
  const [t] = await ex.insert(tipoDocumento).values({ nome }).returning();
  return t!;
}

export async function atualizar(
  ex: Executor,
  id: number,
  values: Partial<typeof tipoDocumento.$inferInsert>,
) {
  const [t] = await ex.update(tipoDocumento).set(values).where(eq(tipoDocumento.id, id)).returning();
  return t!;
}
