/**
 * The mail outbox (docs/mail.md): a domain that causes an e-mail records it with `queueMail`,
 * inside the transaction of the change, so the message exists if and only if the change does. The
 * mail domain's worker renders and sends it later, retrying while SMTP is away.
 *
 * `MailTemplates` is the contract between the domains that queue messages and the templates that
 * render them (domains/mail/templates/): each template's name and the data it needs.
 */
import { sql } from 'kysely';
import type { Db } from '../db/connection.ts';

export interface MailTemplates {
  /** The accreditation's verification code (first one and each resend). */
  'accreditation-code': { name: string; code: string; minutes: number };
  /** "Não sei minha senha": the one-time link (its path and token; the web's URL is added later). */
  'password-reset': { name: string; token: string; minutes: number };
  /** The points programme's membership code. */
  'points-code': { name: string; code: string };
  /** Security notice: the account's password was changed (a reset link or Meu Perfil). */
  'password-changed': { name: string; at: string };
  /** Security notice: an API key was created on the account (Chaves de API). */
  'api-key-created': { name: string; keyName: string; scopes: string[]; at: string };
  /** Security notice: the second factor was turned on or off (Segurança). */
  'two-factor-changed': { name: string; enabled: boolean; at: string };
  /**
   * The payee's bill moved: its invoice is in analysis, refused (with the refusal's reason), the
   * bill ready, paid, or its payment failed (with the reason). `cycle` and `value` (cents) name the
   * bill when the step that moved it passes them (the payment step does).
   */
  'bill-status': {
    name: string;
    billId: string;
    status: MailedBillStatus;
    reason?: string | null;
    cycle?: number;
    value?: number;
  };
  /** An ED notification the holding sent (Notificação ED), also by e-mail to its audience. */
  'ed-notification': { name: string; title: string; message: string; type: string };
  /** The affiliate's weekly summary of the current cycle (docs/mail.md "Weekly summary"). */
  'weekly-summary': WeeklySummaryData;
}

/** What the weekly summary tells (money in integer cents; days 'YYYY-MM-DD' in Fortaleza). */
export interface WeeklySummaryData {
  name: string;
  /** The ISO week the summary is of, e.g. '2026-W48'. */
  week: string;
  /** The current commercial cycle; null before the first one starts. */
  cycle: { number: number; startsOn: string; endsOn: string; current: boolean } | null;
  /** The affiliate's approved sales in the cycle. */
  sales: { count: number; total: number };
  /** Commissions waiting to be paid and already paid (the dashboard's balance). */
  commissions: { pending: number; earned: number };
  /** The cycle's goals (thresholds of the sales total); null when the holding set none. */
  goals: { minimum: number; basic: number; master: number } | null;
}

export type MailTemplate = keyof MailTemplates;

/** The bill statuses a payee is told of by e-mail (docs/mail.md). */
export const MAILED_BILL_STATUSES = ['Processing', 'Error', 'Ready', 'Paid', 'PaymentError'] as const;
export type MailedBillStatus = (typeof MAILED_BILL_STATUSES)[number];

/**
 * What a person may turn off (the account page, the one-click unsubscribe link), by template;
 * every other template (codes, security notices) always goes.
 */
export const MAIL_CATEGORIES = {
  'bill-status': 'bills',
  'ed-notification': 'ed_notifications',
  'weekly-summary': 'weekly_summary',
} as const satisfies Partial<Record<MailTemplate, string>>;
export type MailCategory = (typeof MAIL_CATEGORIES)[keyof typeof MAIL_CATEGORIES];

/** Every category, in the order the account page lists them (each is a `mail_preferences` column). */
export const MAIL_CATEGORY_LIST = [
  'bills',
  'ed_notifications',
  'weekly_summary',
] as const satisfies readonly MailCategory[];

export const categoryOf = (template: MailTemplate): MailCategory | null =>
  (MAIL_CATEGORIES as Partial<Record<MailTemplate, MailCategory>>)[template] ?? null;

export interface QueuedMail<T extends MailTemplate> {
  template: T;
  to: string;
  data: MailTemplates[T];
  /** The account the message is about, when there is one. */
  userId?: string | null;
  /** A message written at most once: a second insert with the same key writes nothing. */
  dedupeKey?: string;
}

/** Inserts one row; null when a row with its `dedupeKey` exists already. */
async function insertMail<T extends MailTemplate>(trx: Db, mail: QueuedMail<T>): Promise<string | null> {
  const row = await trx
    .insertInto('mail_messages')
    .values({
      template: mail.template,
      category: categoryOf(mail.template),
      recipient: mail.to,
      user_id: mail.userId ?? null,
      data: JSON.stringify(mail.data),
      dedupe_key: mail.dedupeKey ?? null,
    })
    .onConflict((oc) => oc.column('dedupe_key').where('dedupe_key', 'is not', null).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Records one message in the change's transaction; returns its id (the Message-ID's left part). */
export async function queueMail<T extends MailTemplate>(
  trx: Db,
  mail: Omit<QueuedMail<T>, 'dedupeKey'>,
): Promise<string> {
  const id = await insertMail(trx, mail);
  // Without a dedupe key nothing can conflict: a row was written.
  if (id === null) throw new Error('mail row not written');
  return id;
}

/** The data of a template, less the name the account already has. */
type DataBesidesName<T extends MailTemplate> = Omit<MailTemplates[T], 'name'>;

/**
 * Records a message to an account (its username is its address), greeting it by its name; in the
 * change's transaction like `queueMail`. Null when the account turned the message's category off,
 * or when a message with the same `dedupeKey` was written before (it is written at most once).
 */
export async function queueUserMail<T extends MailTemplate>(
  trx: Db,
  userId: string,
  template: T,
  data: DataBesidesName<T>,
  options: { dedupeKey?: string } = {},
): Promise<string | null> {
  const category = categoryOf(template);
  const user = await trx
    .selectFrom('users')
    .leftJoin('mail_preferences as p', 'p.user_id', 'users.id')
    .select(['users.name', 'users.username', 'p.bills', 'p.ed_notifications', 'p.weekly_summary'])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
  // A category the person turned off is honoured when the event happens: nothing is written.
  if (category && user[category] === false) return null;
  const full = { ...data, name: user.name } as MailTemplates[T];
  return insertMail(trx, { template, to: user.username, userId, data: full, ...options });
}

/**
 * Records one message per account of `userIds` with an e-mail address (its username), greeting
 * each by name, in one statement of the change's transaction; the accounts that turned the
 * template's category off get none. Returns how many were written.
 */
export async function queueUsersMail<T extends MailTemplate>(
  trx: Db,
  userIds: readonly string[],
  template: T,
  data: DataBesidesName<T>,
): Promise<number> {
  if (userIds.length === 0) return 0;
  const category = categoryOf(template);
  const wanted = category ? sql.raw(`coalesce(p.${category}, true)`) : sql`true`;
  const result = await sql`
    insert into mail_messages (template, category, recipient, user_id, data)
    select ${template}, ${category}, u.username, u.id, ${JSON.stringify(data)}::jsonb || jsonb_build_object('name', u.name)
    from users u left join mail_preferences p on p.user_id = u.id
    where u.id = any(${[...userIds]}::uuid[]) and u.username like '%_@_%' and ${wanted}
  `.execute(trx);
  return Number(result.numAffectedRows ?? 0n);
}
