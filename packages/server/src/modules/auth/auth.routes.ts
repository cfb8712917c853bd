import {
  captchaChallengeSchema,
  loginResponseSchema,
  loginSchema,
  MENSAGENS_AUTH,
  recoverPasswordSchema,
  resetPasswordSchema,
  tokenResponseSchema,
} from '@divida/domain/auth/auth.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { novoDesafio } from '../../platform/auth/captcha.ts';
import { guard, tokenInvalido, userOf } from '../../platform/auth/guard.ts';
import { erros } from '../../platform/http/documentacao.ts';
import { porEmail, porEndereco } from '../../platform/http/rateLimit.ts';
import { mensagem } from '../../platform/http/schemas.ts';
import { bearer } from '../../platform/auth/tokens.ts';
import * as auth from './auth.service.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const { limites } = ctx.config;
  // Challenges are cheap to ask for and to make: a flood from one address is cut, per minute.
  const captchaPorEndereco = porEndereco(limites.captchaPorMinuto, 60_000);
  // Each recovery may send an e-mail: limited per address and per e-mail named, known or not
  // (the same answer either way, so the limit tells nothing about which accounts exist).
  const recuperacaoPorEndereco = porEndereco(limites.recuperacaoPorEndereco, limites.janelaRecuperacaoMs);

  app.get(
    '/auth/captcha',
    {
      config: { rateLimit: captchaPorEndereco },
      schema: {
        tags: ['auth'],
        summary: 'Desafio ALTCHA (prova de trabalho) para o login',
        response: { 200: captchaChallengeSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const { parameters, signature } = await novoDesafio(ctx.config.captchaHmacKey);
      return { parameters: { ...parameters }, signature };
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        body: loginSchema,
        // wrong credentials, an inactive user, the lockout after failed attempts
        response: { 200: loginResponseSchema, ...erros(401, 403, 429) },
      },
    },
    async (request) =>
      auth.login(ctx, request.body, { ip: request.ip, userAgent: request.headers['user-agent'] }),
  );

  app.get(
    '/auth/token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Renova o par de tokens (refresh token como bearer)',
        security: [{ bearer: [] }],
        response: { 200: tokenResponseSchema },
      },
    },
    async (request) => {
      const token = bearer(request.headers.authorization);
      if (!token) throw tokenInvalido();
      return auth.refresh(ctx, token);
    },
  );

  app.post(
    '/auth/logout',
    { onRequest: guard(), schema: { tags: ['auth'], response: { 200: mensagem } } },
    async (request) => {
      await auth.logout(ctx, userOf(request));
      return { message: MENSAGENS_AUTH.sessaoEncerrada };
    },
  );

  app.post(
    '/auth/recoverPassword',
    {
      config: { rateLimit: recuperacaoPorEndereco },
      // After validation: the key is the e-mail of the body.
      preHandler: porEmail(app, limites.recuperacaoPorEmail, limites.janelaRecuperacaoMs),
      schema: { tags: ['auth'], body: recoverPasswordSchema, response: { 200: mensagem } },
    },
    async (request) => {
      await auth.recuperarSenha(ctx, request.body.email);
      return { message: MENSAGENS_AUTH.recuperacaoEnviada };
    },
  );

  app.post(
    '/auth/resetPassword',
    {
      config: { rateLimit: recuperacaoPorEndereco },
      schema: { tags: ['auth'], body: resetPasswordSchema, response: { 200: mensagem } },
    },
    async (request) => {
      await auth.redefinirSenha(ctx, request.body);
      return { message: MENSAGENS_AUTH.senhaRedefinida };
    },
  );
};
