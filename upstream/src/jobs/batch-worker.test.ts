/**
 * workInBatches runs a fetch in the queue's order whatever order pg-boss hands it over in (after a
 * retry, its `UPDATE … RETURNING` order is not the queue's; process-kill.test.ts shows the
 * consequence on real processes), and fails only the job that threw.
 */
import { describe, expect, it } from 'vitest';
import { type BatchJob, workInBatches } from './batch-worker.ts';
import type { JobQueue } from './queue.ts';

type Handler = (jobs: BatchJob<{ n: number }>[]) => Promise<void>;

/**
 * A worker over a fake of the part of pg-boss workInBatches uses: `fetched` hands it one fetch;
 * `ran` and `failed` say what became of each job.
 */
async function worker(batchSize: number, concurrency: number, throwsOn?: number) {
  let handler: Handler | undefined;
  const ran: number[] = [];
  const failed: string[] = [];
  const queue = {
    work: async (_name: string, _options: object, registered: Handler) => {
      handler = registered;
      return 'worker';
    },
    fail: async (_name: string, id: string) => {
      failed.push(id);
    },
    notifyWorker: () => undefined,
  } as unknown as JobQueue;
  await workInBatches<{ n: number }>(
    queue,
    'q',
    { batchSize, concurrency, pollingIntervalSeconds: 1 },
    async (job) => {
      if (job.data.n === throwsOn) throw new Error('provider down');
      ran.push(job.data.n);
    },
  );
  return { ran, failed, fetched: (jobs: BatchJob<{ n: number }>[]) => handler?.(jobs) };
}

const job = (n: number, createdOn: string, priority = 0, id = `0000000${n}`) =>
  ({ id, priority, createdOn: new Date(createdOn), data: { n } }) as BatchJob<{ n: number }>;

describe('workInBatches', () => {
  it('runs a fetch in the queue order (priority, then created first, then id), one job at a time', async () => {
    const { ran, fetched } = await worker(5, 1);
    // As pg-boss returned them after a retry: the oldest last.
    await fetched([
      job(5, '2026-01-15T10:00:04Z'),
      job(3, '2026-01-15T10:00:02Z', 0, '00000009'),
      job(4, '2026-01-15T10:00:02Z', 0, '0000000a'),
      job(1, '2026-01-15T10:00:09Z', 1),
      job(2, '2026-01-15T10:00:01Z'),
    ]);
    expect(ran).toEqual([1, 2, 3, 4, 5]);
  });

  it('fails only the job that threw; the others of its fetch still run', async () => {
    const { ran, failed, fetched } = await worker(3, 2, 2);
    await fetched([
      job(1, '2026-01-15T10:00:01Z'),
      job(2, '2026-01-15T10:00:02Z'),
      job(3, '2026-01-15T10:00:03Z'),
    ]);
    expect([ran.sort(), failed]).toEqual([[1, 3], ['00000002']]);
  });
});
