/**
 * One-time password recovery tokens: 32 random bytes sent only in the reset link, stored only as
 * their SHA-256, valid for a limited time, spent in the same transaction as the password change.
 * Expiry is judged by the database clock both when writing and when checking.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { type Db, inTransaction } from '../../db/connection.ts';
import { queueUserMail } from '../../kernel/mail.ts';
import { normaliseUsername } from '../../kernel/viewer.ts';

const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

/** base64url of 32 bytes: anything else cannot be one of ours, so it is refused without a query. */
export const isRecoveryTokenShape = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token);

/**
 * Creates a token for the active account with this e-mail and queues the reset e-mail in the same
 * transaction (kernel/mail.ts); null when there is no such account.
 */
export async function createRecoveryToken(
  db: Db,
  mail: string,
  ttlMinutes: number,
): Promise<{ token: string; userId: string } | null> {
  return inTransaction(db, async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select('id')
      .where('username', '=', normaliseUsername(mail))
      .where('active', '=', true)
      .executeTakeFirst();
    if (!user) return null;
    const token = randomBytes(32).toString('base64url');
    await trx
      .insertInto('recovery_tokens')
      .values({
        token_hash: hashOf(token),
        user_id: user.id,
        expires_at: sql<Date>`now() + make_interval(mins => ${ttlMinutes})`,
      })
      .execute();
    await queueUserMail(trx, user.id, 'password-reset', { token, minutes: ttlMinutes });
    return { token, userId: user.id };
  });
}

/** Whether the token is unused, unexpired and belongs to an active user (nothing is changed). */
export async function isRecoveryTokenValid(db: Db, token: string): Promise<boolean> {
  if (!isRecoveryTokenShape(token)) return false;
  const row = await db
    .selectFrom('recovery_tokens')
    .innerJoin('users', 'users.id', 'recovery_tokens.user_id')
    .select('recovery_tokens.id')
    .where('recovery_tokens.token_hash', '=', hashOf(token))
    .where('recovery_tokens.used_at', 'is', null)
    .where('recovery_tokens.expires_at', '>', sql<Date>`now()`)
    .where('users.active', '=', true)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Spends the token and sets the password hash, atomically; false when the token is not (or no
 * longer) valid, e.g. because a concurrent request spent it first.
 */
export async function redeemRecoveryToken(db: Db, token: string, passwordHash: string): Promise<boolean> {
  if (!isRecoveryTokenShape(token)) return false;
  return inTransaction(db, async (trx) => {
    const spent = await trx
      .updateTable('recovery_tokens')
      .set({ used_at: sql<Date>`now()` })
      .where('token_hash', '=', hashOf(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning('user_id')
      .executeTakeFirst();
    if (!spent) return false;
    const changed = await trx
      .updateTable('users')
      .set({ password_hash: passwordHash })
      .where('id', '=', spent.user_id)
      .where('active', '=', true)
      .executeTakeFirst();
    if (changed.numUpdatedRows === 0n) return false;
    // The user's other outstanding links die too: an older e-mail must not undo this change.
    await trx
      .updateTable('recovery_tokens')
      .set({ used_at: sql<Date>`now()` })
      .where('user_id', '=', spent.user_id)
      .where('used_at', 'is', null)
      .execute();
    await queueUserMail(trx, spent.user_id, 'password-changed', { at: new Date().toISOString() });
    return true;
  });
}
