import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendProblem } from './errorHandler.ts';

/**
 * Serves the built web app from the API's port: hashed assets cached for a year, index.html never
 * cached, any other GET outside /api answered with index.html (client-side routes); under /portal, the
 * debtor portal's own page (docs/portal.md §4).
 */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  const hasApp = existsSync(join(webDist, 'index.html'));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset: served to browsers that accept them.
      preCompressed: true,
      setHeaders(res, path) {
        res.header(
          'cache-control',
          /[/\\]assets[/\\]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (hasApp && request.method === 'GET' && !path.startsWith('/api/') && path !== '/api') {
      const pagina = path === '/portal' || path.startsWith('/portal/') ? 'portal/index.html' : 'index.html';
      return reply.header('cache-control', 'no-cache').sendFile(pagina);
    }
    return sendProblem(reply, { status: 404, errorcode: 404, errormsg: 'Recurso não encontrado' });
  });
}
