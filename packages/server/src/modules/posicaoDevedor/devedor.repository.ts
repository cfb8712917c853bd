import type { DEVEDOR_SORT } from '@divida/domain/devedor/devedor.schema';
import type { SortSpec } from '@divida/domain/list';
import { toApiNumber } from '@divida/domain/money';
import { and, desc, eq, exists, like, sql, type SQL } from 'drizzle-orm';
import { todosOrgaos, type Caller, SISTEMA } from '../../platform/auth/scope.ts';
import { contem, ordemDe } from '../../platform/db/chaveBusca.ts';
import type { Executor } from '../../platform/db/database.ts';
import { escapeLike } from '../../platform/db/like.ts';
import { contagemLimitada, offsetOf, orderBy, paginar, type PaginaPedida } from '../../platform/db/paging.ts';
import {
  faseProcessoNome as faseProcesso,
  situacaoProcessoNome as situacaoProcesso,
} from '../faseProcesso/index.ts';
import { municipioNome as municipio } from '../localidade/index.ts';
import {
  colunasDevedor,
  devedorParaApi,
  processoVisivelPara,
  saldoDevedor,
  processoSaldo as processo,
  corresponsaveisDoProcesso as processoCorresponsavel,
} from '../processo/index.ts';
import { tipoDocumentoIdentificacaoNome as tipoDocumentoIdentificacao } from '../tipoDocumentoIdentificacao/index.ts';
import { colunasDaLista, paginaPreparada } from './devedor.listaPadrao.ts';
import { devedorCadastro as devedor } from '../devedor/index.ts';

/**
 * The debtors' data scope: a debtor is one body's business when it is the holder or a
 * co-responsible party of a process of that body not deleted; with ACESSO_TODOS_ORGAOS, every one.
 *
 * `porDevedor`: each debtor's processes probed through their index, never the body's every process
 * hashed (`offset 0` keeps PostgreSQL from turning the EXISTS into a hashed subplan). For the opening
 * page's prepared statement (devedor.listaPadrao.ts): its generic plan, the body unknown, hashed every
 * process of a body (88 ms for 275,000), so PostgreSQL never chose it and planned the page anew on every
 * request (1.0 ms of its 1.1); probing, the generic plan is the custom one and is planned once.
 */
export function devedorScope(ex: Executor, caller: Caller, porDevedor = false): SQL | undefined {
  if (caller === SISTEMA || todosOrgaos(caller)) return undefined;
  const doOrgao = processoVisivelPara(caller);
  const titular = ex
    .select({ um: sql`1` })
    .from(processo)
    .where(and(eq(processo.devedorId, devedor.id), doOrgao));
  const corresponsavel = ex
    .select({ um: sql`1` })
    .from(processoCorresponsavel)
    .innerJoin(processo, eq(processo.id, processoCorresponsavel.processoId))
    .where(and(eq(processoCorresponsavel.devedorId, devedor.id), doOrgao));
  // Drizzle leaves out an offset of the number 0: the SQL's is written as is
  const offset0 = sql.raw('0') as unknown as number;
  return porDevedor
    ? sql`(${exists(titular.offset(offset0))} or ${exists(corresponsavel.offset(offset0))})`
    : sql`(${exists(titular)} or ${exists(corresponsavel)})`;
}

const selecionar = <E extends Record<string, SQL>>(ex: Executor, extra?: E) =>
  ex
    .select({ ...colunasDevedor, ...(extra as E) })
    .from(devedor)
    .innerJoin(
      tipoDocumentoIdentificacao,
      eq(tipoDocumentoIdentificacao.id, devedor.tipoDocumentoIdentificacaoId),
    )
    .leftJoin(municipio, eq(municipio.id, devedor.municipioId));

/**
 * The debtor of a document within the caller's scope: the create form's lookup (spec 02 §7 cpfCnpj).
 * A debtor only of other bodies is not found, exactly as an unknown document (issue 37): nobody learns
 * that a person owes another body, nor their name. Saving the form still reuses the one row of the
 * document (gravarDevedor), without saying so.
 */
export async function devedorPorDocumento(ex: Executor, caller: Caller, documento: string) {
  const [d] = await selecionar(ex).where(
    and(eq(devedor.documentoIdentificacao, documento), devedorScope(ex, caller)),
  );
  return d && devedorParaApi(d);
}

/** Whether the debtor is within the caller's scope: `escopoPrimeiro`. */
export async function devedorNoEscopo(ex: Executor, caller: Caller, id: number): Promise<boolean> {
  const [d] = await ex
    .select({ id: devedor.id })
    .from(devedor)
    .where(and(eq(devedor.id, id), devedorScope(ex, caller)));
  return d !== undefined;
}

/** A debtor within the caller's scope, with the processes of it the caller may see. */
export async function detalharDevedor(ex: Executor, caller: Caller, id: number) {
  const [r] = await selecionar(ex).where(and(eq(devedor.id, id), devedorScope(ex, caller)));
  if (!r) return undefined;
  const processos = await ex
    .select({
      id: processo.id,
      numero: processo.numero,
      faseProcesso: { id: faseProcesso.id, nome: faseProcesso.nome },
      situacaoProcesso: { id: situacaoProcesso.id, nome: situacaoProcesso.nome },
      totalCorrigido: processo.totalCorrigido,
      valorAtualizadoPago: processo.valorAtualizadoPago,
      valorCorrecaoPago: processo.valorCorrecaoPago,
      valorMultaPago: processo.valorMultaPago,
      valorJurosPago: processo.valorJurosPago,
      valorJurosMesPagamentoPago: processo.valorJurosMesPagamentoPago,
      valorHonorariosPago: processo.valorHonorariosPago,
    })
    .from(processo)
    .innerJoin(faseProcesso, eq(faseProcesso.id, processo.faseId))
    .innerJoin(situacaoProcesso, eq(situacaoProcesso.id, processo.situacaoId))
    .where(and(eq(processo.devedorId, id), processoVisivelPara(caller)))
    .orderBy(desc(processo.data), desc(processo.id));
  return {
    ...devedorParaApi(r),
    processos: processos.map((p) => ({
      id: p.id,
      numero: p.numero,
      faseProcesso: p.faseProcesso,
      situacaoProcesso: p.situacaoProcesso,
      saldoDevedor: toApiNumber(saldoDevedor({ ...p, situacaoId: p.situacaoProcesso.id })),
    })),
  };
}

const sortColumns = {
  nome: [ordemDe(devedor.nomeBusca), devedor.nome],
  documentoIdentificacao: devedor.documentoIdentificacao,
  id: devedor.id,
} satisfies Record<(typeof DEVEDOR_SORT)[number], unknown>;

/** The debtor list (spec 02 §2.9) and the report's autocomplete, within the caller's scope. */
export async function listarDevedores(
  ex: Executor,
  caller: Caller,
  f: { nome?: string | null; documentoIdentificacao?: string | null },
  q: PaginaPedida & { sort: SortSpec<(typeof DEVEDOR_SORT)[number]> },
) {
  const doc = f.documentoIdentificacao?.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
  const where = and(
    devedorScope(ex, caller),
    f.nome ? contem(devedor.nomeBusca, f.nome) : undefined,
    doc ? like(devedor.documentoIdentificacao, `${escapeLike(doc)}%`) : undefined,
  );
  const rowsGeral = () =>
    ex
      .select(colunasDaLista)
      .from(devedor)
      .innerJoin(
        tipoDocumentoIdentificacao,
        eq(tipoDocumentoIdentificacao.id, devedor.tipoDocumentoIdentificacaoId),
      )
      .where(where)
      .orderBy(...orderBy(q.sort, sortColumns, devedor.id))
      .limit(q.size)
      .offset(offsetOf(q));
  // The opening page (no filter, by name) is a prepared statement (devedor.listaPadrao.ts).
  const rows = paginaPreparada(ex, caller, f, q, doc, devedorScope) ?? rowsGeral;
  return paginar(
    ex,
    q,
    rows,
    // past 10,000 debtors the total reads "mais de 10.000" (paging.ts)
    () =>
      contagemLimitada(
        ex
          .select({ um: sql`1` })
          .from(devedor)
          .where(where),
      ),
  );
}
