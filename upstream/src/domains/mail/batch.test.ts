/**
 * The mail worker takes its jobs in batches (docs/mail.md "Delivery in batches"): a bulk of
 * messages goes out in a few fetches, not one message per poll, and codes written after the bulk
 * are still in the first fetch. A fetch is seen in pg-boss's own rows: the jobs one fetch took share
 * their `started_on` (the instant of the one UPDATE that took them).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { inTransaction } from '../../db/connection.ts';
import { queueMail } from '../../kernel/mail.ts';
import { loggerFrom } from '../../logger.ts';
import { useTestUpstream } from '../../testing/harness.ts';
import { type SmtpReceiver, startSmtpReceiver } from '../../testing/smtp-receiver.ts';
import { MAIL_QUEUE } from './delivery.ts';
import { SAMPLES } from './templates/samples.ts';
import { MAIL_WORKER, startMailWorker } from './worker.ts';

// The harness's upstream has no SMTP_URL, so no mail worker of its own: this file's is the only one.
const up = useTestUpstream();
let smtp: SmtpReceiver & { close(): Promise<void> };
let stopWorker: () => void = () => undefined;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  stopWorker = await startMailWorker(
    up().jobs,
    up().db,
    loggerFrom('error', () => undefined),
    { ...loadConfig({}).mail, smtpUrl: smtp.url },
    { pollingIntervalSeconds: 0.5, webUrl: 'https://portal.exemplo.com.br' },
  );
});
afterAll(async () => {
  stopWorker();
  await smtp?.close();
});

const BULK = 60;
const CODES = 2;

describe('the mail worker', () => {
  it('delivers a bulk in a few fetches, with the codes written after it in the first one', async () => {
    const run = Date.now();
    const ids = await inTransaction(up().db, async (trx) => {
      const bulk: string[] = [];
      for (let n = 0; n < BULK; n++) {
        const to = `lote.${run}.${n}@exemplo.com.br`;
        bulk.push(
          await queueMail(trx, { template: 'ed-notification', to, data: SAMPLES['ed-notification'] }),
        );
      }
      const codes: string[] = [];
      for (let n = 0; n < CODES; n++) {
        const to = `codigo.${run}.${n}@exemplo.com.br`;
        codes.push(await queueMail(trx, { template: 'points-code', to, data: SAMPLES['points-code'] }));
      }
      return { bulk, codes };
    });
    const all = [...ids.bulk, ...ids.codes];
    const sent = async () =>
      (
        await up()
          .db.selectFrom('mail_messages')
          .select('id')
          .where('id', 'in', all)
          .where('state', '=', 'sent')
          .execute()
      ).length;
    // One message per poll (0.5 s) would take 31 s.
    await expect.poll(sent, { timeout: 20_000, interval: 200 }).toBe(all.length);

    // Completed jobs may have been archived meanwhile: both tables.
    const jobs = await sql<{ mail_id: string; started_on: Date }>`
      select data->>'mailId' as mail_id, started_on from pgboss.job
      where name = ${MAIL_QUEUE} and data->>'mailId' in (${sql.join(all)})
      union all
      select data->>'mailId', started_on from pgboss.archive
      where name = ${MAIL_QUEUE} and data->>'mailId' in (${sql.join(all)})`.execute(up().db);
    expect(jobs.rows).toHaveLength(all.length);
    const fetches = [...new Set(jobs.rows.map((job) => job.started_on.getTime()))].sort((a, b) => a - b);
    expect(fetches.length).toBe(Math.ceil(all.length / MAIL_WORKER.batchSize));
    const firstFetch = jobs.rows.filter((job) => job.started_on.getTime() === fetches[0]);
    expect(firstFetch.map((job) => job.mail_id)).toEqual(expect.arrayContaining(ids.codes));
    // Every one was received, each once.
    const received = new Set(smtp.received.map((mail) => mail.messageId));
    expect(all.filter((id) => !received.has(`<mail-${id}@portal.localhost>`))).toEqual([]);
  });
});
