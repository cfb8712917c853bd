import { MENSAGENS } from '@divida/domain/errors';
import { podeAlterarRegistroCompartilhado, podeAtuarSobrePerfil } from '@divida/domain/permissions';
import type { AuthUser } from '../context.ts';
import { AppError } from '../errors.ts';

/**
 * The server's half of the domain rule podeAtuarSobrePerfil: acting on a profile (or on a user who
 * holds it) that carries a permission the caller lacks is refused with 403. `field` places the
 * message on the form field that chose the profile.
 */
export function assertPodeAtuarSobrePerfil(actor: AuthUser, permissoes: readonly string[], field?: string) {
  if (podeAtuarSobrePerfil(actor.permissoes, permissoes)) return;
  throw new AppError(
    'FORBIDDEN',
    MENSAGENS.perfilAlemDoAlcance,
    field ? [{ field, message: MENSAGENS.perfilAlemDoAlcance }] : [],
  );
}

/**
 * The server's half of podeAlterarRegistroCompartilhado: a body's user creating, changing, deleting
 * or running a record every body shares (a profile, a document type, an office-wide job) is refused
 * with 403, in words that say why (`inclusao`: a new record of such a register).
 */
export function assertPodeAlterarCompartilhado(actor: AuthUser, inclusao = false) {
  if (podeAlterarRegistroCompartilhado(actor.permissoes)) return;
  throw new AppError(
    'FORBIDDEN',
    inclusao ? MENSAGENS.cadastroCompartilhado : MENSAGENS.registroCompartilhado,
  );
}
