import { toApiNumber } from '@divida/domain/money';
import type { SortSpec } from '@divida/domain/list';
import type { ORGAO_CREDOR_SORT } from '@divida/domain/orgaoCredor/orgaoCredor.schema';
import { and, eq, ne, or } from 'drizzle-orm';
import { orgaoScope, type Caller } from '../../platform/auth/scope.ts';
import { contem, ordemDe } from '../../platform/db/chaveBusca.ts';
import { countAll, type Executor } from '../../platform/db/database.ts';
import { offsetOf, orderBy, paginar } from '../../platform/db/paging.ts';
import { indiceResumo } from '../indiceFinanceiro/index.ts';
import { municipioResumo } from '../localidade/index.ts';
import { tipoDocumentoNome as tipoDocumento } from '../tipoDocumento/index.ts';
import { orgaoCredor, orgaoCredorTipoDocumento } from './orgaoCredor.table.ts';

const columns = {
  nome: [ordemDe(orgaoCredor.nomeBusca), orgaoCredor.nome],
  sigla: [ordemDe(orgaoCredor.siglaBusca), orgaoCredor.sigla],
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

/** A body is its own staff's: the caller sees its own, or all with ACESSO_TODOS_ORGAOS. */
const escopo = (caller: Caller) => orgaoScope(caller, orgaoCredor.id);

export async function listar(
  ex: Executor,
  caller: Caller,
  q: { nome?: string | null; sort: SortSpec<(typeof ORGAO_CREDOR_SORT)[number]>; page: number; size: number },
) {
  const where = and(
    eq(orgaoCredor.ativo, true),
    escopo(caller),
    q.nome ? or(contem(orgaoCredor.nomeBusca, q.nome), contem(orgaoCredor.siglaBusca, q.nome)) : undefined,
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
        .offset(offsetOf(q)),
    () => ex.select({ n: countAll() }).from(orgaoCredor).where(where),
  );
}

export const listarTodos = (ex: Executor, caller: Caller) =>
  ex
    .select(resumo)
    .from(orgaoCredor)
    .where(and(eq(orgaoCredor.ativo, true), escopo(caller)))
    .orderBy(ordemDe(orgaoCredor.siglaBusca), orgaoCredor.sigla, orgaoCredor.id);

/** Whether the body exists (active) within the caller's scope: `escopoPrimeiro`. */
export async function orgaoNoEscopo(ex: Executor, caller: Caller, id: number): Promise<boolean> {
  const [o] = await ex
    .select({ id: orgaoCredor.id })
    .from(orgaoCredor)
    .where(and(eq(orgaoCredor.id, id), eq(orgaoCredor.ativo, true), escopo(caller)));
  return o !== undefined;
}

export async function buscar(ex: Executor, caller: Caller, id: number) {
  const [o] = await ex
    .select()
    .from(orgaoCredor)
    .where(and(eq(orgaoCredor.id, id), eq(orgaoCredor.ativo, true), escopo(caller)));
  if (!o) return undefined;
  const tiposDocumentos = await ex
    .select({ id: tipoDocumento.id, nome: tipoDocumento.nome, opcional: orgaoCredorTipoDocumento.opcional })
    .from(orgaoCredorTipoDocumento)
    .innerJoin(tipoDocumento, eq(tipoDocumento.id, orgaoCredorTipoDocumento.tipoDocumentoId))
    .where(eq(orgaoCredorTipoDocumento.orgaoCredorId, id))
    .orderBy(ordemDe(tipoDocumento.nomeBusca), tipoDocumento.nome);
  const { municipioId, toleranciaPagamento, ...rest } = o;
  return {
    ...rest,
    toleranciaPagamento: toApiNumber(toleranciaPagamento),
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
