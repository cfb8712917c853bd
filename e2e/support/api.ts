import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { baseURL, USERS } from './env.ts';

/** Direct API calls for seeding and for setting up users; the UI is what the specs exercise. */
async function call<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (init.body) headers['Content-Type'] = 'application/json';
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const res = await fetch(`${baseURL()}/api/${path}`, { ...init, headers });
  if (!res.ok) {
    const msg = decodeURIComponent(res.headers.get('errormsg') ?? '');
    throw new Error(`${init.method ?? 'GET'} ${path} → ${res.status} ${msg}`);
  }
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Solves the ALTCHA challenge as the widget does and answers its payload. */
export async function solveCaptcha(): Promise<string> {
  const challenge = await call<Challenge>('auth/captcha');
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha sem solução');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export async function apiLogin(email: string, senha: string): Promise<string> {
  const r = await call<{ accessToken: string }>('auth/login', {
    method: 'POST',
    body: JSON.stringify({ email, senha, recaptchaToken: await solveCaptcha() }),
  });
  return r.accessToken;
}

export const adminToken = () => apiLogin(USERS.admin.email, USERS.admin.senha);

/** Gives a user a known password (admin's 'Atribuir Senha'), so password specs never depend on each other. */
export async function setPassword(email: string, senha: string) {
  const token = await adminToken();
  const page = await call<{ content: { id: number; email: string }[] }>('usuario/list?size=100&page=0', {
    method: 'POST',
    token,
    body: JSON.stringify({}),
  });
  const user = page.content.find((u) => u.email === email);
  if (!user) throw new Error(`usuário ${email} não encontrado`);
  await call('usuario/changeUserPassword', {
    method: 'POST',
    token,
    body: JSON.stringify({ idUsuario: user.id, senhaNova: senha, confirmacaoSenha: senha }),
  });
}

export async function createTipoDocumento(
  token: string,
  nome: string,
): Promise<{ id: number; nome: string }> {
  return call('tipoDocumento', { method: 'POST', token, body: JSON.stringify({ nome }) });
}

/**
 * Moves the server's "today" (TEST_CLOCK, platform/relogio.ts) so a term runs out without waiting;
 * `null` brings it back to the real day. A spec that moves it puts it back in its `finally`/afterAll.
 */
export async function definirHoje(dia: string | null) {
  const hoje = dia ?? new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
  await call('teste/relogio', { method: 'PUT', body: JSON.stringify({ hoje }) });
}
