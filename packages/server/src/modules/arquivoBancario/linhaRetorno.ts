import type {
  MotivoConciliacao,
  ResultadoLinha,
} from '@divida/domain/arquivoBancario/arquivoBancario.schema';
import { chaveDoBoleto } from '@divida/domain/arquivoBancario/remessa';
import { nossoNumeroDe } from '@divida/domain/arquivoBancario/retorno';
import type { IsoDate } from '@divida/domain/calendar';
import { acaoPermitida } from '@divida/domain/cobranca/acoes';
import { SITUACAO_COBRANCA, type SituacaoCobrancaId } from '@divida/domain/cobranca/cobranca.schema';
import { toDecimal, type Money } from '@divida/domain/money';
import { eq } from 'drizzle-orm';
import { SISTEMA } from '../../platform/auth/scope.ts';
import type { Tx } from '../../platform/db/database.ts';
import { orgaoCredor } from '../orgaoCredor/index.ts';
import {
  boletoPorNossoNumero,
  liquidar,
  prepararLiquidacao,
  situacaoNoBanco,
  type LiquidacaoPreparada,
} from '../processoCobranca/index.ts';
import { arquivoBancario, conciliacao, linhaArquivoBancario } from './arquivoBancario.table.ts';

type Arquivo = typeof arquivoBancario.$inferSelect;
type Linha = typeof linhaArquivoBancario.$inferSelect;

/** What a line came to: an outcome, maybe a queue entry, what it settled. */
interface Desfecho {
  resultado: ResultadoLinha;
  boletoId?: number;
  lancamentoId?: number;
  liquidado?: Money;
  fila?: { motivo: MotivoConciliacao; valor: Money };
}

/**
 * A payment of a bank line on an instalment (BANCO.md §3): the collection cancelled → the queue; the
 * instalment already paid → DUPLICADO; short by more than the tolerance → PAGO_A_MENOR; within it →
 * settled, the difference a rounding; over by more → settled for its value, the excess PAGO_A_MAIOR.
 * `aceito` (a person accepting a queue line): any amount up to the open value settles.
 */
export async function liquidarPagamento(
  tx: Tx,
  p: {
    cobrancaId: number;
    lancamentoId: number;
    valorPago: Money;
    dataPagamento: IsoDate;
    hoje: IsoDate;
    usuarioId: number;
    tolerancia: Money;
    origem: { arquivoBancarioId: number; linha: number; nsa: number };
    aceito?: boolean;
  },
): Promise<Desfecho> {
  const prep = await prepararLiquidacao(
    tx,
    SISTEMA,
    p.cobrancaId,
    (ls) => ls.find((l) => l.id === p.lancamentoId),
    p.dataPagamento,
  );
  const base = { lancamentoId: p.lancamentoId };
  const fila = (motivo: MotivoConciliacao, valor = p.valorPago): Desfecho => ({
    ...base,
    resultado: 'CONCILIACAO',
    fila: { motivo, valor },
  });
  if (prep.c.situacaoId === SITUACAO_COBRANCA.CANCELADO) return fila('PAGO_APOS_CANCELAMENTO');
  if (!prep.l || prep.l.situacao === 'BAIXADO') return fila('DUPLICADO');
  if (!acaoPermitida('BAIXA_MANUAL', prep.c.situacaoId as SituacaoCobrancaId, prep.c.totalParcelas))
    return fila('DIVERGENTE');
  const preparada = prep as LiquidacaoPreparada;
  const diferenca = p.valorPago.minus(preparada.aberto);
  const comum = {
    dataPagamento: p.dataPagamento,
    hoje: p.hoje,
    usuarioId: p.usuarioId,
    manual: false,
    origem: p.origem,
  };
  if (diferenca.gt(p.tolerancia)) {
    await liquidar(tx, preparada, { ...comum, valor: preparada.aberto });
    return {
      ...base,
      resultado: 'LIQUIDADO',
      liquidado: preparada.aberto,
      fila: { motivo: 'PAGO_A_MAIOR', valor: diferenca },
    };
  }
  if (diferenca.lt(p.tolerancia.neg()) && !p.aceito) return fila('PAGO_A_MENOR');
  const arredondamento = p.aceito && diferenca.lt(0) ? toDecimal(0) : diferenca.neg();
  await liquidar(tx, preparada, { ...comum, valor: p.valorPago, arredondamento });
  return { ...base, resultado: 'LIQUIDADO', liquidado: p.valorPago };
}

export async function toleranciaDe(tx: Tx, orgaoCredorId: number): Promise<Money> {
  const [o] = await tx
    .select({ t: orgaoCredor.toleranciaPagamento })
    .from(orgaoCredor)
    .where(eq(orgaoCredor.id, orgaoCredorId));
  return o?.t ?? toDecimal('0.05');
}

/** One movement of the return (BANCO.md §1 movement codes): what it does to the slip and the debt. */
async function decidir(tx: Tx, a: Arquivo, ln: Linha, hoje: IsoDate): Promise<Desfecho> {
  const b = await boletoPorNossoNumero(tx, nossoNumeroDe(ln.nossoNumero));
  const nosso = b && b.convenio === a.convenio ? b : undefined;
  const data = ln.dataOcorrencia ?? hoje;
  switch (ln.movimento) {
    case '02':
    case '03':
    case '09': {
      if (!nosso) return { resultado: 'SEM_EFEITO' };
      const r = ({ '02': 'REGISTRADO', '03': 'REJEITADO', '09': 'BAIXADO' } as const)[ln.movimento];
      // a slip already paid stays so; a cancellation never undoes a payment
      if (nosso.situacaoRegistro !== 'PAGO') await situacaoNoBanco(tx, nosso.id, r, data);
      return { resultado: r, boletoId: nosso.id, lancamentoId: nosso.lancamentoId };
    }
    case '06': {
      if (!nosso)
        return { resultado: 'CONCILIACAO', fila: { motivo: 'NAO_IDENTIFICADO', valor: ln.valorPago } };
      const chave = chaveDoBoleto(nosso.processoCobrancaId, nosso.parcela, nosso.id);
      const seu = `${nosso.processoCobrancaId}-${nosso.parcela}`;
      const ids = { boletoId: nosso.id, lancamentoId: nosso.lancamentoId };
      if (ln.chave !== chave || ln.seuNumero !== seu)
        return { ...ids, resultado: 'CONCILIACAO', fila: { motivo: 'DIVERGENTE', valor: ln.valorPago } };
      // the bank took the money on this slip: it is paid whatever the debt's side says
      await situacaoNoBanco(tx, nosso.id, 'PAGO', data);
      const d = await liquidarPagamento(tx, {
        cobrancaId: nosso.processoCobrancaId,
        lancamentoId: nosso.lancamentoId,
        valorPago: ln.valorPago,
        dataPagamento: data,
        hoje,
        usuarioId: a.usuarioId,
        tolerancia: await toleranciaDe(tx, a.orgaoCredorId),
        origem: { arquivoBancarioId: a.id, linha: ln.linha, nsa: a.nsa },
      });
      return { ...ids, ...d };
    }
    case '17':
      return {
        resultado: 'CONCILIACAO',
        ...(nosso && { boletoId: nosso.id, lancamentoId: nosso.lancamentoId }),
        fila: { motivo: 'PAGO_APOS_BAIXA', valor: ln.valorPago },
      };
    default:
      // 28 (fee), 44/50 (cheque) and the rest: recorded on the line, no effect on the debt
      return {
        resultado: 'SEM_EFEITO',
        ...(nosso && { boletoId: nosso.id, lancamentoId: nosso.lancamentoId }),
      };
  }
}

/**
 * Applies one line, once: under its row lock a line already applied (a retry, a second worker) is
 * left alone; its outcome and queue entry are written in the same transaction as the settlement.
 */
export async function aplicarLinha(tx: Tx, a: Arquivo, linhaId: number, hoje: IsoDate) {
  const [ln] = await tx
    .select()
    .from(linhaArquivoBancario)
    .where(eq(linhaArquivoBancario.id, linhaId))
    .for('update');
  if (!ln || ln.resultado !== null) return;
  const d = await decidir(tx, a, ln, hoje);
  await tx
    .update(linhaArquivoBancario)
    .set({
      resultado: d.resultado,
      boletoId: d.boletoId ?? null,
      lancamentoId: d.lancamentoId ?? null,
      valorLiquidado: d.liquidado ?? toDecimal(0),
      processadoEm: new Date(),
    })
    .where(eq(linhaArquivoBancario.id, ln.id));
  if (d.fila) {
    await tx.insert(conciliacao).values({
      linhaArquivoBancarioId: ln.id,
      orgaoCredorId: a.orgaoCredorId,
      motivo: d.fila.motivo,
      valor: d.fila.valor,
      lancamentoId: d.lancamentoId ?? null,
    });
  }
}
