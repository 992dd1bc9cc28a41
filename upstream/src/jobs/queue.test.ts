/**
 * The job queue under interruption and competition, through batch invoice generation: a worker
 * that vanished mid-job loses it when its lease expires, one stopped mid-job hands it back, and a
 * new one finishes the batch; two workers on one
 * database never take one job; no bill ever gets two invoices. Runs on PGlite and PostgreSQL.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../db/seed/users.ts';
import type { InvoiceBatchView } from '../domains/finance/invoice-batch.ts';
import { type InvoiceJob, startInvoiceWorker } from '../domains/finance/invoice-batch-worker.ts';
import { loggerFrom } from '../logger.ts';
import { financeClient } from '../testing/finance.ts';
import { useTestUpstream } from '../testing/harness.ts';
import {
  BATCH_PATH,
  integratedOpenBills,
  invoiceCounts,
  newIntegratedBills,
  settled,
} from '../testing/invoice-batch.ts';
import { type JobQueue, startJobQueue, stopJobQueue } from './queue.ts';

/** Jobs of the in-process worker that reach `beforeIssue` while `hold` is set never go further. */
let hold: ((job: InvoiceJob) => boolean) | undefined;
const issued: string[] = [];
const beforeIssue = async (job: InvoiceJob) => {
  if (hold?.(job)) await new Promise(() => undefined); // a process that died mid-job
  issued.push(job.itemId);
};

// A short lease, so a job whose worker vanished is taken back within the test.
const up = useTestUpstream({}, { beforeIssue, expireInSeconds: 2 });
const { call } = financeClient(up);
const taken = new Set<string>();
const silent = loggerFrom('error', () => undefined);
const WORKER = {
  retryLimit: 3,
  retryDelaySeconds: 0,
  expireInSeconds: 300,
  pollingIntervalSeconds: 0.5,
  batchSize: 2,
  concurrency: 2,
};

const start = async (billIds: string[]) =>
  (await call<InvoiceBatchView>(DEMO_USERS.holding.username, BATCH_PATH, { json: { billIds } })).body;
const read = async (id: string) =>
  (await call<InvoiceBatchView>(DEMO_USERS.holding.username, `${BATCH_PATH}/${id}`)).body;

/** A second worker process's queue and worker, on the same database. */
async function anotherWorker(): Promise<JobQueue> {
  const queue = await startJobQueue(up().db, up().config.database, silent, {
    pollingIntervalSeconds: 0.5,
    maintenanceIntervalSeconds: 1,
  });
  await startInvoiceWorker(queue, up().db, silent, { ...WORKER, beforeIssue });
  return queue;
}

async function until(condition: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!(await condition())) {
    expect(Date.now(), what).toBeLessThan(deadline);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Starts a batch whose first job to reach the issuing step hangs there, as if its process died. */
async function startWithOneHung(billIds: string[]) {
  let hung: string | undefined;
  hold = (job) => {
    hung ??= job.itemId;
    return job.itemId === hung;
  };
  const batch = await start(billIds);
  await until(async () => hung !== undefined, 'a job to hang');
  return batch;
}

describe('the job queue', () => {
  it('takes back a job whose worker vanished mid-job (a killed process) once its lease expires', async () => {
    const billIds = await integratedOpenBills(up().db, 2, taken);
    const batch = await startWithOneHung(billIds);
    // The worker stops fetching but is never told to give its job back: as after a kill, the job
    // stays active in pg-boss until maintenance finds its lease expired and puts it back.
    await up().jobs.offWork('invoice-generation');
    hold = undefined;
    const survivor = await anotherWorker();
    try {
      expect(await settled(() => read(batch.id))).toMatchObject({ state: 'done', done: 2, failed: 0 });
      const counts = await invoiceCounts(up().db, billIds);
      expect(billIds.map((id) => counts.get(id))).toEqual([1, 1]);
    } finally {
      await stopJobQueue(survivor, 1_000);
    }
  });

  it('finishes a batch interrupted mid-way after a restart, one invoice per bill', async () => {
    // The in-process worker is off since the test above; this one plays the process to restart.
    const first = await anotherWorker();
    const billIds = await integratedOpenBills(up().db, 2, taken);
    const batch = await startWithOneHung(billIds);
    // Stopping without waiting hands the running job back to the queue (state retry).
    await first.stop({ graceful: false, close: true });
    const during = await read(batch.id);
    expect(during.state).not.toBe('done');
    expect(during.done + during.failed).toBeLessThan(2);
    // While no worker runs, a new batch is Enqueued at once and waits.
    const [later = ''] = await integratedOpenBills(up().db, 1, taken);
    const waiting = await start([later]);
    expect(waiting).toMatchObject({ state: 'queued', queued: 1 });
    const enqueued = await up()
      .db.selectFrom('bills')
      .select('status')
      .where('id', '=', later)
      .executeTakeFirst();
    expect(enqueued?.status).toBe('Enqueued');
    hold = undefined;
    const restarted = await anotherWorker();
    try {
      expect(await settled(() => read(batch.id))).toMatchObject({ state: 'done', done: 2, failed: 0 });
      expect(await settled(() => read(waiting.id))).toMatchObject({ state: 'done', done: 1 });
      const counts = await invoiceCounts(up().db, [...billIds, later]);
      expect([...billIds, later].map((id) => counts.get(id))).toEqual([1, 1, 1]);
    } finally {
      await stopJobQueue(restarted, 1_000);
    }
  });

  it('never gives one job to two workers', async () => {
    const second = await anotherWorker();
    const third = await anotherWorker();
    try {
      issued.length = 0;
      const billIds = await integratedOpenBills(up().db, 3, taken);
      const { id } = await start(billIds);
      const batch = await settled(() => read(id));
      expect(batch).toMatchObject({ state: 'done', done: 3 });
      // Each item reached the issuing step exactly once, whichever worker took it.
      expect(issued).toHaveLength(3);
      expect(new Set(issued).size).toBe(3);
      const counts = await invoiceCounts(up().db, billIds);
      expect(billIds.map((id) => counts.get(id))).toEqual(Array(3).fill(1));
    } finally {
      await stopJobQueue(second, 1_000);
      await stopJobQueue(third, 1_000);
    }
  });

  it('is paced by the work: a full fetch is followed by the next at once, a bounded few at a time', async () => {
    const billIds = await newIntegratedBills(up().db, 7);
    const { id } = await start(billIds);
    let running = 0;
    let peak = 0;
    const busy = async () => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 30));
      running -= 1;
    };
    // A polling interval far longer than the test: only fetching again after a full batch (3, 3,
    // then 1) can finish the 7 bills in time.
    const queue = await startJobQueue(up().db, up().config.database, silent, {
      pollingIntervalSeconds: 60,
      maintenanceIntervalSeconds: 60,
    });
    const started = Date.now();
    await startInvoiceWorker(queue, up().db, silent, {
      ...WORKER,
      pollingIntervalSeconds: 60,
      batchSize: 3,
      concurrency: 2,
      beforeIssue: busy,
    });
    try {
      expect(await settled(() => read(id), 15_000)).toMatchObject({ state: 'done', done: 7, failed: 0 });
      expect(Date.now() - started).toBeLessThan(15_000);
      expect(peak).toBe(2);
      const counts = await invoiceCounts(up().db, billIds);
      expect(billIds.map((bill) => counts.get(bill))).toEqual(Array(7).fill(1));
    } finally {
      await stopJobQueue(queue, 1_000);
    }
  });
});
