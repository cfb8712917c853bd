import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { mailDir } from './env.ts';

function decodeQuotedPrintable(s: string): string {
  const bytes = s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Waits (polling, no sleeps) for a message to `to` received after `since`, and answers its decoded text. */
export async function waitForMail(to: string, since: number): Promise<string> {
  let found = '';
  await expect
    .poll(
      () => {
        for (const f of readdirSync(mailDir()).sort()) {
          if (Number(f.split('-')[0]) < since) continue;
          const raw = readFileSync(join(mailDir(), f), 'utf8');
          if (raw.startsWith(`X-Envelope-To: ${to}`)) {
            found = decodeQuotedPrintable(raw);
            return true;
          }
        }
        return false;
      },
      { message: `e-mail para ${to}`, timeout: 15_000 },
    )
    .toBe(true);
  return found;
}

const LINK = /https?:\/\/[^\s"'<>]+\/forgotPassword\/[A-Za-z0-9_\-.~%]+/;

/** The reset link of a recovery e-mail, whether its body is quoted-printable or base64. */
export function resetLinkOf(mail: string): string {
  const direct = LINK.exec(mail)?.[0];
  if (direct) return direct;
  const blocks = mail.match(/(?:^[A-Za-z0-9+/=]{16,}\r?\n)+/gm) ?? [];
  for (const b of blocks) {
    const m = LINK.exec(Buffer.from(b.replace(/\s+/g, ''), 'base64').toString('utf8'))?.[0];
    if (m) return m;
  }
  throw new Error(`no reset link in the e-mail:\n${mail.slice(0, 2000)}`);
}
