/**
 * `pnpm --filter @portal/upstream bench:mail [--messages 500] [--legacy] [--keep]`: how fast the
 * mail worker empties the outbox into the local SMTP server, on PostgreSQL, through the real queue
 * with production settings (2 s polling). N `ed-notification` messages (a bulk send, as a Notificação
 * ED to the network writes) are written in one transaction and timed until every one is sent to
 * the local inbox `npm start` runs (scripts/lib/maildev.mjs, started here on free ports), which is
 * then asked how many it holds. `--legacy` runs the worker as it was before batching (one job per
 * fetch, waiting for the next poll, a new SMTP connection per message), for the before/after
 * figures. The database `perf_mail` on BENCH_DATABASE_URL's server is created and dropped
 * afterwards unless --keep. Figures are printed, never asserted (docs/performance.md, "Mail").
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { createTransport } from 'nodemailer';
import type { Db } from '../db/connection.ts';
import { inTransaction, openDatabase } from '../db/connection.ts';
import { migrateToLatest } from '../db/migrate.ts';
import {
  attemptMail,
  dispatchMail,
  MAIL_QUEUE,
  MAIL_RETRIES,
  type MailJob,
} from '../domains/mail/delivery.ts';
import { SAMPLES } from '../domains/mail/templates/samples.ts';
import { MAIL_WORKER, smtpOptionsOf, startMailWorker } from '../domains/mail/worker.ts';
import { pollOutbox } from '../jobs/outbox-poll.ts';
import { DEFAULT_QUEUE_SETTINGS, type JobQueue, startJobQueue, stopJobQueue } from '../jobs/queue.ts';
import { queueMail } from '../kernel/mail.ts';
import { loggerFrom } from '../logger.ts';
import { freePort } from '../testing/ports.ts';
import { mailConfigTo } from '../testing/smtp-receiver.ts';
import { dropBenchDatabase, flag, freshBenchDatabase, option, peakRssSampler } from './bench-process.ts';

const MESSAGES = Number(option('messages') ?? 500);
const LEGACY = flag('legacy');
const KEEP = flag('keep');
const NAME = 'perf_mail';
const WEB_URL = 'http://localhost:5173';

/** The local inbox of `npm start`, on free ports; answers once its web API does. */
async function startInbox(): Promise<{ smtpUrl: string; webUrl: string; child: ChildProcess }> {
  const [smtp, web] = [await freePort(), await freePort()];
  const script = resolve(import.meta.dirname, '../../../scripts/lib/maildev.mjs');
  const args = [script, '--smtp', String(smtp), '--web', String(web), '--ip', '127.0.0.1', '--silent'];
  const child = spawn(process.execPath, args, { stdio: 'ignore' });
  const webUrl = `http://127.0.0.1:${web}`;
  for (let tries = 0; ; tries++) {
    const up = await fetch(`${webUrl}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    if (tries > 100) throw new Error('the local inbox did not start');
    await new Promise((done) => setTimeout(done, 100));
  }
  return { smtpUrl: `smtp://127.0.0.1:${smtp}`, webUrl, child };
}

/** The worker before batching: one job per fetch, then the next poll; no SMTP connection pool. */
async function startLegacyWorker(queue: JobQueue, db: Db, smtpUrl: string, pollingIntervalSeconds: number) {
  const config = mailConfigTo(smtpUrl);
  const transport = createTransport(smtpOptionsOf(smtpUrl));
  const sender = { transport, config, context: { portalName: config.fromName, webUrl: WEB_URL } };
  await queue.createQueue(MAIL_QUEUE, { name: MAIL_QUEUE, policy: 'standard', ...MAIL_RETRIES });
  await queue.work<MailJob>(
    MAIL_QUEUE,
    { batchSize: 1, includeMetadata: true, pollingIntervalSeconds },
    async ([job]) => {
      if (job) await attemptMail(db, sender, job.data.mailId, job.retryCount >= job.retryLimit);
    },
  );
  const logger = loggerFrom('error', () => undefined);
  const stop = pollOutbox(() => dispatchMail(db, queue), pollingIntervalSeconds, logger, 'dispatch failed');
  return () => {
    stop();
    transport.close();
  };
}

const count = async (db: Db, state: 'sent' | 'failed') =>
  Number(
    (
      await db
        .selectFrom('mail_messages')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('state', '=', state)
        .executeTakeFirstOrThrow()
    ).n,
  );

const rss = peakRssSampler();
const logger = loggerFrom('error', () => undefined);
const inbox = await startInbox();
const database = await freshBenchDatabase(NAME);
const db = await openDatabase(database);
try {
  const worker = LEGACY
    ? 'legacy worker (1 job per fetch, no SMTP pool)'
    : `batchSize ${MAIL_WORKER.batchSize}, concurrency ${MAIL_WORKER.concurrency} (pooled SMTP)`;
  console.log(
    `Mail delivery of ${MESSAGES} e-mails to the local inbox (MailDev) on PostgreSQL (${NAME}), ${worker}`,
  );
  await migrateToLatest(db, logger);
  const queue = await startJobQueue(db, database, logger, DEFAULT_QUEUE_SETTINGS);
  const pollingIntervalSeconds = DEFAULT_QUEUE_SETTINGS.pollingIntervalSeconds;
  const stopWorker = LEGACY
    ? await startLegacyWorker(queue, db, inbox.smtpUrl, pollingIntervalSeconds)
    : await startMailWorker(queue, db, logger, mailConfigTo(inbox.smtpUrl), {
        pollingIntervalSeconds,
        webUrl: WEB_URL,
      });
  try {
    // The clock starts when the bulk is written, as when a holding sends a notification.
    const started = performance.now();
    await inTransaction(db, async (trx) => {
      for (let n = 0; n < MESSAGES; n++) {
        const to = `bench.${n}@exemplo.com.br`;
        await queueMail(trx, { template: 'ed-notification', to, data: SAMPLES['ed-notification'] });
      }
    });
    const written = performance.now();
    let done = 0;
    while (done < MESSAGES) {
      await new Promise((wait) => setTimeout(wait, 100));
      done = (await count(db, 'sent')) + (await count(db, 'failed'));
    }
    const seconds = (performance.now() - started) / 1000;
    const received = ((await (await fetch(`${inbox.webUrl}/email`)).json()) as unknown[]).length;
    console.log(`  written in one transaction  ${((written - started) / 1000).toFixed(2)} s`);
    console.log(
      `  ${MESSAGES} e-mails in ${seconds.toFixed(1)} s: ${(MESSAGES / seconds).toFixed(1)} e-mails/s, ` +
        `${await count(db, 'failed')} failed, ${received} in the inbox`,
    );
  } finally {
    stopWorker();
    await stopJobQueue(queue, 1_000);
  }
  console.log(`  ${rss.report()}`);
} finally {
  rss.stop();
  inbox.child.kill('SIGTERM');
  await db.destroy();
  if (!KEEP) await dropBenchDatabase(NAME);
}
