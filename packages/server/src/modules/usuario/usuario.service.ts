import { randomBytes } from 'node:crypto';
import { MENSAGENS_USUARIO, type UsuarioInput } from '@divida/domain/usuario/usuario.schema';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { audit } from '../../platform/audit/audit.ts';
import { hashSenha } from '../../platform/auth/password.ts';
import { assertOrgao, podeUsarOrgao, todosOrgaos } from '../../platform/auth/scope.ts';
import type { AuthUser, Ctx } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/database.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import { enviarBoasVindas, revogarSessoesDoUsuario } from '../auth/auth.service.ts';
import { orgaoCredor } from '../orgaoCredor/orgaoCredor.table.ts';
import { municipioDaUf } from '../orgaoCredor/referencias.ts';
import { perfilPermissao } from '../perfil/perfil.table.ts';
import { buscarUsuario, conflitoUnico, paraBusca } from './usuario.repository.ts';
import { usuario } from './usuario.table.ts';

const ENTIDADE = 'usuario';

const colunas = (i: UsuarioInput) => ({
  nome: i.nome,
  nomeBusca: paraBusca(i.nome),
  email: i.email,
  cpf: i.cpf,
  matricula: i.matricula,
  telefone1: i.telefone1,
  telefone2: i.telefone2,
  cep: i.cep,
  rua: i.rua,
  numero: i.numero,
  complemento: i.complemento,
  bairro: i.bairro,
  uf: i.uf,
  municipioId: i.municipio,
  orgaoCredorId: i.orgaoCredor,
  perfilId: i.perfil,
});

/** The checks every create and update makes: reach over the body and the profile, existence, uniqueness. */
async function validar(ex: Executor, actor: AuthUser, i: UsuarioInput, excetoId?: number) {
  if (!podeUsarOrgao(actor, i.orgaoCredor)) {
    throw new AppError('FORBIDDEN', MENSAGENS_USUARIO.orgaoNaoPermitido, [
      { field: 'orgaoCredor', message: MENSAGENS_USUARIO.orgaoNaoPermitido },
    ]);
  }
  const [o] = await ex
    .select({ ativo: orgaoCredor.ativo })
    .from(orgaoCredor)
    .where(eq(orgaoCredor.id, i.orgaoCredor));
  if (!o?.ativo)
    throw badRequest(MENSAGENS_USUARIO.orgaoInexistente, [
      { field: 'orgaoCredor', message: MENSAGENS_USUARIO.orgaoInexistente },
    ]);
  const permissoes = (
    await ex
      .select({ c: perfilPermissao.permissao })
      .from(perfilPermissao)
      .where(eq(perfilPermissao.perfilId, i.perfil))
  ).map((r) => r.c);
  if (permissoes.length === 0) {
    throw badRequest(MENSAGENS_USUARIO.perfilInexistente, [
      { field: 'perfil', message: MENSAGENS_USUARIO.perfilInexistente },
    ]);
  }
  // Handing out a reach one does not have would be an escalation.
  if (permissoes.includes('ACESSO_TODOS_ORGAOS') && !todosOrgaos(actor)) {
    throw forbidden('Somente quem tem acesso a todos os órgãos pode atribuir este perfil');
  }
  if (!(await municipioDaUf(ex, i.municipio, i.uf))) {
    throw badRequest('Município não pertence à UF informada', [
      { field: 'municipio', message: 'Município não pertence à UF informada' },
    ]);
  }
  const campo = await conflitoUnico(ex, i, excetoId);
  if (campo === 'email') throw conflict(MENSAGENS_USUARIO.emailDuplicado, 'email');
  if (campo === 'cpf') throw conflict(MENSAGENS_USUARIO.cpfDuplicado, 'cpf');
}

export async function criar(ctx: Ctx, actor: AuthUser, i: UsuarioInput, log: FastifyBaseLogger) {
  // Nobody knows a new user's password: a random one, replaced through the welcome link.
  const senhaHash = await hashSenha(randomBytes(24).toString('base64url') + 'a1');
  const criado = await ctx.db.transaction(async (tx) => {
    await validar(tx, actor, i);
    const [u] = await tx
      .insert(usuario)
      .values({ ...colunas(i), senhaHash, ativo: true })
      .returning();
    const { senhaHash: _s, ...depois } = u!;
    await audit(tx, { usuarioId: actor.id, entidade: ENTIDADE, entidadeId: u!.id, acao: 'CRIAR', depois });
    return u!;
  });
  await enviarBoasVindas(ctx, criado, log);
  return criado;
}

export async function alterar(ctx: Ctx, actor: AuthUser, id: number, i: UsuarioInput) {
  return ctx.db.transaction(async (tx) => {
    const [antes] = await tx.select().from(usuario).where(eq(usuario.id, id));
    if (!antes || !antes.ativo) throw notFound();
    assertOrgao(actor, antes.orgaoCredorId);
    await validar(tx, actor, i, id);
    const [u] = await tx
      .update(usuario)
      .set({ ...colunas(i), atualizadoEm: new Date() })
      .where(eq(usuario.id, id))
      .returning();
    const { senhaHash: _a, ...a } = antes;
    const { senhaHash: _d, ...d } = u!;
    await audit(tx, {
      usuarioId: actor.id,
      entidade: ENTIDADE,
      entidadeId: id,
      acao: 'ALTERAR',
      antes: a,
      depois: d,
    });
    return u!;
  });
}

/** Deleting deactivates: the user can no longer sign in, its sessions end, its history stays. */
export async function excluir(ctx: Ctx, actor: AuthUser, id: number) {
  if (id === actor.id) throw badRequest(MENSAGENS_USUARIO.excluirProprio);
  await ctx.db.transaction(async (tx) => {
    const [antes] = await tx.select().from(usuario).where(eq(usuario.id, id));
    if (!antes || !antes.ativo) throw notFound();
    assertOrgao(actor, antes.orgaoCredorId);
    await tx.update(usuario).set({ ativo: false, atualizadoEm: new Date() }).where(eq(usuario.id, id));
    await revogarSessoesDoUsuario(tx, id, 'USUARIO_EXCLUIDO');
    await audit(tx, {
      usuarioId: actor.id,
      entidade: ENTIDADE,
      entidadeId: id,
      acao: 'EXCLUIR',
      antes: { ativo: true },
      depois: { ativo: false },
    });
  });
}

/** The record as the details page shows it, within the caller's scope. */
export async function detalhar(ctx: Ctx, actor: AuthUser, id: number) {
  const u = await buscarUsuario(ctx.db, id);
  if (!u) throw notFound();
  assertOrgao(actor, u.orgaoCredorId);
  return u;
}
