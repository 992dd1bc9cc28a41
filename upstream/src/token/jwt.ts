/** Issuing and verifying the portal's access tokens (RS256, `kid` header, pinned iss/aud, exp). */
import jwt from 'jsonwebtoken';
import type { UpstreamConfig } from '../config.ts';
import type { KeyStore } from './keys.ts';

export type TokenSettings = Pick<UpstreamConfig, 'tokenIssuer' | 'tokenAudience' | 'tokenTtlSeconds'>;

export interface IssuedToken {
  accessToken: string;
  expiresIn: number;
}

export function issueAccessToken(
  keys: KeyStore,
  settings: TokenSettings,
  user: { id: string; username: string },
): IssuedToken {
  const { kid, privateKey } = keys.current;
  const accessToken = jwt.sign({ username: user.username }, privateKey, {
    algorithm: 'RS256',
    keyid: kid,
    subject: user.id,
    issuer: settings.tokenIssuer,
    audience: settings.tokenAudience,
    expiresIn: settings.tokenTtlSeconds,
  });
  return { accessToken, expiresIn: settings.tokenTtlSeconds };
}

/**
 * The user id (`sub`) of a valid token, or null. The algorithm is pinned to RS256, so `alg: none`
 * and HS256 tokens "signed" with the public key fail; the key is chosen by `kid` among ours only;
 * issuer and audience must match; `exp` is required (jsonwebtoken only checks it when present).
 */
export function verifyAccessToken(keys: KeyStore, settings: TokenSettings, token: string): string | null {
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
    return typeof payload.sub === 'string' && payload.sub !== '' ? payload.sub : null;
  } catch {
    // Every verification failure (signature, expiry, claims) means the same to the caller.
    return null;
  }
}
