import {
  aplicarAcaoCobranca,
  nomeDaAcaoCobranca,
  type AcaoCobranca,
  type AcaoDaMaquinaCobranca,
  type AplicadaCobranca,
} from '@divida/domain/cobranca/acoes';
import {
  devidoNaData,
  type EncargosNoPagamento,
  type ValoresPorComponente,
} from '@divida/domain/cobranca/alocacao';
import {
  MENSAGENS_COBRANCA as M,
  NOME_SITUACAO_COBRANCA,
  type SituacaoCobrancaId,
} from '@divida/domain/cobranca/cobranca.schema';
import { yearMonthOf, type IsoDate } from '@divida/domain/calendar';
import { serieIndice, ultimoMesVigente, type ResultadoCorrecao } from '@divida/domain/correcao';
import type { DocumentosDoTipo } from '@divida/domain/documento/documento.schema';
import { formatarNumeroCobranca } from '@divida/domain/format';
import { valoresNoPagamento } from '@divida/domain/negociacao';
import { aplicarPelaCobranca, type AcaoPelaCobranca } from '@divida/domain/workflow/pelaCobranca';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { audit } from '../../platform/audit/audit.ts';
import { orgaoScope, type Caller } from '../../platform/auth/scope.ts';
import type { AuthUser, Ctx } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/database.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import type { Recusa } from '@divida/domain/workflow/index';
import {
  executarAcao,
  type AuditEntry,
  type PersistenciaWorkflow,
} from '../../platform/workflow/executarAcao.ts';
import { anexarDocumentos } from '../documento/index.ts';
import { invalidarBoletos } from './registroBoleto.ts';
import { serieMensal, indiceFinanceiroNome as indiceFinanceiro } from '../indiceFinanceiro/index.ts';
import { orgaoCredorPadroes as orgaoCredor } from '../orgaoCredor/index.ts';
import {
  estadoDe,
  registrarAndamentos,
  type TransicaoRegistrada,
  processoLeitura as processo,
} from '../processo/index.ts';
import {
  andamentoCobranca,
  boleto,
  lancamento,
  processoCobranca,
  processoCobrancaCda,
} from './processoCobranca.table.ts';

type LinhaCobranca = typeof processoCobranca.$inferSelect;
type LinhaProcesso = typeof processo.$inferSelect;
type LinhaLancamento = typeof lancamento.$inferSelect;

/** The collection locked within the caller's scope (404 otherwise), then its processes in id order. */
export async function bloquear(tx: Tx, user: Caller, id: number) {
  const [c] = await tx
    .select()
    .from(processoCobranca)
    .where(and(eq(processoCobranca.id, id), orgaoScope(user, processoCobranca.orgaoCredorId)))
    .for('update');
  if (!c) throw notFound();
  const ligados = await tx
    .select({ processoId: processoCobrancaCda.processoId, ordem: processoCobrancaCda.ordem })
    .from(processoCobrancaCda)
    .where(eq(processoCobrancaCda.processoCobrancaId, id));
  const processos = await tx
    .select()
    .from(processo)
    .where(
      inArray(
        processo.id,
        ligados.map((l) => l.processoId),
      ),
    )
    .orderBy(asc(processo.id))
    .for('update');
  const ordem = new Map(ligados.map((l) => [l.processoId, l.ordem]));
  processos.sort((a, b) => ordem.get(a.id)! - ordem.get(b.id)!);
  return { c, processos };
}

const estadoDaCobranca = (c: LinhaCobranca) => ({
  situacao: c.situacaoId as SituacaoCobrancaId,
  totalParcelas: c.totalParcelas,
});

/**
 * The collection's machine (domain cobranca/acoes.ts `TRANSICOES_COBRANCA`) on a locked collection,
 * for the runner and its batch form alike: the status that follows, or the refusal naming the action
 * and the status.
 */
export function regrasDaCobranca(c: LinhaCobranca, acao: AcaoDaMaquinaCobranca): AplicadaCobranca | Recusa {
  const r = aplicarAcaoCobranca(estadoDaCobranca(c), acao);
  if (r.ok) return r;
  const situacao = NOME_SITUACAO_COBRANCA[c.situacaoId as SituacaoCobrancaId] ?? String(c.situacaoId);
  return { ...r, motivo: M.acaoIndisponivel(nomeDaAcaoCobranca(acao), situacao) };
}

/** The one `INSERT INTO andamento_cobranca`: a movement of a collection. */
export async function inserirMovimentoCobranca(
  tx: Tx,
  m: Omit<typeof andamentoCobranca.$inferInsert, 'id'>,
): Promise<number> {
  const [mov] = await tx.insert(andamentoCobranca).values(m).returning({ id: andamentoCobranca.id });
  return mov!.id;
}

/** What a collection's movement records, and what it does to each of its processes. */
export interface MovimentoCobranca {
  acao: string;
  descricao: string;
  situacaoId: number;
  observacao?: string | null;
  detalhes?: Record<string, unknown>;
  hoje: IsoDate;
  /** what the collection does to each of its processes (domain workflow/pelaCobranca.ts) */
  processo?: { acao: AcaoPelaCobranca; descricao: string };
}

/**
 * What a collection's movement writes, decided from the rows as locked (no statement): the
 * collection's new situation if it changes, its movement, each process's transition (origin
 * DIVIDA_ATIVA, for the process module's `registrarAndamento`) and the audit entries (the
 * collection's, then each process's), which the caller writes last.
 */
export function planejarMovimento(
  user: { id: number | null },
  c: LinhaCobranca,
  processos: readonly LinhaProcesso[],
  m: MovimentoCobranca,
) {
  const movimento: Omit<typeof andamentoCobranca.$inferInsert, 'id'> = {
    processoCobrancaId: c.id,
    acao: m.acao,
    descricao: m.descricao,
    situacaoId: m.situacaoId,
    situacaoAnteriorId: c.situacaoId,
    observacao: m.observacao ?? null,
    detalhes: m.detalhes ?? null,
    usuarioId: user.id,
  };
  const auditados: AuditEntry[] = [
    {
      usuarioId: user.id ?? undefined,
      entidade: 'processoCobranca',
      entidadeId: c.id,
      orgaoCredorId: c.orgaoCredorId,
      acao: 'ACAO_PROCESSO',
      antes: { situacaoId: c.situacaoId, acao: null },
      depois: { situacaoId: m.situacaoId, acao: m.acao, observacao: m.observacao ?? null, ...m.detalhes },
    },
  ];
  const transicoes: { processos: LinhaProcesso[]; t: TransicaoRegistrada }[] = [];
  // each process as the transition leaves it (a later payment in the same batch starts from there)
  const depois: LinhaProcesso[] = [];
  const mp = m.processo;
  for (const p of processos) {
    if (!mp) {
      depois.push(p);
      continue;
    }
    const r = aplicarPelaCobranca(estadoDe(p), mp.acao);
    if (!r.ok) throw conflict(r.motivo);
    const muda = r.proximo.situacao !== p.situacaoId;
    auditados.push({
      usuarioId: user.id ?? undefined,
      entidade: 'processoConstituicaoCredito',
      entidadeId: p.id,
      orgaoCredorId: p.orgaoCredorId,
      acao: 'ACAO_PROCESSO',
      antes: { ...estadoDe(p), acao: null },
      depois: { ...r.proximo, acao: mp.acao },
    });
    const t: TransicaoRegistrada = {
      hoje: m.hoje,
      acao: mp.acao,
      descricao: mp.descricao,
      origem: 'DIVIDA_ATIVA',
      usuarioId: user.id,
      proximo: {
        ...(muda && { fase: r.fase, situacao: r.proximo.situacao }),
        ...(r.transicao.statusCobranca && { statusCobranca: r.transicao.statusCobranca }),
      },
      ...(muda && { colunas: { dataEncerramento: m.hoje } }),
      movimento: {
        dataReferencia: m.hoje,
        observacao: m.observacao ?? null,
        detalhes: { idProcessoCobranca: c.id, numeroCobranca: c.numero },
      },
    };
    transicoes.push({ processos: [p], t });
    depois.push({
      ...p,
      ...(t.proximo.fase !== undefined && { faseId: t.proximo.fase }),
      ...(t.proximo.situacao !== undefined && { situacaoId: t.proximo.situacao }),
      ...(t.proximo.statusCobranca !== undefined && { statusCobranca: t.proximo.statusCobranca }),
      ...(muda && { dataEncerramento: m.hoje }),
    });
  }
  return {
    situacaoId: m.situacaoId !== c.situacaoId ? m.situacaoId : undefined,
    movimento,
    transicoes,
    auditados,
    depois,
  };
}

/** The collection's new situation with its movement and its processes' (`planejarMovimento`), written. */
async function gravarMovimento(
  tx: Tx,
  user: { id: number | null },
  c: LinhaCobranca,
  processos: LinhaProcesso[],
  m: MovimentoCobranca,
): Promise<{ id: number; auditados: AuditEntry[] }> {
  const plano = planejarMovimento(user, c, processos, m);
  if (plano.situacaoId !== undefined) {
    await tx
      .update(processoCobranca)
      .set({
        situacaoId: plano.situacaoId,
        versao: sql`${processoCobranca.versao} + 1`,
        atualizadoEm: new Date(),
      })
      .where(eq(processoCobranca.id, c.id));
  }
  const id = await inserirMovimentoCobranca(tx, plano.movimento);
  await registrarAndamentos(tx, plano.transicoes);
  return { id, auditados: plano.auditados };
}

/** `gravarMovimento` and its audit entries: a payment's movements, written by the settlement. */
export async function registrar(
  tx: Tx,
  user: { id: number | null },
  c: LinhaCobranca,
  processos: LinhaProcesso[],
  m: MovimentoCobranca,
): Promise<number> {
  const { id, auditados } = await gravarMovimento(tx, user, c, processos, m);
  // last: the chain's lock is held from here to the commit (platform/audit)
  for (const a of auditados) await audit(tx, a);
  return id;
}

type CobrancaBloqueada = Awaited<ReturnType<typeof bloquear>>;

/** A page action of a collection as the runner executes it. */
interface AcaoDaCobranca {
  acao: AcaoCobranca;
  descricao: string;
  observacao?: string;
  /** what the action writes before its movement (a reason, documents); answers the movement's details */
  antes?: (tx: Tx, c: LinhaCobranca, hoje: IsoDate) => Promise<Record<string, unknown> | undefined>;
  /** what it does to each process */
  processo: (c: LinhaCobranca) => { acao: AcaoPelaCobranca; descricao: string };
}

/**
 * Runs a page action of a collection through the workflow runner (platform/workflow): the collection
 * and its processes locked within the caller's scope, spec 03 §4's table judged on the state read
 * under the lock, the collection's status and movement, each process's movement, and the audit
 * entries, in one transaction. Answers the collection as locked and the movement's id.
 */
async function executarAcaoCobranca(ctx: Ctx, user: AuthUser, id: number, a: AcaoDaCobranca) {
  const hoje = ctx.relogio.hoje();
  let bloqueada: CobrancaBloqueada | undefined;
  let auditados: AuditEntry[] = [];
  const persistencia: PersistenciaWorkflow<undefined, CobrancaBloqueada, AplicadaCobranca> = {
    entidade: 'processoCobranca',
    orgaoDe: ({ c }) => c.orgaoCredorId,
    async bloquear(tx, id, user) {
      bloqueada = await bloquear(tx, user, id);
      return bloqueada;
    },
    aplicar: ({ c }, acao) => regrasDaCobranca(c, acao),
    async gravar(tx, _id, r, _dados, user) {
      const { c, processos } = bloqueada!;
      const detalhes = await a.antes?.(tx, c, hoje);
      const m = await gravarMovimento(tx, user, c, processos, {
        acao: a.acao,
        descricao: a.descricao,
        situacaoId: r.proximo.situacaoId,
        observacao: a.observacao,
        detalhes,
        hoje,
        processo: a.processo(c),
      });
      auditados = m.auditados;
      return m.id;
    },
    auditoria: () => auditados,
  };
  const r = await executarAcao(ctx.db, persistencia, { id, acao: a.acao, dados: undefined, user, hoje });
  return { c: bloqueada!.c, idAndamento: r.movimentoId };
}

/** `POST processoCobranca/cancelar`: the CDAs go back to SEM_ACORDO; payments received are kept. */
export async function cancelarCobranca(ctx: Ctx, user: AuthUser, id: number, motivo: string) {
  const { c, idAndamento } = await executarAcaoCobranca(ctx, user, id, {
    acao: 'CANCELAR',
    descricao: 'Cobrança cancelada',
    observacao: motivo,
    async antes(tx, _c, hoje) {
      await tx
        .update(processoCobranca)
        .set({ motivoCancelamento: motivo, dataCancelamento: hoje })
        .where(eq(processoCobranca.id, id));
      await invalidarBoletos(tx, eq(boleto.processoCobrancaId, id));
      return undefined;
    },
    processo: (c) => ({
      acao: 'CANCELAR_COBRANCA',
      descricao: `Cobrança ${formatarNumeroCobranca(c.numero)} cancelada`,
    }),
  });
  return { message: M.cancelado(c.numero), idAndamento };
}

/** `POST processoCobranca/anexarTermoParcelamento/{id}`: 204 → 201, the CDAs PARCELAMENTO_VIGENTE. */
export async function anexarTermo(ctx: Ctx, user: AuthUser, id: number, documentos: DocumentosDoTipo[]) {
  const { idAndamento } = await executarAcaoCobranca(ctx, user, id, {
    acao: 'ANEXAR_TERMO_PARCELAMENTO',
    descricao: 'Termo de parcelamento assinado anexado',
    async antes(tx, c) {
      const docs = await anexarDocumentos(
        tx,
        user,
        { tipo: 'processoCobranca', id, orgaoCredorId: c.orgaoCredorId },
        documentos,
      );
      return { documentos: docs };
    },
    processo: (c) => ({
      acao: 'ANEXAR_TERMO_PARCELAMENTO_COBRANCA',
      descricao: `Termo de parcelamento da cobrança ${formatarNumeroCobranca(c.numero)} anexado`,
    }),
  });
  return { message: M.acordoFirmado, idAndamento };
}

export const pagoDoLancamento = (l: LinhaLancamento): ValoresPorComponente => ({
  valorHonorarios: l.valorHonorariosPago,
  valorJurosMesPagamento: l.valorJurosMesPagamentoPago,
  valorJuros: l.valorJurosPago,
  valorMulta: l.valorMultaPago,
  valorCorrecao: l.valorCorrecaoPago,
  valorPrincipal: l.valorPrincipalPago,
});

/** The body's index and its series read once for many instalments (a batch of the bank return). */
export type MemoDevido = Map<string, Promise<unknown>>;

/**
 * What an instalment is due on a payment date: its schedule, with the principal corrected from the
 * agreement date and the monthly interest and fees on the corrected amount (spec 03 §9, calculos.md §9).
 * The body's index and the series in the database; without them (or a month missing) the schedule.
 */
export async function devidoNoPagamento(
  tx: Tx,
  c: LinhaCobranca,
  l: LinhaLancamento,
  dataPagamento: IsoDate,
  memo: MemoDevido = new Map(),
) {
  const lembrar = <T>(chave: string, ler: () => Promise<T>): Promise<T> => {
    if (!memo.has(chave)) memo.set(chave, ler());
    return memo.get(chave) as Promise<T>;
  };
  const [o] = await lembrar(`orgao ${c.orgaoCredorId}`, () =>
    tx
      .select({ indiceId: orgaoCredor.idIndiceFinanceiro, sigla: indiceFinanceiro.sigla })
      .from(orgaoCredor)
      .leftJoin(indiceFinanceiro, eq(indiceFinanceiro.id, orgaoCredor.idIndiceFinanceiro))
      .where(eq(orgaoCredor.id, c.orgaoCredorId)),
  );
  let calculado: EncargosNoPagamento | undefined;
  let correcaoPagamento: ResultadoCorrecao | null = null;
  if (o?.indiceId) {
    const [de, ate] = [yearMonthOf(c.dataAcordo), ultimoMesVigente(dataPagamento)];
    const indiceId = o.indiceId;
    const taxas = await lembrar(`serie ${indiceId} ${de} ${ate}`, () => serieMensal(tx, indiceId, de, ate));
    try {
      const np = valoresNoPagamento({
        parcela: {
          valorParceladoPrincipal: l.valorPrincipal,
          correcao: l.valorCorrecao,
          valorJuros: l.valorJuros,
          valorMulta: l.valorMulta,
        },
        formaPagamento: c.totalParcelas === 1 ? 'A_VISTA' : 'PARCELADO',
        dataAcordo: c.dataAcordo,
        dataPagamento,
        serie: serieIndice(
          o.sigla ?? 'índice',
          taxas.map((t) => [t.mes, t.taxa] as const),
        ),
        configuracao: {
          porcentagemJurosMes: c.percentualJurosMesPagamento,
          porcentagemHonorarios: c.percentualHonorarios,
        },
      });
      correcaoPagamento = np.correcaoPagamento;
      calculado = {
        valorHonorarios: np.valorHonorarios,
        valorJurosMesPagamento: np.valorJurosMesPagamento,
        valorCorrecaoPagamento: np.valorCorrecaoPagamento,
      };
    } catch {
      // a month of the series is missing: the schedule stands
    }
  }
  // the month-by-month correction and the index's name: the instalment's calculation memory shows them
  return { ...devidoNaData(l, calculado), correcaoPagamento, indice: o?.indiceId ? (o.sigla ?? null) : null };
}
