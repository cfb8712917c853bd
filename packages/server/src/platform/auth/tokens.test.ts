import { afterEach, describe, expect, it, vi } from 'vitest';
import { signAccessToken, verifyAccessToken } from './tokens.ts';

const SECRET = 'segredo-de-teste-com-pelo-menos-32-caracteres';
const claims = { sub: '7', scope: 'PROCESSO_CONSTITUICAO_CREDITO_CONSULTAR', orgao: 3, sid: 'sessao-1' };

describe('verifyAccessToken: a verified token is kept, never beyond what verifying again would answer', () => {
  afterEach(() => vi.useRealTimers());

  it('answers the claims again and again, and nothing once the token has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T12:00:00Z'));
    const token = await signAccessToken(claims, SECRET, 60);
    expect(await verifyAccessToken(token, SECRET)).toEqual(claims);
    vi.setSystemTime(new Date('2026-11-26T12:00:59Z'));
    expect(await verifyAccessToken(token, SECRET)).toEqual(claims);
    vi.setSystemTime(new Date('2026-11-26T12:01:00Z'));
    expect(await verifyAccessToken(token, SECRET)).toBeUndefined();
    vi.setSystemTime(new Date('2026-11-26T12:00:30Z'));
    // Verified again (the entry was dropped), so still valid at this time: the cache only answers
    // what the signature check answers.
    expect(await verifyAccessToken(token, SECRET)).toEqual(claims);
  });

  it('does not serve a token verified with one secret to a check with another', async () => {
    const token = await signAccessToken(claims, SECRET, 60);
    expect(await verifyAccessToken(token, SECRET)).toEqual(claims);
    expect(await verifyAccessToken(token, `${SECRET}-outro`)).toBeUndefined();
  });

  it('refuses a token whose signature was altered, even after the original was kept', async () => {
    const token = await signAccessToken(claims, SECRET, 60);
    expect(await verifyAccessToken(token, SECRET)).toEqual(claims);
    const [h, p, s] = token.split('.');
    const alterado = `${h}.${p}.${s!.slice(0, -2)}${s!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await verifyAccessToken(alterado, SECRET)).toBeUndefined();
    const outroPayload = Buffer.from(JSON.stringify({ ...claims, orgao: 99 })).toString('base64url');
    expect(await verifyAccessToken(`${h}.${outroPayload}.${s}`, SECRET)).toBeUndefined();
  });
});
