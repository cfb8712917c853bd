import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { usuario } from './usuario.table.ts';

/**
 * The password writes of the authentication area (issue 22: the user's row is written by its own
 * module). The hash is computed by the caller; these only store it.
 */

/** A reset link's new password, for an active user only: answers the user, or nothing. */
export async function redefinirSenhaDoAtivo(ex: Executor, usuarioId: number, senhaHash: string) {
  const [u] = await ex
    .update(usuario)
    .set({ senhaHash, atualizadoEm: new Date() })
    .where(and(eq(usuario.id, usuarioId), eq(usuario.ativo, true)))
    .returning({ id: usuario.id, orgaoCredorId: usuario.orgaoCredorId });
  return u;
}

/** A password changed by its owner or an administrator. */
export async function gravarSenha(ex: Executor, usuarioId: number, senhaHash: string): Promise<void> {
  await ex
    .update(usuario)
    .set({ senhaHash, atualizadoEm: sql`now()` })
    .where(eq(usuario.id, usuarioId));
}
