import { addDays, compareDates, type IsoDate } from '@divida/domain/calendar';
import { regimeDaNatureza, type RegimePrescricao } from '@divida/domain/naturezaDebito/naturezaDebito.schema';
import { calcularPrescricao, type EventoEntrada, type Prescricao } from '@divida/domain/prazos/prescricao';
import { SITUACAO_COBRANCA } from '@divida/domain/cobranca/cobranca.schema';
import { prazoFinal } from '@divida/domain/workflow/prazo';
import { FASE, SITUACAO, SITUACOES_COM_PRAZO, type SituacaoId } from '@divida/domain/workflow/situacoes';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { anosPrescricaoConfigurado, prazoDiasConfigurado } from '../configuracao/index.ts';
import { dividaAtiva } from './dividaAtiva.table.ts';
import { andamento, processo } from './processo.table.ts';

/**
 * The prescription clock's input read from what the process recorded (PRAZOS.md §2), and its result
 * stored on the process. Every write that adds an event calls `atualizarPrescricao` in its own
 * transaction, so the stored level and deadline always equal `calcularPrescricao`.
 */

/** The movements that are events of the clock, by their action code. */
const ACOES_EVENTO = [
  'SOLICITAR_INSCRICAO_DIVIDA_ATIVA',
  'REGISTRAR_NAO_LOCALIZACAO',
  'REGISTRAR_CITACAO_OU_PENHORA',
  'RECONHECER_PRESCRICAO',
  'ANULAR_RECONHECIMENTO_PRESCRICAO',
] as const;

export interface EntradaDoProcesso {
  regime: RegimePrescricao;
  eventos: EventoEntrada[];
}

const dataDe = (t: Date | string | null) => (t ? new Date(t).toISOString().slice(0, 10) : null);

/** The process's regime and dated events, in the order they were recorded. */
export async function eventosDoProcesso(
  ex: Executor,
  id: number,
  hoje: IsoDate,
  prazoDias?: number,
): Promise<EntradaDoProcesso | null> {
  return (await eventosDosProcessos(ex, [id], hoje, prazoDias)).get(id) ?? null;
}

/**
 * The same for many processes with one query per table (a batch of the bank return settles hundreds),
 * not four per process.
 */
export async function eventosDosProcessos(
  ex: Executor,
  ids: readonly number[],
  hoje: IsoDate,
  prazoDias?: number,
): Promise<Map<number, EntradaDoProcesso>> {
  const out = new Map<number, EntradaDoProcesso>();
  if (ids.length === 0) return out;
  const lista = [...ids];
  const ps = await ex
    .select({
      id: processo.id,
      naturezaDebitoId: processo.naturezaDebitoId,
      faseId: processo.faseId,
      situacaoId: processo.situacaoId,
      dataReferenciaPrazo: processo.dataReferenciaPrazo,
      dataEncerramento: processo.dataEncerramento,
    })
    .from(processo)
    .where(inArray(processo.id, lista));
  if (ps.length === 0) return out;
  const dias = prazoDias ?? (await prazoDiasConfigurado(ex));
  const todosMovimentos = await ex
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
        inArray(andamento.processoId, lista),
        eq(andamento.cancelado, false),
        inArray(andamento.acao, [...ACOES_EVENTO]),
      ),
    )
    .orderBy(asc(andamento.criadoEm), asc(andamento.id));
  const cdas = await ex.select().from(dividaAtiva).where(inArray(dividaAtiva.processoId, lista));
  // the collections (processoCobranca's tables): read by name, that area depends on this one
  const todasCobrancas = (await ex.execute(sql`
    select pc.processo_id as "processoId", c.data_acordo as "dataAcordo", c.situacao_id as "situacaoId",
           c.data_cancelamento as "dataCancelamento", c.atualizado_em as "atualizadoEm"
      from processo_cobranca c join processo_cobranca_cda pc on pc.processo_cobranca_id = c.id
     where pc.processo_id = any(${sql.param(lista)}::int[])
     order by c.id`)) as unknown as {
    rows: {
      processoId: number;
      dataAcordo: string | Date;
      situacaoId: number;
      dataCancelamento: string | Date | null;
      atualizadoEm: Date | string;
    }[];
  };
  for (const p of ps) {
    const movimentos = todosMovimentos.filter((m) => m.processoId === p.id);
    const cda = cdas.find((d) => d.processoId === p.id);
    const cobrancas = { rows: todasCobrancas.rows.filter((c) => Number(c.processoId) === p.id) };
    out.set(p.id, entradaDe(p, movimentos, cda, cobrancas, hoje, dias));
  }
  return out;
}

function entradaDe(
  p: {
    naturezaDebitoId: number | null;
    faseId: number;
    situacaoId: number;
    dataReferenciaPrazo: IsoDate | null;
    dataEncerramento: IsoDate | null;
  },
  movimentos: {
    acao: string;
    dataReferencia: IsoDate | null;
    dataReferenciaPrazoAnterior: IsoDate | null;
    detalhes: Record<string, unknown> | null;
    criadoEm: Date;
  }[],
  cda: typeof dividaAtiva.$inferSelect | undefined,
  cobrancas: {
    rows: {
      dataAcordo: string | Date;
      situacaoId: number;
      dataCancelamento: string | Date | null;
      atualizadoEm: Date | string;
    }[];
  },
  hoje: IsoDate,
  dias: number,
): EntradaDoProcesso {
  const eventos: EventoEntrada[] = [];
  const solicitacao = movimentos.find((m) => m.acao === 'SOLICITAR_INSCRICAO_DIVIDA_ATIVA');
  // t0: the day after the term that made the process apt for inscription ended (§2 "Start")
  const peloPrazo = (dataReferencia: IsoDate): EventoEntrada => {
    const fim = prazoFinal(dataReferencia, dias);
    return { tipo: 'CONSTITUICAO', data: addDays(fim, 1), prazo: { dataReferencia, dias, fim } };
  };
  if (solicitacao?.dataReferenciaPrazoAnterior) {
    eventos.push(peloPrazo(solicitacao.dataReferenciaPrazoAnterior));
  } else if (
    SITUACOES_COM_PRAZO.includes(p.situacaoId as SituacaoId) &&
    p.dataReferenciaPrazo &&
    compareDates(prazoFinal(p.dataReferenciaPrazo, dias), hoje) < 0
  ) {
    eventos.push(peloPrazo(p.dataReferenciaPrazo));
  } else if (solicitacao) {
    eventos.push({ tipo: 'CONSTITUICAO', data: solicitacao.dataReferencia ?? dataDe(solicitacao.criadoEm)! });
  } else if (cda) {
    eventos.push({ tipo: 'CONSTITUICAO', data: cda.data });
  }
  if (cda) {
    eventos.push({ tipo: 'INSCRICAO', data: cda.data });
    if (cda.dataProtesto) eventos.push({ tipo: 'PROTESTO', data: cda.dataProtesto });
    if (cda.dataAjuizamento) eventos.push({ tipo: 'AJUIZAMENTO', data: cda.dataAjuizamento });
  }
  for (const c of cobrancas.rows) {
    eventos.push({ tipo: 'ACORDO', data: dataDe(c.dataAcordo)! });
    if (c.situacaoId === SITUACAO_COBRANCA.CANCELADO)
      eventos.push({ tipo: 'ACORDO_ENCERRADO', data: dataDe(c.dataCancelamento ?? c.atualizadoEm)! });
  }
  for (const m of movimentos) {
    const data = m.dataReferencia ?? dataDe(m.criadoEm)!;
    if (m.acao === 'REGISTRAR_NAO_LOCALIZACAO') eventos.push({ tipo: 'NAO_LOCALIZACAO', data });
    if (m.acao === 'REGISTRAR_CITACAO_OU_PENHORA')
      eventos.push({
        tipo: 'CITACAO_OU_PENHORA',
        data,
        detalhe: (m.detalhes?.tipo as 'CITACAO' | 'PENHORA') ?? 'CITACAO',
      });
    if (m.acao === 'RECONHECER_PRESCRICAO') eventos.push({ tipo: 'RECONHECIMENTO', data });
    if (m.acao === 'ANULAR_RECONHECIMENTO_PRESCRICAO')
      eventos.push({ tipo: 'ANULACAO_RECONHECIMENTO', data });
  }
  if (p.faseId === FASE.ENCERRADO) {
    const data = p.dataEncerramento ?? hoje;
    eventos.push({ tipo: p.situacaoId === SITUACAO.QUITADO ? 'QUITACAO' : 'ENCERRAMENTO', data });
  }
  return { regime: regimeDaNatureza(p.naturezaDebitoId), eventos };
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
  return calcularPrescricao({ ...entrada, anosPrescricao, hoje });
}

/**
 * Recomputes and stores the level and deadline of the processes (in the caller's transaction).
 * Answers the ids whose level changed.
 */
export async function atualizarPrescricao(
  ex: Executor,
  ids: readonly number[],
  hoje: IsoDate,
): Promise<number[]> {
  const mudaram: number[] = [];
  if (ids.length === 0) return mudaram;
  const anosPrescricao = await anosPrescricaoConfigurado(ex);
  const prazoDias = await prazoDiasConfigurado(ex);
  const atuais = await ex
    .select({ id: processo.id, nivel: processo.prescricaoNivel, prazo: processo.prescricaoPrazo })
    .from(processo)
    .where(inArray(processo.id, [...ids]));
  const entradas = await eventosDosProcessos(
    ex,
    atuais.map((a) => a.id),
    hoje,
    prazoDias,
  );
  // the changed rows, one update per distinct (level, deadline, level changed)
  const grupos = new Map<string, number[]>();
  for (const a of atuais) {
    const entrada = entradas.get(a.id);
    const r = entrada && calcularPrescricao({ ...entrada, anosPrescricao, hoje });
    const nivel = r?.nivel ?? null;
    const prazo = r?.prazoPrescricional ?? null;
    if (nivel === a.nivel && prazo === a.prazo) continue;
    const chave = JSON.stringify([nivel, prazo, nivel !== a.nivel]);
    grupos.set(chave, [...(grupos.get(chave) ?? []), a.id]);
    if (nivel !== a.nivel) mudaram.push(a.id);
  }
  for (const [chave, daChave] of grupos) {
    const [nivel, prazo, mudou] = JSON.parse(chave) as [Prescricao['nivel'] | null, IsoDate | null, boolean];
    await ex
      .update(processo)
      .set({
        prescricaoNivel: nivel,
        prescricaoPrazo: prazo,
        ...(mudou && { prescricaoNivelDesde: hoje }),
      })
      .where(inArray(processo.id, daChave));
  }
  return mudaram;
}
