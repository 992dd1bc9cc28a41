/** The mail worker (docs/mail.md): the SMTP transport, the delivery jobs and the dispatch poll. */
import { createTransport } from 'nodemailer';
import type { Db } from '../../db/connection.ts';
import { pollOutbox } from '../../jobs/outbox-poll.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { Logger } from '../../logger.ts';
import type { MailConfig } from '../../mail-config.ts';
import {
  type AttemptFaults,
  attemptMail,
  dispatchMail,
  MAIL_QUEUE,
  MAIL_RETRIES,
  type MailJob,
  type MailRetries,
} from './delivery.ts';

export interface MailWorkerOptions {
  pollingIntervalSeconds: number;
  webUrl: string;
  /** Tests shorten the backoff. */
  retryDelaySeconds?: number;
  faults?: AttemptFaults;
}

/** SMTP answers within this or the attempt counts as failed (and is retried). */
const SMTP_TIMEOUT_MS = 15_000;

/** SMTP_URL as nodemailer's options: smtps:// is TLS from the start, smtp:// upgrades when offered. */
export function smtpOptionsOf(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ...(url.username
      ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
      : {}),
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  };
}

export async function startMailWorker(
  queue: JobQueue,
  db: Db,
  logger: Logger,
  config: MailConfig,
  options: MailWorkerOptions,
): Promise<() => void> {
  if (!config.smtpUrl) {
    logger.info('SMTP_URL is not set: e-mails wait in the outbox until an upstream with SMTP runs');
    return () => undefined;
  }
  const transport = createTransport(smtpOptionsOf(config.smtpUrl));
  const sender = { transport, config, context: { portalName: config.fromName, webUrl: options.webUrl } };
  const retries: MailRetries = {
    ...MAIL_RETRIES,
    ...(options.retryDelaySeconds === undefined ? {} : { retryDelay: options.retryDelaySeconds }),
  };
  await queue.createQueue(MAIL_QUEUE, { name: MAIL_QUEUE, policy: 'standard', ...retries });
  await queue.work<MailJob>(
    MAIL_QUEUE,
    { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: options.pollingIntervalSeconds },
    async ([job]) => {
      if (!job) return;
      await attemptMail(db, sender, job.data.mailId, job.retryCount >= job.retryLimit, options.faults);
    },
  );
  const stopPoll = pollOutbox(
    () => dispatchMail(db, queue, retries),
    options.pollingIntervalSeconds,
    logger,
    'mail dispatch failed',
  );
  return () => {
    stopPoll();
    transport.close();
  };
}
