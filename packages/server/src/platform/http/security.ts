import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { EXPOSED_HEADERS } from './errorHandler.ts';

export interface SecurityConfig {
  publicUrl: string;
  /** Origins of other sites allowed to call the API from a browser; empty: same origin only. */
  corsOrigins: string[];
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
export function contentSecurityPolicy(https: boolean) {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
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

/**
 * Security headers (helmet), the API's caching and cross-origin rules. Every API answer is
 * `Cache-Control: no-store` unless its route says otherwise: sign-in and refresh carry tokens, the
 * rest personal data or PDFs of it, and none of it may stay in a shared or browser cache.
 */
export async function registerSecurity(app: FastifyInstance, config: SecurityConfig) {
  const https = config.publicUrl.startsWith('https:');
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(https) },
    // Over plain HTTP (a laptop, tests) a Strict-Transport-Security header would be ignored at best.
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
    frameguard: { action: 'deny' },
    // Reset links carry their token in the path: never leak it through Referer.
    referrerPolicy: { policy: 'no-referrer' },
  });

  app.addHook('onSend', async (request, reply) => {
    if (/^\/api(\/|$|\?)/.test(request.url) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });

  // Without an allow-list no CORS header is sent: browsers keep the API to the page's own origin.
  if (config.corsOrigins.length > 0) {
    await app.register(fastifyCors, { origin: config.corsOrigins, exposedHeaders: EXPOSED_HEADERS });
  }
}
