/**
 * The real server (main.ts) with the personal-data access log switched off: a module hook
 * (semRegistroAcesso.mjs) resolves platform/lgpd/acessoDados.ts to acessoDadosDesligado.ts, whose
 * `registrarAcesso` does nothing. Everything else is the product's code. Only bench/run-auditoria.ts
 * starts it, beside the real server, to time the same requests with and without the log.
 */
import { register } from 'node:module';

register('./semRegistroAcesso.mjs', import.meta.url);
await import('../../packages/server/src/main.ts');
