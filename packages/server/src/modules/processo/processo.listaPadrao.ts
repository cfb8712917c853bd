import type { SortSpec } from '@divida/domain/list';
import type { PROCESSO_SORT, ProcessoFiltro } from '@divida/domain/processo/processo.schema';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { SubqueryWithSelection } from 'drizzle-orm/pg-core';
import type { Caller } from '../../platform/auth/scope.ts';
import type { Db, Executor } from '../../platform/db/database.ts';
import { paginaDeAbertura, type CacheDePaginas } from '../../platform/db/paginaDeAbertura.ts';
import { devedorIdentificado as devedor } from '../devedor/index.ts';
import {
  faseProcessoNome as faseProcesso,
  situacaoProcessoNome as situacaoProcesso,
} from '../faseProcesso/index.ts';
import { tipoDocumentoIdentificacaoNome as tipoDocumentoIdentificacao } from '../tipoDocumentoIdentificacao/index.ts';
import { processo } from './processo.table.ts';

/** The columns of a list row (processoListItemSchema), read by both the prepared and the general page. */
const colunasDaLista = {
  id: processo.id,
  numero: processo.numero,
  numeroAdministrativo: processo.numeroProcessoAdministrativo,
  nomeDevedor: devedor.nome,
  documentoIdentificacaoDevedor: devedor.documentoIdentificacao,
  tipoDocumentoIdentificacaoDevedor: {
    id: tipoDocumentoIdentificacao.id,
    nome: tipoDocumentoIdentificacao.nome,
  },
  data: processo.data,
  totalCorrigido: processo.totalCorrigido,
  suspenso: processo.suspenso,
  ultimaCorrecaoValor: processo.ultimaCorrecaoValor,
  faseProcesso: { id: faseProcesso.id, nome: faseProcesso.nome },
  situacaoProcesso: { id: situacaoProcesso.id, nome: situacaoProcesso.nome },
  dataUltimoAndamento: processo.dataUltimoAndamento,
};

/** A page's rows: the list's columns for the ids a subquery picked (the caller orders them). */
export const linhasDaPagina = (
  ex: Executor,
  pagina: SubqueryWithSelection<{ id: typeof processo.id }, 'pagina'>,
) =>
  ex
    .select(colunasDaLista)
    .from(pagina)
    .innerJoin(processo, eq(processo.id, pagina.id))
    .innerJoin(devedor, eq(devedor.id, processo.devedorId))
    .innerJoin(
      tipoDocumentoIdentificacao,
      eq(tipoDocumentoIdentificacao.id, devedor.tipoDocumentoIdentificacaoId),
    )
    .innerJoin(faseProcesso, eq(faseProcesso.id, processo.faseId))
    .innerJoin(situacaoProcesso, eq(situacaoProcesso.id, processo.situacaoId));

/**
 * The first page of the process list as it opens (no filter, newest first): the request most made of
 * the whole API, as a named prepared statement. Built once per database, page size and scope (one
 * body or all), so the server does not build its SQL on every request, and PostgreSQL parses it once
 * per connection and, its size written in the SQL (not a parameter, whose value the planner cannot
 * see in a generic plan: it then assumes a tenth of the table and sorts), plans it once: planning
 * this join took 0.6–0.8 ms, its execution 0.15 ms. Its only parameter is the caller's body, which
 * changes nothing in the plan (the (orgao_credor_id, data, id) index either way). The same rows in
 * the same order as listarProcessos's general path, which every other request takes
 * (processo.listaPadrao.test.ts compares them).
 */
const preparadas: CacheDePaginas<Awaited<ReturnType<ReturnType<typeof preparar>['execute']>>> = new WeakMap();

function preparar(db: Db, todos: boolean, size: number) {
  const visivel = sql`${processo.excluido} = false`;
  const pagina = db
    .select({ id: processo.id })
    .from(processo)
    .where(todos ? visivel : and(visivel, eq(processo.orgaoCredorId, sql.placeholder('orgao'))))
    .orderBy(desc(processo.data), desc(processo.id))
    // Drizzle writes an SQL limit as it is, a number as a parameter.
    .limit(sql.raw(String(size)) as unknown as number)
    .as('pagina');
  return linhasDaPagina(db, pagina)
    .orderBy(desc(processo.data), desc(processo.id))
    .prepare(`processo_lista_${todos ? 'todos' : 'orgao'}_${size}`);
}

/** Whether no filter is set: the list's conditions all test their field for truth (condicoesDaLista). */
const semFiltro = (f: Partial<ProcessoFiltro>) => Object.values(f).every((v) => !v);

/**
 * The page's rows through the prepared statement, when the request is the opening page on the
 * database (not inside a transaction, whose handle is short-lived); otherwise undefined.
 */
export function paginaPreparada(
  ex: Executor,
  caller: Caller,
  f: Partial<ProcessoFiltro>,
  q: { sort: SortSpec<(typeof PROCESSO_SORT)[number]>; page: number; size: number },
) {
  if (q.page !== 0 || q.sort.field !== 'data' || !q.sort.desc || !semFiltro(f)) return undefined;
  return paginaDeAbertura(preparadas, ex, caller, q.size, preparar);
}
