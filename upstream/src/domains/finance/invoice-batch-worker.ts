/**
 * The worker of batch invoice generation (docs/product.md §11.1, docs/decisions/conventions.md
 * "Background jobs"). A job names one batch item (one bill). The handler is idempotent by the
 * item: it may run again after a crash, a shutdown mid-job or an expired lease, and each step
 * checks the item's state under a row lock first, so a finished item is never redone and the
 * unique `invoices.batch_item_id` makes a second invoice for one item impossible.
 *
 * Two short transactions, so the screens see Processing while the invoice is being issued:
 * 1. queued → running, the bill Enqueued → Processing;
 * 2. the invoice issued and stored, the item done and the bill Ready; or, when the bill's owner
 *    has no integration (or the issuing fails for good), the item failed and the bill Error with
 *    the reason, which billing details show. Never dropped: an unexpected error is retried by
 *    pg-boss, and the last attempt writes the failure.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { workInBatches } from '../../jobs/batch-worker.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { HttpError } from '../../kernel/errors.ts';
import { recordBillEvents } from '../../kernel/outbox.ts';
import type { Logger } from '../../logger.ts';
import { issueInvoice, lockBillForInvoice } from './bill-invoice.ts';
import { INVOICE_QUEUE } from './invoice-batch.ts';
import { STATUS_MESSAGES } from './labels.ts';

export interface InvoiceJob {
  itemId: string;
  billId: string;
}

export interface InvoiceWorkerOptions {
  /** Retries after an unexpected error (a lost connection); business failures are final. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** A running job not finished by then is taken as lost (its process died) and retried. */
  expireInSeconds: number;
  pollingIntervalSeconds: number;
  /** Jobs fetched at once, and how many of them run at a time (each bill is independent). */
  batchSize: number;
  concurrency: number;
  /** Tests only: runs between the two steps, to stop a worker mid-job. */
  beforeIssue?: (job: InvoiceJob) => Promise<void>;
}

/**
 * Production settings. An unexpected error is retried 3 times, 10 s apart; a job still running
 * after 5 minutes is taken as lost with its process and retried. 25 bills a fetch, 4 at a time: the provider's latency overlaps and the
 * database sees a few short transactions at once (docs/performance.md, "Batch invoice generation").
 */
export const INVOICE_WORKER = {
  retryLimit: 3,
  retryDelaySeconds: 10,
  expireInSeconds: 300,
  batchSize: 25,
  concurrency: 4,
} as const;

export const WORKER_MESSAGES = {
  statusChanged: 'A fatura mudou de status antes da emissão da nota fiscal.',
  unexpected: (detail: string) => `Falha inesperada ao emitir a nota fiscal: ${detail}`,
} as const;

const touched = { updated_at: sql<Date>`now()` };

async function lockItem(trx: Db, itemId: string) {
  return trx
    .selectFrom('invoice_batch_items')
    .select(['id', 'state'])
    .where('id', '=', itemId)
    .forUpdate()
    .executeTakeFirst();
}

async function failItem(trx: Db, job: InvoiceJob, reason: string, billToError: boolean): Promise<void> {
  await trx
    .updateTable('invoice_batch_items')
    .set({ state: 'failed', error_message: reason, ...touched })
    .where('id', '=', job.itemId)
    .execute();
  if (!billToError) return;
  const bill = await trx
    .updateTable('bills')
    .set({ status: 'Error', status_message: STATUS_MESSAGES.Error, error_message: reason, ...touched })
    .where('id', '=', job.billId)
    .returning(['id', 'user_id', 'unit_id'])
    .executeTakeFirst();
  if (bill) await recordBillEvents(trx, ['bill.status_changed'], [bill], 'Error', reason);
}

/** Step 1: the item starts; false when there is nothing (left) to do. */
async function begin(db: Db, job: InvoiceJob): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const item = await lockItem(trx, job.itemId);
    if (!item || item.state === 'done' || item.state === 'failed') return false;
    if (item.state === 'running') return true; // a retry: step 2 decides
    const bill = await lockBillForInvoice(trx, job.billId, sql<boolean>`true`);
    if (bill?.status !== 'Enqueued') {
      await failItem(trx, job, WORKER_MESSAGES.statusChanged, false);
      return false;
    }
    await trx
      .updateTable('invoice_batch_items')
      .set({ state: 'running', ...touched })
      .where('id', '=', job.itemId)
      .execute();
    await trx
      .updateTable('bills')
      .set({ status: 'Processing', status_message: STATUS_MESSAGES.Processing, ...touched })
      .where('id', '=', job.billId)
      .execute();
    await recordBillEvents(trx, ['bill.status_changed'], [bill], 'Processing');
    return true;
  });
}

/** Step 2: issue and store the invoice, or record why it could not be issued. */
async function finish(db: Db, job: InvoiceJob): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const item = await lockItem(trx, job.itemId);
    if (item?.state !== 'running') return;
    const bill = await lockBillForInvoice(trx, job.billId, sql<boolean>`true`);
    if (bill?.status !== 'Processing') {
      await failItem(trx, job, WORKER_MESSAGES.statusChanged, false);
      return;
    }
    let issued: Awaited<ReturnType<typeof issueInvoice>>;
    try {
      issued = await issueInvoice(trx, bill);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      await failItem(trx, job, error.message, true);
      return;
    }
    await trx
      .insertInto('invoices')
      .values({ bill_id: bill.id, source: issued.source, pdf: issued.pdf, batch_item_id: job.itemId })
      .onConflict((oc) => oc.column('batch_item_id').where('batch_item_id', 'is not', null).doNothing())
      .execute();
    await trx
      .updateTable('invoice_batch_items')
      .set({ state: 'done', error_message: null, ...touched })
      .where('id', '=', job.itemId)
      .execute();
    await trx
      .updateTable('bills')
      .set({ status: 'Ready', status_message: STATUS_MESSAGES.Ready, error_message: null, ...touched })
      .where('id', '=', bill.id)
      .execute();
    // docs/integrators.md: the owner's integrators hear of it; recorded with the change (outbox).
    await recordBillEvents(trx, ['invoice.processed', 'bill.status_changed'], [bill], 'Ready');
  });
}

/** Runs one job; on its last attempt an unexpected error is written down instead of thrown. */
export async function runInvoiceJob(
  db: Db,
  job: InvoiceJob,
  lastAttempt: boolean,
  beforeIssue?: InvoiceWorkerOptions['beforeIssue'],
): Promise<void> {
  try {
    if (!(await begin(db, job))) return;
    await beforeIssue?.(job);
    await finish(db, job);
  } catch (error) {
    if (!lastAttempt) throw error;
    const detail = error instanceof Error ? error.message : String(error);
    await db.transaction().execute(async (trx) => {
      const item = await lockItem(trx, job.itemId);
      if (item && (item.state === 'queued' || item.state === 'running')) {
        await failItem(trx, job, WORKER_MESSAGES.unexpected(detail), true);
      }
    });
  }
}

/** Creates the queue (idempotent) and starts this process's worker on it. */
export async function startInvoiceWorker(
  queue: JobQueue,
  db: Db,
  logger: Logger,
  options: InvoiceWorkerOptions,
): Promise<void> {
  await queue.createQueue(INVOICE_QUEUE, {
    name: INVOICE_QUEUE,
    policy: 'stately',
    retryLimit: options.retryLimit,
    retryDelay: options.retryDelaySeconds,
    expireInSeconds: options.expireInSeconds,
  });
  await workInBatches<InvoiceJob>(queue, INVOICE_QUEUE, options, async (job) => {
    await runInvoiceJob(db, job.data, job.retryCount >= job.retryLimit, options.beforeIssue);
    logger.info('invoice job finished', { jobId: job.id, billId: job.data.billId });
  });
}
