import {
  DEVEDOR_DEFAULT_SORT,
  DEVEDOR_SORT,
  devedorDetalheSchema,
  devedorFiltroSchema,
  devedorListItemSchema,
  devedorRelatorioFiltroSchema,
  devedorSchema,
  BUSCAS_DEVEDOR_POR_MINUTO,
} from '@divida/domain/devedor/devedor.schema';
import { acessoDadosSchema } from '@divida/domain/devedor/acessoDados.schema';
import { pageQuery, pageSchema } from '@divida/domain/list';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guard, userOf } from '../../platform/auth/guard.ts';
import { exportar, RESPOSTAS_EXPORTAR, RESUMO_EXPORTAR } from '../../platform/exportacao/exportacao.ts';
import { notFound } from '../../platform/errors.ts';
import { porUsuario } from '../../platform/http/rateLimit.ts';
import { escopoPrimeiro } from '../../platform/http/escopoPrimeiro.ts';
import { idParam } from '../../platform/http/schemas.ts';
import { registrarAcesso } from '../../platform/lgpd/acessoDados.ts';
import { listarAcessos, relatorioAcessos } from './devedor.acessos.ts';
import {
  detalharDevedor,
  devedorNoEscopo,
  devedorPorDocumento,
  listarDevedores,
} from './devedor.repository.ts';

const tags = ['devedor'];
/** The report's autocomplete pages hold at most 50 debtors (spec 02 §5). */
const RELATORIO_MAX = 50;

export const devedorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  // The create form's lookup, within the caller's scope: a debtor only of other bodies is a 404 like an
  // unknown document (the form then asks for the data, and the save reuses the row); limited per user.
  const buscasPorUsuario = porUsuario(app, 'devedor-cpfCnpj', BUSCAS_DEVEDOR_POR_MINUTO, 60_000);
  app.get(
    '/devedor/cpfCnpj/:cpfCnpj',
    {
      onRequest: guard(
        'PROCESSO_CONSTITUICAO_CREDITO_CADASTRAR',
        'PROCESSO_CONSTITUICAO_CREDITO_ALTERAR',
        'DEVEDOR_CONSULTAR',
      ),
      schema: {
        tags,
        params: z.object({ cpfCnpj: z.string().regex(/^(\d{11}|\d{14})$/, 'Informe um CPF/CNPJ válido.') }),
        response: { 200: devedorSchema },
      },
      preHandler: buscasPorUsuario,
    },
    async (request) => {
      const user = userOf(request);
      const d = await devedorPorDocumento(ctx.db, user, request.params.cpfCnpj);
      if (!d) throw notFound();
      const devedor = d as z.infer<typeof devedorSchema>;
      await registrarAcesso(ctx.db, user, 'DEVEDOR_CPF_CNPJ', [{ devedorId: devedor.id }]);
      return devedor;
    },
  );

  app.get(
    '/devedor/:id',
    {
      onRequest: guard('DEVEDOR_CONSULTAR'),
      schema: { tags, params: idParam, response: { 200: devedorDetalheSchema } },
    },
    async (request) => {
      const user = userOf(request);
      const d = await detalharDevedor(ctx.db, user, request.params.id);
      if (!d) throw notFound();
      await registrarAcesso(ctx.db, user, 'DEVEDOR_DETALHE', [{ devedorId: request.params.id }]);
      return d as z.infer<typeof devedorDetalheSchema>;
    },
  );

  app.get(
    '/devedor/:id/acessos',
    {
      onRequest: guard('DADOS_PESSOAIS_AUDITAR'),
      // another body's debtor is a 404 before the query is judged (issue 23 §2)
      preValidation: escopoPrimeiro((user, id) => devedorNoEscopo(ctx.db, user, id)),
      schema: {
        tags,
        summary: 'Acessos aos dados pessoais do devedor (LGPD art. 37), do mais recente ao mais antigo',
        params: idParam,
        querystring: pageQuery(['em'], 'em,desc'),
        response: { 200: pageSchema(acessoDadosSchema) },
      },
    },
    async (request) => listarAcessos(ctx.db, userOf(request), request.params.id, request.query),
  );

  app.get(
    '/devedor/:id/relatorioAcessos',
    {
      onRequest: guard('DADOS_PESSOAIS_AUDITAR'),
      schema: {
        tags,
        summary: 'Relatório de acessos aos dados pessoais para o titular (LGPD arts. 18 e 19), em PDF',
        params: idParam,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const pdf = await relatorioAcessos(ctx, userOf(request), request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="acessos-devedor-${request.params.id}.pdf"`)
        .send(pdf);
    },
  );

  app.post(
    '/devedor/list',
    {
      onRequest: guard('DEVEDOR_CONSULTAR'),
      schema: {
        tags,
        querystring: pageQuery(DEVEDOR_SORT, DEVEDOR_DEFAULT_SORT),
        body: devedorFiltroSchema.nullish(),
        response: { 200: pageSchema(devedorListItemSchema) },
      },
    },
    async (request) => listarDevedores(ctx.db, userOf(request), request.body ?? {}, request.query),
  );

  app.post(
    '/devedor/exportar',
    {
      onRequest: guard('DEVEDOR_CONSULTAR'),
      schema: {
        tags,
        summary: RESUMO_EXPORTAR,
        ...RESPOSTAS_EXPORTAR,
        querystring: pageQuery(DEVEDOR_SORT, DEVEDOR_DEFAULT_SORT),
        body: devedorFiltroSchema.nullish(),
      },
    },
    (request, reply) =>
      exportar(ctx, request, reply, 'devedores', { filtro: request.body ?? {}, sort: request.query.sort }),
  );

  app.post(
    '/devedor/listRelatorio',
    {
      onRequest: guard('RELATORIO_CONSULTAR'),
      schema: {
        tags,
        querystring: pageQuery(['nome'], 'nome', { maxSize: RELATORIO_MAX }),
        body: devedorRelatorioFiltroSchema.nullish(),
        response: { 200: pageSchema(devedorListItemSchema) },
      },
    },
    async (request) => listarDevedores(ctx.db, userOf(request), { nome: request.body?.nome }, request.query),
  );
};
