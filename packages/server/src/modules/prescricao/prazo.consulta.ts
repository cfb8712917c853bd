import { addDays, compareDates, type IsoDate } from '@divida/domain/calendar';
import { NIVEIS_ALERTA } from '@divida/domain/prazos/prescricao';
import { diasRestantes, prazoFinal } from '@divida/domain/workflow/prazo';
import { isSituacao, nomeSituacao, SITUACOES_COM_PRAZO } from '@divida/domain/workflow/situacoes';
import { and, asc, count, desc, eq, gt, inArray, isNotNull, lte, type SQL } from 'drizzle-orm';
import { todosOrgaos, type Alcance } from '../../platform/auth/scope.ts';
import type { Executor } from '../../platform/db/database.ts';
import { offsetOf } from '../../platform/db/paging.ts';
import { prazoDiasConfigurado } from '../configuracao/index.ts';
import { devedorIdentificado as devedor } from '../devedor/index.ts';
import { orgaoCredorNome as orgaoCredor } from '../orgaoCredor/index.ts';
import { processoVisivelPara, processoPrescricao as processo } from '../processo/index.ts';

/**
 * The terms of docs/prazos-e-prescricao.md §1.1 and §3 ("Terms"): processes in a situation with a term (3, 12, 22),
 * running or over and waiting for the body's next action. The last day is a monotonic function of
 * the reference date, so "ends by day X" is a range of reference dates, and the filters are exact
 * ranges on an indexed column instead of a computation per row.
 */

/** The latest reference date whose term ends on or before `limite`. */
export function maiorReferencia(limite: IsoDate, dias: number): IsoDate {
  let r = addDays(limite, -dias);
  while (compareDates(prazoFinal(r, dias), limite) > 0) r = addDays(r, -1);
  while (compareDates(prazoFinal(addDays(r, 1), dias), limite) <= 0) r = addDays(r, 1);
  return r;
}

const comPrazo = (caller: Alcance): SQL =>
  and(
    processoVisivelPara(caller),
    inArray(processo.situacaoId, [...SITUACOES_COM_PRAZO]),
    eq(processo.suspenso, false),
    isNotNull(processo.dataReferenciaPrazo),
  )!;

export interface FiltroPrazo {
  vencendoEmDias?: number;
  vencidos?: boolean;
}

function faixa(f: FiltroPrazo, hoje: IsoDate, dias: number): SQL | undefined {
  const vencidoAte = maiorReferencia(addDays(hoje, -1), dias);
  const partes: (SQL | undefined)[] = [];
  if (f.vencendoEmDias !== undefined && !f.vencidos) {
    partes.push(gt(processo.dataReferenciaPrazo, vencidoAte));
    partes.push(lte(processo.dataReferenciaPrazo, maiorReferencia(addDays(hoje, f.vencendoEmDias), dias)));
  } else if (f.vencidos && f.vencendoEmDias === undefined) {
    partes.push(lte(processo.dataReferenciaPrazo, vencidoAte));
  } else if (f.vencidos && f.vencendoEmDias !== undefined) {
    // both: over, or ending within the days
    partes.push(lte(processo.dataReferenciaPrazo, maiorReferencia(addDays(hoje, f.vencendoEmDias), dias)));
  }
  return partes.length ? and(...partes) : undefined;
}

/** `POST /prazo/list`, sorted by the last day (the reference date's order). */
export async function listarPrazos(
  ex: Executor,
  caller: Alcance,
  f: FiltroPrazo,
  { page, size, sort }: { page: number; size: number; sort: { field: string; desc: boolean } },
  hoje: IsoDate,
) {
  const dias = await prazoDiasConfigurado(ex);
  const where = and(comPrazo(caller), faixa(f, hoje, dias))!;
  const col = sort.field === 'numeroProcesso' ? processo.numero : processo.dataReferenciaPrazo;
  const linhas = await ex
    .select({
      idProcesso: processo.id,
      numeroProcesso: processo.numero,
      devedor: devedor.nome,
      orgaoCredor: orgaoCredor.sigla,
      situacaoId: processo.situacaoId,
      dataReferenciaPrazo: processo.dataReferenciaPrazo,
    })
    .from(processo)
    .leftJoin(devedor, eq(devedor.id, processo.devedorId))
    .innerJoin(orgaoCredor, eq(orgaoCredor.id, processo.orgaoCredorId))
    .where(where)
    .orderBy(sort.desc ? desc(col) : asc(col), asc(processo.id))
    .limit(size)
    .offset(offsetOf({ page, size }));
  const [{ total }] = (await ex.select({ total: count() }).from(processo).where(where)) as [
    { total: number },
  ];
  return {
    content: linhas.map((l) => {
      const final = prazoFinal(l.dataReferenciaPrazo!, dias);
      return {
        idProcesso: l.idProcesso,
        numeroProcesso: l.numeroProcesso,
        devedor: l.devedor,
        orgaoCredor: l.orgaoCredor,
        situacao: isSituacao(l.situacaoId) ? nomeSituacao(l.situacaoId) : String(l.situacaoId),
        prazoFinal: final,
        diasRestantesPrazo: diasRestantes(final, hoje),
      };
    }),
    totalElements: Number(total),
  };
}

/** Terms ending in 3 days or less and terms over, within the caller's scope (the bell, §4). */
export async function contarPrazosAlerta(ex: Executor, caller: Alcance, hoje: IsoDate) {
  const dias = await prazoDiasConfigurado(ex);
  const [{ total }] = (await ex
    .select({ total: count() })
    .from(processo)
    .where(and(comPrazo(caller), faixa({ vencendoEmDias: 3, vencidos: true }, hoje, dias)))) as [
    { total: number },
  ];
  return Number(total);
}

/** CDAs at LARANJA, VERMELHO, CRITICO or PRESCRITO within the scope (the PGE's bell, §4). */
export async function contarPrescricoesAlerta(ex: Executor, caller: Alcance) {
  const [{ total }] = (await ex
    .select({ total: count() })
    .from(processo)
    .where(and(processoVisivelPara(caller), inArray(processo.prescricaoNivel, [...NIVEIS_ALERTA])))) as [
    { total: number },
  ];
  return Number(total);
}

/**
 * `GET /prazo/alertas`: the count of the caller's items needing action. A body's user counts terms;
 * the PGE (every body, PRESCRICAO_CONSULTAR) counts prescriptions.
 */
export async function alertas(ex: Executor, caller: Alcance, hoje: IsoDate) {
  const pge = todosOrgaos(caller);
  const prazos =
    !pge && caller.permissoes.has('PROCESSO_CONSTITUICAO_CREDITO_CONSULTAR')
      ? await contarPrazosAlerta(ex, caller, hoje)
      : 0;
  const prescricoes =
    caller.permissoes.has('PRESCRICAO_CONSULTAR') && pge ? await contarPrescricoesAlerta(ex, caller) : 0;
  return { prazos, prescricoes, total: prazos + prescricoes };
}
