/**
 * Mail jobs survive a SIGKILL of the real upstream process (docs/mail.md "Delivery in batches"):
 * `src/index.ts` runs as a child on a PGlite folder that outlives it, sending a bulk of messages to
 * a slow SMTP server in this process; it is killed mid-bulk, with a batch's jobs taken, and a new
 * process on the same folder sends the rest. Every message ends sent, and the receiver sees each
 * Message-ID, at most the few in flight at the kill twice (same Message-ID: one message to the
 * person's mail client).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, inTransaction } from '../../db/connection.ts';
import { queueMail } from '../../kernel/mail.ts';
import { freshDatabase } from '../../testing/harness.ts';
import { type SmtpReceiver, startSmtpReceiver } from '../../testing/smtp-receiver.ts';
import {
  recoveryEnv,
  spawnUpstream,
  type UpstreamChild,
  withDatabase,
} from '../../testing/upstream-process.ts';
import { SAMPLES } from './templates/samples.ts';
import { MAIL_WORKER } from './worker.ts';

const MESSAGES = 200;

let database: Awaited<ReturnType<typeof freshDatabase>>;
let smtp: SmtpReceiver & { close(): Promise<void> };
let running: UpstreamChild | undefined;

beforeAll(async () => {
  database = await freshDatabase(mkdtempSync(join(tmpdir(), 'upstream-mail-kill-')));
  // 20 ms per message: 200 take a few seconds, so the kill lands mid-bulk.
  smtp = await startSmtpReceiver({ delayMs: 20 });
});

afterAll(async () => {
  await running?.kill('SIGKILL');
  await smtp?.close();
  await database?.drop();
});

const withDb = <T>(work: (db: Db) => Promise<T>, first = false) => withDatabase(database, work, first);

const messageIds = () => smtp.received.map((mail) => mail.messageId);

describe('mail jobs survive a SIGKILL of the upstream process', () => {
  it('sends every message of a bulk after a kill mid-way, each Message-ID once but for those in flight', async () => {
    const ids = await withDb(
      (db) =>
        inTransaction(db, async (trx) => {
          const written: string[] = [];
          for (let n = 0; n < MESSAGES; n++) {
            const to = `morto.${n}@exemplo.com.br`;
            written.push(
              await queueMail(trx, { template: 'ed-notification', to, data: SAMPLES['ed-notification'] }),
            );
          }
          return written;
        }),
      true,
    );
    const env = {
      SMTP_URL: smtp.url,
      JOBS_POLLING_INTERVAL_SECONDS: '0.5',
      WEEKLY_SUMMARY_TICK_SECONDS: '0',
      ...recoveryEnv(database.database),
    };

    running = spawnUpstream(database.database, env);
    await expect
      .poll(() => smtp.received.length, { timeout: 60_000, interval: 20 })
      .toBeGreaterThanOrEqual(30);
    await running.kill('SIGKILL');
    const beforeRestart = smtp.received.length;
    expect(beforeRestart).toBeLessThan(MESSAGES);

    running = spawnUpstream(database.database, env);
    const expected = ids.map((id) => `<mail-${id}@portal.localhost>`).sort();
    await expect
      .poll(() => [...new Set(messageIds())].sort(), { timeout: 60_000, interval: 200 })
      .toEqual(expected);
    await running.kill('SIGTERM');
    running = undefined;

    // Twice only what was handed to SMTP but not yet marked sent when the process died.
    expect(messageIds().length - expected.length).toBeLessThanOrEqual(MAIL_WORKER.concurrency);
    const states = await withDb((db) =>
      db.selectFrom('mail_messages').select('state').where('id', 'in', ids).execute(),
    );
    expect(states.filter((row) => row.state !== 'sent')).toEqual([]);
  }, 180_000);
});
