import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const base = {
  DATA_DIR: '/tmp/divida-cfg-demo',
  JWT_SECRET: 'x'.repeat(32),
  CAPTCHA_HMAC_KEY: 'y'.repeat(32),
};
const PG = 'postgres://postgres@127.0.0.1:5432/qualquer';

describe('the demo office: only on the embedded database or when asked for', () => {
  it('is loaded on the embedded database without ADMIN_PASSWORD, not with it', () => {
    expect(loadConfig(base).demo).toBe(true);
    expect(loadConfig({ ...base, ADMIN_PASSWORD: 'UmaSenha123' }).demo).toBe(false);
  });

  it('on PostgreSQL: refused without ADMIN_PASSWORD, unless DEMO_DATA=true asks for the demo', () => {
    expect(() => loadConfig({ ...base, DATABASE_URL: PG })).toThrow(ConfigError);
    expect(loadConfig({ ...base, DATABASE_URL: PG, ADMIN_PASSWORD: 'UmaSenha123' }).demo).toBe(false);
    expect(loadConfig({ ...base, DATABASE_URL: PG, DEMO_DATA: 'true' }).demo).toBe(true);
    expect(() => loadConfig({ ...base, DATABASE_URL: PG, DEMO_DATA: 'sim' })).toThrow(ConfigError);
  });
});
