import { addDays, compareDates, type IsoDate } from '@divida/domain/calendar';
import { regimeDaNatureza, type RegimePrescricao } from '@divida/domain/naturezaDebito/naturezaDebito.schema';
import {
  calcularPrescricao,
  calcularPrescricaoComRevisao,
  type EventoEntrada,
  type NivelPrescricao,
  type Prescricao,
} from '@divida/domain/prazos/prescricao';
import { SITUACAO_COBRANCA } from '@divida/domain/cobranca/cobranca.schema';
import { prazoFinal } from '@divida/domain/workflow/prazo';
import { ACOES_EVENTO_PRESCRICAO, EVENTO_PRESCRICAO_DA_ACAO } from '@divida/domain/workflow/prescricao';
import { FASE, SITUACAO, SITUACOES_COM_PRAZO, type SituacaoId } from '@divida/domain/workflow/situacoes';
import { and, asc, eq, sql } from 'drizzle-orm';
import { linhasDe, type Executor } from '../../platform/db/database.ts';
import { atualizarEmLote, naLista } from '../../platform/db/emLote.ts';
import { anosPrescricaoConfigurado, prazoDiasConfigurado } from '../configuracao/index.ts';
import { dividaAtiva } from './dividaAtiva.table.ts';
import { andamento, processo } from './processo.table.ts';

/**
 * The prescription clock's input read from what the process recorded (docs/prazos-e-prescricao.md §2), and its result
 * stored on the process. Every write that adds an event calls `atualizarPrescricao` in its own
 * transaction, so the stored level and deadline always equal `calcularPrescricao`.
 */

export interface EntradaDoProcesso {
  regime: RegimePrescricao;
  eventos: EventoEntrada[];
  /**
   * The first day after today on which these inputs change by time alone (the term of a process in a
   * situation with a term ends, constituting the credit; an event dated after today): null if none.
   */
  mudaEm: IsoDate | null;
}

const dataDe = (t: Date | string | null) => (t ? new Date(t).toISOString().slice(0, 10) : null);

type Movimento = {
  processoId: number;
  acao: string;
  dataReferencia: IsoDate | null;
  dataReferenciaPrazoAnterior: IsoDate | null;
  detalhes: Record<string, unknown> | null;
  criadoEm: Date | string;
};
type Cobranca = {
  processoId: number;
  dataAcordo: string | Date;
  situacaoId: number;
  dataCancelamento: string | Date | null;
  atualizadoEm: Date | string;
};

const agrupar = <T extends { processoId: number }>(linhas: T[]) => {
  const m = new Map<number, T[]>();
  for (const l of linhas) {
    const lista = m.get(l.processoId);
    if (lista) lista.push(l);
    else m.set(l.processoId, [l]);
  }
  return m;
};

/** The columns of a process the clock reads, as a write about to happen will leave them. */
export type EstadoSobreposto = Partial<{
  faseId: number;
  situacaoId: number;
  dataReferenciaPrazo: IsoDate | null;
  dataEncerramento: IsoDate | null;
}>;

/**
 * The regime and dated events of many processes, each in the order they were recorded: four
 * statements whatever their number (the daily job reads 500 at a time). `sobrepor`: the process
 * columns a write of the same transaction is about to change (the clock then goes in that write).
 */
export async function eventosDosProcessos(
  ex: Executor,
  ids: readonly number[],
  hoje: IsoDate,
  prazoDias?: number,
  sobrepor?: ReadonlyMap<number, EstadoSobreposto>,
): Promise<Map<number, EntradaDoProcesso>> {
  const entradas = new Map<number, EntradaDoProcesso>();
  if (ids.length === 0) return entradas;
  const lista = [...ids];
  const processos = await ex
    .select({
      id: processo.id,
      naturezaDebitoId: processo.naturezaDebitoId,
      faseId: processo.faseId,
      situacaoId: processo.situacaoId,
      dataReferenciaPrazo: processo.dataReferenciaPrazo,
      dataEncerramento: processo.dataEncerramento,
    })
    .from(processo)
    .where(naLista(processo.id, lista));
  if (processos.length === 0) return entradas;
  const dias = prazoDias ?? (await prazoDiasConfigurado(ex));
  const movimentos = agrupar<Movimento>(
    await ex
      .select({
        processoId: andamento.processoId,
        acao: andamento.acao,
        dataReferencia: andamento.dataReferencia,
        dataReferenciaPrazoAnterior: andamento.dataReferenciaPrazoAnterior,
        detalhes: andamento.detalhes,
        criadoEm: andamento.criadoEm,
      })
      .from(andamento)
      .where(
        and(
          naLista(andamento.processoId, lista),
          eq(andamento.cancelado, false),
          naLista(andamento.acao, ACOES_EVENTO_PRESCRICAO),
        ),
      )
      .orderBy(asc(andamento.processoId), asc(andamento.criadoEm), asc(andamento.id)),
  );
  const cdas = new Map(
    (
      await ex
        .select({
          processoId: dividaAtiva.processoId,
          data: dividaAtiva.data,
          dataProtesto: dividaAtiva.dataProtesto,
          dataAjuizamento: dividaAtiva.dataAjuizamento,
        })
        .from(dividaAtiva)
        .where(naLista(dividaAtiva.processoId, lista))
    ).map((c) => [c.processoId, c]),
  );
  // the collections (processoCobranca's tables): read by name, that area depends on this one
  const cobrancas = agrupar(
    await linhasDe<Cobranca>(
      ex,
      sql`
    select pc.processo_id as "processoId", c.data_acordo as "dataAcordo", c.situacao_id as "situacaoId",
           c.data_cancelamento as "dataCancelamento", c.atualizado_em as "atualizadoEm"
      from processo_cobranca c join processo_cobranca_cda pc on pc.processo_cobranca_id = c.id
     where ${naLista(sql`pc.processo_id`, lista)}
     order by pc.processo_id, c.id`,
    ),
  );
  for (const lido of processos) {
    const p = { ...lido, ...sobrepor?.get(lido.id) };
    entradas.set(
      p.id,
      entradaDoProcesso(p, movimentos.get(p.id) ?? [], cdas.get(p.id), cobrancas.get(p.id) ?? [], hoje, dias),
    );
  }
  return entradas;
}

/** The regime and dated events of one process, in the order they were recorded. */
export async function eventosDoProcesso(
  ex: Executor,
  id: number,
  hoje: IsoDate,
  prazoDias?: number,
): Promise<EntradaDoProcesso | null> {
  return (await eventosDosProcessos(ex, [id], hoje, prazoDias)).get(id) ?? null;
}

function entradaDoProcesso(
  p: {
    naturezaDebitoId: number | null;
    faseId: number;
    situacaoId: number;
    dataReferenciaPrazo: IsoDate | null;
    dataEncerramento: IsoDate | null;
  },
  movimentos: Movimento[],
  cda: Pick<typeof dividaAtiva.$inferSelect, 'data' | 'dataProtesto' | 'dataAjuizamento'> | undefined,
  cobrancas: Cobranca[],
  hoje: IsoDate,
  dias: number,
): EntradaDoProcesso {
  const eventos: EventoEntrada[] = [];
  let mudaEm: IsoDate | null = null;
  // the movements' events, by the `prescricao` column of their workflow rows (domain workflow/prescricao.ts)
  const evento = (m: Movimento) => EVENTO_PRESCRICAO_DA_ACAO.get(m.acao);
  // the request for inscription constitutes the credit (its term's end, or its date)
  const solicitacao = movimentos.find((m) => evento(m) === 'CONSTITUICAO');
  // t0: the day after the term that made the process apt for inscription ended (§2 "Start")
  const peloPrazo = (dataReferencia: IsoDate): EventoEntrada => {
    const fim = prazoFinal(dataReferencia, dias);
    return { tipo: 'CONSTITUICAO', data: addDays(fim, 1), prazo: { dataReferencia, dias, fim } };
  };
  const prazoDaSituacao =
    !solicitacao?.dataReferenciaPrazoAnterior &&
    SITUACOES_COM_PRAZO.includes(p.situacaoId as SituacaoId) &&
    p.dataReferenciaPrazo
      ? prazoFinal(p.dataReferenciaPrazo, dias)
      : null;
  if (solicitacao?.dataReferenciaPrazoAnterior) {
    eventos.push(peloPrazo(solicitacao.dataReferenciaPrazoAnterior));
  } else if (prazoDaSituacao && compareDates(prazoDaSituacao, hoje) < 0) {
    eventos.push(peloPrazo(p.dataReferenciaPrazo!));
  } else {
    // the term still runs: the day after its end the credit is constituted by it
    if (prazoDaSituacao) mudaEm = addDays(prazoDaSituacao, 1);
    if (solicitacao) {
      eventos.push({
        tipo: 'CONSTITUICAO',
        data: solicitacao.dataReferencia ?? dataDe(solicitacao.criadoEm)!,
      });
    } else if (cda) {
      eventos.push({ tipo: 'CONSTITUICAO', data: cda.data });
    }
  }
  if (cda) {
    eventos.push({ tipo: 'INSCRICAO', data: cda.data });
    if (cda.dataProtesto) eventos.push({ tipo: 'PROTESTO', data: cda.dataProtesto });
    if (cda.dataAjuizamento) eventos.push({ tipo: 'AJUIZAMENTO', data: cda.dataAjuizamento });
  }
  for (const c of cobrancas) {
    eventos.push({ tipo: 'ACORDO', data: dataDe(c.dataAcordo)! });
    if (c.situacaoId === SITUACAO_COBRANCA.CANCELADO)
      eventos.push({ tipo: 'ACORDO_ENCERRADO', data: dataDe(c.dataCancelamento ?? c.atualizadoEm)! });
  }
  for (const m of movimentos) {
    const tipo = evento(m);
    if (!tipo || tipo === 'CONSTITUICAO') continue;
    const data = m.dataReferencia ?? dataDe(m.criadoEm)!;
    eventos.push(
      tipo === 'CITACAO_OU_PENHORA'
        ? { tipo, data, detalhe: (m.detalhes?.tipo as 'CITACAO' | 'PENHORA') ?? 'CITACAO' }
        : { tipo, data },
    );
  }
  if (p.faseId === FASE.ENCERRADO) {
    const data = p.dataEncerramento ?? hoje;
    eventos.push({ tipo: p.situacaoId === SITUACAO.QUITADO ? 'QUITACAO' : 'ENCERRAMENTO', data });
  }
  // an event dated after today (a closing without its date is dated today) may reorder the events
  // as days pass: such a process is recomputed every day
  if (eventos.some((e) => compareDates(e.data, hoje) > 0)) mudaEm = addDays(hoje, 1);
  return { regime: regimeDaNatureza(p.naturezaDebitoId), eventos, mudaEm };
}

/** The clock of one process today; null when it is not definitively constituted yet. */
export async function prescricaoDoProcesso(
  ex: Executor,
  id: number,
  hoje: IsoDate,
): Promise<Prescricao | null> {
  const entrada = await eventosDoProcesso(ex, id, hoje);
  if (!entrada) return null;
  const anosPrescricao = await anosPrescricaoConfigurado(ex);
  return calcularPrescricao({ regime: entrada.regime, eventos: entrada.eventos, anosPrescricao, hoje });
}

/** What is stored of a process's clock today: its level, deadline and next revision day. */
export function prescricaoArmazenada(
  entrada: EntradaDoProcesso | null | undefined,
  anosPrescricao: number,
  hoje: IsoDate,
): { nivel: NivelPrescricao | null; prazo: IsoDate | null; revisao: IsoDate | null } {
  if (!entrada) return { nivel: null, prazo: null, revisao: null };
  const r = calcularPrescricaoComRevisao({ ...entrada, anosPrescricao, hoje });
  const revisao = [r?.revisao, entrada.mudaEm]
    .filter((d): d is IsoDate => !!d)
    .reduce<IsoDate | null>((a, d) => (a && compareDates(a, d) <= 0 ? a : d), null);
  return { nivel: r?.prescricao.nivel ?? null, prazo: r?.prescricao.prazoPrescricional ?? null, revisao };
}

/** A process's stored prescription columns. */
export interface PrescricaoGravada {
  prescricaoNivel: NivelPrescricao | null;
  prescricaoPrazo: IsoDate | null;
  prescricaoRevisao: IsoDate | null;
  prescricaoNivelDesde: IsoDate | null;
}

/**
 * The processes' prescription columns recomputed, those whose level, deadline or revision day
 * change (with the day the level changed, or the one stored): their inputs read in four
 * statements. `sobrepor` as `eventosDosProcessos`.
 */
export async function prescricoesAlteradas(
  ex: Executor,
  ids: readonly number[],
  hoje: IsoDate,
  sobrepor?: ReadonlyMap<number, EstadoSobreposto>,
): Promise<Map<number, { colunas: PrescricaoGravada; nivelMudou: boolean }>> {
  const alteradas = new Map<number, { colunas: PrescricaoGravada; nivelMudou: boolean }>();
  if (ids.length === 0) return alteradas;
  const anosPrescricao = await anosPrescricaoConfigurado(ex);
  const prazoDias = await prazoDiasConfigurado(ex);
  const atuais = await ex
    .select({
      id: processo.id,
      nivel: processo.prescricaoNivel,
      prazo: processo.prescricaoPrazo,
      revisao: processo.prescricaoRevisao,
      desde: processo.prescricaoNivelDesde,
    })
    .from(processo)
    .where(naLista(processo.id, ids));
  const entradas = await eventosDosProcessos(ex, ids, hoje, prazoDias, sobrepor);
  for (const a of atuais) {
    const n = prescricaoArmazenada(entradas.get(a.id), anosPrescricao, hoje);
    if (n.nivel === a.nivel && n.prazo === a.prazo && n.revisao === a.revisao) continue;
    alteradas.set(a.id, {
      colunas: {
        prescricaoNivel: n.nivel,
        prescricaoPrazo: n.prazo,
        prescricaoRevisao: n.revisao,
        prescricaoNivelDesde: n.nivel !== a.nivel ? hoje : a.desde,
      },
      nivelMudou: n.nivel !== a.nivel,
    });
  }
  return alteradas;
}

/**
 * Recomputes and stores the level, deadline and revision day of the processes (in the caller's
 * transaction): their inputs read in four statements, the changed rows written in one. Answers the
 * ids whose level changed.
 */
export async function atualizarPrescricao(
  ex: Executor,
  ids: readonly number[],
  hoje: IsoDate,
): Promise<number[]> {
  const alteradas = await prescricoesAlteradas(ex, ids, hoje);
  await atualizarEmLote(
    ex,
    processo,
    [...alteradas].map(([id, a]) => ({ id, ...a.colunas })),
  );
  return [...alteradas].filter(([, a]) => a.nivelMudou).map(([id]) => id);
}
