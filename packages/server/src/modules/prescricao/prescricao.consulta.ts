import { daysBetween, type IsoDate } from '@divida/domain/calendar';
import type { Page, SortSpec } from '@divida/domain/list';
import { toApiNumber } from '@divida/domain/money';
import { NIVEIS_PRESCRICAO, type NivelPrescricao } from '@divida/domain/prazos/prescricao';
import {
  MENSAGENS_PRESCRICAO,
  type ORDENACAO_PRESCRICAO,
  type PrescricaoFiltro,
  type PrescricaoLinha,
  type PrescricaoResposta,
} from '@divida/domain/prazos/prescricao.schema';
import { and, asc, desc, eq, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { orgaoScope, type Caller } from '../../platform/auth/scope.ts';
import type { Executor } from '../../platform/db/database.ts';
import { contagemLimitada, offsetOf, paginar, type PaginaPedida } from '../../platform/db/paging.ts';
import { notFound } from '../../platform/errors.ts';
import { devedorIdentificado as devedor } from '../devedor/index.ts';
import { orgaoCredorNome as orgaoCredor } from '../orgaoCredor/index.ts';
import {
  ordemNivelPrescricao,
  prescricaoDoProcesso,
  processoVisivelPara,
  cdaInscricao as dividaAtiva,
  processoPrescricao as processo,
} from '../processo/index.ts';
import { usuarioAutor as usuario } from '../usuario/index.ts';
import { reconhecimentoPrescricao, resumoPrescricaoTotais } from './prescricao.table.ts';

/** `GET /processoConstituicaoCredito/{id}/prescricao` (docs/prazos-e-prescricao.md §3), within the caller's scope. */
export async function consultarPrescricao(
  ex: Executor,
  caller: Caller,
  id: number,
  hoje: IsoDate,
): Promise<PrescricaoResposta> {
  const [p] = await ex
    .select({ id: processo.id })
    .from(processo)
    .where(and(eq(processo.id, id), processoVisivelPara(caller)));
  if (!p) throw notFound();
  const r = await prescricaoDoProcesso(ex, id, hoje);
  if (!r) return { constituido: false, mensagem: MENSAGENS_PRESCRICAO.naoConstituido };
  return { constituido: true, ...r, reconhecimento: await ultimoReconhecimento(ex, id) };
}

async function ultimoReconhecimento(ex: Executor, id: number) {
  const proponente = sql<string>`(select ${usuario.nome} from ${usuario} where ${usuario.id} = ${reconhecimentoPrescricao.proponenteId})`;
  const aprovador = sql<
    string | null
  >`(select ${usuario.nome} from ${usuario} where ${usuario.id} = ${reconhecimentoPrescricao.aprovadorId})`;
  const [r] = await ex
    .select({
      situacao: reconhecimentoPrescricao.situacao,
      justificativa: reconhecimentoPrescricao.justificativa,
      nomeProponente: proponente,
      dataProposta: reconhecimentoPrescricao.dataProposta,
      nomeAprovador: aprovador,
      dataAprovacao: reconhecimentoPrescricao.dataAprovacao,
    })
    .from(reconhecimentoPrescricao)
    .where(eq(reconhecimentoPrescricao.processoId, id))
    .orderBy(desc(reconhecimentoPrescricao.id))
    .limit(1);
  return r ?? null;
}

const condicao = (caller: Caller, f: PrescricaoFiltro): SQL =>
  and(
    processoVisivelPara(caller),
    isNotNull(processo.prescricaoNivel),
    f.niveis?.length ? inArray(processo.prescricaoNivel, f.niveis) : undefined,
    f.idOrgaoCredor ? eq(processo.orgaoCredorId, f.idOrgaoCredor) : undefined,
    f.prazoAte ? lte(processo.prescricaoPrazo, f.prazoAte) : undefined,
    f.apenasSemAjuizamento
      ? sql`not exists (select 1 from ${dividaAtiva} where ${dividaAtiva.processoId} = ${processo.id} and ${dividaAtiva.dataAjuizamento} is not null)`
      : undefined,
  )!;

/** The sort columns; only the deadline may be null (it sorts last both ways, docs/prazos-e-prescricao.md §3). */
const colunasOrdem: Record<(typeof ORDENACAO_PRESCRICAO)[number], { col: SQL | AnyPgColumn; nulos?: true }> =
  {
    prazoPrescricional: { col: processo.prescricaoPrazo, nulos: true },
    diasRestantes: { col: processo.prescricaoPrazo, nulos: true },
    numeroProcesso: { col: processo.numero },
    valor: { col: processo.totalCorrigido },
    // within the list's condition the level is never null, so neither is its place
    nivel: { col: ordemNivelPrescricao(processo.prescricaoNivel) },
  };

/**
 * ORDER BY of a sort: the tiebreak (id) in the sort's direction and no NULLS clause where nothing is
 * null, so that an index of processo.table.ts serves every sort forwards or backwards.
 */
function ordem(sort: SortSpec<(typeof ORDENACAO_PRESCRICAO)[number]>): SQL[] {
  const { col, nulos } = colunasOrdem[sort.field];
  if (!sort.desc) return [nulos ? sql`${col} asc nulls last` : asc(col), asc(processo.id)];
  return [nulos ? sql`${col} desc nulls last` : desc(col), desc(processo.id)];
}

/** `POST /prescricao/list`: the stored levels and deadlines, nulls last, within the scope. */
export async function listarPrescricoes(
  ex: Executor,
  caller: Caller,
  f: PrescricaoFiltro,
  q: PaginaPedida & { sort: SortSpec<(typeof ORDENACAO_PRESCRICAO)[number]> },
  hoje: IsoDate,
): Promise<Page<PrescricaoLinha>> {
  const { size, sort } = q;
  const where = condicao(caller, f);
  const linhas = async () => {
    // the page's ids first (from an index), then only those rows joined to their CDA, debtor, body
    const ids = (
      await ex
        .select({ id: processo.id })
        .from(processo)
        .where(where)
        .orderBy(...ordem(sort))
        .limit(size)
        .offset(offsetOf(q))
    ).map((r) => r.id);
    if (ids.length === 0) return [];
    const porId = new Map(
      (
        await ex
          .select({
            idProcesso: processo.id,
            numeroProcesso: processo.numero,
            numeroCda: dividaAtiva.numeroCda,
            devedor: devedor.nome,
            orgaoCredor: orgaoCredor.sigla,
            valor: processo.totalCorrigido,
            prazoPrescricional: processo.prescricaoPrazo,
            nivel: processo.prescricaoNivel,
          })
          .from(processo)
          .leftJoin(dividaAtiva, eq(dividaAtiva.processoId, processo.id))
          .leftJoin(devedor, eq(devedor.id, processo.devedorId))
          .leftJoin(orgaoCredor, eq(orgaoCredor.id, processo.orgaoCredorId))
          .where(inArray(processo.id, ids))
      ).map((l) => [l.idProcesso, l]),
    );
    return ids.map((id) => porId.get(id)!);
  };
  // past 10,000 processes the total reads "mais de 10.000" (paging.ts), kept a few seconds
  const r = await paginar(ex, q, linhas, () =>
    contagemLimitada(
      ex
        .select({ um: sql`1` })
        .from(processo)
        .where(where),
    ),
  );
  return {
    ...r,
    content: r.content.map((l) => ({
      ...l,
      valor: toApiNumber(l.valor),
      nivel: l.nivel as NivelPrescricao,
      diasRestantes: l.prazoPrescricional ? daysBetween(hoje, l.prazoPrescricional) : null,
    })),
  };
}

/**
 * `GET /prescricao/resumo`: one row per level (zeros included), within the scope. A sum over the
 * running totals of `resumo_prescricao` (kept by a trigger in every transaction that changes a
 * process's level, body, total or deletion; prescricao.table.ts): a few rows per body, not a read of
 * every process with a level.
 */
export async function resumoPrescricao(ex: Executor, caller: Caller) {
  const r = resumoPrescricaoTotais;
  const linhas = await ex
    .select({
      nivel: r.nivel,
      quantidade: sql<string>`sum(${r.quantidade})`,
      valor: sql<string>`sum(${r.valor})`,
    })
    .from(r)
    .where(orgaoScope(caller, r.orgaoCredorId))
    .groupBy(r.nivel);
  return NIVEIS_PRESCRICAO.map((nivel) => {
    const l = linhas.find((x) => x.nivel === nivel);
    return { nivel, quantidade: Number(l?.quantidade ?? 0), valor: toApiNumber(l?.valor ?? '0') };
  });
}

/**
 * Folds the appended deltas into one row per body and level (a job), like the dashboards'
 * `consolidarResumo`: exact under concurrent writes, the DELETE takes only the rows committed when it
 * starts, and they are summed back in the same statement.
 */
export async function consolidarResumoPrescricao(ex: Executor): Promise<void> {
  await ex.execute(sql`
    with d as (delete from ${resumoPrescricaoTotais} returning *)
    insert into ${resumoPrescricaoTotais}
    select orgao_credor_id, nivel, sum(quantidade), sum(valor)
    from d
    group by 1, 2
    having sum(quantidade) <> 0 or sum(valor) <> 0`);
}
