import {
  entrarQuerySchema,
  MENSAGENS_PORTAL,
  nivelAlcanca,
  retornoQuerySchema,
  sairRespostaSchema,
  sessaoPortalSchema,
} from '@divida/domain/portal/portal.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { empresasRepresentadas } from '../posicaoDevedor/index.ts';
import { erros } from '../../platform/http/documentacao.ts';
import { porEndereco } from '../../platform/http/rateLimit.ts';
import { COOKIE_ENTRADA, concluirEntrada, iniciarEntrada, VALIDADE_ENTRADA_MS } from './entrada.ts';
import { ClienteOidc, ProvedorIndisponivel } from './oidc.ts';
import {
  csrfDoPedido,
  definirCookiesDaSessao,
  encerrarSessao,
  exigirPessoa,
  limparCookiesDaSessao,
  pessoaDe,
  porSessao,
} from './sessao.ts';

const tags = ['portal'];
/** the portal's session cookie (app.ts's `portalSessao` security scheme) */
const SESSAO = [{ portalSessao: [] }];
/** a redirect: to the provider, or back to the portal (a page under /portal) */
const REDIRECIONA = z.null().describe('Redireciona (Location), sem corpo');
const CAMINHO_ENTRADA = '/api/portal/sessao';

/**
 * The portal's sign-in and session (docs/portal.md §2, §5.5): `entrar` sends the browser to the
 * provider, `retorno` comes back with its code and makes our session, `sessao` says who is in,
 * `sair` ends it and answers the provider's logout address.
 */
export const sessaoPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const { config } = ctx;
  const issuer = config.portal.issuer;
  const cliente = issuer ? new ClienteOidc({ ...config.portal, issuer }) : null;
  if (!cliente) app.log.warn(MENSAGENS_PORTAL.naoConfigurado);
  const redirectUri = `${config.publicUrl}${CAMINHO_ENTRADA}/retorno`;
  const falha = (erro: string) => `/portal/entrar?erro=${erro}`;

  app.get(
    '/sessao/entrar',
    {
      config: { rateLimit: porEndereco(30, 60_000) },
      schema: {
        tags,
        summary: 'Entrar com o gov.br: redireciona ao provedor',
        querystring: entrarQuerySchema,
        // 503: no provider configured
        response: { 302: REDIRECIONA, ...erros(429, 503) },
      },
    },
    async (request, reply) => {
      if (!cliente) throw new AppError('UNAVAILABLE', MENSAGENS_PORTAL.naoConfigurado);
      try {
        const e = await iniciarEntrada(ctx.db, cliente, redirectUri, request.query.destino ?? '/portal');
        reply.setCookie(COOKIE_ENTRADA, e.id, {
          httpOnly: true,
          // the provider's redirect back is a top-level GET from its site: Lax sends the cookie
          sameSite: 'lax',
          path: CAMINHO_ENTRADA,
          maxAge: VALIDADE_ENTRADA_MS / 1000,
          secure: config.publicUrl.startsWith('https:'),
        });
        return reply.redirect(e.url, 302);
      } catch (e) {
        if (e instanceof ProvedorIndisponivel) return reply.redirect(falha('indisponivel'), 302);
        throw e;
      }
    },
  );

  app.get(
    '/sessao/retorno',
    {
      config: { rateLimit: porEndereco(30, 60_000) },
      schema: {
        tags,
        summary: 'Retorno do gov.br: confere o código e cria a sessão do portal',
        querystring: retornoQuerySchema,
        response: { 302: REDIRECIONA, ...erros(429) },
      },
    },
    async (request, reply) => {
      if (!cliente) throw new AppError('UNAVAILABLE', MENSAGENS_PORTAL.naoConfigurado);
      const url = new URL(request.url, config.publicUrl);
      const d = await concluirEntrada(ctx.db, cliente, request.cookies[COOKIE_ENTRADA], url, request.ip);
      reply.clearCookie(COOKIE_ENTRADA, { path: CAMINHO_ENTRADA });
      if (!d.ok) return reply.redirect(falha(d.erro), 302);
      definirCookiesDaSessao(reply, config, d.sessao.token, d.sessao.csrf);
      return reply.redirect(d.destino, 302);
    },
  );

  app.get(
    '/sessao',
    {
      config: { rateLimit: porSessao(120) },
      onRequest: exigirPessoa(ctx.db),
      schema: {
        tags,
        summary: 'Quem está no portal',
        security: SESSAO,
        response: { 200: sessaoPortalSchema, ...erros(429) },
      },
    },
    async (request) => {
      const p = pessoaDe(request);
      return {
        cpf: p.cpf,
        nome: p.nome,
        email: p.email,
        nivel: p.nivel,
        amr: p.amr,
        empresas: [
          ...(await empresasRepresentadas(ctx.db, p.cpf, ctx.relogio.hoje())).map((e) => ({
            ...e,
            origem: 'REPRESENTANTE' as const,
          })),
          ...(p.cnpjCertificado
            ? [
                {
                  cnpj: p.cnpjCertificado,
                  nome: p.cnpjCertificado,
                  origem: 'CERTIFICADO' as const,
                  ate: null,
                },
              ]
            : []),
        ],
        sessaoId: p.sessaoId,
        podeAssinarAcordo: nivelAlcanca(p.nivel, config.portal.nivelAcordo),
        nivelExigidoAcordo: config.portal.nivelAcordo,
        expiraEm: p.expiraEm.toISOString(),
        csrf: csrfDoPedido(request),
      };
    },
  );

  app.post(
    '/sessao/sair',
    {
      config: { rateLimit: porSessao(30) },
      onRequest: exigirPessoa(ctx.db),
      schema: {
        tags,
        summary: 'Sair do portal (e do gov.br)',
        security: SESSAO,
        response: { 200: sairRespostaSchema, ...erros(429) },
      },
    },
    async (request, reply) => {
      const idToken = await encerrarSessao(ctx.db, pessoaDe(request).sessaoId);
      limparCookiesDaSessao(reply, config);
      const sairDoProvedor = cliente
        ? await cliente.urlDeSaida(idToken, `${config.publicUrl}/portal/saiu`)
        : null;
      return { sairDoProvedor };
    },
  );
};
