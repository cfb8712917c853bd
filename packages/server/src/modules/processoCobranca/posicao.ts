import type { AcordoDaPosicao, ParcelaDaPosicao } from '@divida/domain/devedor/posicao.schema';
import { toApiNumber } from '@divida/domain/money';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { processoResumo } from '../processo/index.ts';
import { boleto, lancamento, processoCobranca, processoCobrancaCda } from './processoCobranca.table.ts';

/**
 * The agreements of the debtor's position (domain devedor/posicao.schema.ts): every collection that
 * takes one of the processes, whatever its situation (a cancelled one is the position's history),
 * newest first, each with its instalments and each instalment's valid slip. The processes were
 * already chosen within the caller's scope (processo.posicao.ts), so this reads no scope of its own.
 */
export async function acordosDaPosicao(
  ex: Executor,
  processoIds: readonly number[],
): Promise<AcordoDaPosicao[]> {
  if (processoIds.length === 0) return [];
  const vinculos = await ex
    .select({ acordoId: processoCobrancaCda.processoCobrancaId, processoId: processoCobrancaCda.processoId })
    .from(processoCobrancaCda)
    .where(inArray(processoCobrancaCda.processoId, [...processoIds]))
    .orderBy(asc(processoCobrancaCda.processoCobrancaId), asc(processoCobrancaCda.ordem));
  const processosDoAcordo = new Map<number, number[]>();
  for (const v of vinculos)
    processosDoAcordo.set(v.acordoId, [...(processosDoAcordo.get(v.acordoId) ?? []), v.processoId]);
  const acordoIds = [...processosDoAcordo.keys()];
  if (acordoIds.length === 0) return [];

  const [acordos, parcelas, boletos] = await Promise.all([
    ex
      .select({
        id: processoCobranca.id,
        numero: processoCobranca.numero,
        orgaoCredorId: processoCobranca.orgaoCredorId,
        situacaoId: processoCobranca.situacaoId,
        dataAcordo: processoCobranca.dataAcordo,
        formaPagamento: processoCobranca.formaPagamento,
        totalParcelas: processoCobranca.totalParcelas,
        valorTotalAcordo: processoCobranca.valorTotalAcordo,
        valorPago: processoCobranca.valorPago,
        origem: processoCobranca.origem,
        aceite: processoCobranca.aceite,
      })
      .from(processoCobranca)
      .where(inArray(processoCobranca.id, acordoIds))
      .orderBy(desc(processoCobranca.dataAcordo), desc(processoCobranca.id)),
    ex
      .select({
        id: lancamento.id,
        acordoId: lancamento.processoCobrancaId,
        parcela: lancamento.parcela,
        dataVencimento: lancamento.dataVencimento,
        situacao: lancamento.situacao,
        valorTotal: lancamento.valorTotal,
        valorPago: lancamento.valorPago,
        dataPagamento: lancamento.dataPagamento,
      })
      .from(lancamento)
      .where(inArray(lancamento.processoCobrancaId, acordoIds))
      .orderBy(asc(lancamento.processoCobrancaId), asc(lancamento.parcela)),
    // newest first: the first one met per instalment is kept
    ex
      .select({
        id: boleto.id,
        lancamentoId: boleto.lancamentoId,
        nossoNumero: boleto.nossoNumero,
        dataVencimento: boleto.dataVencimento,
        valorTotalBoleto: boleto.valorTotalBoleto,
        linhaDigitavel: boleto.linhaDigitavel,
        pixCopiaECola: boleto.pixCopiaECola,
        situacaoRegistro: boleto.situacaoRegistro,
      })
      .from(boleto)
      .where(and(inArray(boleto.processoCobrancaId, acordoIds), eq(boleto.valido, true)))
      .orderBy(desc(boleto.id)),
  ]);

  const boletoDaParcela = new Map<number, ParcelaDaPosicao['boleto']>();
  for (const { lancamentoId, ...b } of boletos) {
    if (!boletoDaParcela.has(lancamentoId))
      boletoDaParcela.set(lancamentoId, { ...b, valorTotalBoleto: toApiNumber(b.valorTotalBoleto) });
  }
  const parcelasDoAcordo = new Map<number, ParcelaDaPosicao[]>();
  for (const { acordoId, ...p } of parcelas) {
    const lista = parcelasDoAcordo.get(acordoId) ?? [];
    lista.push({
      ...p,
      valorTotal: toApiNumber(p.valorTotal),
      valorPago: toApiNumber(p.valorPago),
      boleto: boletoDaParcela.get(p.id) ?? null,
    });
    parcelasDoAcordo.set(acordoId, lista);
  }
  return acordos.map((a) => ({
    ...a,
    valorTotalAcordo: toApiNumber(a.valorTotalAcordo),
    valorPago: toApiNumber(a.valorPago),
    processoIds: processosDoAcordo.get(a.id)!,
    parcelas: parcelasDoAcordo.get(a.id) ?? [],
  }));
}

/**
 * The acceptances of agreements made on the portal that take one of the debtor's processes (the
 * staff's 'Atividade no portal', docs/portal.md §5.5), newest first.
 */
export async function aceitesDoDevedor(ex: Executor, devedorId: number) {
  const rows = await ex
    .selectDistinct({
      id: processoCobranca.id,
      numero: processoCobranca.numero,
      aceite: processoCobranca.aceite,
    })
    .from(processoCobranca)
    .innerJoin(processoCobrancaCda, eq(processoCobrancaCda.processoCobrancaId, processoCobranca.id))
    .innerJoin(processoResumo, eq(processoResumo.id, processoCobrancaCda.processoId))
    .where(and(eq(processoResumo.devedorId, devedorId), eq(processoCobranca.origem, 'PORTAL')));
  return rows
    .filter((r) => r.aceite !== null)
    .map((r) => ({ idAcordo: r.id, numero: r.numero, aceite: r.aceite! }))
    .sort((a, b) => b.aceite.em.localeCompare(a.aceite.em));
}
