import { TODAS_PERMISSOES } from '@divida/domain/permissions';
import Ajv from 'ajv';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, createTestApp, login, seedOrgao, seedUsuario } from '../../test/harness.ts';

/**
 * The API as its document (/api/docs/json) says it (issue 37 §6): every operation declares the
 * statuses the platform answers for it, public routes are marked `security: []`, and a request
 * made from the document's schemas alone is never refused for its format; whatever the server
 * answers it, the status, the media type and the body are the ones declared.
 */

type Schema = Record<string, unknown> & {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  $ref?: string;
};
interface Operacao {
  parameters?: { in: string; name: string; required?: boolean; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
  security?: unknown[];
}
interface Documento {
  paths: Record<string, Record<string, Operacao>>;
  components: { schemas: Record<string, Schema> };
  security: unknown[];
}

const PUBLICAS = [
  'GET /api/health',
  'GET /api/auth/captcha',
  'POST /api/auth/login',
  'POST /api/auth/recoverPassword',
  'POST /api/auth/resetPassword',
  // the debtor portal's sign-in: anonymous by nature, redirects to and from the provider
  'GET /api/portal/sessao/entrar',
  'GET /api/portal/sessao/retorno',
];

/** Operations that end the admin's session or remove records: made last, in this order. */
const POR_ULTIMO = [/^DELETE /, /changePassword|changeUserPassword/, /^POST \/api\/auth\/logout$/];
const ordem = (op: string) => {
  const i = POR_ULTIMO.findIndex((r) => r.test(op));
  return i < 0 ? -1 : i;
};

/**
 * Refusals of a rule between fields, which a JSON Schema does not state: the generated titular and
 * co-debtor share the document's example; a text of blanks is shorter once trimmed. Only these
 * messages, on this operation; any other refusal of a schema-valid request is a finding.
 */
const REGRAS_ENTRE_CAMPOS: Record<string, RegExp> = {
  'POST /api/processoConstituicaoCredito':
    /O devedor titular não pode ser um corresponsável|deve ter no mínimo 30 caracteres|^Necessário informar/,
};
const soRegrasEntreCampos = (nome: string, recusa: string) => {
  const regra = REGRAS_ENTRE_CAMPOS[nome];
  if (!regra) return false;
  const erros = JSON.parse(recusa) as { message: string }[];
  return erros.every((e) => regra.test(e.message));
};

let app: FastifyInstance;
let doc: Documento;
let token: string;
/** Requests refused by their schema (the validator's own 400), by request id. */
const recusadasPeloEsquema = new Map<string, string>();

beforeAll(async () => {
  app = await createTestApp();
  app.addHook('onError', async (request, _reply, error) => {
    if (hasZodFastifySchemaValidationErrors(error))
      recusadasPeloEsquema.set(request.id, JSON.stringify(error.validation));
  });
  const orgao = await seedOrgao(app, 'OPENAPI');
  const admin = await seedUsuario(app, { orgaoCredorId: orgao.id, permissoes: [...TODAS_PERMISSOES] });
  token = (await login(app, admin.email, admin.senha)).accessToken;
  doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as Documento;
});
afterAll(() => app.close());

const operacoes = () =>
  Object.entries(doc.paths).flatMap(([path, ms]) =>
    Object.entries(ms).map(([m, op]) => ({ nome: `${m.toUpperCase()} ${path}`, metodo: m, path, op })),
  );

const resolver = (s: Schema): Schema =>
  s.$ref ? resolver(doc.components.schemas[s.$ref.replace('#/components/schemas/', '')]!) : s;

// ---- a valid value of a schema (OpenAPI 3.0's JSON Schema, as zod writes it) ----

const AMOSTRAS_FORMATO: Record<string, unknown> = {
  email: 'pessoa@exemplo.gov.br',
  uuid: '0b6c3f9e-2f43-4d59-9a41-7d2f5b8c1e20',
  date: '2026-03-10',
  'date-time': '2026-03-10T12:00:00.000Z',
};

function valor(bruto: Schema, nome = ''): unknown {
  const s = resolver(bruto);
  if (s.example !== undefined) return s.example;
  if (Array.isArray(s.examples) && s.examples.length > 0) return s.examples[0];
  // a default is the server's own choice: a value made from the pattern or the format tests the schema
  if (s.default !== undefined && !s.pattern && !s.format) return s.default;
  if (s.enum) return s.enum.find((v) => v !== null) ?? s.enum[0];
  if (s.allOf) return Object.assign({}, ...s.allOf.map((x) => valor(x, nome)));
  const ramos = s.anyOf ?? s.oneOf;
  if (ramos) {
    const naoNulos = ramos.filter((r) => !(resolver(r).enum?.length === 1 && resolver(r).enum![0] === null));
    // the richest branch: an object over a literal, a value over an empty one
    const ramo = naoNulos.find((r) => resolver(r).type === 'object') ?? naoNulos.at(-1) ?? ramos[0]!;
    return valor(ramo, nome);
  }
  switch (s.type) {
    case 'object': {
      const o: Record<string, unknown> = {};
      for (const [k, p] of Object.entries(s.properties ?? {})) o[k] = valor(p, k);
      return o;
    }
    case 'array': {
      const n = Math.max(Number(s.minItems ?? 1), 1);
      return Array.from({ length: Math.min(n, Number(s.maxItems ?? n)) }, () => valor(s.items ?? {}, nome));
    }
    case 'integer':
    case 'number':
      return numero(s);
    case 'boolean':
      return true;
    case 'string':
      return texto(s);
    default:
      return 'x';
  }
}

function numero(s: Schema): number {
  const min = typeof s.minimum === 'number' ? s.minimum + (s.exclusiveMinimum === true ? 1 : 0) : 1;
  const max = typeof s.maximum === 'number' ? s.maximum - (s.exclusiveMaximum === true ? 1 : 0) : Infinity;
  return Math.min(Math.max(min, 1), max);
}

function texto(s: Schema): string {
  const min = Number(s.minLength ?? 0);
  const max = Number(s.maxLength ?? 1000);
  const cabe = (v: string) => v.length >= min && v.length <= max;
  const padrao = typeof s.pattern === 'string' ? new RegExp(s.pattern, 'u') : undefined;
  const serve = (v: unknown): v is string => typeof v === 'string' && cabe(v) && (!padrao || padrao.test(v));
  const doFormato = typeof s.format === 'string' ? AMOSTRAS_FORMATO[s.format] : undefined;
  if (serve(doFormato)) return doFormato;
  if (padrao) {
    // fast-check makes no lookaheads: made without them, kept when the whole pattern holds
    const sem = new RegExp(String(s.pattern).replace(/\(\?[=!][^()]*\)/g, ''), 'u');
    const arb = fc.stringMatching(sem).filter((v) => cabe(v) && padrao.test(v));
    return fc.sample(arb, { seed: 37, numRuns: 1 })[0]!;
  }
  const base = 'Teste'.padEnd(min, 'x');
  return base.slice(0, Math.max(min, Math.min(base.length, max)));
}

// ---- the answer against what the document declares ----

/** OpenAPI 3.0's dialect (nullable, boolean exclusive bounds) in the JSON Schema ajv reads. */
function paraJsonSchema(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(paraJsonSchema);
  if (v === null || typeof v !== 'object') return v;
  const s = Object.fromEntries(Object.entries(v).map(([k, x]) => [k, paraJsonSchema(x)])) as Schema;
  if (typeof s.$ref === 'string') s.$ref = s.$ref.replace('#/components/schemas/', '#/definitions/');
  for (const [exclusivo, limite] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (s[exclusivo] === true) s[exclusivo] = s[limite];
    if (s[exclusivo] === true || s[exclusivo] === false) delete s[exclusivo];
    if (s[exclusivo] !== undefined) delete s[limite];
  }
  if (s.nullable === true) {
    delete s.nullable;
    if (s.enum) s.enum = [...s.enum, null];
    return { anyOf: [s, { type: 'null' }] };
  }
  delete s.nullable;
  delete s.example;
  return s;
}

const ajv = new Ajv({ allErrors: true, unknownFormats: 'ignore' });
const validadores = new Map<Schema, ReturnType<typeof ajv.compile>>();
function validar(schema: Schema, body: unknown) {
  let v = validadores.get(schema);
  if (!v) {
    v = ajv.compile({
      ...(paraJsonSchema(schema) as object),
      definitions: paraJsonSchema(doc.components.schemas) as object,
    });
    validadores.set(schema, v);
  }
  return v(body) ? [] : (v.errors ?? []).map((e) => `${e.dataPath} ${e.message}`);
}

describe('the API document', () => {
  it('declares the statuses the platform answers for every operation', () => {
    const faltam: string[] = [];
    for (const { nome, path, op } of operacoes()) {
      const declarados = Object.keys(op.responses).map(Number);
      const publica = Array.isArray(op.security) && op.security.length === 0;
      const esperados = [500, 503];
      if (path.includes('{') || op.requestBody || op.parameters?.length) esperados.push(400);
      if (path.includes('{')) esperados.push(404);
      if (!publica) esperados.push(401, 403, 404);
      if (op.requestBody) esperados.push(413, 415);
      for (const s of esperados) if (!declarados.includes(s)) faltam.push(`${nome}: ${s}`);
      // the probe answers its own state when the database is down, not a problem
      for (const s of declarados.filter((x) => x >= 400 && !(nome === 'GET /api/health' && x === 503))) {
        const tipos = Object.keys(op.responses[s]!.content ?? {});
        if (tipos.join() !== 'application/problem+json') faltam.push(`${nome}: ${s} não é um Problema`);
      }
    }
    expect(faltam).toEqual([]);
  });

  it('marks the public routes, and only them, with no security', () => {
    const publicas = operacoes()
      .filter(({ op }) => Array.isArray(op.security) && op.security.length === 0)
      .map((o) => o.nome);
    expect(publicas.sort()).toEqual([...PUBLICAS].sort());
    expect(doc.security).toEqual([{ bearer: [] }]);
  });

  it('never refuses a request made from the schemas for its format, and answers only what it declares', async () => {
    const problemas: string[] = [];
    const ops = operacoes().sort((a, b) => ordem(a.nome) - ordem(b.nome));
    for (const { nome, metodo, path, op } of ops) {
      const params = op.parameters ?? [];
      let url = path;
      for (const p of params.filter((x) => x.in === 'path'))
        url = url.replace(`{${p.name}}`, encodeURIComponent(String(valor(p.schema, p.name))));
      const query = new URLSearchParams();
      for (const p of params.filter((x) => x.in === 'query'))
        query.set(p.name, String(valor(p.schema, p.name)));
      const headers: Record<string, string> = { ...bearerOf(token) };
      for (const p of params.filter((x) => x.in === 'header'))
        headers[p.name] = String(valor(p.schema, p.name));
      const json = op.requestBody?.content['application/json'];
      const payload = json ? JSON.stringify(valor(json.schema)) : undefined;
      if (payload) headers['content-type'] = 'application/json';
      const res = await app.inject({
        method: metodo.toUpperCase() as 'GET',
        url: query.size > 0 ? `${url}?${query}` : url,
        headers,
        ...(payload ? { payload } : {}),
      });
      const pedido = `${nome} ${url}${query.size > 0 ? `?${query}` : ''} ${payload ?? ''}`;
      const recusa = recusadasPeloEsquema.get(String(res.headers['x-request-id']));
      // a 400 of the request's content (a wrong password, a month not over) is the service's, declared
      if (recusa && !soRegrasEntreCampos(nome, recusa))
        problemas.push(`${pedido}: recusado pelo esquema ${recusa}`);
      if (res.statusCode >= 500) problemas.push(`${pedido}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      const declarada = op.responses[res.statusCode];
      if (!declarada) {
        problemas.push(`${pedido}: ${res.statusCode} não declarado`);
        continue;
      }
      // a redirect (the portal's sign-in) sends no body
      if (res.statusCode >= 300 && res.statusCode < 400 && res.body === '') continue;
      const tipo = String(res.headers['content-type'] ?? '').split(';')[0]!;
      const conteudo = declarada.content?.[tipo];
      if (!conteudo) {
        problemas.push(`${pedido}: ${res.statusCode} em ${tipo}, não declarado`);
        continue;
      }
      if (tipo.endsWith('json')) {
        const erros = validar(conteudo.schema, res.json());
        if (erros.length > 0) problemas.push(`${pedido}: corpo ${res.statusCode} fora do esquema ${erros}`);
      }
    }
    expect(problemas).toEqual([]);
  });
});
