import { ACOES_COBRANCA, acaoPermitida, type AcaoCobranca } from '@divida/domain/cobranca/acoes';
import {
  devidoNaData,
  type EncargosNoPagamento,
  type ValoresPorComponente,
} from '@divida/domain/cobranca/alocacao';
import {
  MENSAGENS_COBRANCA as M,
  SITUACAO_COBRANCA,
  type SituacaoCobrancaId,
} from '@divida/domain/cobranca/cobranca.schema';
import { yearMonthOf, type IsoDate } from '@divida/domain/calendar';
import { serieIndice, ultimoMesVigente, type ResultadoCorrecao } from '@divida/domain/correcao';
import type { DocumentosDoTipo } from '@divida/domain/documento/documento.schema';
import { valoresNoPagamento } from '@divida/domain/negociacao';
import { aplicarPelaCobranca, type AcaoPelaCobranca } from '@divida/domain/workflow/pelaCobranca';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { audit } from '../../platform/audit/audit.ts';
import { orgaoScope, type Caller } from '../../platform/auth/scope.ts';
import type { AuthUser, Ctx } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/database.ts';
import { AppError, conflict, notFound } from '../../platform/errors.ts';
import { anexarDocumentos } from '../documento/index.ts';
import { invalidarBoletos } from './registroBoleto.ts';
import { situacaoProcesso } from '../faseProcesso/index.ts';
import { indiceFinanceiro, serieMensal } from '../indiceFinanceiro/index.ts';
import { orgaoCredor } from '../orgaoCredor/index.ts';
import { estadoDe, processo, registrarAndamento } from '../processo/index.ts';
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

export async function conferirAcao(tx: Tx, c: LinhaCobranca, acao: AcaoCobranca) {
  if (acaoPermitida(acao, c.situacaoId as SituacaoCobrancaId, c.totalParcelas)) return;
  const [s] = await tx
    .select({ nome: situacaoProcesso.nome })
    .from(situacaoProcesso)
    .where(eq(situacaoProcesso.id, c.situacaoId));
  throw new AppError(
    'CONFLICT',
    M.acaoIndisponivel(ACOES_COBRANCA[acao].nome, s?.nome ?? String(c.situacaoId)),
  );
}

/** The collection's new situation with its movement; each process gets one too (origin DIVIDA_ATIVA). */
export async function registrar(
  tx: Tx,
  user: { id: number },
  c: LinhaCobranca,
  processos: LinhaProcesso[],
  m: {
    acao: string;
    descricao: string;
    situacaoId: number;
    observacao?: string | null;
    detalhes?: Record<string, unknown>;
    hoje: IsoDate;
    /** what the collection does to each of its processes (domain workflow/pelaCobranca.ts) */
    processo?: { acao: AcaoPelaCobranca; descricao: string };
  },
): Promise<number> {
  if (m.situacaoId !== c.situacaoId) {
    await tx
      .update(processoCobranca)
      .set({
        situacaoId: m.situacaoId,
        versao: sql`${processoCobranca.versao} + 1`,
        atualizadoEm: new Date(),
      })
      .where(eq(processoCobranca.id, c.id));
  }
  const [mov] = await tx
    .insert(andamentoCobranca)
    .values({
      processoCobrancaId: c.id,
      acao: m.acao,
      descricao: m.descricao,
      situacaoId: m.situacaoId,
      situacaoAnteriorId: c.situacaoId,
      observacao: m.observacao ?? null,
      detalhes: m.detalhes ?? null,
      usuarioId: user.id,
    })
    .returning({ id: andamentoCobranca.id });
  const auditados: Parameters<typeof audit>[1][] = [
    {
      usuarioId: user.id,
      entidade: 'processoCobranca',
      entidadeId: c.id,
      orgaoCredorId: c.orgaoCredorId,
      acao: 'ACAO_PROCESSO',
      antes: { situacaoId: c.situacaoId, acao: null },
      depois: { situacaoId: m.situacaoId, acao: m.acao, observacao: m.observacao ?? null, ...m.detalhes },
    },
  ];
  const mp = m.processo;
  if (mp) {
    for (const p of processos) {
      const r = aplicarPelaCobranca(estadoDe(p), mp.acao);
      if (!r.ok) throw conflict(r.motivo);
      const muda = r.proximo.situacao !== p.situacaoId;
      auditados.push({
        usuarioId: user.id,
        entidade: 'processoConstituicaoCredito',
        entidadeId: p.id,
        orgaoCredorId: p.orgaoCredorId,
        acao: 'ACAO_PROCESSO',
        antes: { ...estadoDe(p), acao: null },
        depois: { ...r.proximo, acao: mp.acao },
      });
      await registrarAndamento(tx, [p], {
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
      });
    }
  }
  // last: the chain's lock is held from here to the commit (platform/audit)
  for (const a of auditados) await audit(tx, a);
  return mov!.id;
}

/** `POST processoCobranca/cancelar`: the CDAs go back to SEM_ACORDO; payments received are kept. */
export async function cancelarCobranca(ctx: Ctx, user: AuthUser, id: number, motivo: string) {
  const hoje = ctx.relogio.hoje();
  return ctx.db.transaction(async (tx) => {
    const { c, processos } = await bloquear(tx, user, id);
    await conferirAcao(tx, c, 'CANCELAR');
    await tx
      .update(processoCobranca)
      .set({ motivoCancelamento: motivo, dataCancelamento: hoje })
      .where(eq(processoCobranca.id, id));
    await invalidarBoletos(tx, eq(boleto.processoCobrancaId, id));
    const idAndamento = await registrar(tx, user, c, processos, {
      acao: 'CANCELAR',
      descricao: 'Cobrança cancelada',
      situacaoId: SITUACAO_COBRANCA.CANCELADO,
      observacao: motivo,
      hoje,
      processo: {
        acao: 'CANCELAR_COBRANCA',
        descricao: `Cobrança ${c.numero} cancelada`,
      },
    });
    return { message: M.cancelado(c.numero), idAndamento };
  });
}

/** `POST processoCobranca/anexarTermoParcelamento/{id}`: 204 → 201, the CDAs PARCELAMENTO_VIGENTE. */
export async function anexarTermo(ctx: Ctx, user: AuthUser, id: number, documentos: DocumentosDoTipo[]) {
  const hoje = ctx.relogio.hoje();
  return ctx.db.transaction(async (tx) => {
    const { c, processos } = await bloquear(tx, user, id);
    await conferirAcao(tx, c, 'ANEXAR_TERMO_PARCELAMENTO');
    const docs = await anexarDocumentos(
      tx,
      user,
      { tipo: 'processoCobranca', id, orgaoCredorId: c.orgaoCredorId },
      documentos,
    );
    const idAndamento = await registrar(tx, user, c, processos, {
      acao: 'ANEXAR_TERMO_PARCELAMENTO',
      descricao: 'Termo de parcelamento assinado anexado',
      situacaoId: SITUACAO_COBRANCA.PARCELADO,
      detalhes: { documentos: docs },
      hoje,
      processo: {
        acao: 'ANEXAR_TERMO_PARCELAMENTO_COBRANCA',
        descricao: `Termo de parcelamento da cobrança ${c.numero} anexado`,
      },
    });
    return { message: M.acordoFirmado, idAndamento };
  });
}

export const pagoDoLancamento = (l: LinhaLancamento): ValoresPorComponente => ({
  valorHonorarios: l.valorHonorariosPago,
  valorJurosMesPagamento: l.valorJurosMesPagamentoPago,
  valorJuros: l.valorJurosPago,
  valorMulta: l.valorMultaPago,
  valorCorrecao: l.valorCorrecaoPago,
  valorPrincipal: l.valorPrincipalPago,
});

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
) {
  const [o] = await tx
    .select({ indiceId: orgaoCredor.idIndiceFinanceiro, sigla: indiceFinanceiro.sigla })
    .from(orgaoCredor)
    .leftJoin(indiceFinanceiro, eq(indiceFinanceiro.id, orgaoCredor.idIndiceFinanceiro))
    .where(eq(orgaoCredor.id, c.orgaoCredorId));
  let calculado: EncargosNoPagamento | undefined;
  let correcaoPagamento: ResultadoCorrecao | null = null;
  if (o?.indiceId) {
    const taxas = await serieMensal(
      tx,
      o.indiceId,
      yearMonthOf(c.dataAcordo),
      ultimoMesVigente(dataPagamento),
    );
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
