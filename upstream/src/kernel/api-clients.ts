/**
 * API client credentials (docs/integrators.md), shared by the token service (the
 * `client_credentials` grant), the bearer check of every portal route (a revoked key stops at
 * once, not at its token's expiry) and the integrators module (creating keys).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/connection.ts';
import { isUuid } from './viewer.ts';

/** Secrets start with this, so a leaked one is recognisable (secret scanners, logs). */
export const SECRET_PREFIX = 'pk_';

/** A new secret: 256 random bits. Returned once to its creator; only its hash is stored. */
export const newClientSecret = (): string => `${SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;

/** SHA-256 is enough for a 256-bit random secret (no dictionary to guess from), and fast. */
export const hashClientSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

export interface UsableClient {
  id: string;
  ownerId: string;
  scopes: string[];
}

/**
 * The client with this id if it may act now: not revoked, not expired, and its owner active (a
 * disabled owner stops every key of theirs). Null otherwise, for every reason alike.
 */
export async function findUsableClient(
  db: Db,
  clientId: string,
): Promise<(UsableClient & { secretHash: string }) | null> {
  if (!isUuid(clientId)) return null;
  const row = await db
    .selectFrom('api_clients')
    .innerJoin('users', 'users.id', 'api_clients.owner_id')
    .select(['api_clients.id', 'api_clients.owner_id', 'api_clients.scopes', 'api_clients.secret_hash'])
    .where('api_clients.id', '=', clientId)
    .where('api_clients.revoked_at', 'is', null)
    .where((eb) =>
      eb.or([eb('api_clients.expires_at', 'is', null), eb('api_clients.expires_at', '>', new Date())]),
    )
    .where('users.active', '=', true)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    ownerId: row.owner_id,
    scopes: row.scopes.split(' ').filter(Boolean),
    secretHash: row.secret_hash,
  };
}

/** Constant-time comparison of a presented secret with the stored hash. */
export function secretMatches(secret: string, storedHash: string): boolean {
  const presented = Buffer.from(hashClientSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
