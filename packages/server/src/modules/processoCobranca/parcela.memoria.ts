import { MENSAGENS_BOLETO } from '@divida/domain/boleto';
import { devidoNaData, emAberto, totalDosComponentes } from '@divida/domain/cobranca/alocacao';
import {
  MENSAGENS_MEMORIA_PARCELA as M,
  type MemoriaParcela,
} from '@divida/domain/cobranca/memoriaParcela.schema';
import { toApiNumber } from '@divida/domain/money';
import { and, eq } from 'drizzle-orm';
import type { AuthUser, Ctx } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { devidoNoPagamento, pagoDoLancamento } from './acoes.ts';
import { vencimentoDoBoleto } from './boleto.ts';
import { cobrancaVisivel } from './consulta.ts';
import { lancamento } from './processoCobranca.table.ts';

/** The accumulated factor as shown: 10 decimal places (the engine keeps 40 significant digits). */
const CASAS_FATOR = 10;

/**
 * The calculation memory of an instalment of a collection the caller may see (404 otherwise): its
 * value as the settlement charged it (a settled instalment, on its payment date) or as the slip issued
 * today charges it (an open one, on the slip's due date), computed by the same `devidoNoPagamento`
 * that the slip and the settlement use, so its total is theirs to the cent.
 */
export async function memoriaDaParcela(
  ctx: Ctx,
  user: AuthUser,
  cobrancaId: number,
  parcela: number,
): Promise<MemoriaParcela> {
  const hoje = ctx.relogio.hoje();
  return ctx.db.transaction(async (tx) => {
    const c = await cobrancaVisivel(tx, user, cobrancaId);
    const [l] = await tx
      .select()
      .from(lancamento)
      .where(and(eq(lancamento.processoCobrancaId, c.id), eq(lancamento.parcela, parcela)));
    if (!l) throw notFound(MENSAGENS_BOLETO.parcelaInexistente(parcela));
    const data =
      l.situacao === 'BAIXADO' && l.dataPagamento
        ? l.dataPagamento
        : vencimentoDoBoleto(l.dataVencimento, hoje);
    const calculo = await devidoNoPagamento(tx, c, l, data);
    const paga = l.situacao === 'BAIXADO';
    // a settled instalment: what the settlement charged, as recorded (an index published since does not
    // change it); its months are shown when they give the correction it recorded
    const { devido, valorCorrecaoPagamento } = paga ? devidoNaData(l) : calculo;
    const { indice } = calculo;
    const correcaoPagamento =
      calculo.correcaoPagamento && (!paga || calculo.valorCorrecaoPagamento.eq(valorCorrecaoPagamento))
        ? calculo.correcaoPagamento
        : null;
    const pago = pagoDoLancamento(l);
    const total = totalDosComponentes(devido);
    const n = toApiNumber;
    return {
      parcela: l.parcela,
      dataVencimento: l.dataVencimento,
      situacao: l.situacao,
      dataCalculo: data,
      indice,
      meses: (correcaoPagamento?.meses ?? []).map((m) => ({
        mes: m.mes,
        taxa: m.taxa.toNumber(),
        fatorAcumulado: m.fatorAcumulado.toFixed(CASAS_FATOR),
        valorCorrigido: n(m.valorCorrigido),
        observacao: null,
      })),
      principal: n(devido.valorPrincipal),
      correcaoAcordo: n(l.valorCorrecao),
      juros: n(devido.valorJuros),
      multa: n(devido.valorMulta),
      correcaoPagamento: n(valorCorrecaoPagamento),
      percentualJurosMes: Number(c.percentualJurosMesPagamento),
      jurosMes: n(devido.valorJurosMesPagamento),
      percentualHonorarios: Number(c.percentualHonorarios),
      honorarios: n(devido.valorHonorarios),
      total: n(total),
      pago: n(totalDosComponentes(pago)),
      emAberto: n(totalDosComponentes(emAberto(devido, pago))),
      observacao:
        indice === null
          ? M.semIndice
          : correcaoPagamento !== null
            ? null
            : paga
              ? M.registradoNaBaixa
              : M.indiceAusente,
    };
  });
}
