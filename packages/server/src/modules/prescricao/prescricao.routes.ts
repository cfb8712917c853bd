import {
  alertasSchema,
  prazoFiltroSchema,
  prazoLinhaSchema,
  prazoListQuerySchema,
  justificativaSchema,
  prescricaoFiltroSchema,
  prescricaoLinhaSchema,
  prescricaoListQuerySchema,
  prescricaoResumoSchema,
  prescricaoSchema,
} from '@divida/domain/prazos/prescricao.schema';
import { pageSchema } from '@divida/domain/list';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertPodeAlterarCompartilhado } from '../../platform/auth/alcance.ts';
import { guard, userOf } from '../../platform/auth/guard.ts';
import { exportar, RESPOSTAS_EXPORTAR, RESUMO_EXPORTAR } from '../../platform/exportacao/exportacao.ts';
import { escopoPrimeiro } from '../../platform/http/escopoPrimeiro.ts';
import { idParam, mensagem } from '../../platform/http/schemas.ts';
import { processoNoEscopo } from '../processo/index.ts';
import { alertas, listarPrazos } from './prazo.consulta.ts';
import { executarResumoPrazos, JOB_RESUMO_PRAZOS } from './resumoPrazos.job.ts';
import { consultarPrescricao, listarPrescricoes, resumoPrescricao } from './prescricao.consulta.ts';
import {
  anularReconhecimento,
  aprovarReconhecimento,
  reconhecerPrescricao,
} from './prescricao.reconhecimento.ts';

const BASE = '/processoConstituicaoCredito';
const tags = ['prescricao'];

/** docs/prazos-e-prescricao.md §3: a process's prescription, the list, its summary and the recognition with four eyes. */
export const prescricaoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const noEscopo = escopoPrimeiro((user, id) => processoNoEscopo(ctx.db, user, id));

  app.get(
    `${BASE}/:id/prescricao`,
    {
      onRequest: guard('PRESCRICAO_CONSULTAR'),
      schema: {
        tags,
        summary: 'Prescrição do processo',
        params: idParam,
        response: { 200: prescricaoSchema },
      },
    },
    async (request) => consultarPrescricao(ctx.db, userOf(request), request.params.id, ctx.relogio.hoje()),
  );

  app.post(
    `${BASE}/:id/reconhecerPrescricao`,
    {
      onRequest: guard('PRESCRICAO_RECONHECER'),
      preValidation: noEscopo,
      schema: {
        tags,
        summary: 'Propor o reconhecimento da prescrição',
        params: idParam,
        body: justificativaSchema,
        response: { 200: mensagem },
      },
    },
    async (request) =>
      reconhecerPrescricao(ctx, userOf(request), request.params.id, request.body.justificativa),
  );

  app.post(
    `${BASE}/:id/aprovarReconhecimentoPrescricao`,
    {
      onRequest: guard('PRESCRICAO_APROVAR'),
      preValidation: noEscopo,
      schema: {
        tags,
        summary: 'Aprovar o reconhecimento da prescrição',
        params: idParam,
        response: { 200: mensagem },
      },
    },
    async (request) => aprovarReconhecimento(ctx, userOf(request), request.params.id),
  );

  app.post(
    `${BASE}/:id/anularReconhecimentoPrescricao`,
    {
      onRequest: guard('PRESCRICAO_APROVAR'),
      preValidation: noEscopo,
      schema: {
        tags,
        summary: 'Anular o reconhecimento da prescrição',
        params: idParam,
        body: justificativaSchema,
        response: { 200: mensagem },
      },
    },
    async (request) =>
      anularReconhecimento(ctx, userOf(request), request.params.id, request.body.justificativa),
  );

  app.post(
    '/prescricao/list',
    {
      onRequest: guard('PRESCRICAO_CONSULTAR'),
      schema: {
        tags,
        summary: 'Processos por prazo prescricional',
        querystring: prescricaoListQuerySchema,
        body: prescricaoFiltroSchema.nullish(),
        response: { 200: pageSchema(prescricaoLinhaSchema) },
      },
    },
    async (request) =>
      listarPrescricoes(ctx.db, userOf(request), request.body ?? {}, request.query, ctx.relogio.hoje()),
  );

  app.post(
    '/prescricao/exportar',
    {
      onRequest: guard('PRESCRICAO_CONSULTAR'),
      schema: {
        tags,
        summary: RESUMO_EXPORTAR,
        ...RESPOSTAS_EXPORTAR,
        querystring: prescricaoListQuerySchema,
        body: prescricaoFiltroSchema.nullish(),
      },
    },
    (request, reply) =>
      exportar(ctx, request, reply, 'prescricao', {
        filtro: { ...(request.body ?? {}), hoje: ctx.relogio.hoje() },
        sort: request.query.sort,
      }),
  );

  app.post(
    '/prazo/list',
    {
      onRequest: guard('PROCESSO_CONSTITUICAO_CREDITO_CONSULTAR'),
      schema: {
        tags,
        summary: 'Processos com prazo em curso ou vencido aguardando ação',
        querystring: prazoListQuerySchema,
        body: prazoFiltroSchema.nullish(),
        response: { 200: pageSchema(prazoLinhaSchema) },
      },
    },
    async (request) =>
      listarPrazos(ctx.db, userOf(request), request.body ?? {}, request.query, ctx.relogio.hoje()),
  );

  app.get(
    '/prazo/alertas',
    {
      onRequest: guard(),
      schema: { tags, summary: 'Itens que pedem ação do usuário (o sino)', response: { 200: alertasSchema } },
    },
    async (request) => alertas(ctx.db, userOf(request), ctx.relogio.hoje()),
  );

  app.post(
    `/tarefa/agendadas/${JOB_RESUMO_PRAZOS}/executar`,
    {
      onRequest: guard('ALTERAR_CONFIGURACAO'),
      schema: {
        tags,
        summary: 'Executar agora o resumo diário de prazos (uma vez por dia e usuário)',
        response: { 200: z.object({ niveisAlterados: z.number().int(), enviados: z.number().int() }) },
      },
    },
    async (request) => {
      // the office's daily job, for every body: the PGE's to run
      assertPodeAlterarCompartilhado(userOf(request));
      return executarResumoPrazos(ctx, ctx.relogio.hoje());
    },
  );

  app.get(
    '/prescricao/resumo',
    {
      onRequest: guard('PRESCRICAO_CONSULTAR'),
      schema: {
        tags,
        summary: 'Quantidade e valor por nível de prescrição',
        response: { 200: prescricaoResumoSchema },
      },
    },
    async (request) => resumoPrescricao(ctx.db, userOf(request)),
  );
};
