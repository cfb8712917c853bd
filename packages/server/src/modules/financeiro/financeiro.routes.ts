import {
  ARQUIVO_FINANCEIRO,
  FINANCEIRO_DEFAULT_SORT,
  FINANCEIRO_SORT,
  financeiroLinhaSchema,
  financeiroPeriodoSchema,
  valorTotalRepassadoSchema,
} from '@divida/domain/financeiro/financeiro.schema';
import { pageQuery, pageSchema } from '@divida/domain/list';
import { formatDateTime } from '@divida/domain/format';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guard, userOf } from '../../platform/auth/guard.ts';
import { exportar, RESPOSTAS_EXPORTAR } from '../../platform/exportacao/exportacao.ts';
import { anexo } from '../../platform/http/anexo.ts';
import { renderDocumento } from '../../platform/pdf/documento.ts';
import { VERSAO_APP } from '../../platform/versaoApp.ts';
import { documentoFinanceiro, type PedidoPlanilhaFinanceira } from './financeiro.arquivos.ts';
import { acompanhamentoFinanceiro, linhasDoPeriodo, valorTotalRepassado } from './financeiro.consulta.ts';

const tags = ['financeiro'];
const BASE = '/processoConstituicaoCredito';
/** The PDF takes at most this many payments; the Excel file takes them all. */
const MAX_PDF = 10_000;

/** The financial follow-up (spec 03 §2.7, §7), FINANCEIRO_CONSULTAR, within the data scope. */
export const financeiroRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const onRequest = guard('FINANCEIRO_CONSULTAR');

  app.post(
    `${BASE}/acompanhamentoFinanceiro`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Pagamentos recebidos no período, com o valor repassado ao órgão (pago menos honorários)',
        querystring: pageQuery(FINANCEIRO_SORT, FINANCEIRO_DEFAULT_SORT),
        body: financeiroPeriodoSchema,
        response: { 200: pageSchema(financeiroLinhaSchema) },
      },
    },
    async (request) => acompanhamentoFinanceiro(ctx.db, userOf(request), request.body, request.query),
  );

  app.post(
    `${BASE}/buscarValorTotalRepassado`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Total repassado no período',
        body: financeiroPeriodoSchema,
        response: { 200: valorTotalRepassadoSchema },
      },
    },
    async (request) => {
      const { valorTotalRepassado: total } = await valorTotalRepassado(ctx.db, userOf(request), request.body);
      return { valorTotalRepassado: total };
    },
  );

  app.post(
    `${BASE}/acompanhamentoFinanceiroPdf`,
    {
      onRequest,
      schema: {
        tags,
        summary: `O relatório em PDF (até ${MAX_PDF} pagamentos)`,
        body: financeiroPeriodoSchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      const linhas = [];
      for await (const lote of linhasDoPeriodo(ctx.db, user, request.body)) {
        linhas.push(...lote);
        if (linhas.length >= MAX_PDF) break;
      }
      const cabecalho = await ctx.cabecalhoDoEmissor(ctx.db, user.id);
      const pdf = await renderDocumento(
        documentoFinanceiro(linhas.slice(0, MAX_PDF), request.body, { ...cabecalho, versao: VERSAO_APP }),
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', anexo(`${ARQUIVO_FINANCEIRO}.pdf`))
        .send(pdf);
    },
  );

  app.post(
    `${BASE}/acompanhamentoFinanceiroExcel`,
    {
      onRequest,
      schema: {
        tags,
        summary:
          'O relatório em Excel (.xlsx), escrito aos poucos; acima do limite, 202 e o id da tarefa que o gera',
        body: financeiroPeriodoSchema,
        ...RESPOSTAS_EXPORTAR,
      },
    },
    async (request, reply) => {
      const { emissor } = await ctx.cabecalhoDoEmissor(ctx.db, userOf(request).id);
      const emissao = `${formatDateTime(new Date())} por ${emissor.nome}${emissor.matricula ? ` (matrícula ${emissor.matricula})` : ''}`;
      const pedido: PedidoPlanilhaFinanceira = { periodo: request.body, emissao };
      return exportar(ctx, request, reply, 'acompanhamentoFinanceiro', pedido);
    },
  );
};
