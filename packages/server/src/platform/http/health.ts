import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from '../db/database.ts';

const saude = z.object({
  status: z.enum(['ok', 'degradado', 'indisponivel']),
  node: z.string(),
  database: z.enum(['ok', 'down']),
  store: z.enum(['ok', 'down']),
});

/** A check that does not answer in time is down: the balancer's probe must not hang with it. */
const LIMITE_MS = 2_000;

async function responde(verificacao: () => Promise<unknown>): Promise<'ok' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const limite = new Promise<never>((_, rejeitar) => {
    timer = setTimeout(() => rejeitar(new Error('sem resposta')), LIMITE_MS);
  });
  try {
    await Promise.race([verificacao(), limite]);
    return 'ok';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

// The probe looks up an object that never exists: the store answers "absent" when it is reachable.
const SONDA = '00000000-0000-0000-0000-000000000000';

/**
 * `GET /api/health`, the balancer's probe (deploy/haproxy.cfg): 503 when the database is down (the
 * node can serve nothing), 200 with `store: "down"` when only the file store is (everything but
 * documents and export files still works). `node` names the process among the API nodes.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.get(
    '/health',
    {
      schema: {
        tags: ['plataforma'],
        summary: 'Estado do nó: banco de dados e armazenamento de arquivos',
        response: { 200: saude, 503: saude },
      },
    },
    async (_request, reply) => {
      const [database, store] = await Promise.all([
        responde(() => pingDatabase(ctx.db)),
        responde(() => ctx.storage.exists(SONDA)),
      ]);
      const status = database === 'down' ? 'indisponivel' : store === 'down' ? 'degradado' : 'ok';
      return reply
        .code(database === 'down' ? 503 : 200)
        .header('cache-control', 'no-store')
        .send({ status, node: ctx.config.nodeId, database, store });
    },
  );
};
