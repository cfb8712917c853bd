import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

describe('request logs', () => {
  it('carry a request id and never the query string (list filters carry CPFs)', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, cb) {
        lines.push(String(chunk));
        cb();
      },
    });
    const dir = mkdtempSync(join(tmpdir(), 'log-'));
    const config = loadConfig(
      { DATA_DIR: dir, WEB_DIST: join(dir, 'none') },
      { database: { kind: 'pglite', dataDir: undefined }, demo: false },
    );
    const app = await buildApp(config, {
      loggerInstance: pino(loggerOptions(config) as pino.LoggerOptions, sink),
    });
    try {
      const res = await app.inject({
        method: 'GET',
        url: '/api/health?cpf=52998224725',
        headers: { 'x-request-id': 'pedido-123', authorization: 'Bearer segredo' },
      });
      expect(res.headers['x-request-id']).toBe('pedido-123');
      const log = lines.join('');
      expect(log).toContain('"url":"/api/health"');
      expect(log).toContain('pedido-123');
      expect(log).not.toContain('52998224725');
      expect(log).not.toContain('segredo');
    } finally {
      await app.close();
    }
  });
});
