import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from './bancoRetorno.ts';

/** `npm run banco:retorno` (issue 36 item 13, R-3): the server's database or a clear refusal. */
describe('banco:retorno', () => {
  const env = { ...process.env };
  afterEach(() => {
    process.env = { ...env };
    process.exitCode = undefined;
    vi.restoreAllMocks();
  });

  it('refuses a DATA_DIR without the embedded database, naming it, and creates nothing there', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'banco-retorno-'));
    try {
      delete process.env.DATABASE_URL;
      process.env.DATA_DIR = dir;
      // no server answers there (the check of a running embedded server)
      process.env.PORT = '9';
      const erros: string[] = [];
      vi.spyOn(console, 'error').mockImplementation((m: unknown) => void erros.push(String(m)));
      await main(['--orgao', 'INEA', '--saida', join(dir, 'retorno.ret')]);
      expect(process.exitCode).toBe(1);
      expect(erros.join('\n')).toContain(`Não há banco embutido em ${join(dir, 'db')}.`);
      expect(erros.join('\n')).toContain('mesmo DATA_DIR do servidor');
      expect(existsSync(join(dir, 'db'))).toBe(false);
      expect(existsSync(join(dir, 'retorno.ret'))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
