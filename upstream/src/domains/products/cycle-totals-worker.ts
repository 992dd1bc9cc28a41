/**
 * The closed cycles' seller totals on the job queue (cycle-totals.ts): a tick in every upstream
 * process asks, at start and every CYCLE_TOTALS_WORKER.tickSeconds, whether a cycle has closed (by
 * the product's clock) or gone stale without its totals, and queues one job. Cycles close by time,
 * not by a request, so the tick is the "at close"; the first tick is the catch-up after a restart.
 * The 'stately' policy with one key keeps one job queued and one running across replicas; the job
 * writes one cycle per transaction, so a run killed half-way leaves whole cycles only, is retried by
 * pg-boss, and goes on from the first cycle still due.
 */
import type { Db } from '../../db/connection.ts';
import { pollOutbox } from '../../jobs/outbox-poll.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { createStatelyQueue } from '../../jobs/stately-queue.ts';
import type { Logger } from '../../logger.ts';
import type { StopWorker } from '../../manifest.ts';
import { cycleTotalsDue, writeDueCycleTotals } from './cycle-totals.ts';

export const CYCLE_TOTALS_QUEUE = 'seller-cycle-totals';

export const CYCLE_TOTALS_WORKER = {
  tickSeconds: 60,
  retryLimit: 5,
  retryDelaySeconds: 30,
  expireInSeconds: 600,
} as const;

export interface CycleTotalsWorkerOptions {
  pollingIntervalSeconds: number;
  /** Tests tick faster. */
  tickSeconds?: number;
  retryDelaySeconds?: number;
  expireInSeconds?: number;
}

/** Queues the job when some closed cycle waits for its totals. */
export function cycleTotalsTick(queue: JobQueue, db: Db): () => Promise<void> {
  return async () => {
    if (!(await cycleTotalsDue(db))) return;
    await queue.send(CYCLE_TOTALS_QUEUE, {}, { singletonKey: CYCLE_TOTALS_QUEUE });
  };
}

export async function startCycleTotalsWorker(
  queue: JobQueue,
  db: Db,
  logger: Logger,
  options: CycleTotalsWorkerOptions,
): Promise<StopWorker> {
  await createStatelyQueue(queue, CYCLE_TOTALS_QUEUE, CYCLE_TOTALS_WORKER, options);
  await queue.work(
    CYCLE_TOTALS_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds },
    async () => {
      const written = await writeDueCycleTotals(db);
      if (written > 0) logger.info('seller cycle totals written', { cycles: written });
    },
  );
  const tick = cycleTotalsTick(queue, db);
  // The catch-up at start: closed cycles without totals (a new database, a process down at a close).
  await tick().catch((error: unknown) => logger.warn('cycle totals tick failed', { error }));
  return pollOutbox(
    tick,
    options.tickSeconds ?? CYCLE_TOTALS_WORKER.tickSeconds,
    logger,
    'cycle totals tick failed',
  );
}
