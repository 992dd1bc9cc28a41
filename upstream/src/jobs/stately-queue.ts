/**
 * A 'stately' queue (one job queued and one running per key across replicas) for the periodic
 * jobs a tick queues (the weekly summary, the closed cycles' seller totals): their retry limit,
 * and retry delay and lease from the defaults unless the options (tests) shorten them.
 */
import type { JobQueue } from './queue.ts';

export interface StatelyDefaults {
  retryLimit: number;
  retryDelaySeconds: number;
  expireInSeconds: number;
}

export async function createStatelyQueue(
  queue: JobQueue,
  name: string,
  defaults: StatelyDefaults,
  options: { retryDelaySeconds?: number; expireInSeconds?: number },
): Promise<void> {
  await queue.createQueue(name, {
    name,
    policy: 'stately',
    retryLimit: defaults.retryLimit,
    retryDelay: options.retryDelaySeconds ?? defaults.retryDelaySeconds,
    expireInSeconds: options.expireInSeconds ?? defaults.expireInSeconds,
  });
}
