import { onlyDigits } from '@divida/domain/documents';
import { and, eq, inArray } from 'drizzle-orm';
import type { Alcance } from '../../platform/auth/scope.ts';
import type { Executor } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { processoVisivelPara } from './processo.repository.ts';
import { processo } from './processo.table.ts';

/**
 * The id of the process numbered `numero` (as stored, or its digits only) within the caller's data
 * scope: spec 02 §7 identifies the items of `retornarProcessos` by their number. Another body's
 * process, a deleted one or an unknown number is a 404.
 */
export async function idDoProcessoPorNumero(ex: Executor, user: Alcance, numero: string): Promise<number> {
  const texto = numero.trim();
  const [p] = await ex
    .select({ id: processo.id })
    .from(processo)
    .where(and(inArray(processo.numero, [...new Set([texto, onlyDigits(texto)])]), processoVisivelPara(user)))
    .limit(1);
  if (!p) throw notFound();
  return p.id;
}

/** Whether the process exists (not deleted) within the caller's data scope: `escopoPrimeiro`. */
export async function processoNoEscopo(ex: Executor, user: Alcance, id: number): Promise<boolean> {
  const [p] = await ex
    .select({ id: processo.id })
    .from(processo)
    .where(and(eq(processo.id, id), processoVisivelPara(user)));
  return p !== undefined;
}
