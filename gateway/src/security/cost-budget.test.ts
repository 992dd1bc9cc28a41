import { describe, expect, it } from 'vitest';
import { CostBudget, MemoryBucketStore } from './cost-budget.ts';

describe('MemoryBucketStore', () => {
  it('leaks back continuously up to the capacity, and refuses what it cannot pay', async () => {
    let now = 0;
    const store = new MemoryBucketStore(10, () => now);
    expect(await store.take('u', 8, 10, 0.001)).toEqual({ allowed: true, available: 2 });
    expect(await store.take('u', 3, 10, 0.001)).toEqual({ allowed: false, available: 2 });
    now = 1_000; // one more point back
    expect(await store.take('u', 3, 10, 0.001)).toEqual({ allowed: true, available: 0 });
    now = 1_000_000;
    expect(await store.take('u', 0, 10, 0.001)).toEqual({ allowed: true, available: 10 });
  });

  it('keeps at most maxKeys buckets', async () => {
    const store = new MemoryBucketStore(2, () => 0);
    for (const key of ['a', 'b', 'c']) await store.take(key, 5, 10, 0.001);
    // 'a' was dropped: it starts full again.
    expect((await store.take('a', 0, 10, 0.001)).available).toBe(10);
    expect((await store.take('c', 0, 10, 0.001)).available).toBe(5);
  });
});

describe('CostBudget', () => {
  it('answers the seconds until the cost fits again', async () => {
    const budget = new CostBudget(
      { capacity: 100, restorePerMinute: 60 },
      new MemoryBucketStore(10, () => 0),
    );
    expect((await budget.spend('u', 90)).retryAfter).toBeNull();
    const refused = await budget.spend('u', 25);
    expect(refused.retryAfter).toBe(15);
    expect(refused.extension).toEqual({
      requested: 25,
      budget: { capacity: 100, available: 10, restorePerMinute: 60 },
    });
  });
});
