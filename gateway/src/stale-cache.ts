/**
 * A small in-process cache for values that may be a little old (docs/product.md §5.5: the integration info is
 * refetched only when older than 1 hour). Keys must include the user: entries are per user, and
 * the map is bounded (least recently used entries go first) so it cannot grow with the user base.
 *
 * Concurrent misses for one key share one load, and when a refetch fails the previous value is
 * served again: an integration kind an hour old is better than an error on the billing screen.
 */
interface Entry<V> {
  value?: { data: V; fetchedAt: number };
  pending?: Promise<V>;
}

export interface StaleCacheOptions {
  maxEntries: number;
  staleMs: number;
  now?: () => number;
}

export class StaleCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly now: () => number;

  constructor(private readonly options: StaleCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The cached value of `key` when fresh, else the result of `load` (stored for next time). */
  get(key: string, load: () => Promise<V>): Promise<V> {
    const entry = this.entries.get(key);
    if (entry) this.touch(key, entry);
    if (entry?.value && this.now() - entry.value.fetchedAt < this.options.staleMs) {
      return Promise.resolve(entry.value.data);
    }
    if (entry?.pending) return entry.pending;
    const current: Entry<V> = entry ?? {};
    const pending = load().then(
      (data) => {
        current.value = { data, fetchedAt: this.now() };
        current.pending = undefined;
        return data;
      },
      (error: unknown) => {
        current.pending = undefined;
        if (current.value) return current.value.data;
        this.entries.delete(key);
        throw error;
      },
    );
    current.pending = pending;
    if (!entry) this.insert(key, current);
    return pending;
  }

  /** Map order is insertion order: re-inserting marks the entry as the most recently used. */
  private touch(key: string, entry: Entry<V>): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
  }

  private insert(key: string, entry: Entry<V>): void {
    this.entries.set(key, entry);
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }
}
