import {
  MENSAGENS_REPRESENTANTE as M,
  representacaoVigente,
  type Representante,
} from '@divida/domain/devedor/representante.schema';
import type { IsoDate } from '@divida/domain/calendar';
import { and, asc, eq, sql } from 'drizzle-orm';
import { audit } from '../../platform/audit/audit.ts';
import type { AuthUser, Ctx } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/database.ts';
import { invalido, notFound } from '../../platform/errors.ts';
import { devedorIdentificado as devedor } from '../devedor/index.ts';
import { devedorNoEscopo } from './devedor.repository.ts';
import { representanteDevedor as r } from './representante.table.ts';

/** The representatives of a company debtor (docs/portal.md §3), as the staff register them. */

type Linha = typeof r.$inferSelect;
const paraApi = (l: Linha, hoje: IsoDate): Representante => ({
  id: l.id,
  cpf: l.cpf,
  nome: l.nome,
  dataInicio: l.dataInicio,
  dataFim: l.dataFim,
  vigente: representacaoVigente(l, hoje),
});

/** The debtor within the caller's scope (404 otherwise), and that it is a company (400 otherwise). */
async function empresaNoEscopo(ex: Executor, user: AuthUser, devedorId: number) {
  if (!(await devedorNoEscopo(ex, user, devedorId))) throw notFound();
  const [d] = await ex
    .select({ documento: devedor.documentoIdentificacao })
    .from(devedor)
    .where(eq(devedor.id, devedorId));
  if (d?.documento.length !== 14) throw invalido('cpf', M.soEmpresa);
}

export async function listarRepresentantes(ctx: Ctx, user: AuthUser, devedorId: number) {
  if (!(await devedorNoEscopo(ctx.db, user, devedorId))) throw notFound();
  const linhas = await ctx.db
    .select()
    .from(r)
    .where(eq(r.devedorId, devedorId))
    .orderBy(asc(r.dataInicio), asc(r.id));
  const hoje = ctx.relogio.hoje();
  return linhas.map((l) => paraApi(l, hoje));
}

export interface DadosRepresentante {
  cpf: string;
  nome: string;
  dataInicio: string;
  dataFim?: string | null;
}

/** Registers (no `id`) or changes a representative of a company in the caller's scope; audited. */
export async function gravarRepresentante(
  ctx: Ctx,
  user: AuthUser,
  devedorId: number,
  dados: DadosRepresentante,
  id?: number,
) {
  return ctx.db.transaction(async (tx) => {
    await empresaNoEscopo(tx, user, devedorId);
    const valores = { ...dados, dataFim: dados.dataFim ?? null };
    let antes: Linha | undefined;
    let depois: Linha | undefined;
    if (id === undefined) {
      [depois] = await tx
        .insert(r)
        .values({ ...valores, devedorId, usuarioId: user.id })
        .returning();
    } else {
      [antes] = await tx
        .select()
        .from(r)
        .where(and(eq(r.id, id), eq(r.devedorId, devedorId)))
        .for('update');
      if (!antes) throw notFound();
      [depois] = await tx
        .update(r)
        .set({ ...valores, usuarioId: user.id, atualizadoEm: sql`now()` })
        .where(eq(r.id, id))
        .returning();
    }
    const resumo = (l: Linha | undefined) =>
      l && {
        representante: { id: l.id, cpf: l.cpf, nome: l.nome, dataInicio: l.dataInicio, dataFim: l.dataFim },
      };
    await audit(tx, {
      usuarioId: user.id,
      entidade: 'devedor',
      entidadeId: devedorId,
      orgaoCredorId: user.orgaoCredorId,
      acao: 'ALTERAR',
      antes: resumo(antes),
      depois: resumo(depois),
    });
    return { ...paraApi(depois!, ctx.relogio.hoje()), message: M.salvo };
  });
}

/**
 * The companies a person acts for today (the portal's principal): their CNPJ and name, and the last
 * day of the grant. Read for every body: the grant is the company's, not a body's.
 */
export async function empresasRepresentadas(ex: Executor, cpf: string, hoje: IsoDate) {
  const linhas = await ex
    .select({
      cnpj: devedor.documentoIdentificacao,
      nome: devedor.nome,
      dataInicio: r.dataInicio,
      dataFim: r.dataFim,
    })
    .from(r)
    .innerJoin(devedor, eq(devedor.id, r.devedorId))
    .where(eq(r.cpf, cpf))
    .orderBy(asc(devedor.nome));
  return linhas
    .filter((l) => representacaoVigente(l, hoje))
    .map((l) => ({ cnpj: l.cnpj, nome: l.nome, ate: l.dataFim }));
}
