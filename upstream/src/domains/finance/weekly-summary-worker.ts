/**
 * The weekly summary's job (weekly-summary.ts): a tick in every upstream process asks, every
 * WEEKLY_SUMMARY_WORKER.tickSeconds, whether this week's summaries are due, and queues one job for
 * the week. The queue's 'stately' policy with the week as key keeps one job queued and one running
 * per week across replicas; the job writes what is missing, so a run killed half-way is retried by
 * pg-boss and goes on where it stopped, and a later tick finds nothing left to write.
 */
import type { Db } from '../../db/connection.ts';
import { pollOutbox } from '../../jobs/outbox-poll.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { createStatelyQueue } from '../../jobs/stately-queue.ts';
import type { Logger } from '../../logger.ts';
import type { StopWorker } from '../../manifest.ts';
import { dueWeek, queueWeeklySummaries } from './weekly-summary.ts';

export const WEEKLY_SUMMARY_QUEUE = 'weekly-summary';

export interface WeeklySummaryJob {
  week: string;
}

export const WEEKLY_SUMMARY_WORKER = {
  tickSeconds: 300,
  retryLimit: 5,
  retryDelaySeconds: 60,
  expireInSeconds: 1800,
} as const;

export interface WeeklySummaryWorkerOptions {
  pollingIntervalSeconds: number;
  /** Tests tick faster. */
  tickSeconds?: number;
  retryDelaySeconds?: number;
  expireInSeconds?: number;
}

/** Queues this week's job when it is due; the week a run of this process found done is not asked again. */
export function weeklySummaryTick(queue: JobQueue, done: { week: string | null }): () => Promise<void> {
  return async () => {
    const week = dueWeek();
    if (!week || week === done.week) return;
    await queue.send(WEEKLY_SUMMARY_QUEUE, { week } satisfies WeeklySummaryJob, { singletonKey: week });
  };
}

export async function startWeeklySummaryWorker(
  queue: JobQueue,
  db: Db,
  logger: Logger,
  options: WeeklySummaryWorkerOptions,
): Promise<StopWorker> {
  await createStatelyQueue(queue, WEEKLY_SUMMARY_QUEUE, WEEKLY_SUMMARY_WORKER, options);
  const done: { week: string | null } = { week: null };
  await queue.work<WeeklySummaryJob>(
    WEEKLY_SUMMARY_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds },
    async ([job]) => {
      if (!job) return;
      const written = await queueWeeklySummaries(db, job.data.week);
      logger.info('weekly summaries written', { week: job.data.week, written });
      done.week = job.data.week;
    },
  );
  return pollOutbox(
    weeklySummaryTick(queue, done),
    options.tickSeconds ?? WEEKLY_SUMMARY_WORKER.tickSeconds,
    logger,
    'weekly summary tick failed',
  );
}
