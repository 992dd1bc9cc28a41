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
}

export type MailTemplate = keyof MailTemplates;

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
 * change's transaction like `queueMail`.
 */
export async function queueUserMail<T extends MailTemplate>(
  trx: Db,
  userId: string,
  template: T,
  data: DataBesidesName<T>,
): Promise<string> {
  const user = await trx
    .selectFrom('users')
    .select(['name', 'username'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const full = { ...data, name: user.name } as MailTemplates[T];
  return queueMail(trx, { template, to: user.username, userId, data: full });
}
