import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { usuario } from '../usuario/index.ts';
import { sessao } from './auth.table.ts';

/**
 * The query every authenticated request runs, prepared once per database: Drizzle builds its SQL
 * once, and PostgreSQL parses and plans the named statement once per connection. app.ts hands it to
 * the platform's guard through the context (platform/ never imports an area).
 */
const preparar = (db: Db) =>
  db
    .select({ id: sessao.id })
    .from(sessao)
    .innerJoin(usuario, eq(usuario.id, sessao.usuarioId))
    .where(
      and(
        eq(sessao.id, sql.placeholder('sid')),
        eq(sessao.usuarioId, sql.placeholder('uid')),
        isNull(sessao.revogadaEm),
        eq(usuario.ativo, true),
      ),
    )
    .prepare('sessao_viva');

/** Whether the session is alive (not revoked) and its user active. */
export function sessaoViva(db: Db): (sessaoId: string, usuarioId: number) => Promise<boolean> {
  let q: ReturnType<typeof preparar> | undefined;
  return async (sid, uid) => (await (q ??= preparar(db)).execute({ sid, uid })).length > 0;
}
