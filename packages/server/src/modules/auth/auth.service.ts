import { randomUUID } from 'node:crypto';
import { MENSAGENS_AUTH, type LoginInput, type LoginResponse } from '@divida/domain/auth/auth.schema';
import { senhaFraca, type DonoDaSenha } from '@divida/domain/auth/senhaFraca';
import { MENSAGENS } from '@divida/domain/errors';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { verificarCaptcha } from '../../platform/auth/captcha.ts';
import { sessaoEncerrada, tokenInvalido } from '../../platform/auth/guard.ts';
import { SISTEMA } from '../../platform/auth/scope.ts';
import { dummyHash, hashSenha, verificarSenha } from '../../platform/auth/password.ts';
import { randomToken, sha256, signAccessToken } from '../../platform/auth/tokens.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { AuthUser, Ctx } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/database.ts';
import { AppError, invalido } from '../../platform/errors.ts';
import { enfileirarEmail } from '../../platform/jobs/email.job.ts';
import {
  buscarPorEmail,
  buscarUsuario,
  gravarSenha,
  permissoesDoPerfil,
  redefinirSenhaDoAtivo,
  usuarioCredencial as usuario,
} from '../usuario/index.ts';
import { redefinicaoSenha, refreshToken, sessao } from './auth.table.ts';
import { registrarTentativa, verificarBloqueio } from './throttle.ts';

const RESET_TTL_MS = 60 * 60 * 1000;

export interface Origem {
  ip: string;
  userAgent: string | undefined;
}

async function emitirTokens(
  ctx: Ctx,
  ex: Executor,
  u: { id: number; orgaoCredorId: number; perfilId: number },
  sessaoId: string,
) {
  const scope = (await permissoesDoPerfil(ex, u.perfilId)).join(' ');
  const refresh = randomToken();
  await ex.insert(refreshToken).values({ hash: sha256(refresh), sessaoId });
  const accessToken = await signAccessToken(
    { sub: String(u.id), scope, orgao: u.orgaoCredorId, sid: sessaoId },
    ctx.config.jwtSecret,
    ctx.config.accessTokenTtlSeconds,
  );
  return { accessToken, refreshToken: refresh };
}

export async function login(ctx: Ctx, input: LoginInput, origem: Origem): Promise<LoginResponse> {
  const email = input.email.toLowerCase();
  await verificarBloqueio(ctx.db, email, origem.ip);
  if (!(await verificarCaptcha(ctx.db, ctx.config.captchaHmacKey, input.recaptchaToken))) {
    throw invalido('recaptchaToken', MENSAGENS.captchaInvalido);
  }
  const u = await buscarPorEmail(ctx.db, email);
  const ok = await verificarSenha(u?.senhaHash ?? (await dummyHash()), input.senha);
  if (!u || !ok) {
    await registrarTentativa(ctx.db, email, origem.ip, false);
    throw new AppError('INVALID_CREDENTIALS', MENSAGENS.credenciaisInvalidas);
  }
  if (!u.ativo) {
    await registrarTentativa(ctx.db, email, origem.ip, false);
    throw new AppError('FORBIDDEN', MENSAGENS_AUTH.usuarioInativo);
  }
  await registrarTentativa(ctx.db, email, origem.ip, true);
  const sessaoId = randomUUID();
  const tokens = await ctx.db.transaction(async (tx) => {
    await tx.insert(sessao).values({
      id: sessaoId,
      usuarioId: u.id,
      ip: origem.ip.slice(0, 60),
      userAgent: origem.userAgent?.slice(0, 300),
    });
    return emitirTokens(ctx, tx, u, sessaoId);
  });
  const r = await buscarUsuario(ctx.db, SISTEMA, u.id);
  if (!r) throw tokenInvalido();
  return {
    ...tokens,
    user: {
      id: r.id,
      nome: r.nome,
      email: r.email,
      matricula: r.matricula,
      orgaoCredor: r.orgaoCredor,
      perfil: r.perfil,
    },
  };
}

export async function revogarSessao(ctx: Ctx, ex: Executor, id: string, motivo: string) {
  const revogadas = await ex
    .update(sessao)
    .set({ revogadaEm: new Date(), motivoRevogacao: motivo })
    .where(and(eq(sessao.id, id), isNull(sessao.revogadaEm)))
    .returning({ usuarioId: sessao.usuarioId });
  await ctx.sessoesEncerradas(
    ex,
    revogadas.map((r) => r.usuarioId),
  );
}

/** Ends every live session of a user, but the one given (the caller's own, when it changes its password). */
export async function revogarSessoesDoUsuario(
  ctx: Ctx,
  ex: Executor,
  usuarioId: number,
  motivo: string,
  exceto?: string,
) {
  await ex
    .update(sessao)
    .set({ revogadaEm: new Date(), motivoRevogacao: motivo })
    .where(
      and(
        eq(sessao.usuarioId, usuarioId),
        isNull(sessao.revogadaEm),
        exceto ? ne(sessao.id, exceto) : undefined,
      ),
    );
  // also when no session was live: a deactivation ends what another node may have cached
  await ctx.sessoesEncerradas(ex, [usuarioId]);
}

/**
 * Rotates a refresh token. A token used before means it was copied: the whole session is revoked
 * (code 27). Tokens live REFRESH_TOKEN_TTL from their issue, i.e. from the session's last use.
 */
export async function refresh(
  ctx: Ctx,
  token: string,
): Promise<{ accessToken: string; refreshToken: string }> {
  const hash = sha256(token);
  const outcome = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        usadoEm: refreshToken.usadoEm,
        criadoEm: refreshToken.criadoEm,
        sessaoId: sessao.id,
        revogadaEm: sessao.revogadaEm,
        usuarioId: usuario.id,
        ativo: usuario.ativo,
        orgaoCredorId: usuario.orgaoCredorId,
        perfilId: usuario.perfilId,
      })
      .from(refreshToken)
      .innerJoin(sessao, eq(sessao.id, refreshToken.sessaoId))
      .innerJoin(usuario, eq(usuario.id, sessao.usuarioId))
      .where(eq(refreshToken.hash, hash));
    if (!row) return { error: tokenInvalido() };
    if (row.revogadaEm || !row.ativo) return { error: sessaoEncerrada() };
    // Claim the token atomically: of two concurrent uses, only one wins.
    const claimed = await tx
      .update(refreshToken)
      .set({ usadoEm: new Date() })
      .where(and(eq(refreshToken.hash, hash), isNull(refreshToken.usadoEm)))
      .returning({ hash: refreshToken.hash });
    if (row.usadoEm || claimed.length === 0) {
      await revogarSessao(ctx, tx, row.sessaoId, 'REUSO_REFRESH_TOKEN');
      return { error: sessaoEncerrada() };
    }
    if (row.criadoEm.getTime() + ctx.config.refreshTokenTtlSeconds * 1000 < Date.now()) {
      await revogarSessao(ctx, tx, row.sessaoId, 'EXPIRADA');
      return { error: new AppError('TOKEN_INVALID', MENSAGENS.sessaoExpirada) };
    }
    await tx.update(sessao).set({ ultimoUsoEm: new Date() }).where(eq(sessao.id, row.sessaoId));
    return {
      tokens: await emitirTokens(
        ctx,
        tx,
        { id: row.usuarioId, orgaoCredorId: row.orgaoCredorId, perfilId: row.perfilId },
        row.sessaoId,
      ),
    };
  });
  // The revocation above is committed before the error is thrown.
  if ('error' in outcome) throw outcome.error;
  return outcome.tokens;
}

export async function logout(ctx: Ctx, user: AuthUser) {
  await revogarSessao(ctx, ctx.db, user.sessaoId, 'LOGOUT');
}

/**
 * Creates a single-use password link and queues its e-mail on `ex`: both exist only if the
 * caller's transaction commits, and the queue retries the e-mail until the SMTP server takes it.
 */
async function enviarLinkDeSenha(
  ctx: Ctx,
  ex: Executor,
  u: { id: number; nome: string; email: string },
  m: { assunto: string; motivo: string; validadeMs: number; validadeTexto: string },
) {
  const token = randomToken();
  await ex
    .insert(redefinicaoSenha)
    .values({ tokenHash: sha256(token), usuarioId: u.id, expiraEm: new Date(Date.now() + m.validadeMs) });
  const link = `${ctx.config.publicUrl}/forgotPassword/${token}`;
  const texto =
    `Olá, ${u.nome}.\n\n${m.motivo}\n` +
    `Para definir uma nova senha, acesse o endereço abaixo em até ${m.validadeTexto}:\n\n${link}\n\n` +
    `O endereço pode ser usado uma única vez. Se você não fez este pedido, ignore esta mensagem.\n`;
  await enfileirarEmail(ctx, ex, { to: u.email, subject: m.assunto, text: texto });
}

/**
 * Sends a single-use reset link to an active account. The answer never depends on whether the
 * account exists: the e-mail goes out after the response, from the queue.
 */
export async function recuperarSenha(ctx: Ctx, email: string): Promise<void> {
  const u = await buscarPorEmail(ctx.db, email);
  if (!u || !u.ativo) return;
  await ctx.db.transaction((tx) =>
    enviarLinkDeSenha(ctx, tx, u, {
      assunto: 'Recuperação de senha',
      motivo: 'Recebemos um pedido para redefinir a sua senha de acesso.',
      validadeMs: RESET_TTL_MS,
      validadeTexto: '1 hora',
    }),
  );
}

/**
 * A new user defines its own password through a link (valid 48 hours); nobody else ever knows it.
 * Called inside the transaction that creates the user.
 */
export async function enviarBoasVindas(
  ctx: Ctx,
  ex: Executor,
  u: { id: number; nome: string; email: string },
) {
  await enviarLinkDeSenha(ctx, ex, u, {
    assunto: 'Acesso ao sistema Dívida Ativa',
    motivo: 'Seu acesso ao sistema Dívida Ativa foi criado.',
    validadeMs: 48 * 60 * 60 * 1000,
    validadeTexto: '48 horas',
  });
}

export async function redefinirSenha(ctx: Ctx, input: { novaSenha: string; token: string }): Promise<void> {
  const hash = sha256(input.token);
  // the owner of a live link: a weak password is refused before the link is spent
  const [dono] = await ctx.db
    .select({ nome: usuario.nome, email: usuario.email })
    .from(redefinicaoSenha)
    .innerJoin(usuario, eq(usuario.id, redefinicaoSenha.usuarioId))
    .where(
      and(
        eq(redefinicaoSenha.tokenHash, hash),
        isNull(redefinicaoSenha.usadoEm),
        gt(redefinicaoSenha.expiraEm, new Date()),
      ),
    );
  if (dono) await recusarSenhaFraca(input.novaSenha, dono, 'novaSenha');
  const senhaHash = await hashSenha(input.novaSenha);
  const ok = await ctx.db.transaction(async (tx) => {
    const [r] = await tx
      .update(redefinicaoSenha)
      .set({ usadoEm: new Date() })
      .where(
        and(
          eq(redefinicaoSenha.tokenHash, hash),
          isNull(redefinicaoSenha.usadoEm),
          gt(redefinicaoSenha.expiraEm, new Date()),
        ),
      )
      .returning({ usuarioId: redefinicaoSenha.usuarioId });
    if (!r) return false;
    const u = await redefinirSenhaDoAtivo(tx, r.usuarioId, senhaHash);
    if (!u) return false;
    // Other pending links of this user die with this one.
    await tx
      .update(redefinicaoSenha)
      .set({ usadoEm: new Date() })
      .where(and(eq(redefinicaoSenha.usuarioId, r.usuarioId), isNull(redefinicaoSenha.usadoEm)));
    await revogarSessoesDoUsuario(ctx, tx, r.usuarioId, 'SENHA_REDEFINIDA');
    await audit(tx, {
      usuarioId: r.usuarioId,
      entidade: 'usuario',
      entidadeId: r.usuarioId,
      orgaoCredorId: u.orgaoCredorId,
      acao: 'REDEFINIR_SENHA',
      antes: { senhaHash: 1 },
      depois: { senhaHash: 2 },
    });
    return true;
  });
  if (!ok) throw invalido('token', MENSAGENS_AUTH.linkInvalido);
}

/** A common password, or one with its owner's name or e-mail, is a 400 on the form's field. */
async function recusarSenhaFraca(senha: string, dono: DonoDaSenha, campo: string): Promise<void> {
  const erro = await senhaFraca(senha, dono);
  if (erro) throw invalido(campo, erro);
}

/** Sets a password: the caller's own (current password checked) or another user's (assignment). */
export async function trocarSenha(
  ctx: Ctx,
  actor: AuthUser,
  alvoId: number,
  novaSenha: string,
  senhaAtual?: string,
): Promise<void> {
  const [alvo] = await ctx.db
    .select({
      senhaHash: usuario.senhaHash,
      nome: usuario.nome,
      email: usuario.email,
      orgaoCredorId: usuario.orgaoCredorId,
    })
    .from(usuario)
    .where(eq(usuario.id, alvoId));
  if (!alvo) throw new AppError('NOT_FOUND', MENSAGENS.naoEncontrado);
  if (senhaAtual !== undefined && !(await verificarSenha(alvo.senhaHash, senhaAtual))) {
    throw invalido('senhaAtual', MENSAGENS_AUTH.senhaAtualIncorreta);
  }
  await recusarSenhaFraca(novaSenha, alvo, 'senhaNova');
  const senhaHash = await hashSenha(novaSenha);
  await ctx.db.transaction(async (tx) => {
    await gravarSenha(tx, alvoId, senhaHash);
    // Every other session of the user ends; the caller keeps the one it is using.
    await revogarSessoesDoUsuario(
      ctx,
      tx,
      alvoId,
      'SENHA_ALTERADA',
      alvoId === actor.id ? actor.sessaoId : undefined,
    );
    await audit(tx, {
      usuarioId: actor.id,
      entidade: 'usuario',
      entidadeId: alvoId,
      orgaoCredorId: alvo.orgaoCredorId,
      acao: 'ALTERAR_SENHA',
      antes: { senhaHash: 1 },
      depois: { senhaHash: 2 },
    });
  });
}
