import {
  alocarPagamento,
  ORDEM_ALOCACAO,
  ratearNosProcessos,
  totalDosComponentes,
  type ValoresPorComponente,
} from '@divida/domain/cobranca/alocacao';
import { MENSAGENS_COBRANCA as M, SITUACAO_COBRANCA } from '@divida/domain/cobranca/cobranca.schema';
import { compareDates, type IsoDate } from '@divida/domain/calendar';
import type { DocumentosDoTipo } from '@divida/domain/documento/documento.schema';
import { formatBRL } from '@divida/domain/format';
import { toCentsText, toDecimal, type Money } from '@divida/domain/money';
import { asc, eq } from 'drizzle-orm';
import type { Caller } from '../../platform/auth/scope.ts';
import type { AuthUser, Ctx } from '../../platform/context.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Tx } from '../../platform/db/database.ts';
import { invalido } from '../../platform/errors.ts';
import { anexarDocumentos } from '../documento/index.ts';
import { processo } from '../processo/index.ts';
import { bloquear, conferirAcao, devidoNoPagamento, pagoDoLancamento, registrar } from './acoes.ts';
import { boleto, lancamento, pagamento, processoCobranca } from './processoCobranca.table.ts';
import { invalidarBoletos } from './registroBoleto.ts';

/**
 * An instalment about to be settled: its collection and processes locked, the instalments locked,
 * and what the instalment is due on the payment date (spec 03 §9) and still open.
 */
export async function prepararLiquidacao(
  tx: Tx,
  caller: Caller,
  cobrancaId: number,
  escolher: (ls: (typeof lancamento.$inferSelect)[]) => typeof lancamento.$inferSelect | undefined,
  dataPagamento: IsoDate,
) {
  const { c, processos } = await bloquear(tx, caller, cobrancaId);
  const ls = await tx
    .select()
    .from(lancamento)
    .where(eq(lancamento.processoCobrancaId, c.id))
    .orderBy(asc(lancamento.parcela))
    .for('update');
  const l = escolher(ls);
  if (!l) return { c, processos, ls, l: undefined };
  const { devido, valorCorrecaoPagamento } = await devidoNoPagamento(tx, c, l, dataPagamento);
  const pago = pagoDoLancamento(l);
  const aberto = totalDosComponentes(devido).minus(totalDosComponentes(pago));
  return { c, processos, ls, l, devido, valorCorrecaoPagamento, pago, aberto };
}
type Preparada = Awaited<ReturnType<typeof prepararLiquidacao>> & { l: typeof lancamento.$inferSelect };
export type LiquidacaoPreparada = Required<Preparada>;

/**
 * THE settlement of an instalment, whoever records it (Baixa Manual, a bank return line, an accepted
 * reconciliation): the payment allocated in WORKFLOW.md's order over the instalment and its processes,
 * the payment row, the movements, and QUITADO once every instalment is paid.
 *
 * `valor` is what the payer paid for this instalment. `arredondamento` (bank only, within the body's
 * tolerance): > 0 a shortfall forgiven, the instalment settled anyway; < 0 a small excess kept, only
 * the open amount allocated.
 */
export async function liquidar(
  tx: Tx,
  p: LiquidacaoPreparada,
  o: {
    valor: Money;
    arredondamento?: Money;
    dataPagamento: IsoDate;
    hoje: IsoDate;
    usuarioId: number;
    manual: boolean;
    origem?: { arquivoBancarioId: number; linha: number; nsa: number };
    documentos?: unknown[];
  },
) {
  const { c, processos, ls, l, devido, valorCorrecaoPagamento, pago } = p;
  const arred = o.arredondamento ?? toDecimal(0);
  const aAlocar = arred.lt(0) ? o.valor.plus(arred) : o.valor;
  const { alocado } = alocarPagamento(devido, pago, aAlocar);
  const pagoDepois = Object.fromEntries(
    ORDEM_ALOCACAO.map((k) => [k, pago[k].plus(alocado[k])]),
  ) as ValoresPorComponente;
  const quitada = totalDosComponentes(pagoDepois)
    .plus(arred.gt(0) ? arred : 0)
    .gte(totalDosComponentes(devido));
  await tx
    .update(lancamento)
    .set({
      valorHonorarios: devido.valorHonorarios,
      valorJurosMesPagamento: devido.valorJurosMesPagamento,
      valorCorrecaoPagamento,
      valorTotal: totalDosComponentes(devido),
      valorHonorariosPago: pagoDepois.valorHonorarios,
      valorJurosMesPagamentoPago: pagoDepois.valorJurosMesPagamento,
      valorJurosPago: pagoDepois.valorJuros,
      valorMultaPago: pagoDepois.valorMulta,
      valorCorrecaoPago: pagoDepois.valorCorrecao,
      valorPrincipalPago: pagoDepois.valorPrincipal,
      valorPago: l.valorPago.plus(o.valor),
      dataPagamento: o.dataPagamento,
      dataBaixa: o.hoje,
      baixaManual: o.manual,
      situacao: quitada ? 'BAIXADO' : 'PREVISTO',
      atualizadoEm: new Date(),
    })
    .where(eq(lancamento.id, l.id));
  if (quitada) {
    // a settled instalment's slips can no longer be paid (one the bank holds gets its 02)
    await invalidarBoletos(tx, eq(boleto.lancamentoId, l.id));
  }

  const { novos, partes } = ratearNosProcessos(processos, alocado);
  const antesDoPagamento = new Map(processos.map((pr) => [pr.id, pr]));
  // each process's share of each component, as text in the payment's record
  const rateio: Record<string, Record<string, string>> = {};
  novos.forEach((pr, i) => {
    for (const [k, v] of Object.entries(partes[i]!)) (rateio[String(pr.id)] ??= {})[k] = toCentsText(v);
  });
  for (const pr of novos) {
    await tx
      .update(processo)
      .set({
        valorAtualizado: pr.valorAtualizado,
        valorCorrecao: pr.valorCorrecao,
        jurosAtualizado: pr.jurosAtualizado,
        multaAtualizada: pr.multaAtualizada,
        valorJurosMesPagamento: pr.valorJurosMesPagamento,
        valorHonorarios: pr.valorHonorarios,
        totalCorrigido: pr.totalCorrigido,
        valorAtualizadoPago: pr.valorAtualizadoPago,
        valorCorrecaoPago: pr.valorCorrecaoPago,
        valorJurosPago: pr.valorJurosPago,
        valorMultaPago: pr.valorMultaPago,
        valorJurosMesPagamentoPago: pr.valorJurosMesPagamentoPago,
        valorHonorariosPago: pr.valorHonorariosPago,
      })
      .where(eq(processo.id, pr.id));
  }
  const [pg] = await tx
    .insert(pagamento)
    .values({
      lancamentoId: l.id,
      processoCobrancaId: c.id,
      dataPagamento: o.dataPagamento,
      valor: o.valor,
      valorPrincipal: alocado.valorPrincipal,
      valorCorrecao: alocado.valorCorrecao,
      valorJuros: alocado.valorJuros,
      valorMulta: alocado.valorMulta,
      valorJurosMesPagamento: alocado.valorJurosMesPagamento,
      valorHonorarios: alocado.valorHonorarios,
      manual: o.manual,
      rateio,
      usuarioId: o.usuarioId,
      arquivoBancarioId: o.origem?.arquivoBancarioId ?? null,
      linhaArquivo: o.origem?.linha ?? null,
      diferencaArredondamento: arred,
    })
    .returning({ id: pagamento.id });
  await tx
    .update(processoCobranca)
    .set({ valorPago: c.valorPago.plus(o.valor), atualizadoEm: new Date() })
    .where(eq(processoCobranca.id, c.id));
  // each process's balances before and after the payment
  const saldos = (pr: (typeof novos)[number]) => ({
    valorAtualizado: pr.valorAtualizado,
    valorCorrecao: pr.valorCorrecao,
    jurosAtualizado: pr.jurosAtualizado,
    multaAtualizada: pr.multaAtualizada,
    totalCorrigido: pr.totalCorrigido,
    valorAtualizadoPago: pr.valorAtualizadoPago,
    valorHonorariosPago: pr.valorHonorariosPago,
  });
  for (const pr of novos)
    await audit(tx, {
      usuarioId: o.usuarioId,
      entidade: 'processoConstituicaoCredito',
      entidadeId: pr.id,
      orgaoCredorId: pr.orgaoCredorId,
      acao: 'ALTERAR',
      antes: saldos(antesDoPagamento.get(pr.id)!),
      depois: saldos(pr),
    });
  const parcial = quitada ? '' : ' (pagamento parcial)';
  const idAndamento = await registrar(tx, { id: o.usuarioId }, c, novos, {
    acao: o.manual ? 'BAIXA_MANUAL' : 'BAIXA_ARQUIVO_RETORNO',
    descricao: o.origem
      ? `Baixa da parcela ${l.parcela} pelo retorno bancário (NSA ${o.origem.nsa}, linha ${o.origem.linha})${parcial}`
      : `Baixa manual da parcela ${l.parcela}${parcial}`,
    situacaoId: c.situacaoId,
    detalhes: {
      parcela: l.parcela,
      valor: toCentsText(o.valor),
      idPagamento: pg!.id,
      ...(o.documentos && { documentos: o.documentos }),
      ...(o.origem && { idArquivoBancario: o.origem.arquivoBancarioId, linha: o.origem.linha }),
    },
    hoje: o.hoje,
  });
  const todasQuitadas = ls.every((x) => (x.id === l.id ? quitada : x.situacao === 'BAIXADO'));
  if (todasQuitadas) {
    await registrar(tx, { id: o.usuarioId }, { ...c, situacaoId: c.situacaoId }, novos, {
      acao: 'QUITAR',
      descricao: 'Cobrança quitada',
      situacaoId: SITUACAO_COBRANCA.QUITADO,
      hoje: o.hoje,
      processo: {
        acao: 'QUITAR_COBRANCA',
        descricao: `Débito quitado pela cobrança ${c.numero}`,
      },
    });
  }
  return { quitada, alocado, idPagamento: pg!.id, idAndamento };
}

/**
 * `POST processoCobranca/baixaManual` (spec 03 §4, §5): a payment on the first open instalment, with
 * its proof (type 8), settled by `liquidar`. A partial payment leaves the instalment open; once every
 * instalment is settled the collection is QUITADO (202) and each process goes to phase 2, situation 4.
 */
export async function baixaManual(
  ctx: Ctx,
  user: AuthUser,
  b: {
    idProcessoCobranca: number;
    dataPagamento: IsoDate;
    valorPago: number;
    lancamentos: number[];
    documentos: DocumentosDoTipo[];
  },
) {
  const hoje = ctx.relogio.hoje();
  if (compareDates(b.dataPagamento, hoje) > 0) {
    throw invalido('dataPagamento', M.dataFutura);
  }
  const valor = toDecimal(b.valorPago);
  if (!valor.gt(0)) throw invalido('valorPago', M.campoObrigatorio);
  return ctx.db.transaction(async (tx) => {
    const p = await prepararLiquidacao(
      tx,
      user,
      b.idProcessoCobranca,
      (ls) => ls.find((x) => x.situacao === 'PREVISTO'),
      b.dataPagamento,
    );
    await conferirAcao(tx, p.c, 'BAIXA_MANUAL');
    if (compareDates(b.dataPagamento, p.c.dataAcordo) < 0) {
      throw invalido('dataPagamento', M.dataAnteriorAcordo);
    }
    // spec 03 §4: only the first open instalment is selectable
    if (!p.l || b.lancamentos.length !== 1 || b.lancamentos[0] !== p.l.id) {
      throw invalido('lancamentos', M.somentePrimeiraParcela);
    }
    const preparada = p as LiquidacaoPreparada;
    if (alocarPagamento(preparada.devido, preparada.pago, valor).excedente.gt(0)) {
      throw invalido('valorPago', M.valorAcimaParcela(formatBRL(preparada.aberto)));
    }
    const docs = await anexarDocumentos(
      tx,
      user,
      { tipo: 'processoCobranca', id: p.c.id, orgaoCredorId: p.c.orgaoCredorId },
      b.documentos,
    );
    const r = await liquidar(tx, preparada, {
      valor,
      dataPagamento: b.dataPagamento,
      hoje,
      usuarioId: user.id,
      manual: true,
      documentos: docs,
    });
    return { message: M.baixaSucesso, idAndamento: r.idAndamento };
  });
}
