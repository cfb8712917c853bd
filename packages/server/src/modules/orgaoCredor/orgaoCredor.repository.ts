import type { SortSpec } from '@divida/domain/list';
import type { ORGAO_CREDOR_SORT } from '@divida/domain/orgaoCredor/orgaoCredor.schema';
import { and, eq, ilike, ne, or } from 'drizzle-orm';
import { countAll, type Executor } from '../../platform/db/database.ts';
import { escapeLike, orderBy, paginar } from '../../platform/http/paging.ts';
import { tipoDocumento } from '../tipoDocumento/tipoDocumento.table.ts';
import { usuario } from '../usuario/usuario.table.ts';
import { indiceResumo, municipioResumo } from './referencias.ts';
import { orgaoCredor, orgaoCredorTipoDocumento } from './orgaoCredor.table.ts';

const columns = {
  nome: orgaoCredor.nome,
  sigla: orgaoCredor.sigla,
  cnpj: orgaoCredor.cnpj,
  numeroIdentificador: orgaoCredor.numeroIdentificador,
  id: orgaoCredor.id,
} satisfies Record<(typeof ORGAO_CREDOR_SORT)[number], unknown>;

const resumo = {
  id: orgaoCredor.id,
  nome: orgaoCredor.nome,
  cnpj: orgaoCredor.cnpj,
  sigla: orgaoCredor.sigla,
  numeroIdentificador: orgaoCredor.numeroIdentificador,
  ativo: orgaoCredor.ativo,
};

export async function listar(
  ex: Executor,
  q: { nome?: string | null; sort: SortSpec<(typeof ORGAO_CREDOR_SORT)[number]>; page: number; size: number },
) {
  const where = and(
    eq(orgaoCredor.ativo, true),
    q.nome
      ? or(
          ilike(orgaoCredor.nome, `%${escapeLike(q.nome)}%`),
          ilike(orgaoCredor.sigla, `%${escapeLike(q.nome)}%`),
        )
      : undefined,
  );
  return paginar(
    ex,
    q,
    () =>
      ex
        .select(resumo)
        .from(orgaoCredor)
        .where(where)
        .orderBy(...orderBy(q.sort, columns, orgaoCredor.id))
        .limit(q.size)
        .offset(q.page * q.size),
    () => ex.select({ n: countAll() }).from(orgaoCredor).where(where),
  );
}

export const listarTodos = (ex: Executor) =>
  ex.select(resumo).from(orgaoCredor).where(eq(orgaoCredor.ativo, true)).orderBy(orgaoCredor.sigla);

export async function buscar(ex: Executor, id: number) {
  const [o] = await ex
    .select()
    .from(orgaoCredor)
    .where(and(eq(orgaoCredor.id, id), eq(orgaoCredor.ativo, true)));
  if (!o) return undefined;
  const tiposDocumentos = await ex
    .select({ id: tipoDocumento.id, nome: tipoDocumento.nome, opcional: orgaoCredorTipoDocumento.opcional })
    .from(orgaoCredorTipoDocumento)
    .innerJoin(tipoDocumento, eq(tipoDocumento.id, orgaoCredorTipoDocumento.tipoDocumentoId))
    .where(eq(orgaoCredorTipoDocumento.orgaoCredorId, id))
    .orderBy(tipoDocumento.nome);
  const { municipioId, ...rest } = o;
  return {
    ...rest,
    tiposDocumentos,
    municipio: await municipioResumo(ex, municipioId),
    indiceFinanceiro: await indiceResumo(ex, o.idIndiceFinanceiro),
  };
}

/** Which unique field (cnpj, sigla) another body already holds, if any. */
export async function conflitoUnico(ex: Executor, v: { cnpj: string; sigla: string }, excetoId?: number) {
  const outros = await ex
    .select({ cnpj: orgaoCredor.cnpj, sigla: orgaoCredor.sigla })
    .from(orgaoCredor)
    .where(
      and(
        or(eq(orgaoCredor.cnpj, v.cnpj), eq(orgaoCredor.sigla, v.sigla)),
        excetoId ? ne(orgaoCredor.id, excetoId) : undefined,
      ),
    );
  if (outros.some((o) => o.cnpj === v.cnpj)) return 'cnpj' as const;
  if (outros.some((o) => o.sigla === v.sigla)) return 'sigla' as const;
  return undefined;
}

/** Users (and, once they exist, processes) keep a body from being deleted. */
export async function emUso(ex: Executor, id: number) {
  const [r] = await ex.select({ n: countAll() }).from(usuario).where(eq(usuario.orgaoCredorId, id));
  return (r?.n ?? 0) > 0;
}

export async function gravarTiposDocumentos(
  ex: Executor,
  orgaoId: number,
  tipos: { id: number; opcional: boolean }[],
) {
  await ex.delete(orgaoCredorTipoDocumento).where(eq(orgaoCredorTipoDocumento.orgaoCredorId, orgaoId));
  if (tipos.length > 0) {
    await ex
      .insert(orgaoCredorTipoDocumento)
      .values(tipos.map((t) => ({ orgaoCredorId: orgaoId, tipoDocumentoId: t.id, opcional: t.opcional })));
  }
}
