/** The mail worker (docs/mail.md): the SMTP transport, the delivery jobs and the dispatch poll. */
import { createTransport } from 'nodemailer';
import type { Db } from '../../db/connection.ts';
import { workInBatches } from '../../jobs/batch-worker.ts';
import { pollOutbox } from '../../jobs/outbox-poll.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { Logger } from '../../logger.ts';
import type { MailConfig } from '../../mail-config.ts';
import {
  type AttemptFaults,
  attemptMail,
  DISPATCH_LIMIT,
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
  /** Tests shorten the lease (MAIL_LEASE_SECONDS). */
  leaseSeconds?: number;
  faults?: AttemptFaults;
}

/**
 * Up to 25 messages per fetch, 4 at a time over as many pooled SMTP connections, and the next
 * fetch at once after a full one (jobs/batch-worker.ts): a bulk send (an ED notification to the
 * network) goes at SMTP's pace, not one message per poll. Codes and security notices stay first:
 * the fetch takes the highest priorities, and a batch starts them before the rest.
 */
export const MAIL_WORKER = { batchSize: 25, concurrency: 4 } as const;

/**
 * A batch's jobs held by a process that died come back after this (pg-boss's default is 15
 * minutes, long for a code someone waits for); a batch takes well under it even when every
 * attempt times out (25 jobs, 4 at a time, 15 s each).
 */
export const MAIL_LEASE_SECONDS = 300;

/** Dispatch rounds per poll at most (DISPATCH_LIMIT rows each): a backlog drains without a loop forever. */
const DISPATCH_ROUNDS = 10;

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
  // Pooled: one SMTP connection per lane, reused message after message (no handshake per e-mail).
  const transport = createTransport({
    ...smtpOptionsOf(config.smtpUrl),
    pool: true,
    maxConnections: MAIL_WORKER.concurrency,
  });
  const sender = { transport, config, context: { portalName: config.fromName, webUrl: options.webUrl } };
  // The queue's and each job's (a queue created before keeps its own options; jobs carry theirs).
  const retries: MailRetries = {
    ...MAIL_RETRIES,
    expireInSeconds: options.leaseSeconds ?? MAIL_LEASE_SECONDS,
    ...(options.retryDelaySeconds === undefined ? {} : { retryDelay: options.retryDelaySeconds }),
  };
  await queue.createQueue(MAIL_QUEUE, { name: MAIL_QUEUE, policy: 'standard', ...retries });
  // A job that throws (SMTP down, a 4xx) goes back to the queue alone; the rest of its batch is done.
  const workerId = await workInBatches<MailJob>(
    queue,
    MAIL_QUEUE,
    { ...MAIL_WORKER, pollingIntervalSeconds: options.pollingIntervalSeconds },
    (job) => attemptMail(db, sender, job.data.mailId, job.retryCount >= job.retryLimit, options.faults),
  );
  const dispatch = async () => {
    for (let round = 0; round < DISPATCH_ROUNDS; round++) {
      const queued = await dispatchMail(db, queue, retries);
      // What was just queued is fetched now, not at the worker's next poll: a code waits no longer.
      if (queued > 0) queue.notifyWorker(workerId);
      if (queued < DISPATCH_LIMIT) return;
    }
  };
  const stopPoll = pollOutbox(dispatch, options.pollingIntervalSeconds, logger, 'mail dispatch failed');
  return () => {
    stopPoll();
    transport.close();
  };
}
