import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { lt } from 'drizzle-orm';
import { captchaUsado } from './captcha.table.ts';
import type { Db } from '../db/database.ts';
import { sha256 } from './tokens.ts';

/**
 * Self-hosted ALTCHA proof of work (no third-party service). The widget solves the challenge and
 * sends its payload as `recaptchaToken`; a payload is accepted once.
 */
const ALGORITHM = 'SHA-256';
const TTL_MS = 10 * 60 * 1000;

export async function novoDesafio(hmacKey: string): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: 1,
    counter: randomInt(5_000, 20_000),
    deriveKey,
    expiresAt: new Date(Date.now() + TTL_MS),
    hmacSignatureSecret: hmacKey,
    hmacKeySignatureSecret: hmacKey + ':key',
  });
}

function parsePayload(token: string): Payload | undefined {
  for (const text of [token, Buffer.from(token, 'base64').toString('utf8')]) {
    try {
      const p = JSON.parse(text) as Payload;
      if (p && typeof p === 'object' && p.challenge && p.solution) return p;
    } catch {
      // not this encoding
    }
  }
  return undefined;
}

/** True when the payload solves a challenge of ours that is unexpired and was never used. */
export async function verificarCaptcha(db: Db, hmacKey: string, token: string): Promise<boolean> {
  const payload = parsePayload(token);
  if (!payload?.challenge.signature) return false;
  let verified = false;
  try {
    const r = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: hmacKey,
      hmacKeySignatureSecret: hmacKey + ':key',
    });
    verified = r.verified;
  } catch {
    verified = false;
  }
  if (!verified) return false;
  const expiresAt = payload.challenge.parameters.expiresAt;
  const expiraEm = new Date(
    typeof expiresAt === 'number' ? expiresAt * (expiresAt < 1e12 ? 1000 : 1) : Date.now() + TTL_MS,
  );
  await db.delete(captchaUsado).where(lt(captchaUsado.expiraEm, new Date()));
  const inserted = await db
    .insert(captchaUsado)
    .values({ id: sha256(payload.challenge.signature), expiraEm })
    .onConflictDoNothing()
    .returning({ id: captchaUsado.id });
  return inserted.length === 1;
}
