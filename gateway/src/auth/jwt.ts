/**
 * Bearer token verification. The algorithm is pinned to RS256 (so `alg: none` and HS256 tokens
 * "signed" with the public key fail), issuer and audience are pinned, and `exp` is required.
 * Keys come from a PEM (JWT_PUBLIC_KEY) or from the token service's JWKS, cached and refetched on
 * an unknown `kid` at most once per `minRefetchMs`, so random kids cannot make us hammer it.
 */
import { createPublicKey, type JsonWebKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { GatewayConfig } from '../config.ts';
import { UpstreamError } from '../errors.ts';
import type { Logger } from '../logger.ts';

export interface VerifiedToken {
  userId: string;
  username: string | null;
  /**
   * Set when the token is an API client's (docs/integrators.md): the client acting for its owner
   * (`userId`), limited to `scopes` on top of the owner's roles. Null for a person's session.
   */
  client?: { id: string; scopes: readonly string[] } | null;
  /**
   * Set on a person's token the role policy (REQUIRE_2FA_ROLES, upstream) holds to enrolling a
   * second factor: auth/access.ts lets it use the enrolment's fields only.
   */
  enrolmentOnly?: boolean;
}

/** The claim upstream's token service sets on such a token (upstream token/jwt.ts). */
const ENROLMENT_CLAIM = 'two_factor_enrolment';

/** A token we refuse (forged, expired, wrong issuer...): the client must log in again. */
export class InvalidTokenError extends Error {
  override name = 'InvalidTokenError';
}

export interface TokenVerifier {
  /** Rejects with InvalidTokenError, or UpstreamError when the keys cannot be fetched. */
  verify(token: string): Promise<VerifiedToken>;
}

interface KeySource {
  key(kid: string | undefined): Promise<KeyObject | null>;
}

export interface JwksOptions {
  /** Least time between two fetches caused by unknown kids. */
  minRefetchMs?: number;
  /** Keys older than this are refetched (rotation, revocation); the old ones serve if that fails. */
  maxAgeMs?: number;
  now?: () => number;
}

const usableJwk = (jwk: JsonWebKey & { kid?: unknown; use?: unknown; alg?: unknown }): boolean =>
  jwk.kty === 'RSA' &&
  (jwk.use === undefined || jwk.use === 'sig') &&
  (jwk.alg === undefined || jwk.alg === 'RS256');

class JwksKeySource implements KeySource {
  private keys = new Map<string, KeyObject>();
  private fetchedAt: number | null = null;
  private inFlight: Promise<void> | null = null;
  private readonly minRefetchMs: number;
  private readonly maxAgeMs: number;
  private readonly now: () => number;

  constructor(
    private readonly url: string,
    private readonly timeoutMs: number,
    private readonly logger: Logger,
    options: JwksOptions,
  ) {
    this.minRefetchMs = options.minRefetchMs ?? 30_000;
    this.maxAgeMs = options.maxAgeMs ?? 10 * 60_000;
    this.now = options.now ?? Date.now;
  }

  async key(kid: string | undefined): Promise<KeyObject | null> {
    if (this.fetchedAt === null) await this.refresh();
    else if (this.now() - this.fetchedAt > this.maxAgeMs) await this.refresh().catch(this.keepStale);
    let key = this.lookup(kid);
    if (!key && this.now() - (this.fetchedAt ?? 0) >= this.minRefetchMs) {
      await this.refresh();
      key = this.lookup(kid);
    }
    return key;
  }

  private keepStale = (error: unknown) => {
    this.logger.warn('JWKS refresh failed; using the cached keys', { error });
  };

  /** A token without kid is accepted only when the set has exactly one key: nothing to choose. */
  private lookup(kid: string | undefined): KeyObject | null {
    if (kid !== undefined) return this.keys.get(kid) ?? null;
    return this.keys.size === 1 ? ([...this.keys.values()][0] ?? null) : null;
  }

  /** Concurrent callers share one fetch. */
  private refresh(): Promise<void> {
    this.inFlight ??= this.fetchKeys().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private async fetchKeys(): Promise<void> {
    let status: number;
    let text: string;
    try {
      const response = await fetch(this.url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new UpstreamError('jwks', { kind: timedOut ? 'timeout' : 'unreachable' }, { cause: error });
    }
    if (status !== 200) throw new UpstreamError('jwks', { kind: 'status', status, detail: null });
    const keys = new Map<string, KeyObject>();
    try {
      const { keys: jwks } = JSON.parse(text) as { keys: Array<JsonWebKey & { kid?: unknown }> };
      for (const jwk of jwks.filter(usableJwk)) {
        keys.set(typeof jwk.kid === 'string' ? jwk.kid : '', createPublicKey({ key: jwk, format: 'jwk' }));
      }
    } catch (error) {
      throw new UpstreamError('jwks', { kind: 'malformed', reason: 'invalid JWKS' }, { cause: error });
    }
    this.keys = keys;
    this.fetchedAt = this.now();
  }
}

class StaticKeySource implements KeySource {
  private readonly publicKey: KeyObject;
  constructor(pem: string) {
    this.publicKey = createPublicKey(pem);
  }
  async key(): Promise<KeyObject> {
    return this.publicKey;
  }
}

/**
 * Successful verifications are remembered per token (the key is the whole token, so only its
 * bearer can hit the entry), until the token expires and for at most a minute, in a bounded LRU:
 * an RSA signature check per request is a visible share of the gateway's CPU (issue 6). A minute
 * bounds how long a token whose key was withdrawn from the JWKS is still let through here; upstream
 * verifies every call it receives on its own anyway.
 */
const VERIFIED_CACHE_ENTRIES = 5_000;
const VERIFIED_CACHE_MAX_AGE_MS = 60_000;

export function createTokenVerifier(
  config: Pick<GatewayConfig, 'jwksUrl' | 'jwtPublicKey' | 'jwtIssuer' | 'jwtAudience' | 'upstreamTimeoutMs'>,
  logger: Logger,
  jwksOptions: JwksOptions = {},
): TokenVerifier {
  const keys: KeySource = config.jwtPublicKey
    ? new StaticKeySource(config.jwtPublicKey)
    : new JwksKeySource(config.jwksUrl, config.upstreamTimeoutMs, logger, jwksOptions);
  const verified = new Map<string, { viewer: VerifiedToken; until: number }>();
  const remember = (token: string, viewer: VerifiedToken, expiresAtMs: number) => {
    const until = Math.min(expiresAtMs, Date.now() + VERIFIED_CACHE_MAX_AGE_MS);
    verified.set(token, { viewer, until });
    // Map order is insertion order: the first key is the least recently used.
    if (verified.size > VERIFIED_CACHE_ENTRIES) verified.delete(verified.keys().next().value as string);
  };

  return {
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        verified.delete(token);
        if (Date.now() < known.until) {
          verified.set(token, known);
          return known.viewer;
        }
      }
      const decoded = jwt.decode(token, { complete: true });
      if (decoded?.header.alg !== 'RS256') throw new InvalidTokenError('not an RS256 JWT');
      const key = await keys.key(decoded.header.kid);
      if (!key) throw new InvalidTokenError('unknown signing key');
      let payload: string | jwt.JwtPayload;
      try {
        payload = jwt.verify(token, key, {
          algorithms: ['RS256'],
          issuer: config.jwtIssuer,
          audience: config.jwtAudience,
          clockTolerance: 5,
        });
      } catch (error) {
        throw new InvalidTokenError(error instanceof Error ? error.message : 'invalid token');
      }
      if (typeof payload === 'string' || typeof payload.exp !== 'number') {
        throw new InvalidTokenError('token without expiry');
      }
      if (typeof payload.sub !== 'string' || payload.sub === '')
        throw new InvalidTokenError('token without subject');
      const viewer: VerifiedToken = {
        userId: payload.sub,
        username: typeof payload.username === 'string' ? payload.username : null,
        // Only an API client's token says which client (a person's session has no `client`).
        ...(typeof payload.client_id === 'string'
          ? {
              client: {
                id: payload.client_id,
                scopes: typeof payload.scope === 'string' ? payload.scope.split(' ').filter(Boolean) : [],
              },
            }
          : {}),
        ...(payload[ENROLMENT_CLAIM] === true ? { enrolmentOnly: true } : {}),
      };
      remember(token, viewer, payload.exp * 1000);
      return viewer;
    },
  };
}
