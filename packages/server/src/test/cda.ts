import { addDays, todayInSaoPaulo, type IsoDate } from '@divida/domain/calendar';
import { FASE, SITUACAO } from '@divida/domain/workflow/situacoes';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { dividaAtiva } from '../modules/processo/dividaAtiva.table.ts';
import { processo } from '../modules/processo/processo.table.ts';

let sequencia = 0;

/**
 * Puts a registered process straight into situation 101 with its CDA, as the PGE's inscription
 * leaves it (the inscription itself is tested apart): the CDA's number is the year and a sequence
 * of the test's own, its value the process's corrected total.
 */
export async function inscreverParaTeste(
  app: FastifyInstance,
  processoId: number,
  extra: Partial<typeof dividaAtiva.$inferInsert> = {},
  dataInscricao: IsoDate = addDays(todayInSaoPaulo(), -30),
) {
  const [p] = await app.ctx.db
    .update(processo)
    .set({ faseId: FASE.DIVIDA_ATIVA, situacaoId: SITUACAO.INSCRITO, lavrado: true })
    .where(eq(processo.id, processoId))
    .returning();
  const numeroCda = `${dataInscricao.slice(0, 4)}${String(900_000 + ++sequencia).padStart(8, '0')}`;
  const [cda] = await app.ctx.db
    .insert(dividaAtiva)
    .values({
      processoId,
      numeroCda,
      data: dataInscricao,
      dataAtualizacao: dataInscricao,
      dataReferenciaCalculo: p!.dataReferenciaCalculo,
      nomeProcuradorSignatario: 'Helena Vasconcelos Prado',
      valor: p!.totalCorrigido,
      valorTotal: p!.totalCorrigido,
      ...extra,
    })
    .returning();
  return cda!;
}
