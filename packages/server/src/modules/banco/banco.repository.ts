import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { banco } from './banco.table.ts';

/** Banks by COMPE code, for the creditor body's bank data and the payment slips. */
export async function listar(ex: Executor) {
  return ex.select().from(banco).orderBy(asc(banco.compe));
}

export async function porCompe(ex: Executor, compe: string) {
  const [b] = await ex.select().from(banco).where(eq(banco.compe, compe));
  return b;
}
