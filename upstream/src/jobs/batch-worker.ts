/**
 * A queue worker paced by the work, not by the polling (docs/decisions/conventions.md "Background
 * jobs"): it fetches up to `batchSize` jobs at once, runs them with at most `concurrency` at a
 * time, and after a full batch fetches again at once; only an empty or partial fetch waits for
 * the polling interval. Each job succeeds or fails on its own: a job that throws is failed alone
 * (pg-boss retries it with its queue's backoff) and the rest of its batch is completed.
 */
import type PgBoss from 'pg-boss';
import type { JobQueue } from './queue.ts';

export interface BatchWorkOptions {
  batchSize: number;
  /** 1 runs a batch in the queue's order (created first, run first). */
  concurrency: number;
  pollingIntervalSeconds: number;
}

export type BatchJob<T> = PgBoss.JobWithMetadata<T>;

/** pg-boss's fetch order: higher priority first, then created first, then by id. */
const inQueueOrder = (a: BatchJob<object>, b: BatchJob<object>): number =>
  b.priority - a.priority ||
  a.createdOn.getTime() - b.createdOn.getTime() ||
  (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Starts the worker and returns its id. */
export async function workInBatches<T extends object>(
  queue: JobQueue,
  name: string,
  options: BatchWorkOptions,
  run: (job: BatchJob<T>) => Promise<void>,
): Promise<string> {
  let workerId = '';
  workerId = await queue.work<T>(
    name,
    {
      batchSize: options.batchSize,
      includeMetadata: true,
      pollingIntervalSeconds: options.pollingIntervalSeconds,
    },
    async (fetched) => {
      // pg-boss picks the jobs in the queue's order but hands them over in the order its UPDATE
      // returned them, which is not that one once a job was retried (put back after a kill, say):
      // the queue's order is restored here, so concurrency 1 runs them as they were sent.
      const jobs = [...fetched].sort(inQueueOrder);
      let next = 0;
      const lane = async (): Promise<void> => {
        for (let job = jobs[next++]; job; job = jobs[next++]) {
          try {
            await run(job);
          } catch (error) {
            // Only this job goes back to the queue; pg-boss completes the others (still active).
            await queue.fail(name, job.id, {
              message: error instanceof Error ? error.message : String(error),
            });
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(options.concurrency, jobs.length) }, lane));
      // A full batch says more is probably waiting: skip the polling interval.
      if (jobs.length === options.batchSize) queue.notifyWorker(workerId);
    },
  );
  return workerId;
}
