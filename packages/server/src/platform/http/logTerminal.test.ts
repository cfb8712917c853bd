import { Writable } from 'node:stream';
import type pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { loggerDoServidor } from './logTerminal.ts';

const config = loadConfig({
  DATA_DIR: '/tmp/divida-log-tty',
  JWT_SECRET: 'x'.repeat(32),
  CAPTCHA_HMAC_KEY: 'y'.repeat(32),
});

/** A stdout that keeps what is written, a terminal or not. */
function saida(isTTY: boolean) {
  const linhas: string[] = [];
  const s = Object.assign(
    new Writable({
      write(chunk, _enc, cb) {
        linhas.push(String(chunk));
        cb();
      },
    }),
    { isTTY },
  );
  return { s, texto: () => linhas.join('') };
}

describe('npm start in a terminal: readable log lines', () => {
  it('stdout a terminal: pino-pretty, a line a person reads (level, message, fields), no JSON', async () => {
    const { s, texto } = saida(true);
    const log = await loggerDoServidor(loggerOptions(config) as pino.LoggerOptions, s);
    log.info(
      { req: { id: 'r1', method: 'GET', url: '/api/devedor/cpfCnpj/52998224725?x=1' } },
      'servidor pronto',
    );
    const linha = texto();
    expect(linha).toMatch(/INFO.*servidor pronto/);
    expect(() => JSON.parse(linha)).toThrow();
    // the serializers still apply: the path only, a CPF masked
    expect(linha).toContain('/api/devedor/cpfCnpj/***');
    expect(linha).not.toContain('52998224725');
  });

  it('stdout a file or a pipe (a service, a collector): JSON lines', async () => {
    const { s, texto } = saida(false);
    const log = await loggerDoServidor(loggerOptions(config) as pino.LoggerOptions, s);
    log.info('servidor pronto');
    expect(JSON.parse(texto())).toMatchObject({ level: 30, msg: 'servidor pronto' });
  });
});
