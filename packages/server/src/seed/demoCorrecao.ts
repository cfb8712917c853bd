import type { IsoDate } from '@divida/domain/calendar';
import type { SerieIndice } from '@divida/domain/correcao';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../platform/db/database.ts';
import { atualizarEmLote } from '../platform/db/emLote.ts';
import { corrigirValores } from '../modules/processo/index.ts';
import { calculoComSerie, serieDoIndice } from '../modules/processo/processo.calculo.ts';
import { dividaAtiva } from '../modules/processo/dividaAtiva.table.ts';
import { processo } from '../modules/processo/processo.table.ts';

/**
 * The demo's history is written row by row, not through the inscription: here each CDA gets the value
 * the inscription gives (the calculation memory's total on its inscription date), and then every
 * debt that follows the calendar the values of today, as the nightly job keeps them
 * (processo.correcao.ts). Before the collections, which negotiate at today's values.
 */
export async function corrigirValoresDemo(db: Db, hoje: IsoDate): Promise<void> {
  const series = new Map<number, SerieIndice>();
  const linhas = await db
    .select({ cda: dividaAtiva.id, data: dividaAtiva.data, p: processo })
    .from(dividaAtiva)
    .innerJoin(processo, eq(processo.id, dividaAtiva.processoId))
    .orderBy(asc(dividaAtiva.id));
  const cdas: (Partial<typeof dividaAtiva.$inferSelect> & { id: number })[] = [];
  for (const { cda, data, p } of linhas) {
    const id = p.indiceFinanceiroId;
    if (id && !series.has(id)) series.set(id, await serieDoIndice(db, id, '1900-01', hoje));
    const c = calculoComSerie(p, data, id ? series.get(id)! : null);
    cdas.push({
      id: cda,
      valor: c.total,
      valorCorrecao: c.correcao,
      valorTotal: c.total,
      dataUltimaCorrecaoValor: c.correcao.isZero() ? null : data,
    });
  }
  await db.transaction((tx) => atualizarEmLote(tx, dividaAtiva, cdas));
  await corrigirValores(db, hoje);
}
