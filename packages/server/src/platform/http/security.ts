import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCors from '@fastify/cors';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { EXPOSED_HEADERS } from './errorHandler.ts';

export interface SecurityConfig {
  publicUrl: string;
  /** Origins of other sites allowed to call the API from a browser; empty: same origin only. */
  corsOrigins: string[];
  /** The built web app (its index.html's inline scripts are allowed by hash); absent in API-only tests. */
  webDist?: string;
}

/**
 * The page's Content-Security-Policy. Scripts only from this origin and never inline: the built
 * app is one module script plus files, and the ALTCHA widget runs its proof of work in workers
 * that Vite emits as files of this origin (`?worker`), so no blob: is needed.
 * Styles allow 'unsafe-inline': MUI's emotion writes <style> tags at run time and React sets
 * style attributes; a nonce would mean rendering index.html per request (it is a pre-compressed
 * static file), and injected CSS cannot run code, which is what the script rules prevent.
 * No 'unsafe-eval': zod runs jitless in the page (main.tsx); MUI's data grid probes for eval and
 * falls back to plain functions when it is refused.
 */
export function contentSecurityPolicy(https: boolean, scriptHashes: readonly string[] = []) {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes.map((h) => `'${h}'`)],
    'script-src-attr': ["'none'"],
    'worker-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    // blob: the printed PDF's tab reads its own blob: URL (and inherits this policy).
    'connect-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** The CSP hashes ('sha256-…') of the inline scripts of the built index.html; none without a build. */
export function inlineScriptHashes(webDist: string | undefined): string[] {
  let html: string;
  try {
    html = webDist ? readFileSync(join(webDist, 'index.html'), 'utf8') : '';
  } catch {
    return [];
  }
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (m) => `sha256-${createHash('sha256').update(m[1]!).digest('base64')}`,
  );
}

/**
 * The headers helmet sends with these options. @fastify/helmet builds helmet anew on every request
 * (its directives parsed, its middlewares created: about 2% of a list request's time in the server),
 * though with fixed options it always sends the same headers; they are taken once, from one request
 * to a bare instance with the plugin, and set on every reply.
 */
async function cabecalhosDoHelmet(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const f = Fastify();
  await f.register(fastifyHelmet, options);
  f.get('/', (_request, reply) => void reply.type('text/plain').send(''));
  const semHelmet = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  const res = await f.inject({ method: 'GET', url: '/' });
  await f.close();
  return Object.fromEntries(
    Object.entries(res.headers)
      .filter(([nome]) => !semHelmet.has(nome))
      .map(([nome, valor]) => [nome, String(valor)]),
  );
}

/**
 * Security headers (helmet), the API's caching and cross-origin rules. Every API answer is
 * `Cache-Control: no-store` unless its route says otherwise: sign-in and refresh carry tokens, the
 * rest personal data or PDFs of it, and none of it may stay in a shared or browser cache.
 */
export async function registerSecurity(app: FastifyInstance, config: SecurityConfig) {
  const https = config.publicUrl.startsWith('https:');
  const cabecalhos = await cabecalhosDoHelmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(https, inlineScriptHashes(config.webDist)),
    },
    // Over plain HTTP (a laptop, tests) a Strict-Transport-Security header would be ignored at best.
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
    frameguard: { action: 'deny' },
    // Reset links carry their token in the path: never leak it through Referer.
    referrerPolicy: { policy: 'no-referrer' },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(cabecalhos);
    done();
  });

  app.addHook('onSend', (request, reply, _payload, done) => {
    if (!reply.hasHeader('cache-control') && /^\/api(\/|$|\?)/.test(request.url)) {
      reply.header('cache-control', 'no-store');
    }
    done();
  });

  // Without an allow-list no CORS header is sent: browsers keep the API to the page's own origin.
  if (config.corsOrigins.length > 0) {
    await app.register(fastifyCors, { origin: config.corsOrigins, exposedHeaders: EXPOSED_HEADERS });
  }
}
