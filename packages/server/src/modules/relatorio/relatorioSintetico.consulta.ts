import type {
  RelatorioSinteticoFiltro,
  RelatorioSinteticoLinha,
} from '@divida/domain/relatorio/relatorioSintetico.schema';
import { toApiNumber } from '@divida/domain/money';
import { and, between, eq, sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../../platform/auth/scope.ts';
import { countAll, linhasDe, type Executor } from '../../platform/db/database.ts';
import { devedorIdentificado as devedor } from '../devedor/index.ts';
import {
  faseProcessoNome as faseProcesso,
  situacaoProcessoNome as situacaoProcesso,
} from '../faseProcesso/index.ts';
import { processoVisivelPara, processoResumo as processo } from '../processo/index.ts';

/** A row as read: the amount still the database's exact decimal text. */
type LinhaDoBanco = Omit<RelatorioSinteticoLinha, 'totalCorrigido' | 'faseProcesso' | 'situacaoProcesso'> & {
  totalCorrigido: string;
  faseId: number;
  situacaoId: number;
};

/** The report's conditions (spec 02 §3 "Report request") within the caller's scope. */
function condicoes(caller: Caller, f: RelatorioSinteticoFiltro): SQL | undefined {
  return and(
    processoVisivelPara(caller),
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
  // phases and situations are a few dozen reference rows: named here once, not joined to every row
  // (the two joins made each batch of 2,000 rows take 120 ms instead of 10)
  const [fases = new Map<number, string>(), situacoes = new Map<number, string>()] = await Promise.all([
    ex.select({ id: faseProcesso.id, nome: faseProcesso.nome }).from(faseProcesso),
    ex.select({ id: situacaoProcesso.id, nome: situacaoProcesso.nome }).from(situacaoProcesso),
  ]).then(([f, st]) => [new Map(f.map((x) => [x.id, x.nome])), new Map(st.map((x) => [x.id, x.nome]))]);
  while (restante > 0) {
    // raw rows (node-postgres parses them; no ORM mapping): at 100,000 rows the mapping was most of
    // the read's time
    const rows: LinhaDoBanco[] = await linhasDe<LinhaDoBanco>(
      ex,
      sql`
      select lote.id as "id", lote.numero as "numero", lote.adm as "numeroAdministrativo",
        ${devedor.nome} as "nomeDevedor", ${devedor.documentoIdentificacao} as "documentoIdentificacaoDevedor",
        lote.data::text as "data", lote.fase as "faseId", lote.situacao as "situacaoId",
        lote.total as "totalCorrigido", lote.suspenso as "suspenso", lote.correcao::text as "ultimaCorrecaoValor"
      from (
        -- the batch's processes first, from processo alone (its rows read once, through the index
        -- (data, id)), then their debtors: near the period's end the planner expects few rows and
        -- would join every remaining process before the top-N
        select ${processo.id} as id, ${processo.numero} as numero, ${processo.numeroProcessoAdministrativo} as adm,
          ${processo.devedorId} as devedor, ${processo.data} as data, ${processo.faseId} as fase,
          ${processo.situacaoId} as situacao, ${processo.totalCorrigido} as total, ${processo.suspenso} as suspenso,
          ${processo.ultimaCorrecaoValor} as correcao
        from ${processo}
        where ${and(
          condicoes(caller, f),
          // a row comparison, which the index (data, id) answers from the key on; the same
          // condition spelt with OR made every batch walk the period from its start again
          depois ? sql`(${processo.data}, ${processo.id}) > (${depois.data}, ${depois.id})` : undefined,
        )}
        order by ${processo.data}, ${processo.id}
        limit ${Math.min(lote, restante)}
      ) lote
      join ${devedor} on ${devedor.id} = lote.devedor
      order by lote.data, lote.id`,
    );
    if (rows.length === 0) return;
    yield rows.map(({ faseId, situacaoId, ...r }) => ({
      ...r,
      faseProcesso: { id: faseId, nome: fases.get(faseId) ?? '' },
      situacaoProcesso: { id: situacaoId, nome: situacoes.get(situacaoId) ?? '' },
      totalCorrigido: toApiNumber(r.totalCorrigido),
    }));
    restante -= rows.length;
    const ultima: LinhaDoBanco = rows.at(-1)!;
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
