import type { SituacaoRegistroBoleto } from '@divida/domain/arquivoBancario/arquivoBancario.schema';
import { todayInSaoPaulo, type IsoDate } from '@divida/domain/calendar';
import { and, asc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor, Tx } from '../../platform/db/database.ts';
import { naLista } from '../../platform/db/emLote.ts';
import type { Pagador } from '@divida/domain/arquivoBancario/remessa';
import { devedorEndereco as devedor } from '../devedor/index.ts';
import { municipioNome as municipio } from '../localidade/index.ts';
import { processoResumo as processo } from '../processo/index.ts';
import { boleto, lancamento, processoCobranca, processoCobrancaCda } from './processoCobranca.table.ts';

/**
 * The slips' registration at the bank (docs/arquivos-bancarios.md §2, §3): this area owns the slip's row, the bank-file
 * area asks through these functions.
 */

/**
 * Slips that can no longer be paid (a new date, the instalment settled, the collection cancelled):
 * one the bank holds (sent or registered) gets its cancellation (02) queued for the next remessa;
 * one never sent is simply not sent.
 */
export async function invalidarBoletos(tx: Tx, onde: SQL | undefined) {
  await tx
    .update(boleto)
    .set({
      valido: false,
      baixaPendente: sql`${boleto.baixaPendente} or ${boleto.situacaoRegistro} in ('ENVIADO', 'REGISTRADO')`,
    })
    .where(and(onde, eq(boleto.valido, true)));
}

/**
 * The instructions a remessa of `convenio` carries, locked: valid slips waiting for registration (01)
 * and cancellations waiting (02), in slip order. Call under the convênio's NSA lock.
 */
export async function instrucoesPendentes(tx: Tx, convenio: string) {
  const linhas = await tx
    .select({
      boletoId: boleto.id,
      processoCobrancaId: boleto.processoCobrancaId,
      parcela: lancamento.parcela,
      numeroCobranca: processoCobranca.numero,
      nossoNumero: boleto.nossoNumero,
      dataVencimento: boleto.dataVencimento,
      valor: boleto.valorTotalBoleto,
      criadoEm: boleto.criadoEm,
      valido: boleto.valido,
      situacaoRegistro: boleto.situacaoRegistro,
      baixaPendente: boleto.baixaPendente,
    })
    .from(boleto)
    .innerJoin(lancamento, eq(lancamento.id, boleto.lancamentoId))
    .innerJoin(processoCobranca, eq(processoCobranca.id, boleto.processoCobrancaId))
    .where(
      and(
        eq(boleto.convenio, convenio),
        or(
          and(eq(boleto.situacaoRegistro, 'PENDENTE'), eq(boleto.valido, true)),
          eq(boleto.baixaPendente, true),
        ),
      ),
    )
    .orderBy(asc(boleto.id))
    .for('update', { of: boleto });
  return linhas.map((l) => ({ ...l, instrucao: l.baixaPendente ? ('02' as const) : ('01' as const) }));
}

/**
 * How many instructions wait for the next remessa of each of these convênios (the same condition as
 * `instrucoesPendentes`): registrations (01) and cancellations (02). A convênio with none is absent.
 */
export async function contarInstrucoesPendentes(ex: Executor, convenios: readonly string[]) {
  const out = new Map<string, { registros: number; baixas: number }>();
  if (!convenios.length) return out;
  const linhas = await ex
    .select({
      convenio: boleto.convenio,
      registros: sql<number>`count(*) filter (where ${boleto.baixaPendente} = false)`.mapWith(Number),
      baixas: sql<number>`count(*) filter (where ${boleto.baixaPendente} = true)`.mapWith(Number),
    })
    .from(boleto)
    .where(
      and(
        inArray(boleto.convenio, [...convenios]),
        or(
          and(eq(boleto.situacaoRegistro, 'PENDENTE'), eq(boleto.valido, true)),
          eq(boleto.baixaPendente, true),
        ),
      ),
    )
    .groupBy(boleto.convenio);
  for (const l of linhas) if (l.convenio) out.set(l.convenio, { registros: l.registros, baixas: l.baixas });
  return out;
}

/** The slips a remessa carried: registrations ENVIADO, cancellations no longer pending. */
export async function marcarEnviados(tx: Tx, remessaId: number, registrar: number[], baixar: number[]) {
  if (registrar.length)
    await tx
      .update(boleto)
      .set({ situacaoRegistro: 'ENVIADO', remessaId })
      .where(inArray(boleto.id, registrar));
  if (baixar.length) await tx.update(boleto).set({ baixaPendente: false }).where(inArray(boleto.id, baixar));
}

/** The slips of these nossos números (the return's key), with their instalments' ids: one query. */
export async function boletosPorNossoNumero(tx: Executor, nossosNumeros: readonly string[]) {
  if (nossosNumeros.length === 0) return [];
  return tx
    .select({
      id: boleto.id,
      nossoNumero: boleto.nossoNumero,
      processoCobrancaId: boleto.processoCobrancaId,
      lancamentoId: boleto.lancamentoId,
      parcela: lancamento.parcela,
      numeroCobranca: processoCobranca.numero,
      convenio: boleto.convenio,
      valido: boleto.valido,
      situacaoRegistro: boleto.situacaoRegistro,
      criadoEm: boleto.criadoEm,
    })
    .from(boleto)
    .innerJoin(lancamento, eq(lancamento.id, boleto.lancamentoId))
    .innerJoin(processoCobranca, eq(processoCobranca.id, boleto.processoCobrancaId))
    .where(naLista(boleto.nossoNumero, nossosNumeros));
}

/** The day a slip was issued (São Paulo): the payment-date rule's lower bound (domain `dataPagamento`). */
export const emissaoDoBoleto = (b: { criadoEm: Date }): IsoDate => todayInSaoPaulo(b.criadoEm);

/** The day the instalment's first slip was issued, or null when it never had one. */
export async function primeiraEmissaoDaParcela(ex: Executor, lancamentoId: number): Promise<IsoDate | null> {
  const [b] = await ex
    .select({ criadoEm: boleto.criadoEm })
    .from(boleto)
    .where(eq(boleto.lancamentoId, lancamentoId))
    .orderBy(asc(boleto.criadoEm))
    .limit(1);
  return b ? emissaoDoBoleto(b) : null;
}

/**
 * What the bank said of slips (02 REGISTRADO, 03 REJEITADO, 09 BAIXADO, 06 PAGO); `dataRegistro`
 * when one was REGISTRADO (it stays registered whatever the bank says after).
 */
export async function situacaoNoBanco(
  tx: Tx,
  boletoIds: number[],
  situacao: SituacaoRegistroBoleto,
  dataRegistro?: IsoDate | null,
) {
  if (boletoIds.length === 0) return;
  await tx
    .update(boleto)
    .set({
      situacaoRegistro: situacao,
      ...(dataRegistro !== undefined && { registrado: true, dataRegistro }),
    })
    .where(naLista(boleto.id, boletoIds));
}

/** The payer of each collection (the debtor of its first process), as a remessa's segment Q needs it. */
export async function pagadoresDasCobrancas(tx: Tx, cobrancaIds: number[]) {
  if (!cobrancaIds.length) return new Map<number, Pagador>();
  const linhas = await tx
    .select({
      cobrancaId: processoCobrancaCda.processoCobrancaId,
      ordem: processoCobrancaCda.ordem,
      nome: devedor.nome,
      documento: devedor.documentoIdentificacao,
      rua: devedor.rua,
      numero: devedor.numero,
      bairro: devedor.bairro,
      cep: devedor.cep,
      uf: devedor.uf,
      cidade: municipio.nome,
    })
    .from(processoCobrancaCda)
    .innerJoin(processo, eq(processo.id, processoCobrancaCda.processoId))
    .innerJoin(devedor, eq(devedor.id, processo.devedorId))
    .leftJoin(municipio, eq(municipio.id, devedor.municipioId))
    .where(inArray(processoCobrancaCda.processoCobrancaId, cobrancaIds))
    .orderBy(asc(processoCobrancaCda.processoCobrancaId), asc(processoCobrancaCda.ordem));
  const out = new Map<number, Pagador>();
  for (const l of linhas) {
    if (out.has(l.cobrancaId)) continue;
    out.set(l.cobrancaId, {
      documento: l.documento ?? '',
      nome: l.nome,
      endereco: [l.rua, l.numero].filter(Boolean).join(', '),
      bairro: l.bairro ?? '',
      cep: l.cep ?? '',
      cidade: l.cidade ?? '',
      uf: l.uf ?? '',
    });
  }
  return out;
}

/**
 * The slips the bank holds for a convênio (sent or registered), in slip order: what it would report on.
 * The valid ones of open instalments, and those the product invalidated whose cancellation (02) has not
 * been sent yet (`valido` false: the bank still takes a payment on them).
 */
export async function boletosNoBanco(ex: Executor, convenio: string) {
  return ex
    .select({
      id: boleto.id,
      processoCobrancaId: boleto.processoCobrancaId,
      parcela: lancamento.parcela,
      numeroCobranca: processoCobranca.numero,
      nossoNumero: boleto.nossoNumero,
      dataVencimento: boleto.dataVencimento,
      valor: boleto.valorTotalBoleto,
      situacaoRegistro: boleto.situacaoRegistro,
      valido: boleto.valido,
    })
    .from(boleto)
    .innerJoin(lancamento, eq(lancamento.id, boleto.lancamentoId))
    .innerJoin(processoCobranca, eq(processoCobranca.id, boleto.processoCobrancaId))
    .where(
      and(
        eq(boleto.convenio, convenio),
        or(and(eq(boleto.valido, true), eq(lancamento.situacao, 'PREVISTO')), eq(boleto.baixaPendente, true)),
        inArray(boleto.situacaoRegistro, ['ENVIADO', 'REGISTRADO']),
      ),
    )
    .orderBy(asc(boleto.id));
}

/** Each instalment's latest slip's registration state (slips issued before registration existed: none). */
export async function situacoesRegistro(ex: Executor, lancamentoIds: number[]) {
  const out = new Map<number, SituacaoRegistroBoleto>();
  if (!lancamentoIds.length) return out;
  const rs = await ex
    .select({ lancamentoId: boleto.lancamentoId, situacao: boleto.situacaoRegistro })
    .from(boleto)
    .where(and(inArray(boleto.lancamentoId, lancamentoIds), isNotNull(boleto.situacaoRegistro)))
    .orderBy(asc(boleto.id));
  for (const r of rs) out.set(r.lancamentoId, r.situacao!);
  return out;
}
