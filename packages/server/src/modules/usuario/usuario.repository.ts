import type { SortSpec } from '@divida/domain/list';
import type { UsuarioListItem, USUARIO_SORT } from '@divida/domain/usuario/usuario.schema';
import { and, eq, ne, or, sql } from 'drizzle-orm';
import { orgaoScope, type Caller } from '../../platform/auth/scope.ts';
import { comecaCom, ordemDe } from '../../platform/db/chaveBusca.ts';
import { countAll, type Executor } from '../../platform/db/database.ts';
import { offsetOf, orderBy, paginar } from '../../platform/db/paging.ts';
import { orgaoCredorNome as orgaoCredor } from '../orgaoCredor/index.ts';
import { perfilNome as perfil, permissoesDosPerfis as perfilPermissao } from '../perfil/index.ts';
import { usuario } from './usuario.table.ts';

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
 * Text sorts on the keys in byte order (platform/db/chaveBusca.ts). For the name, the form the
 * indexes usuario_nome_busca_ordem and usuario_orgao_nome_busca hold, so that PostgreSQL answers the
 * prefix filter and the name sort from one index range (a plain LIKE on a column of a non-"C"
 * collation cannot use an ordered index).
 */
const sortColumns = {
  nome: [ordemDe(usuario.nomeBusca), usuario.nome],
  email: usuario.email,
  matricula: usuario.matricula,
  cpf: usuario.cpf,
  id: usuario.id,
  'orgaoCredor.sigla': [ordemDe(orgaoCredor.siglaBusca), orgaoCredor.sigla],
} satisfies Record<(typeof USUARIO_SORT)[number], unknown>;

/** The users the caller may see (its body's, or all with ACESSO_TODOS_ORGAOS), paged. */
export async function listarUsuarios(
  ex: Executor,
  caller: Caller,
  q: {
    orgaoCredor?: number | null;
    nome?: string | null;
    sort: SortSpec<(typeof USUARIO_SORT)[number]>;
    page: number;
    size: number;
  },
): Promise<{ content: UsuarioListItem[]; totalElements: number }> {
  const where = and(
    eq(usuario.ativo, true),
    orgaoScope(caller, usuario.orgaoCredorId),
    // On usuario's own column: the count query reads usuario alone, without the join.
    q.orgaoCredor ? eq(usuario.orgaoCredorId, q.orgaoCredor) : undefined,
    q.nome ? comecaCom(usuario.nomeBusca, q.nome) : undefined,
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
        .offset(offsetOf(q)),
    () => ex.select({ n: countAll() }).from(usuario).where(where),
  );
}

/** A user as the pages show it, if the caller may see it. */
export async function buscarUsuario(ex: Executor, caller: Caller, id: number) {
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
      versao: usuario.versao,
    })
    .from(usuario)
    .innerJoin(orgaoCredor, eq(orgaoCredor.id, usuario.orgaoCredorId))
    .innerJoin(perfil, eq(perfil.id, usuario.perfilId))
    .where(and(eq(usuario.id, id), orgaoScope(caller, usuario.orgaoCredorId)));
  return u;
}

/** The whole row of an active user the caller may change (its audit keeps the before image). */
/** Whether the user exists within the caller's scope: `escopoPrimeiro`. */
export async function usuarioNoEscopo(ex: Executor, caller: Caller, id: number): Promise<boolean> {
  const [u] = await ex
    .select({ id: usuario.id })
    .from(usuario)
    .where(and(eq(usuario.id, id), orgaoScope(caller, usuario.orgaoCredorId)));
  return u !== undefined;
}

export async function registroAtivo(ex: Executor, caller: Caller, id: number) {
  const [u] = await ex
    .select()
    .from(usuario)
    .where(and(eq(usuario.id, id), eq(usuario.ativo, true), orgaoScope(caller, usuario.orgaoCredorId)));
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
