import {
  efeitoDoMovimento,
  type MotivoConciliacao,
  type ResultadoLinha,
} from '@divida/domain/arquivoBancario/arquivoBancario.schema';
import { chaveDoBoleto, seuNumeroDoBoleto } from '@divida/domain/arquivoBancario/remessa';
import { nossoNumeroDe } from '@divida/domain/arquivoBancario/retorno';
import { situacaoDoBoletoApos } from '@divida/domain/arquivoBancario/situacaoBoleto';
import type { IsoDate } from '@divida/domain/calendar';
import { problemaDaDataDePagamento } from '@divida/domain/cobranca/dataPagamento';
import { SITUACAO_COBRANCA } from '@divida/domain/cobranca/cobranca.schema';
import { toDecimal, type Money } from '@divida/domain/money';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { SISTEMA } from '../../platform/auth/scope.ts';
import type { Executor, Tx } from '../../platform/db/database.ts';
import { atualizarEmLote, inserirEmLote, naLista } from '../../platform/db/emLote.ts';
import { orgaoCredorBancario as orgaoCredor } from '../orgaoCredor/index.ts';
import { boletosPorNossoNumero, emissaoDoBoleto, LoteLiquidacao } from '../processoCobranca/index.ts';
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
  /** an accepted payment below the instalment: what stays open */
  restante?: Money;
}

/**
 * A payment of a bank line on an instalment (docs/arquivos-bancarios.md §3): the collection cancelled → the queue; the
 * instalment already paid → DUPLICADO; short by more than the tolerance → PAGO_A_MENOR; within it →
 * settled, the difference a rounding; over by more → settled for its value, the excess PAGO_A_MAIOR.
 * `aceito` (a person accepting a queue line): any amount up to the open value settles. The settlement
 * goes into `lote` (written by its `gravar`).
 */
export async function liquidarPagamento(
  lote: LoteLiquidacao,
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
  const prep = await lote.preparar(
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
  // the collection's machine (the settlement's batch runner): a payment only where Baixa Manual is offered
  if (!lote.permite(prep.c.id, 'BAIXA_MANUAL', p.hoje)) return fila('DIVERGENTE');
  const preparada = prep;
  const diferenca = p.valorPago.minus(preparada.aberto);
  const comum = {
    dataPagamento: p.dataPagamento,
    hoje: p.hoje,
    usuarioId: p.usuarioId,
    manual: false,
    origem: p.origem,
  };
  if (diferenca.gt(p.tolerancia)) {
    lote.liquidar(preparada, { ...comum, valor: preparada.aberto });
    return {
      ...base,
      resultado: 'LIQUIDADO',
      liquidado: preparada.aberto,
      fila: { motivo: 'PAGO_A_MAIOR', valor: diferenca },
    };
  }
  if (diferenca.lt(p.tolerancia.neg()) && !p.aceito) return fila('PAGO_A_MENOR');
  const arredondamento = p.aceito && diferenca.lt(0) ? toDecimal(0) : diferenca.neg();
  lote.liquidar(preparada, { ...comum, valor: p.valorPago, arredondamento });
  const restante = p.aceito && diferenca.lt(0) ? diferenca.neg() : undefined;
  return { ...base, resultado: 'LIQUIDADO', liquidado: p.valorPago, ...(restante && { restante }) };
}

export async function toleranciaDe(ex: Executor, orgaoCredorId: number): Promise<Money> {
  const [o] = await ex
    .select({ t: orgaoCredor.toleranciaPagamento })
    .from(orgaoCredor)
    .where(eq(orgaoCredor.id, orgaoCredorId));
  return o?.t ?? toDecimal('0.05');
}

type Boleto = Awaited<ReturnType<typeof boletosPorNossoNumero>>[number];

/**
 * One movement of the return: its code's effect (domain `EFEITO_MOVIMENTO`, docs/arquivos-bancarios.md
 * §1 movement codes) on the slip and the debt.
 */
async function decidir(
  lote: LoteLiquidacao,
  a: Arquivo,
  ln: Linha,
  hoje: IsoDate,
  b: Boleto | undefined,
  tolerancia: Money,
): Promise<Desfecho> {
  const nosso = b && b.convenio === a.convenio ? b : undefined;
  const data = ln.dataOcorrencia ?? hoje;
  const efeito = efeitoDoMovimento(ln.movimento);
  switch (efeito.tipo) {
    case 'SITUACAO': {
      if (!nosso) return { resultado: 'SEM_EFEITO' };
      const r = efeito.situacao;
      // the slip's machine (domain situacaoBoleto.ts): a slip already paid stays so
      const proxima = situacaoDoBoletoApos(nosso.situacaoRegistro, r);
      if (proxima) await lote.situacaoNoBanco(nosso, proxima, data);
      return { resultado: r, boletoId: nosso.id, lancamentoId: nosso.lancamentoId };
    }
    case 'LIQUIDACAO': {
      if (!nosso)
        return { resultado: 'CONCILIACAO', fila: { motivo: 'NAO_IDENTIFICADO', valor: ln.valorPago } };
      const chave = chaveDoBoleto(nosso.processoCobrancaId, nosso.parcela, nosso.id);
      const seu = seuNumeroDoBoleto(nosso.numeroCobranca, nosso.parcela);
      const ids = { boletoId: nosso.id, lancamentoId: nosso.lancamentoId };
      if (ln.chave !== chave || ln.seuNumero !== seu)
        return { ...ids, resultado: 'CONCILIACAO', fila: { motivo: 'DIVERGENTE', valor: ln.valorPago } };
      // the date rule of every settlement (domain `dataPagamento`): a line dated after today or before
      // its slip was issued settles nothing, a person decides (the acceptance settles on a valid date)
      const problema = problemaDaDataDePagamento(data, { hoje, emissaoBoleto: emissaoDoBoleto(nosso) });
      if (problema)
        return {
          ...ids,
          resultado: 'CONCILIACAO',
          fila: {
            motivo: problema === 'FUTURA' ? 'PAGO_EM_DATA_FUTURA' : 'PAGO_ANTES_DA_EMISSAO',
            valor: ln.valorPago,
          },
        };
      // the bank took the money on this slip: it is paid whatever the debt's side says (its machine)
      await lote.situacaoNoBanco(nosso, situacaoDoBoletoApos(nosso.situacaoRegistro, 'PAGO')!, data);
      const d = await liquidarPagamento(lote, {
        cobrancaId: nosso.processoCobrancaId,
        lancamentoId: nosso.lancamentoId,
        valorPago: ln.valorPago,
        dataPagamento: data,
        hoje,
        usuarioId: a.usuarioId,
        tolerancia,
        origem: { arquivoBancarioId: a.id, linha: ln.linha, nsa: a.nsa },
      });
      return { ...ids, ...d };
    }
    case 'CONCILIACAO':
      return {
        resultado: 'CONCILIACAO',
        ...(nosso && { boletoId: nosso.id, lancamentoId: nosso.lancamentoId }),
        fila: { motivo: efeito.motivo, valor: ln.valorPago },
      };
    case 'SEM_EFEITO':
      // 28 (fee), 44/50 (cheque) and the rest: recorded on the line, no effect on the debt
      return {
        resultado: 'SEM_EFEITO',
        ...(nosso && { boletoId: nosso.id, lancamentoId: nosso.lancamentoId }),
      };
  }
}

/**
 * Applies a batch of lines, each once, in file order, in the caller's transaction: the lines locked
 * (in id order), those already applied (a retry, a second worker) left alone; their slips read by one
 * query, their collections locked by the settlement's batch (`LoteLiquidacao`); the settlements, the
 * lines' outcomes and queue entries written together, so a crash loses or keeps them together.
 */
export async function aplicarLinhas(
  tx: Tx,
  a: Arquivo,
  linhaIds: readonly number[],
  hoje: IsoDate,
  tolerancia: Money,
) {
  if (linhaIds.length === 0) return 0;
  const lns = await tx
    .select()
    .from(linhaArquivoBancario)
    .where(and(naLista(linhaArquivoBancario.id, linhaIds), isNull(linhaArquivoBancario.resultado)))
    .orderBy(asc(linhaArquivoBancario.id))
    .for('update');
  if (lns.length === 0) return 0;
  lns.sort((x, y) => x.linha - y.linha);
  const boletos = new Map(
    (await boletosPorNossoNumero(tx, [...new Set(lns.map((ln) => nossoNumeroDe(ln.nossoNumero)))])).map(
      (b) => [b.nossoNumero, b],
    ),
  );
  const boletoDe = (ln: Linha) => boletos.get(nossoNumeroDe(ln.nossoNumero));
  const lote = new LoteLiquidacao(tx, SISTEMA);
  await lote.abrir(
    lns
      .filter((ln) => efeitoDoMovimento(ln.movimento).tipo === 'LIQUIDACAO')
      .map(boletoDe)
      .filter((b) => b?.convenio === a.convenio)
      .map((b) => b!.processoCobrancaId),
  );
  const desfechos: [Linha, Desfecho][] = [];
  for (const ln of lns) {
    // the settlements are computed in memory: let other requests in between every few dozen
    if (desfechos.length % 25 === 24) await new Promise((r) => setImmediate(r));
    desfechos.push([ln, await decidir(lote, a, ln, hoje, boletoDe(ln), tolerancia)]);
  }
  await lote.gravar(async () => {
    const em = new Date();
    await atualizarEmLote(
      tx,
      linhaArquivoBancario,
      desfechos.map(([ln, d]) => ({
        id: ln.id,
        resultado: d.resultado,
        boletoId: d.boletoId ?? null,
        lancamentoId: d.lancamentoId ?? null,
        valorLiquidado: d.liquidado ?? toDecimal(0),
        processadoEm: em,
      })),
    );
    await inserirEmLote(
      tx,
      conciliacao,
      desfechos
        .filter(([, d]) => d.fila)
        .map(([ln, d]) => ({
          linhaArquivoBancarioId: ln.id,
          orgaoCredorId: a.orgaoCredorId,
          motivo: d.fila!.motivo,
          valor: d.fila!.valor,
          lancamentoId: d.lancamentoId ?? null,
        })),
    );
  });
  return lns.length;
}

/** One line, once (a batch of one). */
export async function aplicarLinha(tx: Tx, a: Arquivo, linhaId: number, hoje: IsoDate) {
  await aplicarLinhas(tx, a, [linhaId], hoje, await toleranciaDe(tx, a.orgaoCredorId));
}
