import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface Mensagem {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Sends the message; answers where it went (an SMTP server, or an .eml file in the outbox). */
  send(m: Mensagem): Promise<{ via: 'smtp' } | { via: 'outbox'; file: string }>;
  close(): void;
}

/** SMTP when SMTP_URL is set; otherwise .eml files under DATA_DIR/outbox (for a laptop install). */
export function createMailer(opts: { smtpUrl: string | undefined; from: string; dataDir: string }): Mailer {
  if (opts.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(m) {
        await transport.sendMail({ from: opts.from, ...m });
        return { via: 'smtp' };
      },
      close: () => transport.close(),
    };
  }
  const outbox = join(opts.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(m) {
      const info = await transport.sendMail({ from: opts.from, ...m });
      mkdirSync(outbox, { recursive: true });
      const file = join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
      writeFileSync(file, info.message as Buffer);
      return { via: 'outbox', file };
    },
    close: () => transport.close(),
  };
}
