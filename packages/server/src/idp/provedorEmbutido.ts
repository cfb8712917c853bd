import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { text } from 'node:stream/consumers';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Config } from '../config.ts';
import { porEndereco } from '../platform/http/rateLimit.ts';
import { Contas, contaDeTesteSchema } from './contas.ts';
import { paginaEntrar, paginaErro, paginaSair } from './pagina.ts';

/**
 * The embedded development identity provider (docs/portal.md §6): `oidc-provider` under /idp on the
 * server's own port, for the embedded default, the demo and the tests, never with a production
 * database (config.ts `portal.idpEmbutido`). Its tokens carry gov.br's claims (`sub` the CPF, `name`,
 * `email_verified`, `amr`, `reliability_info.level`); its page is ours, in Portuguese, and says it is a
 * demonstration. Created on its first request: most test servers never sign a person in.
 */

const ESCOPOS = ['openid', 'email', 'profile', 'govbr_confiabilidades', 'govbr_confiabilidades_idtoken'];
const NIVEL_GOVBR = { bronze: 'bronze', prata: 'silver', ouro: 'gold' } as const;

async function criarProvedor(config: Config, contas: Contas): Promise<Provider> {
  const { default: Provider } = await import('oidc-provider');
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: 'demo-1', use: 'sig', alg: 'RS256' };
  const provider = new Provider(`${config.publicUrl}/idp`, {
    clients: [
      {
        client_id: config.portal.clientId,
        client_secret: config.portal.clientSecret,
        redirect_uris: [`${config.publicUrl}/api/portal/sessao/retorno`],
        post_logout_redirect_uris: [`${config.publicUrl}/portal/saiu`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [jwk as never] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    pkce: { required: () => true },
    scopes: ESCOPOS,
    claims: {
      // gov.br's id_token says how the person signed in; the account's own way here
      openid: ['sub', 'amr'],
      profile: ['name', 'social_name', 'cnpj'],
      email: ['email', 'email_verified'],
      govbr_confiabilidades: ['reliability_info'],
      govbr_confiabilidades_idtoken: ['reliability_info'],
    },
    // the id_token carries the scopes' claims, as gov.br's does
    conformIdTokenClaims: false,
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          ctx.body = paginaSair(form);
        },
      },
    },
    renderError: (ctx) => {
      ctx.type = 'html';
      ctx.body = paginaErro();
    },
    interactions: { url: (_ctx, interaction) => `/idp/interacao/${interaction.uid}` },
    // a first-party client: no consent screen, every scope granted
    async loadExistingGrant(ctx) {
      const id = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (id) return ctx.oidc.provider.Grant.find(id);
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      });
      grant.addOIDCScope(ESCOPOS.join(' '));
      await grant.save();
      return grant;
    },
    async findAccount(_ctx, sub) {
      const c = contas.get(sub);
      if (!c) return undefined;
      return {
        accountId: c.cpf,
        async claims() {
          return {
            sub: c.cpf,
            amr: c.cnpj ? ['x509'] : ['passwd'],
            name: c.nome,
            ...(c.email ? { email: c.email, email_verified: true } : {}),
            reliability_info: { level: NIVEL_GOVBR[c.nivel] },
            ...(c.cnpj ? { cnpj: c.cnpj } : {}),
          };
        },
      };
    },
    ttl: { IdToken: 60, AccessToken: 60, Interaction: 10 * 60, Session: 8 * 60 * 60, Grant: 8 * 60 * 60 },
  });
  return provider;
}

/** The reply left to Node's response, with the headers the server already set (security headers). */
function entregar(reply: FastifyReply): ServerResponse {
  for (const [k, v] of Object.entries(reply.getHeaders())) if (v !== undefined) reply.raw.setHeader(k, v);
  reply.hijack();
  return reply.raw;
}

export const provedorEmbutido: FastifyPluginAsync = async (app) => {
  const { config } = app.ctx;
  const contas = new Contas();
  let provedor: Promise<Provider> | undefined;
  const obter = () => (provedor ??= criarProvedor(config, contas));
  let manipulador: ReturnType<Provider['callback']> | undefined;
  app.log.warn('Portal do devedor: provedor de identidade de demonstração em /idp (não é o gov.br)');

  // the provider reads its own bodies (token endpoint, our form): none is parsed here
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  const html = (reply: FastifyReply, corpo: string, status = 200) =>
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(corpo);

  app.get<{ Params: { uid: string } }>(
    '/interacao/:uid',
    { schema: { hide: true } },
    async (request, reply) => {
      const p = await obter();
      const i = await p.interactionDetails(request.raw, reply.raw).catch(() => undefined);
      if (!i || i.uid !== request.params.uid)
        return html(reply, paginaEntrar(request.params.uid, 'Esta entrada expirou. Volte ao portal.'), 400);
      return html(reply, paginaEntrar(i.uid));
    },
  );

  app.post<{ Params: { uid: string } }>(
    '/interacao/:uid/entrar',
    // a demonstration's known passwords, still not to be guessed by the thousand
    { schema: { hide: true }, config: { rateLimit: porEndereco(30, 60_000) } },
    async (request, reply) => {
      const p = await obter();
      const form = new URLSearchParams((await text(request.raw)).slice(0, 2000));
      const conta = contas.conferir(form.get('cpf') ?? '', form.get('senha') ?? '');
      if (!conta) return html(reply, paginaEntrar(request.params.uid, 'CPF ou senha não conferem.'), 401);
      const res = entregar(reply);
      await p.interactionFinished(
        request.raw,
        res,
        { login: { accountId: conta.cpf, amr: conta.cnpj ? ['x509'] : ['passwd'] } },
        { mergeWithLastSubmission: false },
      );
    },
  );

  app.get<{ Params: { uid: string } }>(
    '/interacao/:uid/cancelar',
    { schema: { hide: true } },
    async (request, reply) => {
      const p = await obter();
      const res = entregar(reply);
      await p.interactionFinished(
        request.raw,
        res,
        { error: 'access_denied', error_description: 'Entrada cancelada pela pessoa.' },
        { mergeWithLastSubmission: false },
      );
    },
  );

  // a browser test signs in as a debtor it has just registered (TEST_CLOCK only)
  app.post('/teste/contas', { schema: { hide: true } }, async (request, reply) => {
    if (!config.relogioDeTeste) return reply.code(404).send({ errormsg: 'Não encontrado.' });
    let corpo: unknown;
    try {
      corpo = JSON.parse(await text(request.raw));
    } catch {
      corpo = undefined;
    }
    const c = contaDeTesteSchema.safeParse(corpo);
    if (!c.success)
      return reply.code(400).send({ errormsg: c.error.issues[0]?.message ?? 'Dados inválidos.' });
    contas.gravar({ ...c.data, email: c.data.email ?? null });
    return reply.code(201).send({ cpf: c.data.cpf });
  });

  // everything else is the provider's own (discovery, keys, authorization, token, logout)
  const repassar = async (request: FastifyRequest, reply: FastifyReply) => {
    const p = await obter();
    const req = request.raw as IncomingMessage & { originalUrl?: string };
    req.originalUrl = req.url;
    req.url = req.url!.replace(/^\/idp/, '') || '/';
    manipulador ??= p.callback();
    manipulador(req, entregar(reply));
  };
  app.all('/*', { schema: { hide: true } }, repassar);
  app.all('/', { schema: { hide: true } }, repassar);
};
