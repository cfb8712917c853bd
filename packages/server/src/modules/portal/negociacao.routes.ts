import { NOME_SITUACAO_COBRANCA, SITUACAO_COBRANCA } from '@divida/domain/cobranca/cobranca.schema';
import type { AceiteDoTermo } from '@divida/domain/cobranca/origem.schema';
import { pageQuery, pageSchema } from '@divida/domain/list';
import {
  aceitarSchema,
  aceiteCriadoSchema,
  acordoPortalSchema,
  boletoPortalSchema,
  debitosEscolhidosSchema,
  MENSAGENS_PAGAMENTO_PORTAL as M,
  nivelAlcanca,
  opcoesNegociacaoSchema,
  pagamentoCriadoSchema,
  simulacaoPortalSchema,
  simularPortalSchema,
} from '@divida/domain/portal/portal.schema';
import { textoDoTermoPortal } from '@divida/domain/portal/termo';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '../../platform/db/database.ts';
import { badRequest, forbidden, notFound } from '../../platform/errors.ts';
import { erros } from '../../platform/http/documentacao.ts';
import { idParam } from '../../platform/http/schemas.ts';
import {
  criarCobrancaDoPortal,
  emitirBoletoDoPortal,
  imprimirTermoAceito,
  opcoesDoDevedor,
  pdfDoBoleto,
  simulacaoDoDevedor,
  vencimentoNoPortal,
} from '../processoCobranca/index.ts';
import { registrarAcessosDeclarados } from './acessos.ts';
import { acordoDaPessoa, acordoParaOPortal, boletoParaOPortal, parcelaDoBoleto } from './pagamento.ts';
import { posicaoDaPessoa } from './posicao.ts';
import { exigirPessoa, pessoaDe, porSessao, sha256, type Pessoa } from './sessao.ts';

const tags = ['portal'];
const SESSAO = [{ portalSessao: [] }];

/** A slip just issued (the staff's emission), as the portal answers it. */
type Emitido = Awaited<ReturnType<typeof emitirBoletoDoPortal>>;
const boletoEmitido = (d: Emitido, hoje: string) =>
  boletoParaOPortal(
    {
      id: d.boleto.id,
      nossoNumero: d.boleto.nossoNumero,
      linhaDigitavel: d.boleto.linhaDigitavel,
      pixCopiaECola: d.boleto.pixCopiaECola,
      valor: Number(d.boleto.valorTotalBoleto),
      vencimento: d.boleto.dataVencimento,
      valido: d.boleto.valido,
    },
    false,
    hoje,
  );

/**
 * Paying and negotiating on the portal (docs/portal.md §5.5): the staff's services on debts judged the
 * person's first (another's id, or a company's outside its grant, is 404), the agreements and their
 * slips read from the person's position. Writes carry the CSRF token (exigirPessoa).
 */
export const negociacaoPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  registrarAcessosDeclarados(app);
  const posicao = (pessoa: Pessoa) => posicaoDaPessoa(ctx.db, pessoa, ctx.relogio.hoje());

  /** The person's processes of these ids, all of them, or 404. */
  const debitosDaPessoa = async (request: FastifyRequest, ids: readonly number[]) => {
    const p = await posicao(pessoaDe(request));
    const escolhidos = [...new Set(ids)].map((id) => p.processos.find((x) => x.id === id));
    if (escolhidos.some((x) => !x)) throw notFound();
    request.devedoresLidos = [...new Set(escolhidos.map((x) => x!.devedorId))];
    return { p, escolhidos: escolhidos.map((x) => x!) };
  };

  /** The simulation and the term the person reads (and the server rebuilds on acceptance). */
  const simulacaoComTermo = async (
    ex: Executor,
    pessoa: Pessoa,
    p: Awaited<ReturnType<typeof posicao>>,
    ids: readonly number[],
    totalParcelas: number,
    bloquear = false,
  ) => {
    const hoje = ctx.relogio.hoje();
    const s = await simulacaoDoDevedor(ex, ids, totalParcelas, hoje, bloquear);
    const orgao = p.processos.find((x) => x.id === s.idsDebitos[0])!.orgaoCredor;
    const devedores = p.devedores.filter((d) => s.debitos.some((x) => x.devedorId === d.id));
    const texto = textoDoTermoPortal({
      hoje,
      orgao,
      devedores: devedores.map((d) => ({ nome: d.nome, documento: d.documentoIdentificacao })),
      pessoa: { nome: pessoa.nome, cpf: pessoa.cpf },
      debitos: s.debitos,
      totalParcelas,
      parcelas: s.parcelas,
      valorTotalAcordo: s.valorTotalAcordo,
    });
    return { ...s, termo: { texto, sha256: sha256(texto) } };
  };

  const escrita = { rateLimit: porSessao(30) };
  const leitura = { rateLimit: porSessao(120) };

  app.post(
    '/pagamento',
    {
      config: { ...escrita, acessoDados: 'PORTAL_BOLETO' },
      onRequest: exigirPessoa(ctx.db),
      schema: {
        tags,
        summary: 'Pagar à vista: a cobrança à vista dos débitos e o seu boleto com Pix',
        security: SESSAO,
        body: debitosEscolhidosSchema,
        response: { 201: pagamentoCriadoSchema, ...erros(400, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const pessoa = pessoaDe(request);
      const { escolhidos } = await debitosDaPessoa(request, request.body.idsDebitos);
      const hoje = ctx.relogio.hoje();
      const criada = await criarCobrancaDoPortal(
        ctx,
        { origem: 'PORTAL', pessoa, aceite: null },
        {
          idsProcessos: escolhidos.map((x) => x.id),
          totalParcelas: 1,
          formaPagamento: 'A_VISTA',
          desconto: 0,
          valorPrimeiraParcela: null,
          primeiroVencimento: vencimentoNoPortal(hoje),
        },
      );
      const emitido = await emitirBoletoDoPortal(ctx, criada.id, 1);
      reply.code(201);
      return { idProcessoCobranca: criada.id, numero: criada.numero, boleto: boletoEmitido(emitido, hoje) };
    },
  );

  app.post(
    '/negociacao/opcoes',
    {
      config: { ...leitura, acessoDados: 'PORTAL_DEBITOS' },
      onRequest: exigirPessoa(ctx.db),
      schema: {
        tags,
        summary: 'Negociar: as quantidades de parcelas possíveis para os débitos escolhidos',
        security: SESSAO,
        body: debitosEscolhidosSchema,
        response: { 200: opcoesNegociacaoSchema, ...erros(400, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      const { escolhidos } = await debitosDaPessoa(request, request.body.idsDebitos);
      return opcoesDoDevedor(
        ctx.db,
        escolhidos.map((x) => x.id),
        ctx.relogio.hoje(),
      );
    },
  );

  app.post(
    '/negociacao/simular',
    {
      config: { ...leitura, acessoDados: 'PORTAL_DEBITOS' },
      onRequest: exigirPessoa(ctx.db),
      schema: {
        tags,
        summary: 'Negociar: a simulação de uma quantidade de parcelas e o termo a aceitar',
        security: SESSAO,
        body: simularPortalSchema,
        response: { 200: simulacaoPortalSchema, ...erros(400, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      const { p, escolhidos } = await debitosDaPessoa(request, request.body.idsDebitos);
      const s = await simulacaoComTermo(
        ctx.db,
        pessoaDe(request),
        p,
        escolhidos.map((x) => x.id),
        request.body.totalParcelas,
      );
      return {
        idsDebitos: s.idsDebitos,
        totalParcelas: s.totalParcelas,
        primeiroVencimento: s.primeiroVencimento,
        valorPrimeiraParcela: s.valorPrimeiraParcela,
        parcelas: s.parcelas,
        valorTotalAcordo: s.valorTotalAcordo,
        termo: s.termo,
      };
    },
  );

  app.post(
    '/negociacao/aceitar',
    {
      config: { ...escrita, acessoDados: 'PORTAL_ACORDO' },
      onRequest: exigirPessoa(ctx.db),
      schema: {
        tags,
        summary: 'Negociar: aceitar o termo; o acordo é firmado e o primeiro boleto emitido',
        security: SESSAO,
        body: aceitarSchema,
        response: { 201: aceiteCriadoSchema, ...erros(400, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const pessoa = pessoaDe(request);
      const exigido = ctx.config.portal.nivelAcordo;
      if (!nivelAlcanca(pessoa.nivel, exigido)) throw forbidden(M.nivelInsuficiente(exigido));
      const b = request.body;
      const { p, escolhidos } = await debitosDaPessoa(request, b.idsDebitos);
      const ids = escolhidos.map((x) => x.id);
      const aceite: AceiteDoTermo = {
        cpf: pessoa.cpf,
        nome: pessoa.nome,
        nivel: pessoa.nivel,
        amr: pessoa.amr,
        em: new Date().toISOString(),
        ip: request.ip,
        sha256Termo: b.sha256Termo,
      };
      const criada = await criarCobrancaDoPortal(
        ctx,
        { origem: 'PORTAL', pessoa, aceite },
        {
          idsProcessos: ids,
          totalParcelas: b.totalParcelas,
          formaPagamento: 'PARCELADO',
          desconto: 0,
          valorPrimeiraParcela: b.valorPrimeiraParcela,
          primeiroVencimento: b.primeiroVencimento,
        },
        // under the debts' locks: what the person read must be what the server computes now
        async (tx) => {
          const s = await simulacaoComTermo(tx, pessoa, p, ids, b.totalParcelas, true);
          if (
            s.termo.sha256 !== b.sha256Termo ||
            s.primeiroVencimento !== b.primeiroVencimento ||
            s.valorPrimeiraParcela !== b.valorPrimeiraParcela
          )
            throw badRequest(M.termoDiferente, [{ field: 'sha256Termo', message: M.termoDiferente }]);
          return s.termo.texto;
        },
      );
      const hoje = ctx.relogio.hoje();
      const emitido = await emitirBoletoDoPortal(ctx, criada.id, 1);
      reply.code(201);
      return {
        idProcessoCobranca: criada.id,
        numero: criada.numero,
        situacao: {
          codigo: SITUACAO_COBRANCA.PARCELADO,
          descricao: NOME_SITUACAO_COBRANCA[SITUACAO_COBRANCA.PARCELADO],
        },
        aceite,
        boleto: boletoEmitido(emitido, hoje),
      };
    },
  );

  app.post(
    '/acordo/list',
    {
      config: { ...leitura, acessoDados: 'PORTAL_ACORDO' },
      onRequest: exigirPessoa(ctx.db),
      schema: {
        tags,
        summary: 'Os acordos da pessoa, com as parcelas e os boletos',
        security: SESSAO,
        querystring: pageQuery(['numero'], 'numero'),
        response: { 200: pageSchema(acordoPortalSchema), ...erros(429) },
      },
    },
    async (request) => {
      const p = await posicao(pessoaDe(request));
      const hoje = ctx.relogio.hoje();
      const { page, size } = request.query;
      const pagina = p.acordos.slice(page * size, (page + 1) * size);
      request.devedoresLidos = devedoresDosAcordos(p, pagina);
      return {
        content: pagina.map((a) => acordoParaOPortal(a, p.processos, hoje)),
        totalElements: p.acordos.length,
      };
    },
  );

  app.get(
    '/acordo/:id',
    {
      config: { ...leitura, acessoDados: 'PORTAL_ACORDO' },
      onRequest: exigirPessoa(ctx.db),
      schema: {
        tags,
        summary: 'Um acordo da pessoa',
        security: SESSAO,
        params: idParam,
        response: { 200: acordoPortalSchema, ...erros(404, 429) },
      },
    },
    async (request) => {
      const p = await posicao(pessoaDe(request));
      const a = acordoDaPessoa(p, request.params.id);
      request.devedoresLidos = devedoresDosAcordos(p, [a]);
      return acordoParaOPortal(a, p.processos, ctx.relogio.hoje());
    },
  );

  app.post(
    '/acordo/:id/parcela/:parcela/boleto',
    {
      config: { ...escrita, acessoDados: 'PORTAL_BOLETO' },
      onRequest: exigirPessoa(ctx.db),
      schema: {
        tags,
        summary: 'O boleto de uma parcela em aberto (uma vencida, pelo valor atualizado)',
        security: SESSAO,
        params: z.object({
          id: idParam.shape.id,
          parcela: z.coerce.number().int().positive().max(999),
        }),
        response: { 201: boletoPortalSchema, ...erros(404, 409, 429) },
      },
    },
    async (request, reply) => {
      const p = await posicao(pessoaDe(request));
      const a = acordoDaPessoa(p, request.params.id);
      request.devedoresLidos = devedoresDosAcordos(p, [a]);
      const emitido = await emitirBoletoDoPortal(ctx, a.id, request.params.parcela);
      reply.code(201);
      return boletoEmitido(emitido, ctx.relogio.hoje());
    },
  );

  app.get(
    '/boleto/:id',
    {
      config: { ...leitura, acessoDados: 'PORTAL_BOLETO' },
      onRequest: exigirPessoa(ctx.db),
      schema: {
        tags,
        summary: 'Um boleto da pessoa',
        security: SESSAO,
        params: idParam,
        response: { 200: boletoPortalSchema, ...erros(404, 429) },
      },
    },
    async (request) => {
      const p = await posicao(pessoaDe(request));
      const { acordo, boleto } = parcelaDoBoleto(p, request.params.id, ctx.relogio.hoje());
      request.devedoresLidos = devedoresDosAcordos(p, [acordo]);
      return boleto;
    },
  );

  app.get(
    '/boleto/:id/pdf',
    {
      config: { ...leitura, acessoDados: 'PORTAL_BOLETO' },
      onRequest: exigirPessoa(ctx.db),
      schema: {
        tags,
        summary: 'O PDF de um boleto da pessoa',
        security: SESSAO,
        params: idParam,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const p = await posicao(pessoaDe(request));
      const { acordo, parcela } = parcelaDoBoleto(p, request.params.id, ctx.relogio.hoje());
      request.devedoresLidos = devedoresDosAcordos(p, [acordo]);
      const dados = await emitirBoletoDoPortal(ctx, acordo.id, parcela.parcela);
      const pdf = await pdfDoBoleto(dados, ctx.relogio.hoje());
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="BOLETO_${dados.boleto.nossoNumero}.pdf"`)
        .send(pdf);
    },
  );

  app.get(
    '/acordo/:id/termo',
    {
      config: { ...leitura, acessoDados: 'PORTAL_ACORDO' },
      onRequest: exigirPessoa(ctx.db),
      schema: {
        tags,
        summary: 'O termo de parcelamento aceito no portal, com o aceite impresso, em PDF',
        security: SESSAO,
        params: idParam,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const p = await posicao(pessoaDe(request));
      const a = acordoDaPessoa(p, request.params.id);
      const pdf = await imprimirTermoAceito(ctx.db, a.id);
      if (!pdf) throw notFound();
      request.devedoresLidos = devedoresDosAcordos(p, [a]);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="TERMO_${a.numero}.pdf"`)
        .send(pdf);
    },
  );
};

/** The debtors whose processes these agreements take (the access log's rows). */
function devedoresDosAcordos(
  p: { processos: readonly { id: number; devedorId: number }[] },
  acordos: readonly { processoIds: readonly number[] }[],
) {
  const ids = new Set(acordos.flatMap((a) => a.processoIds));
  return [...new Set(p.processos.filter((x) => ids.has(x.id)).map((x) => x.devedorId))];
}
