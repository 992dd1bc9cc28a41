/**
 * API clients of one owner (docs/integrators.md): list, create (the secret is returned this once,
 * only its hash is kept), revoke. A key's scopes never exceed what its owner's roles may grant.
 */
import { apiClientSchema, grantableScopes, INTEGRATOR_MESSAGES } from '@portal/schema';
import { type Db, inTransaction } from '../../db/connection.ts';
import { hashClientSecret, newClientSecret } from '../../kernel/api-clients.ts';
import { HttpError } from '../../kernel/errors.ts';
import { queueUserMail } from '../../kernel/mail.ts';
import type { RoleFlag } from '../../kernel/roles.ts';
import { isUuid } from '../../kernel/viewer.ts';

export interface ApiClientView {
  id: string;
  name: string;
  scopes: string[];
  /** ISO-8601 UTC instants. */
  createdAt: string;
  expiresAt: string | null;
  revokedAt: string | null;
  lastUsedAt: string | null;
}

export interface ApiClientInput {
  name: string;
  scopes: string[];
  expiresAt: string | null;
}

const iso = (value: Date | null): string | null => (value === null ? null : value.toISOString());

const COLUMNS = ['id', 'name', 'scopes', 'created_at', 'expires_at', 'revoked_at', 'last_used_at'] as const;

type Row = {
  id: string;
  name: string;
  scopes: string;
  created_at: Date;
  expires_at: Date | null;
  revoked_at: Date | null;
  last_used_at: Date | null;
};

const view = (row: Row): ApiClientView => ({
  id: row.id,
  name: row.name,
  scopes: row.scopes.split(' ').filter(Boolean),
  createdAt: row.created_at.toISOString(),
  expiresAt: iso(row.expires_at),
  revokedAt: iso(row.revoked_at),
  lastUsedAt: iso(row.last_used_at),
});

/** The request body checked by the same rule the gateway applies; 400 with its Portuguese text. */
export async function parseApiClientInput(body: unknown): Promise<ApiClientInput> {
  try {
    const input = await apiClientSchema.validate(body, { stripUnknown: true });
    return { name: input.name, scopes: [...new Set(input.scopes)], expiresAt: input.expiresAt ?? null };
  } catch (error) {
    // yup's ValidationError (upstream does not depend on yup itself): its message is the rule's text.
    if (error instanceof Error && error.name === 'ValidationError') throw new HttpError(400, error.message);
    throw error;
  }
}

/** Newest first; revoked keys stay listed (with revokedAt) so the owner sees what was cut off. */
export async function listApiClients(db: Db, ownerId: string): Promise<ApiClientView[]> {
  const rows = await db
    .selectFrom('api_clients')
    .select(COLUMNS)
    .where('owner_id', '=', ownerId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(view);
}

export async function createApiClient(
  db: Db,
  owner: { id: string; roles: readonly RoleFlag[] },
  input: ApiClientInput,
): Promise<{ client: ApiClientView; secret: string }> {
  const allowed = grantableScopes(owner.roles);
  if (!input.scopes.every((scope) => (allowed as string[]).includes(scope))) {
    throw new HttpError(403, INTEGRATOR_MESSAGES.scopeNotAllowed);
  }
  const secret = newClientSecret();
  const row = await inTransaction(db, async (trx) => {
    const created = await trx
      .insertInto('api_clients')
      .values({
        owner_id: owner.id,
        name: input.name,
        secret_hash: hashClientSecret(secret),
        scopes: input.scopes.join(' '),
        expires_at: input.expiresAt,
      })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    // A key is a way into the account: its owner hears of each one (docs/mail.md).
    await queueUserMail(trx, owner.id, 'api-key-created', {
      keyName: created.name,
      scopes: [...input.scopes],
      at: created.created_at.toISOString(),
    });
    return created;
  });
  return { client: view(row), secret };
}

/**
 * Revokes the owner's key at once (upstream refuses its tokens from the next request). Revoking
 * twice keeps the first instant. Someone else's key answers like a missing one.
 */
export async function revokeApiClient(db: Db, ownerId: string, clientId: string): Promise<ApiClientView> {
  if (!isUuid(clientId)) throw new HttpError(404, INTEGRATOR_MESSAGES.clientNotFound);
  await db
    .updateTable('api_clients')
    .set({ revoked_at: new Date() })
    .where('id', '=', clientId)
    .where('owner_id', '=', ownerId)
    .where('revoked_at', 'is', null)
    .execute();
  const row = await db
    .selectFrom('api_clients')
    .select(COLUMNS)
    .where('id', '=', clientId)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, INTEGRATOR_MESSAGES.clientNotFound);
  return view(row);
}
