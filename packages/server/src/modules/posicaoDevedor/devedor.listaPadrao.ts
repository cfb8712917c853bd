import type { DEVEDOR_SORT } from '@divida/domain/devedor/devedor.schema';
import type { SortSpec } from '@divida/domain/list';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Alcance, Caller } from '../../platform/auth/scope.ts';
import { ordemDe } from '../../platform/db/chaveBusca.ts';
import type { Db, Executor } from '../../platform/db/database.ts';
import { paginaDeAbertura, type CacheDePaginas } from '../../platform/db/paginaDeAbertura.ts';
import { tipoDocumentoIdentificacaoNome as tipoDocumentoIdentificacao } from '../tipoDocumentoIdentificacao/index.ts';
import { devedorCadastro as devedor } from '../devedor/index.ts';

/** The columns of a list row (devedorListItemSchema), read by both the prepared and the general page. */
export const colunasDaLista = {
  id: devedor.id,
  nome: devedor.nome,
  documentoIdentificacao: devedor.documentoIdentificacao,
  tipoDocumentoIdentificacao: {
    id: tipoDocumentoIdentificacao.id,
    nome: tipoDocumentoIdentificacao.nome,
  },
};

/**
 * The first page of the debtor list as it opens (no filter, by name), as a named prepared statement,
 * like the process list's (processo.listaPadrao.ts): built once per database, page size and scope, its
 * size written in the SQL so that PostgreSQL plans it once per connection. Its only parameter is the
 * caller's body, in devedorScope's condition. The same rows in the same order as listarDevedores's general path
 * (devedor.listaPadrao.test.ts compares them).
 */
const preparadas: CacheDePaginas<Awaited<ReturnType<ReturnType<typeof preparar>['execute']>>> = new WeakMap();

/** The general path's scope (devedorScope, given by the repository: this file is imported by it). */
type Escopo = (ex: Executor, caller: Caller, porDevedor?: boolean) => SQL | undefined;

function preparar(db: Db, escopoDe: Escopo, todos: boolean, size: number) {
  // the scope of the general path, its body a parameter of the statement
  const umOrgao: Alcance = {
    orgaoCredorId: sql.placeholder('orgao') as unknown as number,
    permissoes: new Set(),
  };
  // probed debtor by debtor, so that the generic plan is as good as a custom one (devedorScope)
  const escopo = todos ? undefined : escopoDe(db, umOrgao, true);
  return (
    db
      .select(colunasDaLista)
      .from(devedor)
      .innerJoin(
        tipoDocumentoIdentificacao,
        eq(tipoDocumentoIdentificacao.id, devedor.tipoDocumentoIdentificacaoId),
      )
      .where(escopo)
      .orderBy(ordemDe(devedor.nomeBusca), devedor.nome, devedor.id)
      // Drizzle writes an SQL limit as it is, a number as a parameter.
      .limit(sql.raw(String(size)) as unknown as number)
      .prepare(`devedor_lista_${todos ? 'todos' : 'orgao'}_${size}`)
  );
}

/**
 * The page's rows through the prepared statement, when the request is the opening page on the
 * database (not inside a transaction, whose handle is short-lived); otherwise undefined.
 */
export function paginaPreparada(
  ex: Executor,
  caller: Caller,
  f: { nome?: string | null; documentoIdentificacao?: string | null },
  q: { sort: SortSpec<(typeof DEVEDOR_SORT)[number]>; page: number; size: number },
  doc: string | undefined,
  escopoDe: Escopo,
) {
  if (q.page !== 0 || q.sort.field !== 'nome' || q.sort.desc || f.nome || doc) return undefined;
  return paginaDeAbertura(preparadas, ex, caller, q.size, (db, todos, size) =>
    preparar(db, escopoDe, todos, size),
  );
}
