import type { SortSpec } from '@divida/domain/list';
import { TIME_ZONE } from '@divida/domain/calendar';
import type {
  AUDITORIA_SORT,
  AuditoriaLinha,
  EntidadeAuditada,
} from '@divida/domain/auditoria/auditoria.schema';
import { and, asc, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { auditoria } from '../../platform/audit/auditoria.table.ts';
import { VerificadorCadeia } from '../../platform/audit/cadeia.ts';
import { orgaoScope, todosOrgaos, type Alcance } from '../../platform/auth/scope.ts';
import { contem, ordemDe } from '../../platform/db/chaveBusca.ts';
import { countAll, type Executor } from '../../platform/db/database.ts';
import { contagemLimitada, offsetOf, orderBy, paginar, type PaginaPedida } from '../../platform/db/paging.ts';
import { processoResumo as processo } from '../processo/index.ts';
import { processoCobrancaResumo as processoCobranca } from '../processoCobranca/index.ts';
import { usuarioAutor as usuario } from '../usuario/index.ts';
import { comNomes } from './auditoria.nomes.ts';

const columns = {
  em: auditoria.em,
  id: auditoria.id,
  entidade: auditoria.entidade,
  acao: auditoria.acao,
} satisfies Record<(typeof AUDITORIA_SORT)[number], unknown>;

/**
 * The data scope of the trail: a body's staff read the rows of its body's records and those of the
 * records of no body (profiles, settings, document types, indices), which every body shares and
 * whose changes reach every body (issue 37 item 1); the attorney-general office's read every row.
 */
const escopo = (caller: Alcance): SQL | undefined =>
  todosOrgaos(caller)
    ? undefined
    : or(eq(auditoria.orgaoCredorId, caller.orgaoCredorId), isNull(auditoria.orgaoCredorId));

const zona = sql.raw(`'${TIME_ZONE}'`);

/**
 * The number users know the record by (a process's or a collection's 'numero'), looked up only for the
 * rows answered: a scalar subquery per row, after the page's limit, by the record's primary key.
 */
const numeroDoRegistro = sql<string | null>`case ${auditoria.entidade}
  when 'processoConstituicaoCredito' then (select ${processo.numero} from ${processo} where ${processo.id} = ${auditoria.entidadeId}::bigint)
  when 'processoCobranca' then (select ${processoCobranca.numero} from ${processoCobranca} where ${processoCobranca.id} = ${auditoria.entidadeId}::bigint)
end`;

const selecao = {
  id: auditoria.id,
  em: auditoria.em,
  usuarioId: auditoria.usuarioId,
  usuarioNome: usuario.nome,
  entidade: auditoria.entidade,
  entidadeId: auditoria.entidadeId,
  acao: auditoria.acao,
  campos: auditoria.campos,
  numero: numeroDoRegistro,
};

const paraApi = (r: {
  id: number;
  em: Date;
  usuarioId: number | null;
  usuarioNome: string | null;
  entidade: string;
  entidadeId: string;
  acao: string;
  campos: AuditoriaLinha['campos'] | null;
  numero: string | null;
}): AuditoriaLinha => ({
  id: r.id,
  em: r.em.toISOString(),
  usuario: r.usuarioId === null ? null : { id: r.usuarioId, nome: r.usuarioNome ?? '' },
  entidade: r.entidade,
  entidadeId: r.entidadeId,
  acao: r.acao,
  campos: r.campos ?? {},
  ...(r.numero && { numero: r.numero }),
});

/**
 * The rows of the process or the collection users know by this number ('2026/00000026' or its
 * digits): the number names one record of each kind (unique), looked up by its index.
 */
function doNumero(numero: string): SQL {
  const digitos = numero.replace(/\D/g, '');
  const doRegistro = (entidade: string, id: SQL) =>
    and(eq(auditoria.entidade, entidade), sql`${auditoria.entidadeId} in (${id})`);
  return or(
    doRegistro(
      'processoConstituicaoCredito',
      sql`select ${processo.id}::text from ${processo} where ${processo.numero} = ${digitos}`,
    ),
    doRegistro(
      'processoCobranca',
      sql`select ${processoCobranca.id}::text from ${processoCobranca} where ${processoCobranca.numero} = ${digitos}`,
    ),
  )!;
}

/** '' is an unset filter (as the list page's drawer holds it). */
export interface FiltroAuditoria {
  entidade?: EntidadeAuditada | '' | null;
  entidadeId?: string | null;
  numero?: string | null;
  idUsuario?: number | '' | null;
  usuario?: string | null;
  acao?: string | null;
  dataInicio?: string | null;
  dataFim?: string | null;
}

export async function listar(
  ex: Executor,
  caller: Alcance,
  q: FiltroAuditoria & PaginaPedida & { sort: SortSpec<(typeof AUDITORIA_SORT)[number]> },
) {
  // the period's days are Brasília's days
  const where = and(
    escopo(caller),
    q.entidade ? eq(auditoria.entidade, q.entidade) : undefined,
    q.entidadeId ? eq(auditoria.entidadeId, q.entidadeId) : undefined,
    q.numero ? doNumero(q.numero) : undefined,
    q.idUsuario ? eq(auditoria.usuarioId, q.idUsuario) : undefined,
    // a name resolves to users of any body: the rows stay those of the caller's scope
    q.usuario
      ? inArray(
          auditoria.usuarioId,
          ex.select({ id: usuario.id }).from(usuario).where(contem(usuario.nomeBusca, q.usuario)),
        )
      : undefined,
    q.acao ? eq(auditoria.acao, q.acao) : undefined,
    q.dataInicio
      ? sql`${auditoria.em} >= (${q.dataInicio}::date)::timestamp at time zone ${zona}`
      : undefined,
    q.dataFim ? sql`${auditoria.em} < (${q.dataFim}::date + 1)::timestamp at time zone ${zona}` : undefined,
  );
  const page = await paginar(
    ex,
    q,
    () => {
      // the page's ids first, then its rows: the rows a deep page skips never pay the user's join nor
      // the record's number (page 1000 of 10,000,000 rows: 396 ms when every skipped row did)
      const pagina = ex
        .select({ id: auditoria.id })
        .from(auditoria)
        .where(where)
        .orderBy(...orderBy(q.sort, columns, auditoria.id))
        .limit(q.size)
        .offset(offsetOf(q))
        .as('pagina');
      return ex
        .select(selecao)
        .from(pagina)
        .innerJoin(auditoria, eq(auditoria.id, pagina.id))
        .leftJoin(usuario, eq(usuario.id, auditoria.usuarioId))
        .orderBy(...orderBy(q.sort, columns, auditoria.id));
    },
    // past 10,000 rows the total reads "mais de 10.000" (paging.ts): an exact count of millions of
    // audit rows took seconds (bench/README.md, issue 26 item 9)
    () =>
      contagemLimitada(
        ex
          .select({ um: sql`1` })
          .from(auditoria)
          .where(where),
      ),
  );
  return { ...page, content: await comNomes(ex, page.content.map(paraApi)) };
}

/**
 * One record's rows, newest first (as the process's Andamentos); undefined when the record's rows are all outside the caller's
 * scope (another body's record: answered 404). A record with no rows yet has an empty history.
 */
export async function historico(ex: Executor, caller: Alcance, entidade: EntidadeAuditada, id: string) {
  const doRegistro = and(eq(auditoria.entidade, entidade), eq(auditoria.entidadeId, id));
  const linhas = await ex
    .select(selecao)
    .from(auditoria)
    .leftJoin(usuario, eq(usuario.id, auditoria.usuarioId))
    .where(and(doRegistro, escopo(caller)))
    .orderBy(desc(auditoria.id));
  if (linhas.length === 0 && !todosOrgaos(caller)) {
    const [{ n } = { n: 0 }] = await ex.select({ n: countAll() }).from(auditoria).where(doRegistro);
    if (n > 0) return undefined;
  }
  return comNomes(ex, linhas.map(paraApi));
}

const SUGESTOES = 20;

/** The users the caller may see (its body's, or all for the PGE) whose name contains the text, by name. */
export async function usuariosPorNome(ex: Executor, caller: Alcance, nome: string) {
  return ex
    .select({ id: usuario.id, nome: usuario.nome })
    .from(usuario)
    .where(and(orgaoScope(caller, usuario.orgaoCredorId), nome ? contem(usuario.nomeBusca, nome) : undefined))
    .orderBy(ordemDe(usuario.nomeBusca), usuario.id)
    .limit(SUGESTOES);
}

const LOTE = 2000;

/**
 * Recomputes the chain from its first row (cadeia.ts), reading in id order by batches. A changed row
 * is the divergence; a deleted one makes the row after the gap diverge (its stored hash was chained
 * to the deleted row's).
 */
export async function verificarCadeia(ex: Executor) {
  const v = new VerificadorCadeia<typeof auditoria.$inferSelect>();
  let depoisDe = 0;
  for (;;) {
    const lote = await ex
      .select()
      .from(auditoria)
      .where(gt(auditoria.id, depoisDe))
      .orderBy(asc(auditoria.id))
      .limit(LOTE);
    if (lote.length === 0 || !lote.every((l) => v.conferir(l))) break;
    depoisDe = lote.at(-1)!.id;
  }
  const d = v.divergencia;
  return {
    ok: d === null,
    linhasVerificadas: d ? v.linhas - 1 : v.linhas,
    primeiraDivergencia: d && { id: d.id, em: d.em.toISOString() },
  };
}
