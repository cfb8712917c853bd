import { MENSAGENS_BOLETO } from '@divida/domain/boleto';
import { formatDateBR, type IsoDate } from '@divida/domain/calendar';
import { devidoNaData, emAberto, totalDosComponentes } from '@divida/domain/cobranca/alocacao';
import {
  MENSAGENS_MEMORIA_PARCELA as M,
  type MemoriaParcela,
} from '@divida/domain/cobranca/memoriaParcela.schema';
import { toApiNumber } from '@divida/domain/money';
import { MENSAGENS_MEMORIA } from '@divida/domain/processo/memoriaCalculo.schema';
import { and, eq } from 'drizzle-orm';
import type { AuthUser, Ctx } from '../../platform/context.ts';
import { invalido, notFound } from '../../platform/errors.ts';
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
 * that the slip and the settlement use, so its total is theirs to the cent. `dataPedida` values an
 * open instalment as paid on that day instead (never before the agreement nor after today: 400 on the
 * field `data`); a settled one has only its payment date.
 */
export async function memoriaDaParcela(
  ctx: Ctx,
  user: AuthUser,
  cobrancaId: number,
  parcela: number,
  dataPedida?: IsoDate,
): Promise<{ cobranca: { numero: string; orgaoCredorId: number }; memoria: MemoriaParcela }> {
  const hoje = ctx.relogio.hoje();
  return ctx.db.transaction(async (tx) => {
    const c = await cobrancaVisivel(tx, user, cobrancaId);
    const [l] = await tx
      .select()
      .from(lancamento)
      .where(and(eq(lancamento.processoCobrancaId, c.id), eq(lancamento.parcela, parcela)));
    if (!l) throw notFound(MENSAGENS_BOLETO.parcelaInexistente(parcela));
    const paga = l.situacao === 'BAIXADO';
    if (dataPedida !== undefined) {
      if (dataPedida < c.dataAcordo) throw invalido('data', M.antesDoAcordo(formatDateBR(c.dataAcordo)));
      if (dataPedida > hoje) throw invalido('data', MENSAGENS_MEMORIA.depoisDeHoje);
      if (paga && l.dataPagamento && dataPedida !== l.dataPagamento)
        throw invalido('data', M.pagaEm(formatDateBR(l.dataPagamento)));
    }
    const data =
      paga && l.dataPagamento ? l.dataPagamento : (dataPedida ?? vencimentoDoBoleto(l.dataVencimento, hoje));
    const calculo = await devidoNoPagamento(tx, c, l, data);
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
    const memoria: MemoriaParcela = {
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
    return { cobranca: { numero: c.numero, orgaoCredorId: c.orgaoCredorId }, memoria };
  });
}
