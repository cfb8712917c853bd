import type { OrigemAcesso } from '@divida/domain/devedor/acessoDados.schema';
import type { Executor } from '../db/database.ts';
import { acessoDadosPessoais } from './acessoDados.table.ts';

/** Who reads: a signed-in user (AuthUser) or an export running for one. */
export interface Leitor {
  id: number;
  orgaoCredorId: number;
}

export interface PessoaAcessada {
  devedorId?: number;
  requerenteId?: number;
}

/**
 * Records that `user` read these people's personal data through `origem`: one multi-row insert,
 * awaited by the route before its answer leaves (a read that was not logged is not answered).
 * Repeated people are logged once.
 */
export async function registrarAcesso(
  ex: Executor,
  user: Leitor,
  origem: OrigemAcesso,
  pessoas: readonly PessoaAcessada[],
): Promise<void> {
  const vistos = new Set<string>();
  const linhas = [];
  for (const p of pessoas) {
    const chave = `${p.devedorId ?? ''}:${p.requerenteId ?? ''}`;
    if ((p.devedorId === undefined && p.requerenteId === undefined) || vistos.has(chave)) continue;
    vistos.add(chave);
    linhas.push({
      usuarioId: user.id,
      orgaoCredorId: user.orgaoCredorId,
      devedorId: p.devedorId ?? null,
      requerenteId: p.requerenteId ?? null,
      origem,
    });
  }
  // bounded batches: one statement's parameters stay far below PostgreSQL's 65,535
  for (let i = 0; i < linhas.length; i += 5000) {
    await ex.insert(acessoDadosPessoais).values(linhas.slice(i, i + 5000));
  }
}

/** The debtors' ids of rows, as people for `registrarAcesso`. */
export const devedores = (ids: Iterable<number | null | undefined>): PessoaAcessada[] =>
  [...ids].filter((id): id is number => typeof id === 'number').map((devedorId) => ({ devedorId }));
