// Module resolution hook (node:module register) of bench/support/servidorSemRegistroAcesso.ts: the
// server's access-log module resolves to the benchmark's switched-off copy. Never part of the product.
const ALVO = '/packages/server/src/platform/lgpd/acessoDados.ts';
const DESLIGADO = new URL('./acessoDadosDesligado.ts', import.meta.url).href;

export async function resolve(specifier, context, nextResolve) {
  const r = await nextResolve(specifier, context);
  return r.url.endsWith(ALVO) && !context.parentURL?.endsWith('/acessoDadosDesligado.ts')
    ? { ...r, url: DESLIGADO }
    : r;
}
