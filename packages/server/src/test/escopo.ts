import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearerOf, problemOf } from './harness.ts';

/** One call on a record: its read, write, print, download, delete... */
export interface Pedido {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: object;
}

/**
 * Proves an area's data scope on one record of body B: every call by a caller of body A answers
 * 404 (as if the record did not exist, never 403), and the same calls by a caller who may reach
 * the record answer something else (so a wrong URL cannot pass for a working scope). The insider's
 * calls run after all the outsider's, in the order given: put a delete last.
 *
 * Each area's test calls it with its own URLs, e.g.
 *   provarEscopo(app, { deFora, deDentro, pedidos: { ler: { method: 'GET', url: `/api/x/${id}` } } })
 */
export async function provarEscopo(
  app: FastifyInstance,
  opts: { deFora: string; deDentro: string; pedidos: Record<string, Pedido> },
) {
  const chamar = (token: string, p: Pedido) =>
    app.inject({
      method: p.method,
      url: p.url,
      headers: bearerOf(token),
      ...(p.payload ? { payload: p.payload } : {}),
    });
  for (const [nome, p] of Object.entries(opts.pedidos)) {
    const res = await chamar(opts.deFora, p);
    expect({ nome, status: res.statusCode, errorcode: problemOf(res).errorcode }).toEqual({
      nome,
      status: 404,
      errorcode: '404',
    });
  }
  for (const [nome, p] of Object.entries(opts.pedidos)) {
    const res = await chamar(opts.deDentro, p);
    expect({ nome, status: res.statusCode }).not.toEqual({ nome, status: 404 });
    expect({ nome, ok: res.statusCode < 500 }).toEqual({ nome, ok: true });
  }
}

/** Proves a list shows the record to the insider and not to the outsider. */
export async function provarListaEscopo(
  app: FastifyInstance,
  opts: { deFora: string; deDentro: string; lista: Pedido; id: number },
) {
  const ids = async (token: string) => {
    const res = await app.inject({
      method: opts.lista.method,
      url: opts.lista.url,
      headers: bearerOf(token),
      ...(opts.lista.payload ? { payload: opts.lista.payload } : {}),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { id: number }[] | { content: { id: number }[] };
    return (Array.isArray(body) ? body : body.content).map((r) => r.id);
  };
  expect(await ids(opts.deFora)).not.toContain(opts.id);
  expect(await ids(opts.deDentro)).toContain(opts.id);
}
