import { MENSAGENS_AUTH } from '@divida/domain/auth/auth.schema';
import { and, eq, gt, lt, max, min } from 'drizzle-orm';
import { countAll, type Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { horaSaoPaulo } from '../../platform/http/rateLimit.ts';
import { tentativaLogin } from './auth.table.ts';

/** 5 failed sign-ins for one e-mail, or 20 from one address, within 15 minutes (platform issue). */
export const JANELA_MS = 15 * 60 * 1000;
export const MAX_POR_EMAIL = 5;
export const MAX_POR_IP = 20;

/**
 * Until when `valor` is blocked, if it is. Failures count from the window's start or, for an
 * e-mail, from its last successful sign-in (whoever signed in knew the password); a success from
 * an address does not clear that address's failures on other e-mails.
 */
async function bloqueio(
  db: Db,
  col: typeof tentativaLogin.email | typeof tentativaLogin.ip,
  valor: string,
  limite: number,
) {
  let desde = new Date(Date.now() - JANELA_MS);
  if (col === tentativaLogin.email) {
    const [s] = await db
      .select({ em: max(tentativaLogin.em) })
      .from(tentativaLogin)
      .where(and(eq(col, valor), eq(tentativaLogin.sucesso, true), gt(tentativaLogin.em, desde)));
    if (s?.em) desde = new Date(s.em);
  }
  const [r] = await db
    .select({ n: countAll(), primeira: min(tentativaLogin.em) })
    .from(tentativaLogin)
    .where(and(eq(col, valor), eq(tentativaLogin.sucesso, false), gt(tentativaLogin.em, desde)));
  if (!r || r.n < limite || !r.primeira) return undefined;
  return new Date(new Date(r.primeira).getTime() + JANELA_MS);
}

/** Refuses (429) while the e-mail or the address has too many recent failures. */
export async function verificarBloqueio(db: Db, email: string, ip: string): Promise<void> {
  const ate =
    (await bloqueio(db, tentativaLogin.email, email, MAX_POR_EMAIL)) ??
    (await bloqueio(db, tentativaLogin.ip, ip, MAX_POR_IP));
  if (ate) {
    const segundos = Math.max(1, Math.ceil((ate.getTime() - Date.now()) / 1000));
    throw new AppError('THROTTLED', MENSAGENS_AUTH.muitasTentativas(horaSaoPaulo(ate)), [], {
      'retry-after': String(segundos),
    });
  }
}

export async function registrarTentativa(db: Db, email: string, ip: string, sucesso: boolean): Promise<void> {
  await db.insert(tentativaLogin).values({ email: email.slice(0, 100), ip: ip.slice(0, 60), sucesso });
  // Old attempts are useless: keep the table small.
  await db.delete(tentativaLogin).where(lt(tentativaLogin.em, new Date(Date.now() - 2 * JANELA_MS)));
}
