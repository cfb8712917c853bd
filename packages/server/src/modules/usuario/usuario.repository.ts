import type { SortSpec } from '@divida/domain/list';
import type { UsuarioListItem, USUARIO_SORT } from '@divida/domain/usuario/usuario.schema';
import { and, eq, like, ne, or, sql, type SQL } from 'drizzle-orm';
import { countAll, type Executor } from '../../platform/db/database.ts';
import { escapeLike, orderBy, paginar } from '../../platform/http/paging.ts';
import { orgaoCredor } from '../orgaoCredor/orgaoCredor.table.ts';
import { perfil, perfilPermissao } from '../perfil/perfil.table.ts';
import { usuario } from './usuario.table.ts';

/** Lower case without accents: the form the name filter compares (see usuario.nomeBusca). */
export const paraBusca = (s: string) =>
  s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

const resumo = {
  id: usuario.id,
  nome: usuario.nome,
  email: usuario.email,
  cpf: usuario.cpf,
  matricula: usuario.matricula,
  ativo: usuario.ativo,
  orgaoCredor: { id: orgaoCredor.id, nome: orgaoCredor.nome, sigla: orgaoCredor.sigla },
  perfil: { id: perfil.id, nome: perfil.nome },
};

/**
 * nome_busca in byte order: the same order on PostgreSQL whatever its collation and on PGlite, and
 * the form the indexes usuario_nome_busca_ordem and usuario_orgao_nome_busca hold, so that PostgreSQL answers
 * the prefix filter and the name sort from one index range (a plain LIKE on a column of a non-"C"
 * collation cannot use an ordered index).
 */
const nomeBuscaC = sql`${usuario.nomeBusca} collate "C"`;

const sortColumns = {
  // Accent- and case-free first, whatever the database's collation (PGlite sorts bytes).
  nome: [nomeBuscaC, usuario.nome],
  email: usuario.email,
  matricula: usuario.matricula,
  cpf: usuario.cpf,
  id: usuario.id,
  'orgaoCredor.sigla': orgaoCredor.sigla,
} satisfies Record<(typeof USUARIO_SORT)[number], unknown>;

export async function listarUsuarios(
  ex: Executor,
  q: {
    where: (SQL | undefined)[];
    nome?: string | null;
    sort: SortSpec<(typeof USUARIO_SORT)[number]>;
    page: number;
    size: number;
  },
): Promise<{ content: UsuarioListItem[]; totalElements: number }> {
  const where = and(
    eq(usuario.ativo, true),
    ...q.where,
    q.nome ? like(nomeBuscaC, `${escapeLike(paraBusca(q.nome))}%`) : undefined,
  );
  const from = () =>
    ex
      .select(resumo)
      .from(usuario)
      .innerJoin(orgaoCredor, eq(orgaoCredor.id, usuario.orgaoCredorId))
      .innerJoin(perfil, eq(perfil.id, usuario.perfilId))
      .where(where);
  return paginar(
    ex,
    q,
    () =>
      from()
        .orderBy(...orderBy(q.sort, sortColumns, usuario.id))
        .limit(q.size)
        .offset(q.page * q.size),
    () => ex.select({ n: countAll() }).from(usuario).where(where),
  );
}

export async function buscarUsuario(ex: Executor, id: number) {
  const [u] = await ex
    .select({
      ...resumo,
      orgaoCredorId: usuario.orgaoCredorId,
      perfilId: usuario.perfilId,
      telefone1: usuario.telefone1,
      telefone2: usuario.telefone2,
      cep: usuario.cep,
      rua: usuario.rua,
      numero: usuario.numero,
      complemento: usuario.complemento,
      bairro: usuario.bairro,
      uf: usuario.uf,
      municipioId: usuario.municipioId,
    })
    .from(usuario)
    .innerJoin(orgaoCredor, eq(orgaoCredor.id, usuario.orgaoCredorId))
    .innerJoin(perfil, eq(perfil.id, usuario.perfilId))
    .where(eq(usuario.id, id));
  return u;
}

/** Is the e-mail or the CPF already someone else's? Answers the first field in conflict. */
export async function conflitoUnico(ex: Executor, dados: { email: string; cpf: string }, excetoId?: number) {
  const outros = await ex
    .select({ email: usuario.email, cpf: usuario.cpf })
    .from(usuario)
    .where(
      and(
        or(sql`lower(${usuario.email}) = ${dados.email.toLowerCase()}`, eq(usuario.cpf, dados.cpf)),
        excetoId ? ne(usuario.id, excetoId) : undefined,
      ),
    );
  if (outros.some((o) => o.email.toLowerCase() === dados.email.toLowerCase())) return 'email' as const;
  if (outros.some((o) => o.cpf === dados.cpf)) return 'cpf' as const;
  return undefined;
}

export async function buscarPorEmail(ex: Executor, email: string) {
  const [u] = await ex
    .select()
    .from(usuario)
    .where(sql`lower(${usuario.email}) = ${email.toLowerCase()}`);
  return u;
}

export async function permissoesDoPerfil(ex: Executor, perfilId: number): Promise<string[]> {
  const rows = await ex
    .select({ p: perfilPermissao.permissao })
    .from(perfilPermissao)
    .where(eq(perfilPermissao.perfilId, perfilId))
    .orderBy(perfilPermissao.permissao);
  return rows.map((r) => r.p);
}

/** The letterhead of a printed document: the issuing user and its creditor body. */
export async function cabecalhoDoEmissor(ex: Executor, usuarioId: number) {
  const [e] = await ex
    .select({
      nome: usuario.nome,
      matricula: usuario.matricula,
      orgao: orgaoCredor.nome,
      sigla: orgaoCredor.sigla,
    })
    .from(usuario)
    .innerJoin(orgaoCredor, eq(orgaoCredor.id, usuario.orgaoCredorId))
    .where(eq(usuario.id, usuarioId));
  if (!e) throw new Error(`emissor ${usuarioId} inexistente`);
  return { orgao: { nome: e.orgao, sigla: e.sigla }, emissor: { nome: e.nome, matricula: e.matricula } };
}
