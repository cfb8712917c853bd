import { randomBytes } from 'node:crypto';
import { isValidCpf } from '@divida/domain/documents';
import { nivelDoProvedor, type ErroEntrada } from '@divida/domain/portal/portal.schema';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { IDToken } from 'openid-client';
import type { Executor } from '../../platform/db/database.ts';
import { ProvedorIndisponivel, type ClienteOidc } from './oidc.ts';
import { portalEntrada } from './portal.table.ts';
import { criarSessao } from './sessao.ts';

/** The sign-in's steps of docs/portal.md §2, between the two routes of sessao.routes.ts. */

export const COOKIE_ENTRADA = 'portal_entrada';
export const VALIDADE_ENTRADA_MS = 10 * 60 * 1000;

/** Step 1: state, nonce and verifier stored under a new id; the provider's address to go to. */
export async function iniciarEntrada(
  ex: Executor,
  cliente: ClienteOidc,
  redirectUri: string,
  destino: string,
) {
  const { url, state, nonce, codeVerifier } = await cliente.iniciar(redirectUri);
  const id = randomBytes(32).toString('base64url');
  await ex.insert(portalEntrada).values({ id, state, nonce, codeVerifier, destino });
  return { id, url: url.toString() };
}

/** The claims as the session keeps them (docs/portal.md §2's table), or null when `sub` is no CPF. */
export function pessoaDasClaims(c: IDToken) {
  const cpf = String(c.sub).replace(/\D/g, '');
  if (!isValidCpf(cpf)) return null;
  const texto = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 200) : null);
  const confiabilidade = c.reliability_info as { level?: unknown } | undefined;
  const cnpj = texto(c.cnpj)?.replace(/\D/g, '') ?? null;
  return {
    cpf,
    nome: texto(c.social_name) ?? texto(c.name) ?? cpf,
    email: c.email_verified === true ? texto(c.email) : null,
    nivel: nivelDoProvedor(confiabilidade?.level),
    amr: Array.isArray(c.amr) ? c.amr.filter((a): a is string => typeof a === 'string').slice(0, 20) : [],
    cnpjCertificado: cnpj && cnpj.length === 14 ? cnpj : null,
  };
}

type Desfecho =
  { ok: true; destino: string; sessao: { token: string; csrf: string } } | { ok: false; erro: ErroEntrada };

/**
 * Step 2: the stored sign-in taken once (a second use, or after 10 minutes, finds nothing), the
 * provider's answer checked, and a session made. Any failure creates nothing.
 */
export async function concluirEntrada(
  ex: Executor,
  cliente: ClienteOidc,
  idEntrada: string | undefined,
  urlDeRetorno: URL,
  ip: string,
): Promise<Desfecho> {
  if (!idEntrada) return { ok: false, erro: 'sessao' };
  const [e] = await ex
    .update(portalEntrada)
    .set({ usadaEm: sql`now()` })
    .where(
      and(
        eq(portalEntrada.id, idEntrada),
        isNull(portalEntrada.usadaEm),
        gt(portalEntrada.criadaEm, new Date(Date.now() - VALIDADE_ENTRADA_MS)),
      ),
    )
    .returning();
  if (!e) return { ok: false, erro: 'sessao' };
  const erro = urlDeRetorno.searchParams.get('error');
  if (erro) return { ok: false, erro: erro === 'access_denied' ? 'cancelado' : 'recusado' };
  let claims: IDToken;
  let idToken: string;
  try {
    ({ claims, idToken } = await cliente.concluir(urlDeRetorno, e));
  } catch (falha) {
    return { ok: false, erro: falha instanceof ProvedorIndisponivel ? 'indisponivel' : 'recusado' };
  }
  const pessoa = pessoaDasClaims(claims);
  if (!pessoa) return { ok: false, erro: 'recusado' };
  const s = await criarSessao(ex, { ...pessoa, idToken, ip });
  return { ok: true, destino: e.destino, sessao: s };
}
