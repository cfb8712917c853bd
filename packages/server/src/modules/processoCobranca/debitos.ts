import { MENSAGENS_COBRANCA } from '@divida/domain/cobranca/cobranca.schema';
import type { IsoDate } from '@divida/domain/calendar';
import { Decimal, type Money } from '@divida/domain/money';
import type { SaldoDebito } from '@divida/domain/negociacao';
import { FASE, SITUACAO } from '@divida/domain/workflow/situacoes';
import { inaptidaoParaNegociar } from '@divida/domain/cobranca/apto';
import { and, asc, eq, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../../platform/auth/scope.ts';
import type { Executor } from '../../platform/db/database.ts';
import { bloqueioDe, colunasDe } from '../../platform/db/leitura.ts';
import { conflict, invalido, notFound } from '../../platform/errors.ts';
import {
  dividaAtivaLeitura as dividaAtiva,
  calculoDoProcesso,
  processoVisivelPara,
  valoresNaData,
  processoLeitura as processo,
} from '../processo/index.ts';
import { orgaoCredorBancario as orgaoCredor } from '../orgaoCredor/index.ts';

export type LinhaProcesso = typeof processo.$inferSelect;

/** The body has a bank agreement (convênio). */
export const temConvenio = () =>
  and(isNotNull(orgaoCredor.convenio), ne(sql`trim(${orgaoCredor.convenio})`, ''));

/**
 * docs/workflow.md "Negotiation eligibility": inscribed (phase 4, situation 101), SEM_ACORDO, not suspended,
 * not suspended by court order, the body has a convênio; never a deleted process. Needs the joins of
 * `divida_ativa` and `orgao_credor`.
 */
export const condicaoAptoNegociar = (): SQL =>
  and(
    eq(processo.excluido, false),
    eq(processo.faseId, FASE.DIVIDA_ATIVA),
    eq(processo.situacaoId, SITUACAO.INSCRITO),
    eq(processo.statusCobranca, 'SEM_ACORDO'),
    eq(processo.suspenso, false),
    ne(dividaAtiva.statusJustica, 'PROCESSO_SUSPENSO'),
    eq(dividaAtiva.prescrita, false),
    // a consumed prescription is not offered (prescricaoImpedeNegociacao)
    or(isNull(processo.prescricaoNivel), ne(processo.prescricaoNivel, 'PRESCRITO')),
    temConvenio(),
  )!;

/** A process as the negotiation reads it: its row, its CDA and its body's convênio. */
export interface DebitoNegociado {
  p: LinhaProcesso;
  cda: typeof dividaAtiva.$inferSelect;
  convenio: string | null;
}

/**
 * The processes of a negotiation within the caller's scope, in id order (a stable lock order, so two
 * negotiations sharing processes never deadlock), locked `FOR UPDATE` when `bloquear`. A process
 * outside the scope (or absent) is a 404; one that is not apt a 409 with the reason.
 */
export async function debitosParaNegociar(
  ex: Executor,
  caller: Caller,
  ids: readonly number[],
  bloquear: boolean,
): Promise<DebitoNegociado[]> {
  const ordenados = [...new Set(ids)].sort((a, b) => a - b);
  const consulta = ex
    .select({ p: colunasDe(processo), cda: colunasDe(dividaAtiva), convenio: orgaoCredor.convenio })
    .from(processo)
    .innerJoin(orgaoCredor, eq(orgaoCredor.id, processo.orgaoCredorId))
    .leftJoin(dividaAtiva, eq(dividaAtiva.processoId, processo.id))
    .where(and(inArray(processo.id, ordenados), processoVisivelPara(caller)))
    .orderBy(asc(processo.id));
  const linhas = bloquear ? await consulta.for('update', { of: bloqueioDe(processo) }) : await consulta;
  if (linhas.length !== ordenados.length) throw notFound();
  const debitos = linhas.map((l) => ({ p: l.p, cda: l.cda, convenio: l.convenio }));
  for (const d of debitos) conferirApto(d);
  if (new Set(debitos.map((d) => d.p.orgaoCredorId)).size > 1)
    throw conflict(MENSAGENS_COBRANCA.orgaosDiferentes);
  return debitos as DebitoNegociado[];
}

/** The same rule as `condicaoAptoNegociar`, on a row read under the lock (domain cobranca/apto.ts). */
function conferirApto(d: { p: LinhaProcesso; cda: DebitoNegociado['cda'] | null; convenio: string | null }) {
  const r = inaptidaoParaNegociar({ ...d.p, cda: d.cda }, Boolean(d.convenio?.trim()));
  if (r?.status === 'INVALIDO') throw invalido('precessosIds', r.mensagem);
  if (r) throw conflict(r.mensagem);
}

/** The values the negotiation uses: the stored ones, or refreshed when the correction is not current. */
export interface ValoresCorrigidos {
  valorCorrecao: Money;
  totalCorrigido: Money;
  ultimaCorrecaoValor: IsoDate | null;
  atualizado: boolean;
}

/**
 * Spec 03 §4: the debt is negotiated at its value of today, by the one calculation of a debt on a date
 * (processo.calculo.ts, the calculation memory's): its index's months in force, a month not published
 * yet carried with factor 1 as the memory shows it. `atualizado` when the stored values differ (the
 * agreement then writes them to the process and its CDA).
 */
export async function valoresCorrigidos(
  ex: Executor,
  p: LinhaProcesso,
  hoje: IsoDate,
): Promise<ValoresCorrigidos> {
  const v = valoresNaData(await calculoDoProcesso(ex, p, hoje));
  const atualizado = !p.valorCorrecao.eq(v.valorCorrecao) || !p.totalCorrigido.eq(v.totalCorrigido);
  return atualizado
    ? { ...v, atualizado }
    : {
        valorCorrecao: p.valorCorrecao,
        totalCorrigido: p.totalCorrigido,
        ultimaCorrecaoValor: p.ultimaCorrecaoValor,
        atualizado,
      };
}

const ZERO = new Decimal(0);
const aberto = (valor: Money, pago: Money) => Decimal.max(ZERO, valor.minus(pago));

/** What is still owed of each component of a process (with its refreshed correction). */
export interface SaldoComponentes extends SaldoDebito {
  valorAtualizado: Money;
  valorCorrecao: Money;
  valorJuros: Money;
  valorMulta: Money;
}

export function saldoDoDebito(p: LinhaProcesso, v: ValoresCorrigidos): SaldoComponentes {
  return {
    valorAtualizado: aberto(p.valorAtualizado, p.valorAtualizadoPago),
    valorCorrecao: aberto(v.valorCorrecao, p.valorCorrecaoPago),
    valorJuros: aberto(p.jurosAtualizado, p.valorJurosPago),
    valorMulta: aberto(p.multaAtualizada, p.valorMultaPago),
  };
}
