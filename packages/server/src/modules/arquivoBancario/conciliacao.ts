import {
  MENSAGENS_ARQUIVO_BANCARIO as M,
  type ResolucaoConciliacao,
} from '@divida/domain/arquivoBancario/arquivoBancario.schema';
import { MENSAGENS_COBRANCA } from '@divida/domain/cobranca/cobranca.schema';
import { dataDePagamentoAceita } from '@divida/domain/cobranca/dataPagamento';
import { formatBRL } from '@divida/domain/format';
import { and, eq } from 'drizzle-orm';
import { audit } from '../../platform/audit/audit.ts';
import { orgaoScope, SISTEMA } from '../../platform/auth/scope.ts';
import type { AuthUser, Ctx } from '../../platform/context.ts';
import { conflict, invalido, notFound } from '../../platform/errors.ts';
import { LoteLiquidacao, parcelaDoOrgao, primeiraEmissaoDaParcela } from '../processoCobranca/index.ts';
import { arquivoBancario, conciliacao, linhaArquivoBancario } from './arquivoBancario.table.ts';
import { liquidarPagamento, toleranciaDe } from './linhaRetorno.ts';

const MENSAGEM: Record<ResolucaoConciliacao, string> = {
  ACEITO: M.aceito,
  DEVOLVIDO: M.devolvido,
  DESCARTADO: M.descartado,
};

/**
 * Resolves a queue line once (docs/arquivos-bancarios.md §4): the conditional update from PENDENTE is the lock, so of
 * two resolutions at once only one changes the row and the other gets 409. ACEITO settles the
 * instalment the line names (or the one chosen, for NAO_IDENTIFICADO) with the line's amount, as the
 * bank return would have; DEVOLVIDO records that a refund is due; DESCARTADO that the line was an error.
 */
export async function resolver(
  ctx: Ctx,
  user: AuthUser,
  id: number,
  resolucao: ResolucaoConciliacao,
  b: { justificativa: string; idLancamento?: number | null; parcial?: boolean | null },
) {
  const hoje = ctx.relogio.hoje();
  return ctx.db.transaction(async (tx) => {
    const [q] = await tx
      .select()
      .from(conciliacao)
      .where(and(eq(conciliacao.id, id), orgaoScope(user, conciliacao.orgaoCredorId)));
    if (!q) throw notFound();
    const [feita] = await tx
      .update(conciliacao)
      .set({
        situacao: 'RESOLVIDO',
        resolucao,
        justificativa: b.justificativa,
        usuarioId: user.id,
        resolvidoEm: new Date(),
      })
      .where(and(eq(conciliacao.id, id), eq(conciliacao.situacao, 'PENDENTE')))
      .returning({ id: conciliacao.id });
    if (!feita) throw conflict(M.jaResolvido);
    if (resolucao === 'ACEITO') {
      const idLancamento = b.idLancamento ?? q.lancamentoId;
      if (!idLancamento) throw invalido('idLancamento', M.lancamentoObrigatorio);
      // an instalment of another body than the line's is never reached
      const l = await parcelaDoOrgao(tx, idLancamento, q.orgaoCredorId);
      const [ln] = await tx
        .select({ linha: linhaArquivoBancario, arquivo: arquivoBancario })
        .from(linhaArquivoBancario)
        .innerJoin(arquivoBancario, eq(arquivoBancario.id, linhaArquivoBancario.arquivoBancarioId))
        .where(eq(linhaArquivoBancario.id, q.linhaArquivoBancarioId));
      if (!l) throw invalido('idLancamento', M.lancamentoObrigatorio);
      const lote = new LoteLiquidacao(tx, SISTEMA);
      await lote.abrir([l.processoCobrancaId]);
      const d = await liquidarPagamento(lote, {
        cobrancaId: l.processoCobrancaId,
        lancamentoId: l.id,
        valorPago: q.valor,
        // the date rule of every settlement: a line dated outside it settles on the nearest valid day
        dataPagamento: dataDePagamentoAceita(ln!.linha.dataOcorrencia ?? hoje, {
          hoje,
          emissaoBoleto: await primeiraEmissaoDaParcela(tx, l.id),
          dataAcordo: lote.cobranca(l.processoCobrancaId).c.dataAcordo,
        }),
        hoje,
        usuarioId: user.id,
        tolerancia: await toleranciaDe(tx, q.orgaoCredorId),
        origem: { arquivoBancarioId: ln!.arquivo.id, linha: ln!.linha.linha, nsa: ln!.arquivo.nsa },
        aceito: true,
      });
      // accepting never hides money: what the instalment cannot take stays for a refund
      if (d.resultado !== 'LIQUIDADO' || d.fila) {
        if (d.fila?.motivo === 'PAGO_A_MAIOR')
          throw conflict(MENSAGENS_COBRANCA.valorAcimaParcela(formatBRL(q.valor.minus(d.fila.valor))));
        throw conflict(M.parcelaQuitada);
      }
      // a payment below the instalment only with the person's explicit 'pagamento parcial'
      if (d.restante?.gt(0) && !b.parcial)
        throw invalido('parcial', M.confirmarParcial(formatBRL(d.restante)));
      await lote.gravar();
      await tx.update(conciliacao).set({ lancamentoId: l.id }).where(eq(conciliacao.id, id));
    }
    await audit(tx, {
      usuarioId: user.id,
      entidade: 'conciliacao',
      entidadeId: id,
      orgaoCredorId: q.orgaoCredorId,
      acao: 'ALTERAR',
      antes: { situacao: 'PENDENTE' },
      depois: { situacao: 'RESOLVIDO', resolucao, justificativa: b.justificativa },
    });
    return { message: MENSAGEM[resolucao] };
  });
}
