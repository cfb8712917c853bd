import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const base = {
  DATA_DIR: '/tmp/divida-cfg-host',
  JWT_SECRET: 'x'.repeat(32),
  CAPTCHA_HMAC_KEY: 'y'.repeat(32),
};

describe('HOST: the address the server listens on', () => {
  it('is every interface by default, as the README says', () => {
    expect(loadConfig(base).host).toBe('0.0.0.0');
  });

  it('is the one given: the loopback behind a reverse proxy', () => {
    expect(loadConfig({ ...base, HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
    expect(loadConfig({ ...base, HOST: '::1' }).host).toBe('::1');
  });

  it('an empty HOST= (an env file) is the default, not an address the listener guesses', () => {
    expect(loadConfig({ ...base, HOST: ' ' }).host).toBe('0.0.0.0');
    expect(loadConfig({ ...base, HOST: '' }).host).toBe('0.0.0.0');
  });
});
