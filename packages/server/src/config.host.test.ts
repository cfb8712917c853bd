import { describe, expect, it } from 'vitest';
import { linhaDePartida, loadConfig } from './config.ts';

const base = {
  DATA_DIR: '/tmp/divida-cfg-host',
  JWT_SECRET: 'x'.repeat(32),
  CAPTCHA_HMAC_KEY: 'y'.repeat(32),
};
const postgres = {
  ...base,
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/divida',
  ADMIN_EMAIL: 'admin@orgao.gov.br',
  ADMIN_PASSWORD: 'umaSenhaForte1',
};

describe('HOST: the address the server listens on', () => {
  it('on the embedded demo database (known passwords) is the loopback, and the start line says where to open it', () => {
    const c = loadConfig(base);
    expect(c.host).toBe('127.0.0.1');
    expect(c.publicUrl).toBe('http://127.0.0.1:3000');
    expect(linhaDePartida(c)).toBe(
      'Dívida Ativa pronta: abra http://127.0.0.1:3000 (banco: pglite; escutando só em 127.0.0.1)',
    );
  });

  it('with DATABASE_URL is every interface by default, as the README says', () => {
    const c = loadConfig(postgres);
    expect(c.host).toBe('0.0.0.0');
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(linhaDePartida(c)).toBe(
      'Dívida Ativa pronta: abra http://localhost:3000 (banco: postgres; escutando em todas as interfaces)',
    );
  });

  it('is the one given: the loopback behind a reverse proxy, or every interface for the demo', () => {
    expect(loadConfig({ ...postgres, HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
    expect(loadConfig({ ...base, HOST: '::1' }).host).toBe('::1');
    expect(loadConfig({ ...base, HOST: '::1', PORT: '4000' }).publicUrl).toBe('http://[::1]:4000');
    expect(loadConfig({ ...base, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    // an address given is the one to open
    const proxy = loadConfig({ ...postgres, HOST: '127.0.0.1', PUBLIC_URL: 'https://divida.orgao.gov.br/' });
    expect(linhaDePartida(proxy)).toMatch(/^Dívida Ativa pronta: abra https:\/\/divida\.orgao\.gov\.br \(/);
  });

  it('an empty HOST= (an env file) is the default, not an address the listener guesses', () => {
    expect(loadConfig({ ...base, HOST: ' ' }).host).toBe('127.0.0.1');
    expect(loadConfig({ ...postgres, HOST: '' }).host).toBe('0.0.0.0');
  });
});
