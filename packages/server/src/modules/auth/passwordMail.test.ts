import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ate, createTestApp, seedOrgao, seedUsuario } from '../../test/harness.ts';
import { enviarBoasVindas } from './auth.service.ts';

/**
 * A real SMTP server on loopback that refuses the next `recusar` messages with a temporary error
 * (451), as a busy or greylisting server does, then accepts.
 */
const inbox: { to: string; raw: string }[] = [];
let recusar = 0;
let recusadas = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    stream.on('end', () => {
      if (recusar > 0) {
        recusar--;
        recusadas++;
        return callback(
          Object.assign(new Error('Servidor ocupado, tente mais tarde'), { responseCode: 451 }),
        );
      }
      inbox.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
      callback();
    });
  },
});

let app: FastifyInstance;
let orgaoId: number;

beforeAll(async () => {
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  const port = (smtp.server.address() as AddressInfo).port;
  app = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    PUBLIC_URL: 'http://app.teste',
    MAIL_RETRY_SECONDS: '1',
  });
  orgaoId = (await seedOrgao(app)).id;
});
afterAll(async () => {
  await app.close();
  smtp.close();
});

describe('password e-mails survive SMTP failures', () => {
  it('a reset e-mail refused twice by the SMTP server is sent again until it arrives', async () => {
    const u = await seedUsuario(app, { orgaoCredorId: orgaoId, permissoes: [] });
    recusar = 2;
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/recoverPassword',
      payload: { email: u.email },
    });
    expect(res.statusCode).toBe(200);
    const mail = await ate(() => inbox.find((m) => m.to === u.email), 30_000);
    expect(recusadas).toBe(2);
    expect(mail.raw).toMatch(/forgotPassword\//);
    // Sent once: the retries stopped at the first success.
    expect(inbox.filter((m) => m.to === u.email)).toHaveLength(1);
  });
});

describe('password e-mails go with their transaction', () => {
  it('a welcome e-mail queued in a transaction that rolls back is never sent', async () => {
    const perdido = await seedUsuario(app, { orgaoCredorId: orgaoId, permissoes: [] });
    await expect(
      app.ctx.db.transaction(async (tx) => {
        await enviarBoasVindas(app.ctx, tx, perdido);
        throw new Error('desfaz');
      }),
    ).rejects.toThrow('desfaz');
    // A later e-mail has gone out, so the queue ran after the rollback.
    const u = await seedUsuario(app, { orgaoCredorId: orgaoId, permissoes: [] });
    await app.ctx.db.transaction((tx) => enviarBoasVindas(app.ctx, tx, u));
    await ate(() => inbox.find((m) => m.to === u.email));
    expect(inbox.filter((m) => m.to === perdido.email)).toEqual([]);
  });

  it('keeps neither the link nor the addressee readable in the queue', async () => {
    const u = await seedUsuario(app, { orgaoCredorId: orgaoId, permissoes: [] });
    await app.inject({ method: 'POST', url: '/api/auth/recoverPassword', payload: { email: u.email } });
    const mail = await ate(() => inbox.find((m) => m.to === u.email));
    const token = /forgotPassword\/([\w-]+)/.exec(mail.raw.replace(/=\r?\n/g, ''))![1]!;
    const { rows } = (await app.ctx.db.execute(
      sql`select data::text as data from pgboss.job where name = 'enviar-email'
          union all select data::text from pgboss.archive where name = 'enviar-email'`,
    )) as unknown as { rows: { data: string }[] };
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.data).not.toContain(u.email);
      expect(r.data).not.toContain(token);
    }
  });
});
