import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Ctx } from '../context.ts';
import type { Executor } from '../db/database.ts';
import type { Mailer, Mensagem } from '../mail.ts';
import type { DefinicaoJob } from './jobs.ts';

/**
 * A queued e-mail, sealed (AES-256-GCM): the queue's rows outlive the message by days, and a
 * database copy must not hand out the password links (only their hashes are kept elsewhere) nor
 * the addressees.
 */
export interface EmailNaFila {
  selado: string;
}

declare module './filas.ts' {
  interface FilasDeJobs {
    'enviar-email': EmailNaFila;
  }
}

const chave = (segredo: string) =>
  Buffer.from(hkdfSync('sha256', segredo, Buffer.alloc(0), 'divida-ativa/email-na-fila', 32));

export function selar(segredo: string, m: Mensagem): EmailNaFila {
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', chave(segredo), iv);
  const corpo = Buffer.concat([c.update(JSON.stringify(m), 'utf8'), c.final()]);
  return { selado: Buffer.concat([iv, c.getAuthTag(), corpo]).toString('base64url') };
}

export function abrir(segredo: string, e: EmailNaFila): Mensagem {
  const b = Buffer.from(e.selado, 'base64url');
  const d = createDecipheriv('aes-256-gcm', chave(segredo), b.subarray(0, 12));
  d.setAuthTag(b.subarray(12, 28));
  return JSON.parse(Buffer.concat([d.update(b.subarray(28)), d.final()]).toString('utf8')) as Mensagem;
}

/** Enqueues `m` on `ex`: sent only if the caller's transaction commits, retried until it goes. */
export function enfileirarEmail(ctx: Ctx, ex: Executor, m: Mensagem): Promise<string> {
  return ctx.jobs.enfileirar(ex, 'enviar-email', selar(ctx.config.jwtSecret, m));
}

/**
 * Sends one queued e-mail. A refusal (SMTP 4xx/5xx, connection lost) fails the attempt and the
 * queue retries it: 8 retries doubling from `mailRetrySeconds` (30 s: about 2 to 4 hours in all).
 * The error kept on the job names the SMTP answer, never the addressee.
 */
export function jobEnviarEmail(ctx: {
  config: { jwtSecret: string; mailRetrySeconds: number };
  mailer: Mailer;
}): DefinicaoJob<EmailNaFila> {
  return {
    tentativas: 8,
    esperaSegundos: ctx.config.mailRetrySeconds,
    limiteSegundos: 5 * 60,
    async executar(dados, job) {
      const m = abrir(ctx.config.jwtSecret, dados);
      let r: Awaited<ReturnType<Mailer['send']>>;
      try {
        r = await ctx.mailer.send(m);
      } catch (err) {
        const e = err as { code?: string; responseCode?: number };
        throw new Error(
          `e-mail não enviado: ${[e.code, e.responseCode].filter(Boolean).join(' ') || 'erro'}`,
        );
      }
      if (r.via === 'outbox') job.log.info({ file: r.file }, 'e-mail gravado na caixa de saída');
      return { via: r.via };
    },
  };
}
