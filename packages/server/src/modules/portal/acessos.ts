import type { OrigemAcesso } from '@divida/domain/devedor/acessoDados.schema';
import type { FastifyInstance } from 'fastify';
import { registrarAcessoPortal } from '../../platform/lgpd/acessoDados.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the portal route answers personal data: the access log's origin (docs/portal.md §5.3) */
    acessoDados?: OrigemAcesso;
  }
  interface FastifyRequest {
    /** the debtors whose data the answer shows, set by the handler of a route with `acessoDados` */
    devedoresLidos?: readonly number[];
  }
}

/**
 * The access log declared on the route rather than called by hand: a route with
 * `config.acessoDados` names its origin, its handler the debtors it read (`request.devedoresLidos`),
 * and this hook writes the row (channel PORTAL, the person and session) before the answer leaves
 * (onSend: a PDF's answer too, which is never serialized).
 */
export function registrarAcessosDeclarados(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    const origem = request.routeOptions.config.acessoDados;
    if (origem && request.pessoa && reply.statusCode < 300)
      await registrarAcessoPortal(app.ctx.db, request.pessoa, origem, request.devedoresLidos ?? []);
    return payload;
  });
}
