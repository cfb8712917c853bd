import type { SortSpec } from '@divida/domain/list';
import {
  TIPOS_DOCUMENTO_REFERENCIA,
  type TIPO_DOCUMENTO_SORT,
} from '@divida/domain/tipoDocumento/tipoDocumento.schema';
import { and, eq, ne } from 'drizzle-orm';
import { contem, ordemDe } from '../../platform/db/chaveBusca.ts';
import { countAll, type Executor } from '../../platform/db/database.ts';
import { referenciado, type Referencias } from '../../platform/db/referencias.ts';
import { offsetOf, orderBy, paginar } from '../../platform/db/paging.ts';
import { naVersao, proximaVersao, umaLinha } from '../../platform/db/versao.ts';
import { tipoDocumento } from './tipoDocumento.table.ts';

const columns = {
  nome: [ordemDe(tipoDocumento.nomeBusca), tipoDocumento.nome],
  id: tipoDocumento.id,
} satisfies Record<(typeof TIPO_DOCUMENTO_SORT)[number], unknown>;

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
    q.nome ? contem(tipoDocumento.nomeBusca, q.nome) : undefined,
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
        .offset(offsetOf(q)),
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

/**
 * In use: a reference type the rules use by id (spec 01 §3), or pointed to by some record (the
 * creditor bodies that require or accept it: `ctx.referencias.para(tipoDocumento)`).
 */
export async function emUso(ex: Executor, referencias: Referencias, id: number) {
  return TIPOS_DOCUMENTO_REFERENCIA.some((t) => t.id === id) || referenciado(ex, referencias, id);
}

/**
 * The live type, locked until the transaction ends: a body being saved with it holds a share lock
 * (orgaoCredor's validation), so a delete checks the references only after that save committed.
 */
export async function buscarParaExcluir(ex: Executor, id: number) {
  const [t] = await ex
    .select()
    .from(tipoDocumento)
    .where(and(eq(tipoDocumento.id, id), eq(tipoDocumento.excluido, false)))
    .for('update');
  return t;
}

export async function inserir(ex: Executor, nome: string) {
  const [t] = await ex.insert(tipoDocumento).values({ nome }).returning();
  return t!;
}

/** Renames the type if it is still at `versao` (see platform/db/versao.ts). */
export async function renomear(ex: Executor, id: number, versao: number | undefined, nome: string) {
  return umaLinha(
    await ex
      .update(tipoDocumento)
      .set({ nome, versao: proximaVersao(tipoDocumento.versao) })
      .where(and(eq(tipoDocumento.id, id), naVersao(tipoDocumento.versao, versao)))
      .returning(),
  );
}

/** Soft delete; undefined when another request deleted it first. */
export async function marcarExcluido(ex: Executor, id: number) {
  const [t] = await ex
    .update(tipoDocumento)
    .set({ excluido: true, versao: proximaVersao(tipoDocumento.versao) })
    .where(and(eq(tipoDocumento.id, id), eq(tipoDocumento.excluido, false)))
    .returning();
  return t;
}
