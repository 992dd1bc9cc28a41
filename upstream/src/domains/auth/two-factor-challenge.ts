/**
 * The sign-in step between the password and the second factor's code: the token service answers a
 * password grant of an enrolled user with a challenge instead of a token (routes/token-app.ts),
 * and issues the token only when the challenge comes back with a valid code. A challenge lives
 * five minutes, allows five wrong codes and is spent by the right one; only its SHA-256 is kept.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { type Db, inTransaction } from '../../db/connection.ts';
import { spendCode } from './two-factor.ts';
import { hashCode } from './two-factor-secret.ts';

export const CHALLENGE_TTL_SECONDS = 300;
export const CHALLENGE_MAX_FAILURES = 5;

export const isChallengeShape = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token);

export async function hasTwoFactor(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('two_factor_secrets')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('enabled_at', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

export async function createChallenge(db: Db, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('two_factor_challenges')
    .values({
      token_hash: hashCode(token),
      user_id: userId,
      expires_at: sql<Date>`now() + make_interval(secs => ${CHALLENGE_TTL_SECONDS})`,
    })
    .execute();
  return token;
}

export type ChallengeOutcome =
  | { userId: string; method: 'totp' | 'recovery' }
  | { refused: 'expired' | 'wrong-code'; userId: string | null };

/** Completes a challenge with a code: the user to issue a token for, or why not. */
export async function completeChallenge(
  db: Db,
  key: Buffer,
  token: string,
  code: string,
): Promise<ChallengeOutcome> {
  if (!isChallengeShape(token)) return { refused: 'expired', userId: null };
  return inTransaction(db, async (trx) => {
    const challenge = await trx
      .selectFrom('two_factor_challenges')
      .innerJoin('users', 'users.id', 'two_factor_challenges.user_id')
      .select(['two_factor_challenges.user_id as userId'])
      .where('two_factor_challenges.token_hash', '=', hashCode(token))
      .where('two_factor_challenges.used_at', 'is', null)
      .where('two_factor_challenges.expires_at', '>', sql<Date>`now()`)
      .where('two_factor_challenges.failed_attempts', '<', CHALLENGE_MAX_FAILURES)
      .where('users.active', '=', true)
      .forUpdate()
      .executeTakeFirst();
    if (!challenge) return { refused: 'expired', userId: null };
    const method = await spendCode(trx, key, challenge.userId, code);
    await trx
      .updateTable('two_factor_challenges')
      .set(method ? { used_at: sql`now()` } : { failed_attempts: sql`failed_attempts + 1` })
      .where('token_hash', '=', hashCode(token))
      .execute();
    return method
      ? { userId: challenge.userId, method }
      : { refused: 'wrong-code', userId: challenge.userId };
  });
}
