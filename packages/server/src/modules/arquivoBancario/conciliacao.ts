import {
  MENSAGENS_ARQUIVO_BANCARIO as M,
  type ResolucaoConciliacao,
} from '@divida/domain/arquivoBancario/arquivoBancario.schema';
import { MENSAGENS_COBRANCA } from '@divida/domain/cobranca/cobranca.schema';
import { dataDePagamentoAceita } from '@divida/domain/cobranca/dataPagamento';
import { aplicarResolucao, type AplicadaConciliacao } from '@divida/domain/arquivoBancario/conciliacao';
import type { IsoDate } from '@divida/domain/calendar';
import { formatBRL } from '@divida/domain/format';
import { and, eq } from 'drizzle-orm';
import { orgaoScope, SISTEMA } from '../../platform/auth/scope.ts';
import type { AuthUser, Ctx } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/database.ts';
import { conflict, invalido } from '../../platform/errors.ts';
import { executarAcaoEm, type PersistenciaWorkflow } from '../../platform/workflow/executarAcao.ts';
import { LoteLiquidacao, parcelaDoOrgao, primeiraEmissaoDaParcela } from '../processoCobranca/index.ts';
import { arquivoBancario, conciliacao, linhaArquivoBancario } from './arquivoBancario.table.ts';
import { liquidarPagamento, toleranciaDe } from './linhaRetorno.ts';

const MENSAGEM: Record<ResolucaoConciliacao, string> = {
  ACEITO: M.aceito,
  DEVOLVIDO: M.devolvido,
  DESCARTADO: M.descartado,
};

type LinhaDaFila = typeof conciliacao.$inferSelect;

/** What a resolution records besides the status: the person's reason. */
interface DadosResolucao {
  justificativa: string;
}

/** The machine's answer with the reason it was given (what the audit entry records). */
type ResolucaoAplicada = AplicadaConciliacao & DadosResolucao;

/**
 * The queue line for the workflow runner (platform/workflow/executarAcao.ts): locked within the
 * caller's scope, judged by its machine (domain arquivoBancario/conciliacao.ts), written RESOLVIDO
 * with who and why, and audited as the line's change.
 */
const FILA: PersistenciaWorkflow<DadosResolucao, LinhaDaFila, ResolucaoAplicada> = {
  entidade: 'conciliacao',
  orgaoDe: (q) => q.orgaoCredorId,
  bloquear: async (tx, id, user) => {
    const [q] = await tx
      .select()
      .from(conciliacao)
      .where(and(eq(conciliacao.id, id), orgaoScope(user, conciliacao.orgaoCredorId)))
      .for('update');
    return q;
  },
  aplicar: (q, resolucao, d) => {
    const r = aplicarResolucao(q.situacao, resolucao);
    return r.ok ? { ...r, justificativa: d.justificativa } : r;
  },
  gravar: async (tx, id, r, _d, user) => {
    await tx
      .update(conciliacao)
      .set({
        situacao: r.proximo.situacao,
        resolucao: r.acao,
        justificativa: r.justificativa,
        usuarioId: user.id,
        resolvidoEm: new Date(),
      })
      .where(eq(conciliacao.id, id));
    // a queue line has no movement of its own
    return 0;
  },
  auditoria: (q, r, resolucao, user) => [
    {
      usuarioId: user.id,
      entidade: 'conciliacao',
      entidadeId: q.id,
      orgaoCredorId: q.orgaoCredorId,
      acao: 'ALTERAR',
      antes: { situacao: r.anterior.situacao },
      depois: { situacao: r.proximo.situacao, resolucao, justificativa: r.justificativa },
    },
  ],
};

/**
 * Resolves a queue line once (docs/arquivos-bancarios.md §4), by the workflow runner: the line locked,
 * its machine allows a resolution only from PENDENTE, so of two resolutions at once the second waits
 * for the lock and gets 409. ACEITO settles the instalment the line names (or the one chosen, for
 * NAO_IDENTIFICADO) with the line's amount, as the bank return would have; DEVOLVIDO records that a
 * refund is due; DESCARTADO that the line was an error.
 */
export async function resolver(
  ctx: Ctx,
  user: AuthUser,
  id: number,
  resolucao: ResolucaoConciliacao,
  b: { justificativa: string; idLancamento?: number | null; parcial?: boolean | null },
) {
  const hoje = ctx.relogio.hoje();
  await ctx.db.transaction((tx) =>
    executarAcaoEm(tx, FILA, {
      id,
      acao: resolucao,
      dados: { justificativa: b.justificativa },
      user,
      hoje,
      efeitos: resolucao === 'ACEITO' ? (tx) => aceitar(tx, user, id, b, hoje) : undefined,
    }),
  );
  return { message: MENSAGEM[resolucao] };
}

/** ACEITO's settlement, in the resolution's transaction (after the line is written RESOLVIDO). */
async function aceitar(
  tx: Tx,
  user: AuthUser,
  id: number,
  b: { idLancamento?: number | null; parcial?: boolean | null },
  hoje: IsoDate,
) {
  const [q] = await tx.select().from(conciliacao).where(eq(conciliacao.id, id));
  const idLancamento = b.idLancamento ?? q!.lancamentoId;
  if (!idLancamento) throw invalido('idLancamento', M.lancamentoObrigatorio);
  // an instalment of another body than the line's is never reached
  const l = await parcelaDoOrgao(tx, idLancamento, q!.orgaoCredorId);
  const [ln] = await tx
    .select({ linha: linhaArquivoBancario, arquivo: arquivoBancario })
    .from(linhaArquivoBancario)
    .innerJoin(arquivoBancario, eq(arquivoBancario.id, linhaArquivoBancario.arquivoBancarioId))
    .where(eq(linhaArquivoBancario.id, q!.linhaArquivoBancarioId));
  if (!l) throw invalido('idLancamento', M.lancamentoObrigatorio);
  const lote = new LoteLiquidacao(tx, SISTEMA);
  await lote.abrir([l.processoCobrancaId]);
  const d = await liquidarPagamento(lote, {
    cobrancaId: l.processoCobrancaId,
    lancamentoId: l.id,
    valorPago: q!.valor,
    // the date rule of every settlement: a line dated outside it settles on the nearest valid day
    dataPagamento: dataDePagamentoAceita(ln!.linha.dataOcorrencia ?? hoje, {
      hoje,
      emissaoBoleto: await primeiraEmissaoDaParcela(tx, l.id),
      dataAcordo: lote.cobranca(l.processoCobrancaId).c.dataAcordo,
    }),
    hoje,
    usuarioId: user.id,
    tolerancia: await toleranciaDe(tx, q!.orgaoCredorId),
    origem: { arquivoBancarioId: ln!.arquivo.id, linha: ln!.linha.linha, nsa: ln!.arquivo.nsa },
    aceito: true,
  });
  // accepting never hides money: what the instalment cannot take stays for a refund
  if (d.resultado !== 'LIQUIDADO' || d.fila) {
    if (d.fila?.motivo === 'PAGO_A_MAIOR')
      throw conflict(MENSAGENS_COBRANCA.valorAcimaParcela(formatBRL(q!.valor.minus(d.fila.valor))));
    throw conflict(M.parcelaQuitada);
  }
  // a payment below the instalment only with the person's explicit 'pagamento parcial'
  if (d.restante?.gt(0) && !b.parcial) throw invalido('parcial', M.confirmarParcial(formatBRL(d.restante)));
  await lote.gravar();
  await tx.update(conciliacao).set({ lancamentoId: l.id }).where(eq(conciliacao.id, id));
}
