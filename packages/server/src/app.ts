import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { enviarBoasVindas, revogarSessoesDoUsuario, trocarSenha } from './modules/auth/index.ts';
import { sessaoViva } from './modules/auth/sessaoViva.ts';
import { cabecalhoDoEmissor } from './modules/usuario/index.ts';
import { MODULOS } from './modulos.ts';
import { relogioDeTeste, relogioDoSistema } from './platform/relogio.ts';
import { relogioRoutes } from './platform/relogio.routes.ts';
import type { Ctx } from './platform/context.ts';
import { openDatabase } from './platform/db/database.ts';
import { MapaDeReferencias } from './platform/db/referencias.ts';
import { s3Storage } from './platform/files/s3Storage.ts';
import { diskStorage } from './platform/files/storage.ts';
import { Exportacoes, jobExportarPlanilha, jobLimparExportacoes } from './platform/exportacao/exportacao.ts';
import { serializarErro } from './platform/http/errSerializer.ts';
import { registerDocumentacao } from './platform/http/documentacao.ts';
import fastifyCookie from '@fastify/cookie';
import { provedorEmbutido } from './idp/provedorEmbutido.ts';
import { frameworkErrors, registerErrorHandler } from './platform/http/errorHandler.ts';
import { healthRoutes } from './platform/http/health.ts';
import { registerVersao } from './platform/http/versao.ts';
import { registerJsonBody } from './platform/http/jsonBody.ts';
import { serializadorCompiler } from './platform/http/serializador.ts';
import { registerRateLimit } from './platform/http/rateLimit.ts';
import { registerSecurity } from './platform/http/security.ts';
import { registerWebApp } from './platform/http/webApp.ts';
import { jobEnviarEmail } from './platform/jobs/email.job.ts';
import type { FilasDeJobs } from './platform/jobs/filas.ts';
import { Jobs } from './platform/jobs/jobs.ts';
import { agendadasRoutes } from './platform/jobs/agendadas.routes.ts';
import { tarefaRoutes } from './platform/jobs/tarefa.routes.ts';
import { createMailer } from './platform/mail.ts';
import { bootstrap } from './seed/bootstrap.ts';

/**
 * The request line as logged: the path only, since list filters in a page URL carry CPFs, and a path
 * segment of exactly 11 or 14 digits (a CPF or CNPJ: `requerente/porCpf/{cpf}`, `devedor/cpfCnpj/{doc}`)
 * masked.
 */
export const pathOnly = (url: string) =>
  (url.split('?')[0] ?? '').replace(/\/(\d{11}|\d{14})(?=\/|$)/g, '/***');

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization'],
    serializers: {
      // Failed queries carry their parameters (personal data): see errSerializer.
      err: serializarErro,
      req: (req: { method: string; url: string; id: string; ip?: string }) => ({
        id: req.id,
        method: req.method,
        url: pathOnly(req.url),
        ip: req.ip,
      }),
    },
  };
}

/**
 * Builds the whole server on its database: what main.ts starts and what tests call through
 * `inject`. Closing the instance closes the database.
 */
export async function buildApp(
  config: Config,
  opts: {
    logger?: FastifyServerOptions['logger'];
    loggerInstance?: FastifyBaseLogger;
    /** Runs once everything is closed (the tests drop their database then). */
    depoisDeFechar?: () => Promise<void>;
  } = {},
): Promise<FastifyInstance> {
  const database = await openDatabase(config.database, config.dbPoolSize);
  const sessoes = sessaoViva(database.db, config.database);
  const ctx: Ctx = {
    config,
    db: database.db,
    dbKind: database.kind,
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir }),
    storage: config.s3
      ? s3Storage(config.s3, join(config.dataDir, 'tmp'))
      : diskStorage(join(config.dataDir, 'files')),
    sessaoViva: sessoes,
    sessoesEncerradas: sessoes.encerradas,
    relogio: config.relogioDeTeste ? relogioDeTeste() : relogioDoSistema,
    jobs: new Jobs<FilasDeJobs>({ executeSql: database.executeSql, ...config.jobs, no: config.nodeId }),
    exportacoes: new Exportacoes(),
    referencias: new MapaDeReferencias(MODULOS.flatMap((m) => m.referencias ?? [])),
    // the areas' use cases that others call without importing them (docs/arquitetura.md §4)
    credenciais: {
      enviarBoasVindas: (ex, u) => enviarBoasVindas(ctx, ex, u),
      revogarSessoes: (ex, usuarioId, motivo, exceto) =>
        revogarSessoesDoUsuario(ctx, ex, usuarioId, motivo, exceto),
      trocarSenha: (actor, alvoId, novaSenha, senhaAtual) =>
        trocarSenha(ctx, actor, alvoId, novaSenha, senhaAtual),
    },
    cabecalhoDoEmissor,
  };
  ctx.jobs.registrar('enviar-email', jobEnviarEmail(ctx));
  ctx.jobs.registrar('exportar-planilha', jobExportarPlanilha(ctx));
  ctx.jobs.registrar('limpar-exportacoes', jobLimparExportacoes(ctx));
  for (const m of MODULOS) {
    for (const [fila, job] of Object.entries(m.jobs?.(ctx) ?? {}))
      ctx.jobs.registrar(fila as keyof FilasDeJobs, job as never);
    for (const [tipo, exportacao] of Object.entries(m.exportacoes ?? {}))
      ctx.exportacoes.registrar(tipo, exportacao);
  }

  const app = Fastify({
    ...(opts.loggerInstance
      ? { loggerInstance: opts.loggerInstance }
      : { logger: opts.logger ?? loggerOptions(config) }),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
    },
    // Only the configured proxies may say who the client is (TRUST_PROXY; off by default).
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    bodyLimit: 1024 * 1024,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializadorCompiler);
  app.decorate('ctx', ctx);

  app.addHook('onSend', (request, reply, _payload, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  registerErrorHandler(app);
  registerJsonBody(app);
  registerVersao(app);
  await registerSecurity(app, config);
  await registerRateLimit(app);
  await app.register(fastifyMultipart, { limits: { fileSize: config.maxUploadBytes, files: 1, fields: 5 } });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Dívida Ativa: API', version: '1.0.0' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // the debtor portal's session (docs/portal.md §5.1)
          portalSessao: { type: 'apiKey', in: 'cookie', name: 'portal_sessao' },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    // the components the schemas name (the error answers' Problema)
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      registerDocumentacao(api);
      await api.register(healthRoutes);
      await api.register(tarefaRoutes);
      await api.register(agendadasRoutes);
      if (config.relogioDeTeste) await api.register(relogioRoutes);
      for (const m of MODULOS) for (const rotas of m.rotas ?? []) await api.register(rotas);
    },
    { prefix: '/api' },
  );
  // The debtor portal: a surface of its own (docs/portal.md §5), its cookies parsed only here.
  await app.register(
    async (portal) => {
      await portal.register(fastifyCookie);
      registerDocumentacao(portal);
      for (const m of MODULOS) for (const rotas of m.rotasDoPortal ?? []) await portal.register(rotas);
    },
    { prefix: '/api/portal' },
  );
  if (config.portal.idpEmbutido) await app.register(provedorEmbutido, { prefix: '/idp' });

  app.get('/app.conf.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return { apiUrl: '/api', captcha: { challengeUrl: '/api/auth/captcha' } };
  });

  await registerWebApp(app, config.webDist);

  await bootstrap(ctx.db, config, app.log, ctx.storage, ctx);
  await ctx.jobs.iniciar(app.log);

  app.addHook('onClose', async () => {
    await ctx.jobs.parar();
    ctx.mailer.close();
    await sessoes.fechar();
    await database.close();
    await opts.depoisDeFechar?.();
  });
  return app;
}
