import * as oidc from 'openid-client';
import type { ConfigPortal } from '../../config.ts';

/**
 * The portal's OpenID Connect client (docs/portal.md §2), as gov.br's Login Único asks: authorization
 * code with PKCE S256, `state` and `nonce`, client authentication by HTTP Basic, the id_token's
 * signature checked against the provider's keys (openid-client 6 checks it on the code flow only with
 * `enableNonRepudiationChecks`), its issuer, audience, expiry (30 s of tolerance) and nonce.
 */

export const ESCOPOS = 'openid email profile govbr_confiabilidades govbr_confiabilidades_idtoken';

/** The provider did not answer (discovery, keys or token endpoint): the sign-in's `indisponivel`. */
export class ProvedorIndisponivel extends Error {}

const loopback = (u: URL) => ['127.0.0.1', 'localhost', '[::1]'].includes(u.hostname);

/**
 * The discovered configuration, once per issuer (a failed discovery is retried on the next sign-in).
 * An `http:` issuer only on a loopback address: the embedded provider and the tests' own.
 */
export class ClienteOidc {
  #config: Promise<oidc.Configuration> | undefined;

  constructor(readonly portal: ConfigPortal & { issuer: string }) {}

  configuracao(): Promise<oidc.Configuration> {
    this.#config ??= this.#descobrir().catch((e: unknown) => {
      this.#config = undefined;
      throw new ProvedorIndisponivel(String(e));
    });
    return this.#config;
  }

  async #descobrir() {
    const issuer = new URL(this.portal.issuer);
    const config = await oidc.discovery(
      issuer,
      this.portal.clientId,
      { [oidc.clockTolerance]: 30 },
      oidc.ClientSecretBasic(this.portal.clientSecret),
      {
        execute: [
          oidc.enableNonRepudiationChecks,
          ...(issuer.protocol === 'http:' && loopback(issuer) ? [oidc.allowInsecureRequests] : []),
        ],
      },
    );
    return config;
  }

  /** A fresh state, nonce and PKCE pair, and the provider's address that starts the sign-in. */
  async iniciar(redirectUri: string) {
    const config = await this.configuracao();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: ESCOPOS,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url, state, nonce, codeVerifier };
  }

  /**
   * The code exchanged and the id_token checked (signature, iss, aud, exp, nonce) against what the
   * sign-in stored. Throws on any mismatch; ProvedorIndisponivel when the provider did not answer.
   */
  async concluir(
    urlDeRetorno: URL,
    esperado: { state: string; nonce: string; codeVerifier: string },
  ): Promise<{ claims: oidc.IDToken; idToken: string }> {
    const config = await this.configuracao();
    let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
    try {
      tokens = await oidc.authorizationCodeGrant(config, urlDeRetorno, {
        pkceCodeVerifier: esperado.codeVerifier,
        expectedState: esperado.state,
        expectedNonce: esperado.nonce,
        idTokenExpected: true,
      });
    } catch (e) {
      if (e instanceof TypeError || (e as { code?: string }).code === 'OAUTH_RESPONSE_IS_NOT_CONFORM')
        throw new ProvedorIndisponivel(String(e));
      throw e;
    }
    const claims = tokens.claims();
    if (!claims || !tokens.id_token) throw new Error('id_token ausente');
    return { claims, idToken: tokens.id_token };
  }

  /** The provider's logout address for this id_token, or null when it offers none. */
  async urlDeSaida(idToken: string | null, posSaida: string): Promise<string | null> {
    try {
      const config = await this.configuracao();
      if (!config.serverMetadata().end_session_endpoint) return null;
      return oidc
        .buildEndSessionUrl(config, {
          ...(idToken ? { id_token_hint: idToken } : {}),
          post_logout_redirect_uri: posSaida,
        })
        .toString();
    } catch {
      return null;
    }
  }
}
