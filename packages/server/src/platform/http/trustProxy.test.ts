import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { createTestApp } from '../../test/harness.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ TRUST_PROXY: '10.7.7.7, 192.168.50.0/24' });
  // What the server takes as the client's address (the sign-in lockout counts it).
  app.get('/teste/ip', async (request) => ({ ip: request.ip }));
});
afterAll(() => app.close());

const ipVisto = async (remoteAddress: string, xff: string) =>
  (
    await app.inject({ method: 'GET', url: '/teste/ip', remoteAddress, headers: { 'x-forwarded-for': xff } })
  ).json<{ ip: string }>().ip;

describe('TRUST_PROXY', () => {
  it("believes X-Forwarded-For only from the configured proxies' addresses", async () => {
    expect(await ipVisto('10.7.7.7', '203.0.113.5')).toBe('203.0.113.5');
    expect(await ipVisto('192.168.50.20', '203.0.113.6')).toBe('203.0.113.6');
    expect(await ipVisto('10.6.6.6', '203.0.113.7')).toBe('10.6.6.6');
    // A client behind the proxy prepending its own value still gets the address the proxy saw.
    expect(await ipVisto('10.7.7.7', '1.1.1.1, 203.0.113.8')).toBe('203.0.113.8');
  });

  it('is off by default and refuses what is not an address or a network', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/divida-cfg' }).trustProxy).toEqual([]);
    expect(() => loadConfig({ DATA_DIR: '/tmp/divida-cfg', TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: '/tmp/divida-cfg', TRUST_PROXY: '10.0.0.0/33' })).toThrow(
      ConfigError,
    );
  });
});
