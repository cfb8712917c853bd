import type { Rota } from '@divida/domain/contrato';
import { CONTRATO } from '@divida/domain/contratos';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness.ts';
import { rotasDeclaradas } from './documentacao.ts';

/**
 * The contract (domain/contratos.ts) is what the web's calls are typed from: each of its routes must
 * be a server route with the same schemas, or the web would compile against a body or an answer the
 * server does not take or give (docs/arquitetura.md "Calls typed from the domain"). Compared as JSON
 * Schema: the input side of what is sent, the output side of the answer.
 */
let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const json = (s: unknown, io: 'input' | 'output') =>
  s === undefined ? undefined : z.toJSONSchema(s as z.ZodType, { io, unrepresentable: 'any' });

/** The success answer a route declares: its 200 or 201 (or 202). */
const sucesso = (response: unknown) => {
  const r = (response ?? {}) as Record<string, unknown>;
  return r[200] ?? r[201] ?? r[202];
};

describe('the contract and the server routes', () => {
  it('every route of the contract is declared by the server with the same schemas', () => {
    const rotas = rotasDeclaradas(app);
    expect(rotas.length).toBeGreaterThan(100);
    const diferencas: string[] = [];
    for (const [chave, rota] of Object.entries(CONTRATO) as [string, Rota][]) {
      const [metodo, caminho] = chave.split(' ') as [string, string];
      const declarada = rotas.find((r) => r.metodos.includes(metodo) && r.url === `/api/${caminho}`);
      if (!declarada) {
        diferencas.push(`${chave}: sem rota no servidor`);
        continue;
      }
      const s = declarada.schema;
      const pares: [string, unknown, unknown, 'input' | 'output'][] = [
        ['params', rota.params, s.params, 'input'],
        ['query', rota.query, s.querystring, 'input'],
        ['body', rota.body, s.body, 'input'],
        ['resposta', rota.resposta, sucesso(s.response), 'output'],
      ];
      for (const [nome, doContrato, doServidor, io] of pares) {
        // the contract may leave out params and query (the web fills the path; a list's page is optional)
        if (doContrato === undefined && (nome === 'params' || nome === 'query')) continue;
        if (JSON.stringify(json(doContrato, io)) !== JSON.stringify(json(doServidor, io)))
          diferencas.push(`${chave}: ${nome} difere`);
      }
    }
    expect(diferencas).toEqual([]);
  });

  it('the comparison would see a changed field', () => {
    const a = z.object({ nome: z.string() });
    expect(JSON.stringify(json(a, 'input'))).not.toBe(
      JSON.stringify(json(a.extend({ nome: z.string().max(10) }), 'input')),
    );
  });
});
