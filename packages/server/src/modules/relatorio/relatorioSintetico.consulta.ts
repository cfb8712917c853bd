import type {
  RelatorioSinteticoFiltro,
  RelatorioSinteticoLinha,
} from '@divida/domain/relatorio/relatorioSintetico.schema';
import { toApiNumber } from '@divida/domain/money';
import { and, asc, between, eq, gt, or, type SQL } from 'drizzle-orm';
import { orgaoScope, type Caller } from '../../platform/auth/scope.ts';
import { countAll, type Executor } from '../../platform/db/database.ts';
import { devedor } from '../devedor/index.ts';
import { faseProcesso, situacaoProcesso } from '../faseProcesso/index.ts';
import { processo } from '../processo/index.ts';

/** A row as read: the amount still the database's exact decimal text. */
type LinhaDoBanco = Omit<RelatorioSinteticoLinha, 'totalCorrigido'> & { totalCorrigido: string };

/** The report's conditions (spec 02 §3 "Report request") within the caller's scope. */
function condicoes(caller: Caller, f: RelatorioSinteticoFiltro): SQL | undefined {
  return and(
    eq(processo.excluido, false),
    orgaoScope(caller, processo.orgaoCredorId),
    between(processo.data, f.dataInicio!, f.dataFim!),
    f.idDevedor ? eq(processo.devedorId, f.idDevedor) : undefined,
    f.idFaseProcesso ? eq(processo.faseId, f.idFaseProcesso) : undefined,
    f.idSituacaoProcesso ? eq(processo.situacaoId, f.idSituacaoProcesso) : undefined,
  );
}

export async function contarLinhas(
  ex: Executor,
  caller: Caller,
  f: RelatorioSinteticoFiltro,
): Promise<number> {
  const [r] = await ex.select({ n: countAll() }).from(processo).where(condicoes(caller, f));
  return r?.n ?? 0;
}

/**
 * The rows in the report's order (date, then id: the index processo_data; ids and numbers are both drawn in the order of
 * registration, so this is also date then number), `lote` at a time: each batch starts after the
 * last one's key, so an export of any size holds one batch in memory and never re-reads skipped rows.
 */
export async function* linhasDoRelatorio(
  ex: Executor,
  caller: Caller,
  f: RelatorioSinteticoFiltro,
  opts: { lote?: number; max?: number } = {},
): AsyncGenerator<RelatorioSinteticoLinha[]> {
  const lote = opts.lote ?? 2_000;
  let restante = opts.max ?? Number.POSITIVE_INFINITY;
  let depois: { data: string; id: number } | null = null;
  while (restante > 0) {
    const rows: LinhaDoBanco[] = await ex
      .select({
        id: processo.id,
        numero: processo.numero,
        numeroAdministrativo: processo.numeroProcessoAdministrativo,
        nomeDevedor: devedor.nome,
        documentoIdentificacaoDevedor: devedor.documentoIdentificacao,
        data: processo.data,
        faseProcesso: { id: faseProcesso.id, nome: faseProcesso.nome },
        situacaoProcesso: { id: situacaoProcesso.id, nome: situacaoProcesso.nome },
        totalCorrigido: processo.totalCorrigido,
        suspenso: processo.suspenso,
        ultimaCorrecaoValor: processo.ultimaCorrecaoValor,
      })
      .from(processo)
      .innerJoin(devedor, eq(devedor.id, processo.devedorId))
      .innerJoin(faseProcesso, eq(faseProcesso.id, processo.faseId))
      .innerJoin(situacaoProcesso, eq(situacaoProcesso.id, processo.situacaoId))
      .where(
        and(
          condicoes(caller, f),
          depois
            ? or(
                gt(processo.data, depois.data),
                and(eq(processo.data, depois.data), gt(processo.id, depois.id)),
              )
            : undefined,
        ),
      )
      .orderBy(asc(processo.data), asc(processo.id))
      .limit(Math.min(lote, restante));
    if (rows.length === 0) return;
    yield rows.map((r) => ({ ...r, totalCorrigido: toApiNumber(r.totalCorrigido) }));
    restante -= rows.length;
    const ultima = rows.at(-1)!;
    depois = { data: ultima.data, id: ultima.id };
    if (rows.length < lote) return;
  }
}

/** Every row up to `max`, in one array (the screen's answer and the PDF). */
export async function todasAsLinhas(ex: Executor, caller: Caller, f: RelatorioSinteticoFiltro, max: number) {
  const out: RelatorioSinteticoLinha[] = [];
  for await (const lote of linhasDoRelatorio(ex, caller, f, { max })) out.push(...lote);
  return out;
}
