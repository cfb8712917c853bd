import { ROTULOS_CAMPOS } from '@divida/domain/auditoria/auditoria.schema';
import { sql } from 'drizzle-orm';
import type { Executor } from '../platform/db/database.ts';

/**
 * The field names of every audit row written so far that have no Portuguese label (issue 26 §2):
 * a broad test ends with it, so a field added to an audit call without a label fails there.
 */
export async function camposSemRotulo(ex: Executor) {
  const { rows } = (await ex.execute(
    sql`select distinct jsonb_object_keys(campos) as campo from auditoria where campos is not null`,
  )) as unknown as { rows: { campo: string }[] };
  return {
    vistos: rows.length,
    semRotulo: rows.map((r) => r.campo).filter((c) => !Object.hasOwn(ROTULOS_CAMPOS, c)),
  };
}
