/**
 * The real server (main.ts) plus one benchmark-only route, `POST /api/bench/piso`: the process list's
 * route minus its database work. The same guard (token, session check, permission), the same
 * querystring and body validation, the same response schema and serialisation, over the same HTTP;
 * the page it answers is the real first page of the caller's list, read once and then kept in memory.
 * Its latency is the floor under any list request: what the API costs before the list's own SQL.
 * Never part of the product: only bench/run-processo-list.ts starts it.
 */
import {
  PROCESSO_DEFAULT_SORT,
  PROCESSO_SORT,
  processoFiltroSchema,
  processoListItemSchema,
} from '@divida/domain/processo/processo.schema';
import { pageQuery, pageSchema } from '@divida/domain/list';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buildApp } from '../../packages/server/src/app.ts';
import { loadConfig } from '../../packages/server/src/config.ts';
import { listarProcessos } from '../../packages/server/src/modules/processo/processo.repository.ts';
import { guard, userOf } from '../../packages/server/src/platform/auth/guard.ts';

const config = loadConfig();
const app = await buildApp(config);
const paginas = new Map<number, Awaited<ReturnType<typeof listarProcessos>>>();

const piso: FastifyPluginAsyncZod = async (api) => {
  api.post(
    '/bench/piso',
    {
      onRequest: guard('PROCESSO_CONSTITUICAO_CREDITO_CONSULTAR'),
      schema: {
        hide: true,
        querystring: pageQuery(PROCESSO_SORT, PROCESSO_DEFAULT_SORT),
        body: processoFiltroSchema.nullish(),
        response: { 200: pageSchema(processoListItemSchema) },
      },
    },
    async (request) => {
      const user = userOf(request);
      let pagina = paginas.get(user.id);
      if (!pagina) {
        pagina = await listarProcessos(app.ctx.db, user, request.body ?? {}, request.query);
        paginas.set(user.id, pagina);
      }
      return pagina;
    },
  );
};
await app.register(piso, { prefix: '/api' });

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void app.close().then(() => process.exit(0)));
await app.listen({ port: config.port, host: config.host });
