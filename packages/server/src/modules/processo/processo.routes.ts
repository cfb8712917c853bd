import { idTextoSchema } from '@divida/domain/id';
import { pageQuery, pageSchema } from '@divida/domain/list';
import {
  configuracaoOrgaoProcessoSchema,
  MENSAGENS_PROCESSO,
  PROCESSO_DEFAULT_SORT,
  PROCESSO_SORT,
  processoAlteracaoSchema,
  processoDetalheSchema,
  processoFiltroSchema,
  processoFormSchema,
  processoListItemSchema,
} from '@divida/domain/processo/processo.schema';
import type { Permissao } from '@divida/domain/permissions';
import {
  memoriaCalculoQuerySchema,
  memoriaCalculoSchema,
  type MemoriaCalculo,
} from '@divida/domain/processo/memoriaCalculo.schema';
import { substituirDocumentoSchema } from '@divida/domain/processo/acao.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guard, userOf } from '../../platform/auth/guard.ts';
import { exportar, RESPOSTAS_EXPORTAR, RESUMO_EXPORTAR } from '../../platform/exportacao/exportacao.ts';
import { escopoPrimeiro } from '../../platform/http/escopoPrimeiro.ts';
import { comMensagem, idParam, mensagem } from '../../platform/http/schemas.ts';
import { registrarAcesso } from '../../platform/lgpd/acessoDados.ts';
import { enviarDocumento } from '../documento/index.ts';
import { dividaAtivaDoProcesso } from './dividaAtiva.detalhe.ts';
import { detalharProcesso } from './processo.detalhe.ts';
import { calcularMemoria, imprimirMemoria, memoriaParaApi } from './processo.memoria.ts';
import { imprimirProcesso, type Impresso } from './processo.impressao.ts';
import { pessoasDoProcesso } from './processo.pessoas.ts';
import { processoNoEscopo } from './processo.numero.ts';
import { listarProcessos } from './processo.repository.ts';
import * as service from './processo.service.ts';

const P = 'PROCESSO_CONSTITUICAO_CREDITO' as const;
const BASE = '/processoConstituicaoCredito';
const tags = ['processo'];

const documentoParams = z.object({ id: idTextoSchema(), docId: idTextoSchema() });

/** The printable documents (spec 02 §7): path, permission, what it is and the file's name. */
const IMPRESSOS: {
  path: string;
  qual: Impresso;
  permissao: Permissao;
  resumo: string;
  arquivo: string;
}[] = [
  {
    path: 'print',
    qual: 'tcc',
    permissao: `${P}_CONSULTAR`,
    resumo: 'Termo de Constituição de Crédito (TCC) em PDF',
    arquivo: 'tcc',
  },
  {
    path: 'modeloNotificacao',
    qual: 'notificacao',
    permissao: `${P}_CONSULTAR`,
    resumo: 'Notificação para pagar ou impugnar em 10 dias, em PDF (situações que aguardam intimação)',
    arquivo: 'notificacao',
  },
  {
    path: 'gerarDespacho',
    qual: 'despacho',
    permissao: `${P}_CONSULTAR`,
    resumo: 'Despacho em PDF',
    arquivo: 'despacho',
  },
  {
    path: 'imprimirCertidao',
    qual: 'certidao',
    permissao: `${P}_SOLICITAR_INSCRICAO_DIVIDA_ATIVA`,
    resumo: 'Certidão para inscrição em dívida ativa, em PDF (processo apto à inscrição)',
    arquivo: 'certidao',
  },
];

export const processoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  for (const i of IMPRESSOS) {
    app.get(
      `${BASE}/:id/${i.path}`,
      {
        onRequest: guard(i.permissao),
        schema: { tags, summary: i.resumo, params: idParam, produces: ['application/pdf'] },
      },
      async (request, reply) => {
        const pdf = await imprimirProcesso(ctx, userOf(request), request.params.id, i.qual);
        return reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="${i.arquivo}-${request.params.id}.pdf"`)
          .send(pdf);
      },
    );
  }

  app.post(
    `${BASE}/list`,
    {
      onRequest: guard(`${P}_CONSULTAR`),
      schema: {
        tags,
        querystring: pageQuery(PROCESSO_SORT, PROCESSO_DEFAULT_SORT),
        body: processoFiltroSchema.nullish(),
        response: { 200: pageSchema(processoListItemSchema) },
      },
    },
    async (request) => listarProcessos(ctx.db, userOf(request), request.body ?? {}, request.query),
  );

  app.post(
    `${BASE}/exportar`,
    {
      onRequest: guard(`${P}_CONSULTAR`),
      schema: {
        tags,
        summary: RESUMO_EXPORTAR,
        ...RESPOSTAS_EXPORTAR,
        querystring: pageQuery(PROCESSO_SORT, PROCESSO_DEFAULT_SORT),
        body: processoFiltroSchema.nullish(),
      },
    },
    (request, reply) =>
      exportar(ctx, request, reply, 'processos', { filtro: request.body ?? {}, sort: request.query.sort }),
  );

  // the form's body settings: an analyst may register processes without reading the body (ORGAO_CREDOR_*)
  app.get(
    `${BASE}/configuracaoOrgao`,
    {
      onRequest: guard(`${P}_CADASTRAR`, `${P}_ALTERAR`),
      schema: {
        tags,
        summary: 'Configurações do órgão do usuário usadas no cadastro de processo',
        response: { 200: configuracaoOrgaoProcessoSchema },
      },
    },
    async (request) => service.configuracaoOrgao(ctx.db, userOf(request)),
  );

  app.get(
    `${BASE}/:id`,
    {
      onRequest: guard(`${P}_CONSULTAR`),
      schema: { tags, params: idParam, response: { 200: processoDetalheSchema } },
    },
    async (request) => {
      const user = userOf(request);
      const p = await detalharProcesso(ctx, user, request.params.id, dividaAtivaDoProcesso);
      await registrarAcesso(ctx.db, user, 'PROCESSO_DETALHE', pessoasDoProcesso(p), p.numero);
      return p;
    },
  );

  app.get(
    `${BASE}/:id/memoriaCalculo`,
    {
      onRequest: guard(`${P}_CONSULTAR`),
      preValidation: escopoPrimeiro((user, id) => processoNoEscopo(ctx.db, user, id)),
      schema: {
        tags,
        summary:
          'Memória de cálculo do débito na data (hoje por padrão), mês a mês; ?formato=pdf para imprimir',
        params: idParam,
        querystring: memoriaCalculoQuerySchema,
        produces: ['application/json', 'application/pdf'],
        response: { 200: memoriaCalculoSchema },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      const { data, formato } = request.query;
      const { p, calculo } = await calcularMemoria(ctx, user, request.params.id, data);
      if (formato !== 'pdf') return memoriaParaApi(calculo);
      const pdf = await imprimirMemoria(ctx, user, p, calculo);
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="memoria-calculo-${p.id}.pdf"`)
          // a Buffer is sent as it is (Fastify never serializes one); the schema describes the JSON answer
          .send(pdf as unknown as MemoriaCalculo)
      );
    },
  );

  app.post(
    BASE,
    {
      onRequest: guard(`${P}_CADASTRAR`),
      schema: { tags, body: processoFormSchema, response: { 201: comMensagem } },
    },
    async (request, reply) => {
      const p = await service.criar(ctx, userOf(request), request.body);
      return reply.status(201).send({ id: p.id, message: MENSAGENS_PROCESSO.criado });
    },
  );

  app.put(
    `${BASE}/:id`,
    {
      onRequest: guard(`${P}_ALTERAR`),
      preValidation: escopoPrimeiro((user, id) => processoNoEscopo(ctx.db, user, id)),
      schema: { tags, params: idParam, body: processoAlteracaoSchema, response: { 200: comMensagem } },
    },
    async (request) => {
      const p = await service.alterar(ctx, userOf(request), request.params.id, request.body);
      return { id: p.id, message: MENSAGENS_PROCESSO.atualizado };
    },
  );

  app.delete(
    `${BASE}/:id`,
    {
      onRequest: guard(`${P}_EXCLUIR`),
      schema: { tags, params: idParam, response: { 200: mensagem } },
    },
    async (request) => {
      const numero = await service.excluir(ctx, userOf(request), request.params.id);
      return { message: MENSAGENS_PROCESSO.removido(numero) };
    },
  );

  app.get(
    `${BASE}/:id/documento/download/:docId`,
    {
      onRequest: guard(`${P}_DOWNLOAD_DOCUMENTO`),
      schema: { tags, params: documentoParams, produces: ['application/pdf'] },
    },
    async (request, reply) => {
      const user = userOf(request);
      const { id, docId } = request.params;
      const dono = await service.documentoDoProcesso(ctx, user, id, docId);
      return enviarDocumento(ctx, reply, user, { id: docId, dono });
    },
  );

  app.put(
    `${BASE}/:id/documento/replace/:docId`,
    {
      onRequest: guard(`${P}_SUBSTITUIR_DOCUMENTO`),
      preValidation: escopoPrimeiro((user, id) => processoNoEscopo(ctx.db, user, id)),
      schema: {
        tags,
        params: documentoParams,
        body: substituirDocumentoSchema,
        response: { 200: mensagem },
      },
    },
    async (request) => {
      const { id, docId } = request.params;
      await service.substituirDocumentoDoProcesso(ctx, userOf(request), id, docId, request.body.arquivos);
      return { message: MENSAGENS_PROCESSO.documentoAtualizado };
    },
  );
};
