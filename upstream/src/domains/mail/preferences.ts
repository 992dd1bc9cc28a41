/**
 * What a person turned off, and the one-click unsubscribe link of the messages they may turn off
 * (docs/mail.md, RFC 8058): a random token per account, created with the first such message,
 * that works without signing in and only ever turns messages off.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { MAIL_CATEGORY_LIST, type MailCategory } from '../../kernel/mail.ts';
import type { RoleFlag } from '../../kernel/roles.ts';

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

/**
 * The category in an unsubscribe address (`…/{token}/{slug}`); the address without one, in the
 * bill e-mails sent before there were other categories, is the bills'.
 */
export const CATEGORY_SLUGS: Record<MailCategory, string> = {
  bills: 'faturas',
  ed_notifications: 'notificacoes',
  weekly_summary: 'resumo-semanal',
};

export const categoryOfSlug = (slug: string | undefined): MailCategory | null => {
  if (slug === undefined) return 'bills';
  return MAIL_CATEGORY_LIST.find((category) => CATEGORY_SLUGS[category] === slug) ?? null;
};

/** The message's one-click address: the account's token and the message's category. */
export async function unsubscribeUrlOf(
  db: Db,
  webUrl: string,
  userId: string,
  category: string,
): Promise<string> {
  const slug = CATEGORY_SLUGS[category as MailCategory] as string | undefined;
  const token = await unsubscribeTokenOf(db, userId);
  return `${webUrl}${UNSUBSCRIBE_PATH}/${token}${slug ? `/${slug}` : ''}`;
}

/** Turns one category off for the token's account; false for an unknown token. */
export async function unsubscribe(db: Db, token: string, category: MailCategory = 'bills'): Promise<boolean> {
  if (!isTokenShape(token)) return false;
  const result = await db
    .updateTable('mail_preferences')
    .set({ [category]: false, updated_at: sql`now()` })
    .where('unsubscribe_token', '=', token)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export type MailPreferences = Record<MailCategory, boolean>;

/**
 * The categories a person can receive, so the account page offers only those: bill e-mails go to
 * payees (affiliated users, agents, a unit's branch users), ED notifications to affiliated users. Holding, admin and producer accounts get codes and security notices only.
 */
export function categoriesFor(roles: readonly RoleFlag[]): MailCategory[] {
  // EDs get the weekly summary (finance/weekly-summary.ts writes it for isAffiliated accounts).
  if (roles.includes('isAffiliated')) return ['bills', 'ed_notifications', 'weekly_summary'];
  if (roles.includes('isAgent') || roles.includes('isBranch')) return ['bills'];
  return [];
}

/** What the account receives (every category on until it turns one off). */
export async function preferencesOf(db: Db, userId: string): Promise<MailPreferences> {
  const row = await db
    .selectFrom('mail_preferences')
    .select(MAIL_CATEGORY_LIST)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Object.fromEntries(MAIL_CATEGORY_LIST.map((c) => [c, row?.[c] ?? true])) as MailPreferences;
}

/** Stores the given categories' choice (the others keep theirs); returns the whole choice. */
export async function savePreferences(
  db: Db,
  userId: string,
  changes: Partial<MailPreferences>,
): Promise<MailPreferences> {
  if (Object.keys(changes).length > 0) {
    await db
      .insertInto('mail_preferences')
      .values({ user_id: userId, unsubscribe_token: randomBytes(32).toString('base64url'), ...changes })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...changes, updated_at: sql`now()` }))
      .execute();
  }
  return preferencesOf(db, userId);
}
