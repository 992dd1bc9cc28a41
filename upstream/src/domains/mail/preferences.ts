/**
 * What a person turned off, and the one-click unsubscribe link of the messages they may turn off
 * (docs/mail.md, RFC 8058): a random token per account, created with the first such message,
 * that works without signing in and only ever turns messages off.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';

/** Under the web's public address (its proxy forwards /v1/mail to the upstream). */
export const UNSUBSCRIBE_PATH = '/v1/mail/unsubscribe';

/** The account's token, created on first use (two racing senders agree on the first one). */
export async function unsubscribeTokenOf(db: Db, userId: string): Promise<string> {
  await db
    .insertInto('mail_preferences')
    .values({ user_id: userId, unsubscribe_token: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  const row = await db
    .selectFrom('mail_preferences')
    .select('unsubscribe_token')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.unsubscribe_token;
}

const isTokenShape = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token);

/** Whether the token is one of ours (the page asks before turning anything off). */
export async function isUnsubscribeToken(db: Db, token: string): Promise<boolean> {
  if (!isTokenShape(token)) return false;
  const row = await db
    .selectFrom('mail_preferences')
    .select('user_id')
    .where('unsubscribe_token', '=', token)
    .executeTakeFirst();
  return row !== undefined;
}

/** Turns the bill e-mails off for the token's account; false for an unknown token. */
export async function unsubscribe(db: Db, token: string): Promise<boolean> {
  if (!isTokenShape(token)) return false;
  const result = await db
    .updateTable('mail_preferences')
    .set({ bills: false, updated_at: sql`now()` })
    .where('unsubscribe_token', '=', token)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
