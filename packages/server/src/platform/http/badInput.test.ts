import { TODAS_PERMISSOES } from '@divida/domain/permissions';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, createTestApp, login, problemOf, seedOrgao, seedUsuario } from '../../test/harness.ts';

/**
 * Every operation the API documents (`/api/docs/json`), thrown malformed and hostile input:
 * malformed JSON, wrong types, impossible dates, huge numbers, 10,000-character strings and bad
 * path and query values. The answer is a 4xx with the error contract in Portuguese (or a 2xx when
 * the input happens to be valid), never a 5xx. One app and database for the whole file.
 */
let app: FastifyInstance;
let token: string;

interface Operacao {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body: string[];
  query: string[];
  params: string[];
}
let operacoes: Operacao[] = [];

/** Calls that would end the session every later case uses; their own tests cover them. */
const FORA = new Set(['POST /api/auth/logout']);

type Schema = { properties?: Record<string, unknown>; items?: Schema; anyOf?: Schema[]; type?: string };
function propriedades(s: Schema | undefined): string[] {
  if (!s) return [];
  if (s.properties) return Object.keys(s.properties);
  if (s.items) return propriedades(s.items);
  if (s.anyOf) return [...new Set(s.anyOf.flatMap(propriedades))];
  return [];
}

beforeAll(async () => {
  app = await createTestApp();
  const o = await seedOrgao(app);
  const u = await seedUsuario(app, { orgaoCredorId: o.id, permissoes: [...TODAS_PERMISSOES] });
  token = (await login(app, u.email, u.senha)).accessToken;
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<
      string,
      Record<string, { parameters?: { in: string; name: string }[]; requestBody?: unknown }>
    >;
  };
  for (const [path, metodos] of Object.entries(doc.paths)) {
    for (const [m, op] of Object.entries(metodos)) {
      const method = m.toUpperCase() as Operacao['method'];
      if (FORA.has(`${method} ${path}`)) continue;
      const rb = op.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined;
      const json = rb?.content?.['application/json']?.schema;
      operacoes.push({
        method,
        path,
        body: propriedades(json),
        query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        params: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      });
    }
  }
  operacoes = operacoes.filter((o) => o.path !== '/api/docs/json');
}, 180_000);
afterAll(() => app.close());

const DATAS_IMPOSSIVEIS = ['2020-02-31', '0000-01-01', '2026-13-01', '2026-1-1'];
const TEXTO_LONGO = 'x'.repeat(10_000);
/** English words of library messages (zod, Fastify); Portuguese text has none of them. */
const INGLES =
  /\b(expected|invalid|required|received|must|should|too (big|small)|string|number|unrecognized|input|characters?)\b/i;

const mensagens: { op: string; texto: string }[] = [];
/** 5xx answers, gathered so that one run lists every operation that fails. */
const falhas: string[] = [];

function expectContrato(op: string, res: LightMyRequestResponse) {
  if (res.statusCode >= 500) {
    falhas.push(`${op} ${res.raw.req.url?.slice(0, 120)} → ${res.statusCode}`);
    return;
  }
  if (res.statusCode >= 400) {
    const p = problemOf(res);
    const sem =
      !p.errormsg ||
      !(Number(p.errorcode) > 0) ||
      (p.errorfields && p.errorfields.length !== p.errormessages?.length);
    if (sem)
      falhas.push(`${op} ${res.raw.req.url?.slice(0, 120)} → ${res.statusCode} sem o contrato de erro`);
    for (const texto of [p.errormsg ?? '', ...(p.errormessages ?? [])]) mensagens.push({ op, texto });
  }
}

/** The path with its parameters replaced (`{id}` → `valor`). */
const url = (o: Operacao, valor: string, query = '') =>
  o.path.replace(/\{[^}]+\}/g, valor) + (query ? `?${query}` : '');

function corpos(o: Operacao): unknown[] {
  const todos = (v: unknown) => Object.fromEntries(o.body.map((f) => [f, v]));
  const datas = o.body.filter((f) => /^(data|vencimento|primeiroVencimento)/i.test(f));
  return [
    {},
    todos(12345),
    todos({ a: [1, 'a'] }),
    todos(TEXTO_LONGO),
    todos(1e308),
    todos(123456789012345.67),
    [todos('1')],
    ...(datas.length > 0
      ? DATAS_IMPOSSIVEIS.map((d) => ({ ...todos('1'), ...Object.fromEntries(datas.map((f) => [f, d])) }))
      : []),
  ];
}

/** The requests of one operation: bad path values, query values and bodies. */
async function provar(o: Operacao) {
  const op = `${o.method} ${o.path}`;
  const id = o.params.length > 0 ? '999999' : '';
  const send = (u: string, extra: { headers?: Record<string, string>; payload?: string | object } = {}) =>
    app.inject({ method: o.method, url: u, headers: bearerOf(token), ...extra });

  // Path parameters: not a number, beyond the integer, longer than the router takes.
  if (o.params.length > 0)
    for (const p of ['abc', '99999999999999999999', TEXTO_LONGO, '2020-02-31'])
      expectContrato(op, await send(url(o, encodeURIComponent(p))));

  // Query: paging garbage, impossible dates and long text in every declared parameter.
  if (o.query.length > 0) {
    const qs = [
      'size=1000&page=-1',
      `size=abc&page=1e400&sort=${'x'.repeat(2000)}`,
      ...DATAS_IMPOSSIVEIS.map((d) => o.query.map((q) => `${q}=${d}`).join('&')),
      o.query.map((q) => `${q}=${TEXTO_LONGO}`).join('&'),
    ];
    for (const q of qs) expectContrato(op, await send(url(o, id || '1', q)));
  }

  if (o.method === 'GET' || o.method === 'DELETE') return;
  // Malformed JSON and bodies that are not objects.
  for (const raw of ['{"a":', 'null', '12']) {
    expectContrato(
      op,
      await send(url(o, id), {
        headers: { ...bearerOf(token), 'content-type': 'application/json' },
        payload: raw,
      }),
    );
  }
  for (const payload of corpos(o)) expectContrato(op, await send(url(o, id), { payload: payload as object }));
}

describe('bad input never yields a 5xx', () => {
  it('the API documents every operation', () => {
    expect(operacoes.length).toBeGreaterThan(120);
  });

  it('every operation, every kind of bad input', async () => {
    // a few operations at a time: PostgreSQL (CI) serves them in parallel
    const fila = [...operacoes];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let o = fila.shift(); o; o = fila.shift()) await provar(o);
      }),
    );
    expect(falhas).toEqual([]);
  }, 600_000);

  it('answers in Portuguese', () => {
    const ingles = new Map(mensagens.filter((m) => INGLES.test(m.texto)).map((m) => [m.texto, m.op]));
    expect([...ingles]).toEqual([]);
  });
});
