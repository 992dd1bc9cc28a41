import { MESSAGES } from '@portal/schema';
import type { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { AttemptLimiter, MemoryRateLimitStore } from './rate-limit.ts';

const settings = {
  windowMs: 60_000,
  maxPerIp: 5,
  maxPerUsername: 3,
  maxKeys: 1_000,
  usernameCeiling: { max: 8, windowMs: 600_000 },
};

const refused = new Error('refused');
const fail = () => Promise.reject(refused);
const succeed = () => Promise.resolve('ok');
const countsFailures = (error: unknown) => error === refused;

const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: GraphQLError | Error) =>
      'extensions' in error ? String(error.extensions.code) : error === refused ? 'refused' : 'other',
  );

describe('MemoryRateLimitStore', () => {
  it('counts in fixed windows that start at the first count', async () => {
    let now = 0;
    const store = new MemoryRateLimitStore(10, () => now);
    expect(await store.increment('k', 1_000)).toEqual({ count: 1, resetAt: 1_000 });
    now = 999;
    expect(await store.increment('k', 1_000)).toEqual({ count: 2, resetAt: 1_000 });
    now = 1_000;
    expect(await store.increment('k', 1_000)).toEqual({ count: 1, resetAt: 2_000 });
  });

  it('takes counts back and deletes, never below zero nor creating a key', async () => {
    const store = new MemoryRateLimitStore(10);
    await store.increment('k', 1_000);
    await store.decrement('k');
    await store.decrement('k');
    expect((await store.increment('k', 1_000)).count).toBe(1);
    await store.delete('k');
    await store.decrement('other');
    expect(store.size).toBe(0);
  });

  it('keeps at most maxKeys counters, dropping the least recently counted', async () => {
    const store = new MemoryRateLimitStore(3);
    for (const key of ['a', 'b', 'c']) await store.increment(key, 60_000);
    await store.increment('a', 60_000);
    await store.increment('d', 60_000);
    expect(store.size).toBe(3);
    // 'b' was the oldest: it starts over; 'a' kept its count.
    expect((await store.increment('b', 60_000)).count).toBe(1);
    expect((await store.increment('a', 60_000)).count).toBe(3);
  });
});

describe('AttemptLimiter', () => {
  it('refuses the attempt after maxPerUsername counted failures, with the pt-BR text', async () => {
    const limiter = new AttemptLimiter('login', new MemoryRateLimitStore(100), settings);
    const attempt = { ip: '10.0.0.1', username: 'a@b.c' };
    for (let i = 0; i < 3; i += 1)
      expect(await outcome(limiter.guard(attempt, fail, countsFailures))).toBe('refused');
    let called = false;
    const error = await limiter
      .guard(
        attempt,
        async () => {
          called = true;
        },
        countsFailures,
      )
      .catch((caught: GraphQLError) => caught);
    expect(called).toBe(false);
    expect(error).toMatchObject({
      message: MESSAGES.tooManyAttempts,
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
    // Another username from the same address still gets through.
    expect(await outcome(limiter.guard({ ip: '10.0.0.1', username: 'x@y.z' }, succeed, countsFailures))).toBe(
      'ok',
    );
  });

  it('locks the guessing address out of one account, not the owner signing in from elsewhere', async () => {
    const limiter = new AttemptLimiter('login', new MemoryRateLimitStore(100), settings);
    const attacker = { ip: '10.1.0.1', username: 'dono@b.c' };
    for (let i = 0; i < 3; i += 1) await outcome(limiter.guard(attacker, fail, countsFailures));
    // Even the right password from the attacker's address is refused...
    expect(await outcome(limiter.guard(attacker, succeed, countsFailures))).toBe('TOO_MANY_REQUESTS');
    // ...while the owner, from another address, gets in.
    expect(
      await outcome(limiter.guard({ ip: '10.1.0.2', username: 'dono@b.c' }, succeed, countsFailures)),
    ).toBe('ok');
  });

  it('applies the per-username ceiling to guesses from many addresses, and a success keeps it', async () => {
    let now = 0;
    const limiter = new AttemptLimiter('login', new MemoryRateLimitStore(100, () => now), settings);
    const from = (n: number) => ({ ip: `10.2.0.${n}`, username: 'alvo@b.c' });
    // Two failures from each of four addresses: under every per-address limit, 8 in all; the
    // owner's success in between does not wipe the stranger's count.
    for (let n = 0; n < 4; n += 1) {
      expect(await outcome(limiter.guard(from(n), fail, countsFailures))).toBe('refused');
      expect(await outcome(limiter.guard(from(n), fail, countsFailures))).toBe('refused');
      if (n === 1) expect(await outcome(limiter.guard(from(50), succeed, countsFailures))).toBe('ok');
    }
    // The owner, from a fresh address, is now over the ceiling.
    expect(await outcome(limiter.guard(from(99), succeed, countsFailures))).toBe('TOO_MANY_REQUESTS');
    // The ceiling's window is longer than the pair's: past the short one it still holds.
    now = settings.windowMs;
    expect(await outcome(limiter.guard(from(98), succeed, countsFailures))).toBe('TOO_MANY_REQUESTS');
    now = settings.usernameCeiling.windowMs;
    expect(await outcome(limiter.guard(from(97), succeed, countsFailures))).toBe('ok');
  });

  it('refuses an address after maxPerIp counted failures, whatever the username', async () => {
    const limiter = new AttemptLimiter('login', new MemoryRateLimitStore(100), settings);
    for (let i = 0; i < 5; i += 1) {
      await outcome(limiter.guard({ ip: '10.0.0.2', username: `u${i}@b.c` }, fail, countsFailures));
    }
    expect(
      await outcome(limiter.guard({ ip: '10.0.0.2', username: 'new@b.c' }, succeed, countsFailures)),
    ).toBe('TOO_MANY_REQUESTS');
    expect(
      await outcome(limiter.guard({ ip: '10.0.0.3', username: 'new@b.c' }, succeed, countsFailures)),
    ).toBe('ok');
  });

  it('does not count successes, and a success forgets the username failures', async () => {
    const limiter = new AttemptLimiter('login', new MemoryRateLimitStore(100), {
      ...settings,
      maxPerIp: 100,
    });
    const attempt = { ip: '10.0.0.4', username: 'a@b.c' };
    for (let round = 0; round < 3; round += 1) {
      // Two failures a round, six in all: over maxPerUsername (3) had the success not reset them.
      expect(await outcome(limiter.guard(attempt, fail, countsFailures))).toBe('refused');
      expect(await outcome(limiter.guard(attempt, fail, countsFailures))).toBe('refused');
      expect(await outcome(limiter.guard(attempt, succeed, countsFailures))).toBe('ok');
    }
    const busy = new AttemptLimiter('login', new MemoryRateLimitStore(100), settings);
    for (let i = 0; i < 20; i += 1) {
      expect(
        await outcome(busy.guard({ ip: '10.0.0.9', username: `u${i}@b.c` }, succeed, countsFailures)),
      ).toBe('ok');
    }
  });

  it('does not count errors that countsWhen rejects (an upstream outage)', async () => {
    const limiter = new AttemptLimiter('login', new MemoryRateLimitStore(100), settings);
    const attempt = { ip: '10.0.0.5', username: 'a@b.c' };
    const outage = () => Promise.reject(new Error('down'));
    for (let i = 0; i < 10; i += 1)
      expect(await outcome(limiter.guard(attempt, outage, countsFailures))).toBe('other');
    expect(await outcome(limiter.guard(attempt, succeed, countsFailures))).toBe('ok');
  });

  it('holds against a burst of parallel guesses: only the allowed number reach the action', async () => {
    const limiter = new AttemptLimiter('login', new MemoryRateLimitStore(100), settings);
    let reached = 0;
    const slowFailure = async () => {
      reached += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      throw refused;
    };
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        outcome(limiter.guard({ ip: '10.0.0.6', username: 'a@b.c' }, slowFailure, countsFailures)),
      ),
    );
    expect(reached).toBe(3);
    expect(results.filter((result) => result === 'TOO_MANY_REQUESTS')).toHaveLength(17);
  });

  it('counts every attempt when told to (password-reset requests)', async () => {
    const limiter = new AttemptLimiter('reset', new MemoryRateLimitStore(100), settings);
    const attempt = { ip: '10.0.0.7', username: 'a@b.c' };
    for (let i = 0; i < 3; i += 1)
      expect(await outcome(limiter.guard(attempt, succeed, () => true))).toBe('ok');
    expect(await outcome(limiter.guard(attempt, succeed, () => true))).toBe('TOO_MANY_REQUESTS');
  });

  it('starts over when the window ends', async () => {
    let now = 0;
    const limiter = new AttemptLimiter('login', new MemoryRateLimitStore(100, () => now), settings);
    const attempt = { ip: '10.0.0.8', username: 'a@b.c' };
    for (let i = 0; i < 3; i += 1) await outcome(limiter.guard(attempt, fail, countsFailures));
    expect(await outcome(limiter.guard(attempt, succeed, countsFailures))).toBe('TOO_MANY_REQUESTS');
    now = settings.windowMs;
    expect(await outcome(limiter.guard(attempt, succeed, countsFailures))).toBe('ok');
  });
});
