/**
 * The mail outbox (docs/mail.md): a domain that causes an e-mail records it with `queueMail`,
 * inside the transaction of the change, so the message exists if and only if the change does. The
 * mail domain's worker renders and sends it later, retrying while SMTP is away.
 *
 * `MailTemplates` is the contract between the domains that queue messages and the templates that
 * render them (domains/mail/templates/): each template's name and the data it needs.
 */
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
   * bill ready or paid.
   */
  'bill-status': { name: string; billId: string; status: MailedBillStatus; reason?: string | null };
}

export type MailTemplate = keyof MailTemplates;

/** The bill statuses a payee is told of by e-mail (docs/mail.md). */
export const MAILED_BILL_STATUSES = ['Processing', 'Error', 'Ready', 'Paid'] as const;
export type MailedBillStatus = (typeof MAILED_BILL_STATUSES)[number];

/**
 * What a person may turn off (the account page, the one-click unsubscribe link), by template;
 * every other template (codes, security notices) always goes.
 */
export const MAIL_CATEGORIES = { 'bill-status': 'bills' } as const satisfies Partial<
  Record<MailTemplate, string>
>;
export type MailCategory = (typeof MAIL_CATEGORIES)[keyof typeof MAIL_CATEGORIES];

const categoryOf = (template: MailTemplate): MailCategory | null =>
  (MAIL_CATEGORIES as Partial<Record<MailTemplate, MailCategory>>)[template] ?? null;

export interface QueuedMail<T extends MailTemplate> {
  template: T;
  to: string;
  data: MailTemplates[T];
  /** The account the message is about, when there is one. */
  userId?: string | null;
}

/** Records one message in the change's transaction; returns its id (the Message-ID's left part). */
export async function queueMail<T extends MailTemplate>(trx: Db, mail: QueuedMail<T>): Promise<string> {
  const row = await trx
    .insertInto('mail_messages')
    .values({
      template: mail.template,
      category: categoryOf(mail.template),
      recipient: mail.to,
      user_id: mail.userId ?? null,
      data: JSON.stringify(mail.data),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The data of a template, less the name the account already has. */
type DataBesidesName<T extends MailTemplate> = Omit<MailTemplates[T], 'name'>;

/**
 * Records a message to an account (its username is its address), greeting it by its name; in the
 * change's transaction like `queueMail`. Null when the account turned the message's category off.
 */
export async function queueUserMail<T extends MailTemplate>(
  trx: Db,
  userId: string,
  template: T,
  data: DataBesidesName<T>,
): Promise<string | null> {
  const category = categoryOf(template);
  const user = await trx
    .selectFrom('users')
    .leftJoin('mail_preferences as p', 'p.user_id', 'users.id')
    .select(['users.name', 'users.username', 'p.bills'])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
  // A category the person turned off is honoured when the event happens: nothing is written.
  if (category === 'bills' && user.bills === false) return null;
  const full = { ...data, name: user.name } as MailTemplates[T];
  return queueMail(trx, { template, to: user.username, userId, data: full });
}
