/**
 * Delivering the mail outbox (docs/mail.md). A dispatcher turns new `mail_messages` rows into
 * queue jobs in one transaction (rows locked, SKIP LOCKED: two upstreams share the work, never
 * double it); each job renders its message and hands it to SMTP. The Message-ID is derived from
 * the row, so the attempt after a crash between "sent" and "marked sent" is the same message to
 * the receiver. A 5xx answer (refused address, message refused) fails the delivery for good with
 * that reason; anything else (server down, 4xx) is retried with backoff, then failed.
 */
import { sql } from 'kysely';
import type { Transporter } from 'nodemailer';
import type { Db } from '../../db/connection.ts';
import { executorOf, type JobQueue } from '../../jobs/queue.ts';
import type { MailTemplates } from '../../kernel/mail.ts';
import type { MailConfig } from '../../mail-config.ts';
import { unsubscribeUrlOf } from './preferences.ts';
import type { MailContext } from './templates/index.tsx';

/**
 * React Email and the templates load with the first delivery, not with the process: through
 * @react-email/components they pull prism's languages, about 0.7 s of CPU at every start, paid by
 * each test file's upstream and by a start that sends nothing.
 */
let templates: Promise<typeof import('./templates/index.tsx')> | undefined;
const loadTemplates = () => {
  templates ??= import('./templates/index.tsx');
  return templates;
};

export const MAIL_QUEUE = 'mail-delivery';

/** pg-boss retries with backoff (delay × 2^n): 12 retries from 5 s wait about 5.7 h in all. */
export const MAIL_RETRIES = { retryLimit: 12, retryDelay: 5, retryBackoff: true } as const;

export interface MailJob {
  mailId: string;
}

export type MailRetries = {
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  /** How long a worker holds a job before pg-boss puts it back (the worker's process died). */
  expireInSeconds?: number;
};

/** The queue priority of codes and security notices, ahead of bulk categories (0). */
export const MAIL_URGENT_PRIORITY = 10;

/** Rows turned into jobs per dispatch transaction. */
export const DISPATCH_LIMIT = 100;

export async function dispatchMail(
  db: Db,
  queue: JobQueue,
  retries: MailRetries = MAIL_RETRIES,
  limit = DISPATCH_LIMIT,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('mail_messages')
      .select(['id', 'category'])
      .where('queued_at', 'is', null)
      // Codes and security notices (no category) first: a person is waiting for them, and a
      // bulk send (an ED notification to the network, the weekly summaries) must not delay them.
      .orderBy(sql`category is null`, 'desc')
      .orderBy('created_at')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    if (rows.length === 0) return 0;
    const ids = rows.map((row) => row.id);
    await queue.insert(
      rows.map((row) => ({
        name: MAIL_QUEUE,
        data: { mailId: row.id } satisfies MailJob,
        // The queue hands out higher priorities first, the same reason as the order above.
        priority: row.category === null ? MAIL_URGENT_PRIORITY : 0,
        ...retries,
      })),
      { db: executorOf(trx) },
    );
    await trx.updateTable('mail_messages').set({ queued_at: sql`now()` }).where('id', 'in', ids).execute();
    return rows.length;
  });
}

/** `<mail-{id}@{sender's domain}>`: the same for every attempt at one row. */
export const messageIdOf = (mailId: string, fromAddress: string): string =>
  `<mail-${mailId}@${fromAddress.slice(fromAddress.lastIndexOf('@') + 1)}>`;

/** nodemailer's error: the SMTP reply (`response`, `responseCode`) when the server answered. */
interface SmtpFailure {
  code?: unknown;
  response?: unknown;
  responseCode?: unknown;
}

const smtpCodeOf = (error: unknown): number | undefined => {
  const code = (error as SmtpFailure | null)?.responseCode;
  return typeof code === 'number' ? code : undefined;
};

/** What went wrong in the words of the person reading E-mails enviados (pt-BR). */
const failureOf = (error: unknown): string => {
  const code = smtpCodeOf(error);
  if (code === undefined) return 'Sem conexão com o servidor de e-mail';
  if (code < 500) return 'O servidor de e-mail pediu para tentar mais tarde';
  switch ((error as SmtpFailure).code) {
    case 'EENVELOPE':
      return 'O servidor de e-mail recusou o destinatário';
    case 'EMESSAGE':
      return 'O servidor de e-mail recusou a mensagem';
    case 'EAUTH':
      return 'O servidor de e-mail recusou o acesso do portal (usuário e senha de SMTP_URL)';
    default:
      return 'O servidor de e-mail respondeu com um erro';
  }
};

/**
 * The reason kept in `last_error`: the failure in pt-BR, then the server's own reply as it came
 * (servers answer in English; whoever asks the provider needs its exact words).
 */
const reasonOf = (error: unknown): string => {
  const response = (error as SmtpFailure | null)?.response;
  const detail =
    typeof response === 'string' ? response : error instanceof Error ? error.message : String(error);
  const reason = `${failureOf(error)}: ${detail}`;
  // SMTP replies can be long (a policy page); the reason is for a person reading a list.
  return reason.length > 500 ? `${reason.slice(0, 497)}...` : reason;
};

export interface AttemptFaults {
  /** Tests: throws after SMTP accepted the message and before it is marked sent (a crash). */
  afterSend?: () => void;
}

export interface MailSender {
  transport: Transporter;
  config: MailConfig;
  context: MailContext;
}

/**
 * One attempt at one message. Resolves when sent, failed for good, or nothing is left to do;
 * throws to have the queue retry it later.
 */
export async function attemptMail(
  db: Db,
  sender: MailSender,
  mailId: string,
  lastAttempt: boolean,
  faults: AttemptFaults = {},
): Promise<void> {
  const row = await db
    .selectFrom('mail_messages')
    .select(['id', 'template', 'recipient', 'data', 'state', 'category', 'user_id'])
    .where('id', '=', mailId)
    .executeTakeFirst();
  if (row?.state !== 'pending') return;
  const mark = (values: { state: 'pending' | 'sent' | 'failed'; error: string | null; subject?: string }) =>
    db
      .updateTable('mail_messages')
      .set({
        state: values.state,
        attempts: sql`attempts + 1`,
        last_error: values.error,
        updated_at: sql`now()`,
        ...(values.subject === undefined ? {} : { subject: values.subject }),
        // The data may hold a code or a reset token: once delivered nobody needs it again.
        ...(values.state === 'sent' ? { sent_at: sql`now()`, data: '{}' } : {}),
      })
      .where('id', '=', row.id)
      .execute();
  const { isMailTemplate, renderMail } = await loadTemplates();
  if (!isMailTemplate(row.template)) {
    await mark({ state: 'failed', error: `Modelo de e-mail desconhecido: "${row.template}"` });
    return;
  }
  const unsubscribeUrl =
    row.category && row.user_id
      ? await unsubscribeUrlOf(db, sender.context.webUrl, row.user_id, row.category)
      : undefined;
  const rendered = await renderMail(row.template, row.data as MailTemplates[typeof row.template], {
    ...sender.context,
    ...(unsubscribeUrl ? { unsubscribeUrl } : {}),
  });
  try {
    await sender.transport.sendMail({
      from: { name: sender.config.fromName, address: sender.config.fromAddress },
      to: row.recipient,
      ...(sender.config.replyTo ? { replyTo: sender.config.replyTo } : {}),
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      messageId: messageIdOf(row.id, sender.config.fromAddress),
      // RFC 8058: a mail client's "unsubscribe" POSTs to the address, no sign-in, no page.
      ...(unsubscribeUrl
        ? {
            headers: {
              'List-Unsubscribe': `<${unsubscribeUrl}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            },
          }
        : {}),
    });
  } catch (error) {
    const code = smtpCodeOf(error);
    const permanent = code !== undefined && code >= 500;
    const state = permanent || lastAttempt ? 'failed' : 'pending';
    await mark({ state, error: reasonOf(error), subject: rendered.subject });
    if (state === 'pending') throw new Error(`mail ${row.id} not sent yet: ${reasonOf(error)}`);
    return;
  }
  faults.afterSend?.();
  await mark({ state: 'sent', error: null, subject: rendered.subject });
}
