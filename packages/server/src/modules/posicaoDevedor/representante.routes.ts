import {
  representanteFormSchema,
  representanteSalvoSchema,
  representanteSchema,
} from '@divida/domain/devedor/representante.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guard, userOf } from '../../platform/auth/guard.ts';
import { escopoPrimeiro } from '../../platform/http/escopoPrimeiro.ts';
import { idParam } from '../../platform/http/schemas.ts';
import { devedorNoEscopo } from './devedor.repository.ts';
import { gravarRepresentante, listarRepresentantes } from './representante.ts';

const tags = ['devedor'];

/** 'Representantes' of a company debtor (docs/portal.md §3, §5.5): another body's debtor is 404. */
export const representanteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  // another body's debtor is a 404 before its payload is judged (issue 23 §2)
  const devedorPrimeiro = escopoPrimeiro((user, id) => devedorNoEscopo(ctx.db, user, id));

  app.get(
    '/devedor/:id/representantes',
    {
      onRequest: guard('DEVEDOR_CONSULTAR'),
      preValidation: devedorPrimeiro,
      schema: {
        tags,
        summary: 'As pessoas que representam a empresa devedora no portal do devedor',
        params: idParam,
        response: { 200: z.array(representanteSchema) },
      },
    },
    async (request) => listarRepresentantes(ctx, userOf(request), request.params.id),
  );

  app.post(
    '/devedor/:id/representantes',
    {
      onRequest: guard('DEVEDOR_ALTERAR'),
      preValidation: devedorPrimeiro,
      schema: {
        tags,
        summary: 'Registrar um representante da empresa devedora',
        params: idParam,
        body: representanteFormSchema,
        response: { 201: representanteSalvoSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return gravarRepresentante(ctx, userOf(request), request.params.id, request.body);
    },
  );

  app.put(
    '/devedor/:id/representantes/:idRepresentante',
    {
      onRequest: guard('DEVEDOR_ALTERAR'),
      preValidation: devedorPrimeiro,
      schema: {
        tags,
        summary: 'Alterar um representante da empresa devedora (por exemplo, encerrar a representação)',
        params: idParam.extend({ idRepresentante: z.coerce.number().int().positive() }),
        body: representanteFormSchema,
        response: { 200: representanteSalvoSchema },
      },
    },
    async (request) =>
      gravarRepresentante(
        ctx,
        userOf(request),
        request.params.id,
        request.body,
        request.params.idRepresentante,
      ),
  );
};
