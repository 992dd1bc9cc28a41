/**
 * `pnpm --filter @portal/upstream bench:batch [--bills 2000] [--legacy] [--keep]`: throughput and
 * peak memory of batch invoice generation on PostgreSQL, through the real queue and worker with
 * production settings (2 s polling) and the in-process invoice provider, which answers at once.
 * N Open bills of an integrated account are added to the demo seed, started in batches of
 * BATCH_MAX_BILLS as the holding's screen does, and timed until every item is finished.
 * `--legacy` runs the worker as it was before batching (one job per fetch, waiting for the next
 * poll), for the before/after figures. The database `perf_invoice_batch` on BENCH_DATABASE_URL's
 * server is created and dropped afterwards unless --keep. Figures are printed, never asserted
 * (docs/performance.md, "Batch invoice generation").
 */
import { openDatabase } from '../db/connection.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { DEMO_USERS, userId } from '../db/seed/users.ts';
import { seedIfEmpty } from '../db/seed.ts';
import { BATCH_MAX_BILLS, INVOICE_QUEUE, startInvoiceBatch } from '../domains/finance/invoice-batch.ts';
import {
  INVOICE_WORKER,
  type InvoiceJob,
  runInvoiceJob,
  startInvoiceWorker,
} from '../domains/finance/invoice-batch-worker.ts';
import { DEFAULT_QUEUE_SETTINGS, startJobQueue, stopJobQueue } from '../jobs/queue.ts';
import { loggerFrom } from '../logger.ts';
import { newIntegratedBills } from '../testing/invoice-batch.ts';
import { dropBenchDatabase, flag, freshBenchDatabase, option, peakRssSampler } from './bench-process.ts';

const BILLS = Number(option('bills') ?? 2_000);
const LEGACY = flag('legacy');
const KEEP = flag('keep');
const NAME = 'perf_invoice_batch';

const rss = peakRssSampler();

const logger = loggerFrom('error', () => undefined);
const database = await freshBenchDatabase(NAME);
const db = await openDatabase(database);
try {
  const worker = LEGACY
    ? 'legacy worker (1 job per fetch)'
    : `batchSize ${INVOICE_WORKER.batchSize}, concurrency ${INVOICE_WORKER.concurrency}`;
  console.log(`Batch invoice generation of ${BILLS} bills on PostgreSQL (${NAME}), ${worker}`);
  await migrateToLatest(db, logger);
  await seedIfEmpty(db, { bcryptCost: 4, logger });
  const rows = (await newIntegratedBills(db, BILLS)).map((id) => ({ id }));
  const queue = await startJobQueue(db, database, logger, DEFAULT_QUEUE_SETTINGS);
  try {
    // The worker runs first (it creates the queue); the clock starts with the first batch.
    const pollingIntervalSeconds = DEFAULT_QUEUE_SETTINGS.pollingIntervalSeconds;
    if (LEGACY) {
      await queue.createQueue(INVOICE_QUEUE, { name: INVOICE_QUEUE, policy: 'stately', ...INVOICE_WORKER });
      await queue.work<InvoiceJob>(
        INVOICE_QUEUE,
        { batchSize: 1, includeMetadata: true, pollingIntervalSeconds },
        async ([job]) => {
          if (job) await runInvoiceJob(db, job.data, job.retryCount >= job.retryLimit);
        },
      );
    } else await startInvoiceWorker(queue, db, logger, { ...INVOICE_WORKER, pollingIntervalSeconds });
    const holding = userId(DEMO_USERS.holding.username);
    const started = performance.now();
    for (let at = 0; at < rows.length; at += BATCH_MAX_BILLS) {
      const ids = rows.slice(at, at + BATCH_MAX_BILLS).map((row) => row.id);
      await startInvoiceBatch(db, queue, ids, holding);
    }
    console.log(
      `  enqueue (${Math.ceil(BILLS / BATCH_MAX_BILLS)} batches)  ${((performance.now() - started) / 1000).toFixed(2)} s`,
    );
    let finished = 0;
    while (finished < BILLS) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const count = await db
        .selectFrom('invoice_batch_items')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('state', 'in', ['done', 'failed'])
        .executeTakeFirstOrThrow();
      finished = Number(count.n);
    }
    const seconds = (performance.now() - started) / 1000;
    const failed = await db
      .selectFrom('invoice_batch_items')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('state', '=', 'failed')
      .executeTakeFirstOrThrow();
    console.log(
      `  ${BILLS} bills in ${seconds.toFixed(1)} s: ${(BILLS / seconds).toFixed(1)} bills/s, ${failed.n} failed`,
    );
  } finally {
    await stopJobQueue(queue, 1_000);
  }
  console.log(`  ${rss.report()}`);
} finally {
  rss.stop();
  await db.destroy();
  if (!KEEP) await dropBenchDatabase(NAME);
}
