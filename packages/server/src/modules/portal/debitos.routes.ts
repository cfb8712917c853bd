import { memoriaCalculoSchema } from '@divida/domain/processo/memoriaCalculo.schema';
import { pageQuery, pageSchema } from '@divida/domain/list';
import { sumMoney, toApiNumber } from '@divida/domain/money';
import {
  debitoDetalheSchema,
  debitoFiltroSchema,
  debitoSchema,
  resumoPortalSchema,
} from '@divida/domain/portal/portal.schema';
import { diasRestantes, prazoEmCurso } from '@divida/domain/workflow/prazo';
import { isSituacao, nomeSituacao } from '@divida/domain/workflow/situacoes';
import type { FastifyRequest } from 'fastify';
import type { AcordoDaPosicao } from '@divida/domain/devedor/posicao.schema';
import { inaptidaoParaNegociar } from '@divida/domain/cobranca/apto';
import { SITUACAO_COBRANCA } from '@divida/domain/cobranca/cobranca.schema';
import type { Executor } from '../../platform/db/database.ts';
import { orgaosComConvenio } from '../orgaoCredor/index.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { erros } from '../../platform/http/documentacao.ts';
import { notFound } from '../../platform/errors.ts';
import { idParam } from '../../platform/http/schemas.ts';
import {
  documentoParaODevedor,
  documentosEnviados,
  DOCUMENTOS_DO_DEVEDOR,
  memoriaParaODevedor,
  processoParaODevedor,
} from '../processo/index.ts';
import { z } from 'zod';
import { registrarAcessosDeclarados } from './acessos.ts';
import { posicaoDaPessoa, type ProcessoDaPessoa } from './posicao.ts';
import { exigirPessoa, pessoaDe, porSessao, type Pessoa } from './sessao.ts';

const tags = ['portal'];

/** A process of the position as the portal lists it; `aptos` the ids Pagar and Negociar are offered on. */
export const linhaDoDebito = (
  x: ProcessoDaPessoa,
  acordos: readonly AcordoDaPosicao[],
  aptos: ReadonlySet<number>,
) => {
  const acordo = acordos.find(
    (a) => a.processoIds.includes(x.id) && a.situacaoId !== SITUACAO_COBRANCA.CANCELADO,
  );
  return {
    id: x.id,
    numero: x.numero,
    orgaoCredor: x.orgaoCredor,
    papel: x.papel,
    cda: x.cda ? { id: x.cda.id, numero: x.cda.numeroCda } : null,
    situacao: {
      codigo: x.situacaoId,
      descricao: isSituacao(x.situacaoId) ? nomeSituacao(x.situacaoId) : String(x.situacaoId),
    },
    valorOriginario: x.valorOriginario,
    saldoDevedor: x.saldoDevedor,
    dataCalculo: x.ultimaCorrecaoValor,
    acordo: acordo ? { id: acordo.id, numero: acordo.numero } : null,
    podePagar: aptos.has(x.id),
    podeNegociar: aptos.has(x.id),
  };
};

/** The person's processes that may be paid or negotiated today (domain cobranca/apto.ts). */
export async function debitosAptos(ex: Executor, processos: readonly ProcessoDaPessoa[]) {
  const comConvenio = await orgaosComConvenio(ex);
  return new Set(
    processos
      .filter((x) => inaptidaoParaNegociar(x, comConvenio.has(x.orgaoCredor.id)) === null)
      .map((x) => x.id),
  );
}
const SESSAO = [{ portalSessao: [] }];

const TIPO_DO_DOCUMENTO = { tcc: 'TCC', notificacao: 'NOTIFICACAO', cda: 'CDA' } as const;
const NOME_DO_DOCUMENTO = {
  tcc: 'Termo de Constituição de Crédito',
  notificacao: 'Notificação',
  cda: 'Certidão de Dívida Ativa',
} as const;

/**
 * What the person owes (docs/portal.md §5.5): read through the one debtor-position read, for the
 * person's own CPF in every creditor body; each answer writes the access log (acessos.ts).
 */
export const debitosPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  registrarAcessosDeclarados(app);
  const posicao = (pessoa: Pessoa) => posicaoDaPessoa(ctx.db, pessoa, ctx.relogio.hoje());
  /** A debt of the person's own position; another person's answers exactly as one that does not exist. */
  const detalhar = async (request: FastifyRequest, qual: (d: ProcessoDaPessoa) => boolean) => {
    const p = await posicao(pessoaDe(request));
    const x = p.processos.find(qual);
    const detalhe = x && (await processoParaODevedor(ctx.db, x.id));
    if (!x || !detalhe) throw notFound();
    request.devedoresLidos = [x.devedorId];
    const documentos = x.papel === 'CORRESPONSAVEL' ? [] : await documentosEnviados(ctx.db, x.id);
    return {
      ...linhaDoDebito(x, p.acordos, await debitosAptos(ctx.db, [x])),
      ...detalhe,
      documentos: documentos.map((d) => ({
        tipo: TIPO_DO_DOCUMENTO[d],
        nome: NOME_DO_DOCUMENTO[d],
        url: `/api/portal/debito/${x.id}/documento/${d}`,
      })),
    };
  };

  app.get(
    '/resumo',
    {
      config: { rateLimit: porSessao(120), acessoDados: 'PORTAL_RESUMO' },
      onRequest: exigirPessoa(ctx.db),
      schema: {
        tags,
        summary: 'O que a pessoa deve hoje, por órgão, e a próxima parcela',
        security: SESSAO,
        response: { 200: resumoPortalSchema, ...erros(429) },
      },
    },
    async (request) => {
      const p = await posicao(pessoaDe(request));
      const hoje = ctx.relogio.hoje();
      request.devedoresLidos = p.devedores.map((d) => d.id);
      const porOrgao = new Map<number, { processos: typeof p.processos }>();
      for (const x of p.processos) {
        const g = porOrgao.get(x.orgaoCredor.id) ?? { processos: [] };
        g.processos.push(x);
        porOrgao.set(x.orgaoCredor.id, g);
      }
      const abertas = p.acordos
        .flatMap((a) => a.parcelas.filter((l) => l.situacao === 'PREVISTO').map((l) => ({ a, l })))
        .sort((x, y) => x.l.dataVencimento.localeCompare(y.l.dataVencimento));
      const proxima = abertas[0];
      return {
        totalDevido: p.saldoDevedor,
        porOrgao: [...porOrgao.values()].map((g) => ({
          orgaoCredor: g.processos[0]!.orgaoCredor,
          quantidade: g.processos.length,
          saldoDevedor: toApiNumber(sumMoney(g.processos.map((x) => x.saldoDevedor))),
        })),
        proximaParcela: proxima
          ? {
              idAcordo: proxima.a.id,
              numero: proxima.a.numero,
              parcela: proxima.l.parcela,
              vencimento: proxima.l.dataVencimento,
              valor: proxima.l.valorTotal,
            }
          : null,
        prazos: p.processos
          .filter((x) => x.prazoFinal && prazoEmCurso(x.prazoFinal, hoje))
          .map((x) => ({
            idDebito: x.id,
            numero: x.numero,
            tipo: isSituacao(x.situacaoId) ? nomeSituacao(x.situacaoId) : String(x.situacaoId),
            ultimoDia: x.prazoFinal!,
            diasRestantes: diasRestantes(x.prazoFinal!, hoje),
          }))
          .sort((a, b) => a.ultimoDia.localeCompare(b.ultimoDia)),
      };
    },
  );

  app.post(
    '/debito/list',
    {
      config: { rateLimit: porSessao(120), acessoDados: 'PORTAL_DEBITOS' },
      onRequest: exigirPessoa(ctx.db),
      schema: {
        tags,
        summary: 'Os débitos da pessoa em todos os órgãos credores',
        security: SESSAO,
        querystring: pageQuery(['numero'], 'numero'),
        body: debitoFiltroSchema,
        response: { 200: pageSchema(debitoSchema), ...erros(429) },
      },
    },
    async (request) => {
      const p = await posicao(pessoaDe(request));
      const orgao = request.body?.idOrgaoCredor;
      const todos = p.processos.filter((x) => !orgao || x.orgaoCredor.id === orgao);
      const { page, size } = request.query;
      const pagina = todos.slice(page * size, (page + 1) * size);
      request.devedoresLidos = [...new Set(pagina.map((x) => x.devedorId))];
      const aptos = await debitosAptos(ctx.db, pagina);
      return {
        content: pagina.map((x) => linhaDoDebito(x, p.acordos, aptos)),
        totalElements: todos.length,
      };
    },
  );

  app.get(
    '/debito/:id',
    {
      config: { rateLimit: porSessao(120), acessoDados: 'PORTAL_DEBITO_DETALHE' },
      onRequest: exigirPessoa(ctx.db),
      schema: {
        tags,
        summary: 'Um débito da pessoa: o processo, sua CDA e os valores atualizados',
        security: SESSAO,
        params: idParam,
        response: { 200: debitoDetalheSchema, ...erros(429) },
      },
    },
    (request) => detalhar(request, (d) => d.id === request.params.id),
  );

  app.get(
    '/cda/:id',
    {
      config: { rateLimit: porSessao(120), acessoDados: 'PORTAL_DEBITO_DETALHE' },
      onRequest: exigirPessoa(ctx.db),
      schema: {
        tags,
        summary: 'Um débito da pessoa pela sua CDA',
        security: SESSAO,
        params: idParam,
        response: { 200: debitoDetalheSchema, ...erros(429) },
      },
    },
    (request) => detalhar(request, (d) => d.cda?.id === request.params.id),
  );

  app.get(
    '/debito/:id/memoriaCalculo',
    {
      config: { rateLimit: porSessao(120), acessoDados: 'PORTAL_MEMORIA' },
      onRequest: exigirPessoa(ctx.db),
      schema: {
        tags,
        summary: 'Ver cálculo: a memória de cálculo do débito hoje, mês a mês',
        security: SESSAO,
        params: idParam,
        response: { 200: memoriaCalculoSchema, ...erros(429) },
      },
    },
    async (request) => {
      const p = await posicao(pessoaDe(request));
      const x = p.processos.find((d) => d.id === request.params.id);
      const memoria = x && (await memoriaParaODevedor(ctx.db, x.id, ctx.relogio.hoje()));
      if (!x || !memoria) throw notFound();
      request.devedoresLidos = [x.devedorId];
      return memoria;
    },
  );

  app.get(
    '/debito/:id/documento/:tipo',
    {
      config: { rateLimit: porSessao(120), acessoDados: 'PORTAL_DOCUMENTO' },
      onRequest: exigirPessoa(ctx.db),
      schema: {
        tags,
        summary: 'Um documento enviado à pessoa (TCC, notificação ou CDA), em PDF',
        security: SESSAO,
        params: z.object({ id: idParam.shape.id, tipo: z.enum(DOCUMENTOS_DO_DEVEDOR) }),
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const p = await posicao(pessoaDe(request));
      const x = p.processos.find((d) => d.id === request.params.id && d.papel !== 'CORRESPONSAVEL');
      const pdf = x && (await documentoParaODevedor(ctx, x.id, request.params.tipo));
      if (!x || !pdf) throw notFound();
      request.devedoresLidos = [x.devedorId];
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `inline; filename="${request.params.tipo.toUpperCase()}_${x.numero}.pdf"`,
        )
        .send(pdf);
    },
  );
};
