import { todayInSaoPaulo } from '@divida/domain/calendar';
import { ultimoMesVigente } from '@divida/domain/correcao';
import { Decimal, roundCents, sumMoney, toDecimal, type MoneyInput } from '@divida/domain/money';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  indiceFinanceiro,
  indiceFinanceiroValor,
} from '../modules/indiceFinanceiro/indiceFinanceiro.table.ts';
import { processo } from '../modules/processo/processo.table.ts';

let sequencia = 0;

/**
 * Gives a process the values a test needs, as the calculation of the day produces them (one value per
 * debt per day, processo.correcao.ts): the principal, fine and interest as given, and a correction
 * `correcao` through an index of the test's own with one month, the last in force today, at the rate
 * that corrects the principal by exactly that much.
 */
export async function valoresDoDia(
  app: FastifyInstance,
  processoId: number,
  v: { principal: MoneyInput; juros: MoneyInput; multa: MoneyInput; correcao: MoneyInput },
): Promise<void> {
  const principal = toDecimal(v.principal);
  const correcao = toDecimal(v.correcao);
  const hoje = todayInSaoPaulo();
  let indice: { id: number; mes: string } | null = null;
  if (!correcao.isZero()) {
    const taxa = correcao.times(100).dividedBy(principal).toDecimalPlaces(8, Decimal.ROUND_HALF_UP);
    if (
      !roundCents(principal.times(taxa.dividedBy(100).plus(1)))
        .minus(principal)
        .eq(correcao)
    )
      throw new Error(`nenhuma taxa de 8 casas corrige ${principal.toFixed(2)} em ${correcao.toFixed(2)}`);
    const n = ++sequencia;
    const mes = ultimoMesVigente(hoje);
    const [i] = await app.ctx.db
      .insert(indiceFinanceiro)
      .values({ id: 9800 + n, nome: `Índice de teste ${n}`, sigla: `T${n}`, codigoBacen: 980_000 + n })
      .returning();
    await app.ctx.db
      .insert(indiceFinanceiroValor)
      .values({ indiceFinanceiroId: i!.id, mes: `${mes}-01`, valor: taxa.toFixed(8) });
    indice = { id: i!.id, mes };
  }
  await app.ctx.db
    .update(processo)
    .set({
      valorAtualizado: principal,
      jurosAtualizado: toDecimal(v.juros),
      multaAtualizada: toDecimal(v.multa),
      valorCorrecao: correcao,
      totalCorrigido: sumMoney([principal, correcao, v.juros, v.multa]),
      indiceFinanceiroId: indice?.id ?? null,
      ...(indice ? { dataReferenciaCalculo: `${indice.mes}-01`, ultimaCorrecaoValor: hoje } : {}),
    })
    .where(eq(processo.id, processoId));
}
