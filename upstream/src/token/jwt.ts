/** Issuing and verifying the portal's access tokens (RS256, `kid` header, pinned iss/aud, exp). */
import jwt from 'jsonwebtoken';
import type { UpstreamConfig } from '../config.ts';
import type { KeyStore } from './keys.ts';

export type TokenSettings = Pick<
  UpstreamConfig,
  'tokenIssuer' | 'tokenAudience' | 'tokenTtlSeconds' | 'sessionMaxSeconds'
>;

export interface IssuedToken {
  accessToken: string;
  expiresIn: number;
  /** Set on a token good only for enrolling a second factor (ENROLMENT_CLAIM). */
  enrolmentOnly?: true;
}

/** What a verified token says. */
export interface AccessClaims {
  userId: string;
  /** When the user typed their password (seconds since the epoch), carried through renewals. */
  authTime: number;
  /** Expiry, seconds since the epoch. */
  exp: number;
  /** Set on an API client's token (docs/integrators.md): the client acting for its owner (`sub`). */
  clientId: string | null;
  /** The client's scopes; null on a person's token (their roles alone decide). */
  scopes: string[] | null;
  /**
   * A person who must enrol a second factor first (REQUIRE_2FA_ROLES): the token opens only the
   * enrolment's routes (http/auth.ts) until a renewal after it gives a full one.
   */
  enrolmentOnly: boolean;
}

/** The claim of a token good only for enrolling a second factor (AccessClaims.enrolmentOnly). */
export const ENROLMENT_CLAIM = 'two_factor_enrolment';

/** An API client's token is short-lived: a revoked key is refused by upstream at once anyway. */
export const CLIENT_TOKEN_TTL_SECONDS = 900;

/**
 * A token for an API client acting for its owner: `sub` is the owner (so every row scope applies
 * as for them), `client_id` and `scope` (RFC 9068 §2.2) say which key and what it may do.
 */
export function issueClientToken(
  keys: KeyStore,
  settings: TokenSettings,
  client: { id: string; ownerId: string; scopes: readonly string[] },
): IssuedToken {
  const { kid, privateKey } = keys.current;
  const expiresIn = Math.min(settings.tokenTtlSeconds, CLIENT_TOKEN_TTL_SECONDS);
  const accessToken = jwt.sign({ client_id: client.id, scope: client.scopes.join(' ') }, privateKey, {
    algorithm: 'RS256',
    keyid: kid,
    subject: client.ownerId,
    issuer: settings.tokenIssuer,
    audience: settings.tokenAudience,
    expiresIn,
  });
  return { accessToken, expiresIn };
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * A token for `user`. A renewal passes the session's `authTime`: the new token keeps it (OIDC's
 * `auth_time` claim) and never outlives `sessionMaxSeconds` after it, so renewing cannot keep a
 * session alive forever without the password.
 */
export function issueAccessToken(
  keys: KeyStore,
  settings: TokenSettings,
  user: { id: string; username: string },
  authTime: number = nowSeconds(),
  enrolmentOnly = false,
): IssuedToken {
  const { kid, privateKey } = keys.current;
  const expiresIn = Math.min(settings.tokenTtlSeconds, authTime + settings.sessionMaxSeconds - nowSeconds());
  const claims = {
    username: user.username,
    auth_time: authTime,
    ...(enrolmentOnly ? { [ENROLMENT_CLAIM]: true } : {}),
  };
  const accessToken = jwt.sign(claims, privateKey, {
    algorithm: 'RS256',
    keyid: kid,
    subject: user.id,
    issuer: settings.tokenIssuer,
    audience: settings.tokenAudience,
    expiresIn,
  });
  return enrolmentOnly ? { accessToken, expiresIn, enrolmentOnly } : { accessToken, expiresIn };
}

/**
 * The claims of a valid token, or null. The algorithm is pinned to RS256, so `alg: none`
 * and HS256 tokens "signed" with the public key fail; the key is chosen by `kid` among ours only;
 * issuer and audience must match; `exp` is required (jsonwebtoken only checks it when present).
 */
export function verifyAccessClaims(
  keys: KeyStore,
  settings: TokenSettings,
  token: string,
): AccessClaims | null {
  const decoded = jwt.decode(token, { complete: true });
  const kid = decoded?.header.kid;
  const key = kid === undefined ? undefined : keys.publicKey(kid);
  if (!key) return null;
  try {
    const payload = jwt.verify(token, key, {
      algorithms: ['RS256'],
      issuer: settings.tokenIssuer,
      audience: settings.tokenAudience,
    });
    if (typeof payload === 'string' || typeof payload.exp !== 'number') return null;
    if (typeof payload.sub !== 'string' || payload.sub === '') return null;
    // Tokens issued before auth_time existed count from their issue time.
    const authTime = typeof payload.auth_time === 'number' ? payload.auth_time : payload.iat;
    const clientId = typeof payload.client_id === 'string' ? payload.client_id : null;
    const scopes = typeof payload.scope === 'string' ? payload.scope.split(' ').filter(Boolean) : [];
    return {
      userId: payload.sub,
      authTime: authTime ?? payload.exp,
      exp: payload.exp,
      clientId,
      scopes: clientId === null ? null : scopes,
      enrolmentOnly: payload[ENROLMENT_CLAIM] === true,
    };
  } catch {
    // Every verification failure (signature, expiry, claims) means the same to the caller.
    return null;
  }
}

/** The user id (`sub`) of a valid token, or null. */
export const verifyAccessToken = (keys: KeyStore, settings: TokenSettings, token: string): string | null =>
  verifyAccessClaims(keys, settings, token)?.userId ?? null;
