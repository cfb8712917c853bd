import {
  MOVIMENTOS_RETORNO,
  motivosRejeicao,
  movimentoDePagamento,
  movimentoDeRejeicao,
  RESULTADOS_LINHA,
  type ArquivoBancarioFiltro,
  type ConciliacaoFiltro,
  type ResultadoLinha,
} from '@divida/domain/arquivoBancario/arquivoBancario.schema';
import { TIME_ZONE } from '@divida/domain/calendar';
import type { SortSpec } from '@divida/domain/list';
import { lerRemessa } from '@divida/domain/arquivoBancario/remessa';
import { toApiNumber } from '@divida/domain/money';
import { and, asc, count, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { orgaoScope } from '../../platform/auth/scope.ts';
import type { AuthUser } from '../../platform/context.ts';
import { countAll, type Executor } from '../../platform/db/database.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { notFound } from '../../platform/errors.ts';
import { offsetOf, orderBy, paginar } from '../../platform/db/paging.ts';
import { colunasDe } from '../../platform/db/leitura.ts';
import { orgaoCredorNome as orgaoCredor } from '../orgaoCredor/index.ts';
import { parcelasPorId } from '../processoCobranca/index.ts';
import { arquivoBancario, conciliacao, linhaArquivoBancario } from './arquivoBancario.table.ts';

const diaSeguinte = (d: string) => sql`(${d}::date + 1)`;
const zona = sql.raw(`'${TIME_ZONE}'`);

/** The list's period on the Brasília calendar day of creation. */
function periodo(col: typeof arquivoBancario.criadoEm, de: string | null, ate: string | null): SQL[] {
  return [
    ...(de ? [gte(col, sql`(${de}::date)::timestamp at time zone ${zona}`)] : []),
    ...(ate ? [lt(col, sql`${diaSeguinte(ate)}::timestamp at time zone ${zona}`)] : []),
  ];
}

async function resultadosDe(ex: Executor, ids: number[]) {
  const vazio = () =>
    Object.fromEntries(RESULTADOS_LINHA.map((r) => [r, 0])) as Record<ResultadoLinha, number>;
  const out = new Map<number, Record<ResultadoLinha, number>>();
  if (!ids.length) return out;
  const rs = await ex
    .select({ id: linhaArquivoBancario.arquivoBancarioId, r: linhaArquivoBancario.resultado, n: count() })
    .from(linhaArquivoBancario)
    .where(inArray(linhaArquivoBancario.arquivoBancarioId, ids))
    .groupBy(linhaArquivoBancario.arquivoBancarioId, linhaArquivoBancario.resultado);
  for (const id of ids) out.set(id, vazio());
  for (const r of rs) if (r.r) out.get(r.id)![r.r] = Number(r.n);
  return out;
}

const colunasArquivo = {
  id: arquivoBancario.id,
  tipo: arquivoBancario.tipo,
  situacao: arquivoBancario.situacao,
  convenio: arquivoBancario.convenio,
  nsa: arquivoBancario.nsa,
  nome: arquivoBancario.nome,
  criadoEm: arquivoBancario.criadoEm,
  processadoEm: arquivoBancario.processadoEm,
  quantidadeLinhas: arquivoBancario.quantidadeLinhas,
  totalPago: arquivoBancario.totalPago,
  tarefaId: arquivoBancario.tarefaId,
  orgaoId: orgaoCredor.id,
  orgaoSigla: orgaoCredor.sigla,
  orgaoNome: orgaoCredor.nome,
};

async function paraApi(ex: Executor, rows: { [K in keyof typeof colunasArquivo]: unknown }[]) {
  const res = await resultadosDe(
    ex,
    rows.map((r) => r.id as number),
  );
  return rows.map((r) => ({
    id: r.id as number,
    tipo: r.tipo as 'REMESSA' | 'RETORNO',
    situacao: r.situacao as 'GERADO',
    orgaoCredor: { id: r.orgaoId as number, sigla: r.orgaoSigla as string, nome: r.orgaoNome as string },
    convenio: r.convenio as string,
    nsa: r.nsa as number,
    nome: r.nome as string,
    criadoEm: (r.criadoEm as Date).toISOString(),
    dataProcessamento: r.processadoEm ? (r.processadoEm as Date).toISOString() : null,
    quantidadeLinhas: r.quantidadeLinhas as number,
    totalPago: toApiNumber(r.totalPago as string),
    resultados: res.get(r.id as number)!,
    idTarefa: (r.tarefaId as string | null) ?? null,
  }));
}

export async function listarArquivos(
  ex: Executor,
  user: AuthUser,
  f: ArquivoBancarioFiltro,
  q: { page: number; size: number; sort: SortSpec<'criadoEm' | 'nsa' | 'id'> },
) {
  const where = and(
    orgaoScope(user, arquivoBancario.orgaoCredorId),
    f.tipo ? eq(arquivoBancario.tipo, f.tipo) : undefined,
    f.idOrgaoCredor ? eq(arquivoBancario.orgaoCredorId, f.idOrgaoCredor) : undefined,
    ...periodo(arquivoBancario.criadoEm, f.dataInicial, f.dataFinal),
  );
  return paginar(
    ex,
    q,
    async () =>
      paraApi(
        ex,
        await ex
          .select(colunasArquivo)
          .from(arquivoBancario)
          .innerJoin(orgaoCredor, eq(orgaoCredor.id, arquivoBancario.orgaoCredorId))
          .where(where)
          .orderBy(
            ...orderBy(
              q.sort,
              { criadoEm: arquivoBancario.criadoEm, nsa: arquivoBancario.nsa, id: arquivoBancario.id },
              arquivoBancario.id,
            ),
          )
          .limit(q.size)
          .offset(offsetOf(q)),
      ),
    () => ex.select({ n: countAll() }).from(arquivoBancario).where(where),
  );
}

/** Whether the reconciliation line is within the caller's scope: `escopoPrimeiro`. */
export async function conciliacaoNoEscopo(ex: Executor, user: AuthUser, id: number): Promise<boolean> {
  const [q] = await ex
    .select({ id: conciliacao.id })
    .from(conciliacao)
    .where(and(eq(conciliacao.id, id), orgaoScope(user, conciliacao.orgaoCredorId)));
  return q !== undefined;
}

/** A file of the caller's scope (404 otherwise), as stored. */
export async function arquivoDoEscopo(ex: Executor, user: AuthUser, id: number) {
  const [a] = await ex
    .select()
    .from(arquivoBancario)
    .where(and(eq(arquivoBancario.id, id), orgaoScope(user, arquivoBancario.orgaoCredorId)));
  if (!a) throw notFound();
  return a;
}

/** A remessa's slips, read back from the file it sent (U-11). */
async function boletosDaRemessa(storage: FileStorage, conteudo: string) {
  const partes: Buffer[] = [];
  for await (const p of await storage.get(conteudo))
    partes.push(Buffer.isBuffer(p) ? p : Buffer.from(p as string));
  return lerRemessa(Buffer.concat(partes).toString('latin1')).map((b) => ({
    ...b,
    valor: toApiNumber(b.valor),
  }));
}

/** `GET /api/arquivoBancario/{id}`: the file, its lines and each line's outcome; a remessa's slips. */
export async function detalharArquivo(ex: Executor, storage: FileStorage, user: AuthUser, id: number) {
  const guardado = await arquivoDoEscopo(ex, user, id);
  const [a] = await ex
    .select(colunasArquivo)
    .from(arquivoBancario)
    .innerJoin(orgaoCredor, eq(orgaoCredor.id, arquivoBancario.orgaoCredorId))
    .where(eq(arquivoBancario.id, id));
  const [arquivo] = await paraApi(ex, [a!]);
  const linhas = await ex
    .select({ l: linhaArquivoBancario, q: conciliacao })
    .from(linhaArquivoBancario)
    .leftJoin(conciliacao, eq(conciliacao.linhaArquivoBancarioId, linhaArquivoBancario.id))
    .where(eq(linhaArquivoBancario.arquivoBancarioId, id))
    .orderBy(asc(linhaArquivoBancario.linha));
  return {
    ...arquivo!,
    boletos: guardado.tipo === 'REMESSA' ? await boletosDaRemessa(storage, guardado.conteudo) : [],
    linhas: linhas.map(({ l, q }) => ({
      id: l.id,
      linha: l.linha,
      movimento: l.movimento,
      descricaoMovimento: MOVIMENTOS_RETORNO[l.movimento] ?? `Movimento ${l.movimento}`,
      nossoNumero: l.nossoNumero,
      seuNumero: l.seuNumero,
      valorPago: movimentoDePagamento(l.movimento) ? toApiNumber(l.valorPago) : null,
      dataOcorrencia: l.dataOcorrencia,
      resultado: l.resultado,
      motivo: q?.motivo ?? null,
      motivosRejeicao: movimentoDeRejeicao(l.movimento) ? motivosRejeicao(l.motivos) : [],
      idLancamento: l.lancamentoId,
      conciliacao: q
        ? { id: q.id, situacao: q.situacao, resolucao: q.resolucao, justificativa: q.justificativa }
        : null,
    })),
  };
}

export async function listarConciliacao(
  ex: Executor,
  user: AuthUser,
  f: ConciliacaoFiltro,
  q: { page: number; size: number; sort: SortSpec<'dataPagamento' | 'valorPago' | 'id'> },
) {
  const where = and(
    orgaoScope(user, conciliacao.orgaoCredorId),
    f.situacao ? eq(conciliacao.situacao, f.situacao) : undefined,
    f.motivo ? eq(conciliacao.motivo, f.motivo) : undefined,
    f.idOrgaoCredor ? eq(conciliacao.orgaoCredorId, f.idOrgaoCredor) : undefined,
    f.dataInicial ? gte(linhaArquivoBancario.dataOcorrencia, f.dataInicial) : undefined,
    f.dataFinal ? sql`${linhaArquivoBancario.dataOcorrencia} <= ${f.dataFinal}` : undefined,
  );
  return paginar(
    ex,
    q,
    async () => {
      const rows = await ex
        .select({
          q: conciliacao,
          l: linhaArquivoBancario,
          a: arquivoBancario,
          o: colunasDe(orgaoCredor),
        })
        .from(conciliacao)
        .innerJoin(linhaArquivoBancario, eq(linhaArquivoBancario.id, conciliacao.linhaArquivoBancarioId))
        .innerJoin(arquivoBancario, eq(arquivoBancario.id, linhaArquivoBancario.arquivoBancarioId))
        .innerJoin(orgaoCredor, eq(orgaoCredor.id, conciliacao.orgaoCredorId))
        .where(where)
        .orderBy(
          ...orderBy(
            q.sort,
            {
              dataPagamento: linhaArquivoBancario.dataOcorrencia,
              valorPago: linhaArquivoBancario.valorPago,
              id: conciliacao.id,
            },
            conciliacao.id,
          ),
        )
        .limit(q.size)
        .offset(offsetOf(q));
      const parcelas = await parcelasPorId(
        ex,
        rows.flatMap(({ q: c }) => (c.lancamentoId === null ? [] : [c.lancamentoId])),
      );
      return rows.map(({ q: c, l, a, o }) => ({
        id: c.id,
        motivo: c.motivo,
        situacao: c.situacao,
        resolucao: c.resolucao,
        nossoNumero: l.nossoNumero,
        valorPago: toApiNumber(l.valorPago),
        valor: toApiNumber(c.valor),
        dataPagamento: l.dataOcorrencia,
        arquivo: { id: a.id, nsa: a.nsa },
        linha: l.linha,
        lancamento: (c.lancamentoId !== null && parcelas.get(c.lancamentoId)) || null,
        orgaoCredor: { id: o.id, sigla: o.sigla },
        justificativa: c.justificativa,
      }));
    },
    () =>
      ex
        .select({ n: countAll() })
        .from(conciliacao)
        .innerJoin(linhaArquivoBancario, eq(linhaArquivoBancario.id, conciliacao.linhaArquivoBancarioId))
        .where(where),
  );
}
