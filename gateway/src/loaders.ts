/**
 * The DataLoader shapes every domain builds its per-request loaders from (context.ts composes
 * them, never shared between requests: their caches hold one user's data). They de-duplicate
 * upstream reads within one GraphQL operation.
 */
import DataLoader from 'dataloader';
import type { BatchHook, Loaders } from './kernel/context.ts';
import type { UpstreamMe } from './kernel/me.ts';

export const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

/**
 * One loader per upstream read, keyed by its arguments. These reads have no batch route, so a
 * batch is the distinct calls made in parallel; the value of DataLoader here is its per-request cache.
 */
export function memo<A extends readonly unknown[], R>(
  name: string,
  load: (...args: A) => Promise<R>,
  onBatch: BatchHook,
): (...args: A) => Promise<R> {
  const loader = new DataLoader<A, R, string>(
    async (keys) => {
      onBatch(name, keys.length);
      return Promise.all(keys.map((key) => load(...key).catch(asError)));
    },
    { cacheKeyFn: (key) => JSON.stringify(key) },
  );
  return (...args) => loader.load(args);
}

/**
 * A loader over a batch route by id: the distinct ids of one tick in one call (at most
 * `maxBatchSize`, a page's worth), null for each id upstream left out.
 */
export function byIdLoader<T>(
  name: string,
  load: (ids: readonly string[]) => Promise<ReadonlyMap<string, T>>,
  maxBatchSize: number,
  onBatch: BatchHook,
): DataLoader<string, T | null> {
  return new DataLoader<string, T | null>(
    async (ids) => {
      onBatch(name, ids.length);
      const found = await load(ids);
      return ids.map((id) => found.get(id) ?? null);
    },
    { maxBatchSize },
  );
}

/** The kernel's one loader: the request's viewer (GET /me), one call however many fields ask. */
export function viewerLoader(me: () => Promise<UpstreamMe>, onBatch: BatchHook): Loaders['viewer'] {
  return new DataLoader(async (keys) => {
    onBatch('viewer', keys.length);
    const viewer = await me();
    return keys.map(() => viewer);
  });
}
