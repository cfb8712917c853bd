import { LOOKUP_PAGE_SIZE, pageQuery, pageSchema } from '@divida/domain/list';
import {
  LOCALIDADE_DEFAULT_SORT,
  LOCALIDADE_SORT,
  MENSAGENS_CEP,
  cepParamSchema,
  enderecoCepSchema,
  listLocalidadeBodySchema,
  localidadeSchema,
} from '@divida/domain/localidade/localidade.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guard } from '../../platform/auth/guard.ts';
import { invalido, notFound } from '../../platform/errors.ts';
import * as repo from './localidade.repository.ts';

export const localidadeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/cep/listLocalidade',
    {
      onRequest: guard(),
      schema: {
        tags: ['localidade'],
        description:
          'Municípios da UF (código IBGE como id). idComarca é aceito e ignorado: o sistema não tem dados de comarcas.',
        querystring: pageQuery(LOCALIDADE_SORT, LOCALIDADE_DEFAULT_SORT, { maxSize: LOOKUP_PAGE_SIZE }),
        body: listLocalidadeBodySchema,
        response: { 200: pageSchema(localidadeSchema) },
      },
    },
    async (request) => {
      const uf = await repo.siglaDaUf(ctx.db, request.body.uf);
      if (!uf) throw invalido('uf', MENSAGENS_CEP.ufInvalida);
      return repo.listarLocalidades(ctx.db, { ...request.query, uf });
    },
  );

  app.get(
    '/cep/:cep',
    {
      onRequest: guard(),
      schema: {
        tags: ['localidade'],
        description:
          'Logradouro do CEP (base carregada por npm run import:cep); sem logradouro, o CEP geral do município responde com cidade e UF.',
        params: cepParamSchema,
        response: { 200: enderecoCepSchema },
      },
    },
    async (request) => {
      const endereco = await repo.buscarCep(ctx.db, request.params.cep);
      if (!endereco) throw notFound(MENSAGENS_CEP.naoEncontrado);
      return endereco;
    },
  );
};
