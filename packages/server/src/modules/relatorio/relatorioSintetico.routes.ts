import {
  ARQUIVO_RELATORIO_SINTETICO,
  MENSAGENS_RELATORIO,
  RELATORIO_MAX_LINHAS,
  relatorioSinteticoConsultaSchema,
  relatorioSinteticoFiltroSchema,
  relatorioSinteticoLinhaSchema,
} from '@divida/domain/relatorio/relatorioSintetico.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guard, userOf } from '../../platform/auth/guard.ts';
import { badRequest } from '../../platform/errors.ts';
import { exportar, RESPOSTAS_EXPORTAR } from '../../platform/exportacao/exportacao.ts';
import { anexo } from '../../platform/http/anexo.ts';
import { renderDocumento } from '../../platform/pdf/documento.ts';
import { VERSAO_APP } from '../../platform/versaoApp.ts';
import { registrarAcesso } from '../../platform/lgpd/acessoDados.ts';
import { documentoDoRelatorio, pessoasDasLinhas } from './relatorioSintetico.arquivos.ts';
import { contarLinhas, todasAsLinhas } from './relatorioSintetico.consulta.ts';

const tags = ['relatorio'];
const BASE = '/processoConstituicaoCredito';

/** The synthetic report (spec 02 §2.10, §7): its rows, its PDF and its Excel file (RELATORIO_CONSULTAR). */
export const relatorioSinteticoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const opcoes = (summary: string, resposta: z.ZodType | { produces: string[] }) => ({
    onRequest: guard('RELATORIO_CONSULTAR'),
    schema: {
      tags,
      summary,
      body: relatorioSinteticoFiltroSchema,
      ...(resposta instanceof z.ZodType ? { response: { 200: resposta } } : resposta),
    },
  });
  const linhas = opcoes(
    `As linhas do relatório (no máximo ${RELATORIO_MAX_LINHAS}, ou max; o total no cabeçalho x-total-count)`,
    z.array(relatorioSinteticoLinhaSchema),
  );

  app.post(
    `${BASE}/relatorioSinteticoProcessos`,
    { ...linhas, schema: { ...linhas.schema, querystring: relatorioSinteticoConsultaSchema } },
    async (request, reply) => {
      const user = userOf(request);
      const [lidas, total] = await Promise.all([
        todasAsLinhas(ctx.db, user, request.body, request.query.max),
        contarLinhas(ctx.db, user, request.body),
      ]);
      reply.header('x-total-count', String(total));
      return lidas;
    },
  );

  app.post(
    `${BASE}/relatorioSinteticoProcessosPdf`,
    opcoes(`O relatório em PDF (A4 paisagem; até ${RELATORIO_MAX_LINHAS} processos)`, {
      produces: ['application/pdf'],
    }),
    async (request, reply) => {
      const user = userOf(request);
      const total = await contarLinhas(ctx.db, user, request.body);
      if (total > RELATORIO_MAX_LINHAS)
        throw badRequest(MENSAGENS_RELATORIO.pdfGrande(RELATORIO_MAX_LINHAS.toLocaleString('pt-BR')));
      const [linhas, cabecalho] = await Promise.all([
        todasAsLinhas(ctx.db, user, request.body, RELATORIO_MAX_LINHAS),
        ctx.cabecalhoDoEmissor(ctx.db, user.id),
      ]);
      // the PDF shows each process's debtor (name and CPF/CNPJ): logged before it leaves (LGPD art. 37)
      await registrarAcesso(ctx.db, user, 'RELATORIO_IMPRESSO', await pessoasDasLinhas(ctx.db, linhas));
      const pdf = await renderDocumento(
        documentoDoRelatorio(linhas, request.body, { ...cabecalho, versao: VERSAO_APP }),
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', anexo(ARQUIVO_RELATORIO_SINTETICO.pdf))
        .send(pdf);
    },
  );

  app.post(
    `${BASE}/relatorioSinteticoProcessosExcel`,
    opcoes(
      'O relatório em Excel (.xlsx), com todas as linhas, escrito aos poucos; acima do limite, 202 e o id da tarefa que o gera',
      RESPOSTAS_EXPORTAR,
    ),
    (request, reply) => exportar(ctx, request, reply, 'relatorioSintetico', request.body),
  );
};
