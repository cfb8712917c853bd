import { MENSAGENS_ENDERECO } from '@divida/domain/endereco/endereco.schema';
import { randomBytes } from 'node:crypto';
import { MENSAGENS_USUARIO, type UsuarioInput } from '@divida/domain/usuario/usuario.schema';
import { and, eq } from 'drizzle-orm';
import { audit } from '../../platform/audit/audit.ts';
import { hashSenha } from '../../platform/auth/password.ts';
import { assertPodeAtuarSobrePerfil } from '../../platform/auth/alcance.ts';
import { podeUsarOrgao } from '../../platform/auth/scope.ts';
import type { AuthUser, Ctx } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/database.ts';
import { comUnicos, type Unicos } from '../../platform/db/uniqueViolation.ts';
import { conferirVersao, naVersao, proximaVersao, umaLinha } from '../../platform/db/versao.ts';
import { AppError, badRequest, conflict, invalido, notFound } from '../../platform/errors.ts';
import { municipioDaUf } from '../localidade/index.ts';
import { orgaoCredorAtivo as orgaoCredor } from '../orgaoCredor/index.ts';
import { perfilOrgao as perfil, permissoesDosPerfis as perfilPermissao } from '../perfil/index.ts';
import { buscarUsuario, conflitoUnico, permissoesDoPerfil, registroAtivo } from './usuario.repository.ts';
import { usuario } from './usuario.table.ts';

const ENTIDADE = 'usuario';

const UNICOS: Unicos = {
  usuario_email_unico: { field: 'email', message: MENSAGENS_USUARIO.emailDuplicado },
  usuario_cpf_unico: { field: 'cpf', message: MENSAGENS_USUARIO.cpfDuplicado },
};

const colunas = (i: UsuarioInput) => ({
  nome: i.nome,
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
  if (!o?.ativo) throw invalido('orgaoCredor', MENSAGENS_USUARIO.orgaoInexistente);
  const permissoes = (
    await ex
      .select({ c: perfilPermissao.permissao })
      .from(perfilPermissao)
      .where(eq(perfilPermissao.perfilId, i.perfil))
  ).map((r) => r.c);
  if (permissoes.length === 0) {
    throw invalido('perfil', MENSAGENS_USUARIO.perfilInexistente);
  }
  // a body's own profile is the user's only if the user is of that body (issue 37 item 1); another
  // body's, unseen by a body's user, is not found for them
  const [p] = await ex.select({ orgao: perfil.orgaoCredorId }).from(perfil).where(eq(perfil.id, i.perfil));
  if (p?.orgao != null && p.orgao !== i.orgaoCredor) {
    const visto = podeUsarOrgao(actor, p.orgao);
    throw invalido(
      'perfil',
      visto ? MENSAGENS_USUARIO.perfilDeOutroOrgao : MENSAGENS_USUARIO.perfilInexistente,
    );
  }
  // Handing out a permission one does not hold would be an escalation.
  assertPodeAtuarSobrePerfil(actor, permissoes, 'perfil');
  if (!(await municipioDaUf(ex, i.municipio, i.uf))) {
    throw invalido('municipio', MENSAGENS_ENDERECO.municipioForaDaUf);
  }
  const campo = await conflitoUnico(ex, i, excetoId);
  if (campo === 'email') throw conflict(MENSAGENS_USUARIO.emailDuplicado, 'email');
  if (campo === 'cpf') throw conflict(MENSAGENS_USUARIO.cpfDuplicado, 'cpf');
}

export async function criar(ctx: Ctx, actor: AuthUser, i: UsuarioInput) {
  // Nobody knows a new user's password: a random one, replaced through the welcome link.
  const senhaHash = await hashSenha(randomBytes(24).toString('base64url') + 'a1');
  return comUnicos(UNICOS, () =>
    ctx.db.transaction(async (tx) => {
      await validar(tx, actor, i);
      const [u] = await tx
        .insert(usuario)
        .values({ ...colunas(i), senhaHash, ativo: true })
        .returning();
      const { senhaHash: _s, ...depois } = u!;
      await audit(tx, {
        usuarioId: actor.id,
        entidade: ENTIDADE,
        entidadeId: u!.id,
        orgaoCredorId: u!.orgaoCredorId,
        acao: 'CRIAR',
        depois,
      });
      await ctx.credenciais.enviarBoasVindas(tx, u!);
      return u!;
    }),
  );
}

export async function alterar(ctx: Ctx, actor: AuthUser, id: number, i: UsuarioInput & { versao?: number }) {
  return comUnicos(UNICOS, () =>
    ctx.db.transaction(async (tx) => {
      const antes = await registroAtivo(tx, actor, id);
      if (!antes) throw notFound();
      assertPodeAtuarSobrePerfil(actor, await permissoesDoPerfil(tx, antes.perfilId));
      conferirVersao(antes.versao, i.versao);
      await validar(tx, actor, i, id);
      const u = umaLinha(
        await tx
          .update(usuario)
          .set({ ...colunas(i), atualizadoEm: new Date(), versao: proximaVersao(usuario.versao) })
          .where(and(eq(usuario.id, id), naVersao(usuario.versao, i.versao)))
          .returning(),
      );
      // the access token carries the old profile's permissions: its sessions end, as at a logout
      if (u.perfilId !== antes.perfilId)
        await ctx.credenciais.revogarSessoes(
          tx,
          id,
          'PERFIL_ALTERADO',
          id === actor.id ? actor.sessaoId : undefined,
        );
      const { senhaHash: _a, ...a } = antes;
      const { senhaHash: _d, ...d } = u;
      await audit(tx, {
        usuarioId: actor.id,
        entidade: ENTIDADE,
        entidadeId: id,
        orgaoCredorId: u.orgaoCredorId,
        acao: 'ALTERAR',
        antes: a,
        depois: d,
      });
      return u;
    }),
  );
}

/** Deleting deactivates: the user can no longer sign in, its sessions end, its history stays. */
export async function excluir(ctx: Ctx, actor: AuthUser, id: number) {
  if (id === actor.id) throw badRequest(MENSAGENS_USUARIO.excluirProprio);
  await ctx.db.transaction(async (tx) => {
    const antes = await registroAtivo(tx, actor, id);
    if (!antes) throw notFound();
    assertPodeAtuarSobrePerfil(actor, await permissoesDoPerfil(tx, antes.perfilId));
    // Of two simultaneous deletes only one deactivates: the other answers 404, one audit entry.
    const desativados = await tx
      .update(usuario)
      .set({ ativo: false, atualizadoEm: new Date(), versao: proximaVersao(usuario.versao) })
      .where(and(eq(usuario.id, id), eq(usuario.ativo, true)))
      .returning({ id: usuario.id });
    if (desativados.length === 0) throw notFound();
    await ctx.credenciais.revogarSessoes(tx, id, 'USUARIO_EXCLUIDO');
    await audit(tx, {
      usuarioId: actor.id,
      entidade: ENTIDADE,
      entidadeId: id,
      orgaoCredorId: antes.orgaoCredorId,
      acao: 'EXCLUIR',
      antes: { ativo: true },
      depois: { ativo: false },
    });
  });
}

/** The record as the details page shows it, within the caller's scope. */
export async function detalhar(ctx: Ctx, actor: AuthUser, id: number) {
  const u = await buscarUsuario(ctx.db, actor, id);
  if (!u) throw notFound();
  return u;
}

/**
 * Assigning a password to another user of the caller's reach. One's own password changes only
 * through changePassword, which asks for the current one (a stolen session must not suffice).
 */
export async function atribuirSenha(ctx: Ctx, actor: AuthUser, id: number, senhaNova: string) {
  if (id === actor.id) throw badRequest(MENSAGENS_USUARIO.senhaPropria);
  const alvo = await buscarUsuario(ctx.db, actor, id);
  if (!alvo) throw notFound();
  assertPodeAtuarSobrePerfil(actor, await permissoesDoPerfil(ctx.db, alvo.perfilId));
  await ctx.credenciais.trocarSenha(actor, alvo.id, senhaNova);
}
