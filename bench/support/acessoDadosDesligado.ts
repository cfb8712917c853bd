/**
 * The access log switched off, for the benchmark's "without" server only (servidorSemRegistroAcesso.ts
 * puts this module in the place of packages/server/src/platform/lgpd/acessoDados.ts): the same exports,
 * with `registrarAcesso` doing nothing. Never part of the product.
 */
import type { Leitor, PessoaAcessada } from '../../packages/server/src/platform/lgpd/acessoDados.ts';

export type { Leitor, PessoaAcessada };

export async function registrarAcesso(
  _ex: unknown,
  _user: Leitor,
  _origem: string,
  _pessoas: readonly PessoaAcessada[],
): Promise<void> {}

export const devedores = (ids: Iterable<number | null | undefined>): PessoaAcessada[] =>
  [...ids].filter((id): id is number => typeof id === 'number').map((devedorId) => ({ devedorId }));
