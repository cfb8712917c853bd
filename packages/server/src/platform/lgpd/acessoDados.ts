import type { OrigemAcesso } from '@divida/domain/devedor/acessoDados.schema';
import { sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/database.ts';

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
 * Records that `user` read these people's personal data through `origem`: one statement, awaited by
 * the route before its answer leaves (a read that was not logged is not answered). Repeated people
 * are logged once.
 *
 * On its own (not inside the caller's transaction) the row commits without waiting for the WAL's
 * flush to disk (`synchronous_commit` off for this statement's transaction only): the row is
 * committed, visible and ordered before the answer leaves, and the commit is atomic, but it is on
 * disk only once the WAL writer flushes it (at most 3 × wal_writer_delay, 600 ms by default, or the
 * next synchronous commit of any write, which flushes every earlier one). Only a crash of
 * PostgreSQL itself (or its machine) in that window could lose it; a crash of this server cannot.
 * Waiting for the flush cost each detail read ~10 ms (bench/README.md, issue 26 item 9). Inside a
 * transaction the row commits with the caller's writes, as they do.
 */
export async function registrarAcesso(
  ex: Executor,
  user: Leitor,
  origem: OrigemAcesso,
  pessoas: readonly PessoaAcessada[],
  /** which process or collection the read showed (its number), when the origin is not enough */
  referencia?: string | null,
): Promise<void> {
  const vistos = new Set<string>();
  const devedorIds: (number | null)[] = [];
  const requerenteIds: (number | null)[] = [];
  for (const p of pessoas) {
    const chave = `${p.devedorId ?? ''}:${p.requerenteId ?? ''}`;
    if ((p.devedorId === undefined && p.requerenteId === undefined) || vistos.has(chave)) continue;
    vistos.add(chave);
    devedorIds.push(p.devedorId ?? null);
    requerenteIds.push(p.requerenteId ?? null);
  }
  if (devedorIds.length === 0) return;
  // set_config(…, true) lasts until this statement's own transaction ends, i.e. its commit
  const semEsperarDisco =
    ex instanceof PgTransaction ? sql`` : sql`where set_config('synchronous_commit', 'off', true) = 'off'`;
  // the people as two arrays: one statement for any number of them (no parameter limit)
  await ex.execute(sql`
    insert into acesso_dados_pessoais (usuario_id, orgao_credor_id, devedor_id, requerente_id, origem, referencia)
    select ${user.id}::int, ${user.orgaoCredorId}::int, p.devedor_id, p.requerente_id, ${origem}::varchar,
           ${referencia ?? null}::varchar
      from unnest(${sql.param(devedorIds)}::int[], ${sql.param(requerenteIds)}::int[]) as p(devedor_id, requerente_id)
    ${semEsperarDisco}`);
}

/** The debtors' ids of rows, as people for `registrarAcesso`. */
export const devedores = (ids: Iterable<number | null | undefined>): PessoaAcessada[] =>
  [...ids].filter((id): id is number => typeof id === 'number').map((devedorId) => ({ devedorId }));

/** Who reads on the debtor portal: the person of a session (docs/portal.md). */
export interface LeitorDoPortal {
  sessaoId: string;
  cpf: string;
  nome: string;
}

/**
 * `registrarAcesso` for a read on the debtor portal: channel PORTAL, the person (CPF and name) and
 * the session instead of a staff user; the same single statement, before the answer leaves.
 */
export async function registrarAcessoPortal(
  ex: Executor,
  leitor: LeitorDoPortal,
  origem: OrigemAcesso,
  devedorIds: readonly number[],
): Promise<void> {
  const ids = [...new Set(devedorIds)];
  if (ids.length === 0) return;
  await ex.execute(sql`
    insert into acesso_dados_pessoais (canal, leitor_cpf, leitor_nome, portal_sessao_id, devedor_id, origem)
    select 'PORTAL', ${leitor.cpf}::varchar, ${leitor.nome}::varchar, ${leitor.sessaoId}::uuid, p.devedor_id,
           ${origem}::varchar
      from unnest(${sql.param(ids)}::int[]) as p(devedor_id)
    where set_config('synchronous_commit', 'off', true) = 'off'`);
}
