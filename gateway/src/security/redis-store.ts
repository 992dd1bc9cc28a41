/**
 * The shared stores of the rate limits and cost budgets when REDIS_URL is set, so every replica
 * counts in the same place (docs/decisions/security.md, "Rate limits on credentials" and "Cost
 * budget").
 *
 * A Redis outage must not take logins down: commands fail fast (no offline queue) and each store
 * falls back to this process's memory, with a warning in the log, /readyz saying `degraded` and
 * `gateway_redis_up` 0 at once. The fallback is stricter, not per replica: each replica enforces
 * 1/`replicas` of every limit (an attempt counts `replicas` times, a bucket holds and restores
 * 1/`replicas`), so N replicas together never allow more than the shared limit
 * (docs/decisions/security.md, "When Redis is down").
 */
import { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import type { Logger } from '../logger.ts';
import type { BucketStore, BucketTake } from './cost-budget.ts';
import { MemoryRateLimitStore, type RateLimitStore, type WindowCount } from './rate-limit.ts';

/** At most one "Redis unavailable" warning per this many ms: an outage must not flood the log. */
const WARNING_INTERVAL_MS = 10_000;

export interface SharedRedis {
  client: Redis;
  /** Whether commands reach Redis now (the client's own state: no round trip, no delay). */
  up(): boolean;
  /** Logs that a store fell back to memory (rate-limited). */
  warn(reason: string, error: unknown): void;
  close(): Promise<void>;
}

/** Connects (waiting up to `connectTimeoutMs`); a gateway starts even when Redis is down. */
export async function connectRedis(
  url: string,
  logger: Logger,
  connectTimeoutMs = 2_000,
): Promise<SharedRedis> {
  const client = new Redis(url, {
    lazyConnect: true,
    // Commands fail at once while disconnected, so the fallback answers instead of a queue waiting.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: connectTimeoutMs,
  });
  let lastWarning = 0;
  const warn = (reason: string, error: unknown) => {
    const now = Date.now();
    if (now - lastWarning < WARNING_INTERVAL_MS) return;
    lastWarning = now;
    logger.warn('redis unavailable: rate limits and cost budgets use this replica memory', {
      reason,
      error: error instanceof Error ? error.message : String(error),
    });
  };
  client.on('error', (error) => warn('connection', error));
  await client.connect().catch((error: unknown) => warn('start-up', error));
  return {
    client,
    up: () => client.status === 'ready',
    warn,
    close: async () => {
      if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
      else client.disconnect();
    },
  };
}

/**
 * The credential counters in Redis (rate-limiter-flexible: one round trip, atomic); while Redis
 * fails, `fallback` counts in memory and each attempt weighs `replicas` (see the file's comment).
 */
export class RedisRateLimitStore implements RateLimitStore {
  // One limiter per window length: rate-limiter-flexible fixes the duration per instance.
  private readonly limiters = new Map<number, RateLimiterRedis>();

  constructor(
    private readonly redis: SharedRedis,
    private readonly keyPrefix: string,
    private readonly replicas: number,
    private readonly fallback: RateLimitStore = new MemoryRateLimitStore(10_000),
  ) {}

  private limiter(windowMs: number): RateLimiterRedis {
    let limiter = this.limiters.get(windowMs);
    if (!limiter) {
      const duration = Math.ceil(windowMs / 1000);
      // `points` is never checked: `penalty` only counts, AttemptLimiter compares with its limits.
      limiter = new RateLimiterRedis({
        storeClient: this.redis.client,
        keyPrefix: `${this.keyPrefix}rl:${duration}`,
        points: Number.MAX_SAFE_INTEGER,
        duration,
        rejectIfRedisNotReady: true,
      });
      this.limiters.set(windowMs, limiter);
    }
    return limiter;
  }

  /** The Redis answer, or the fallback's when Redis fails (with a rate-limited warning). */
  private async shared<T>(operation: () => Promise<T>, fallback: () => Promise<T>): Promise<T> {
    try {
      return await operation();
    } catch (error) {
      this.redis.warn('rate limit', error instanceof Error ? error : this.redis.client.status);
      return fallback();
    }
  }

  async increment(key: string, windowMs: number): Promise<WindowCount> {
    return this.shared(
      async () => {
        const res = await this.limiter(windowMs).penalty(key, 1);
        return { count: res.consumedPoints, resetAt: Date.now() + res.msBeforeNext };
      },
      async () => {
        const local = await this.fallback.increment(key, windowMs);
        return { ...local, count: local.count * this.replicas };
      },
    );
  }

  async decrement(key: string, windowMs: number): Promise<void> {
    // `reward` on a key that expired since its increment starts a window at -1: one extra attempt
    // in a fresh window at most, which AttemptLimiter's count-then-give-back order makes rare.
    await this.shared(
      async () => void (await this.limiter(windowMs).reward(key, 1)),
      () => this.fallback.decrement(key, windowMs),
    );
  }

  async delete(key: string, windowMs: number): Promise<void> {
    await this.shared(
      async () => void (await this.limiter(windowMs).delete(key)),
      () => this.fallback.delete(key, windowMs),
    );
  }
}

/**
 * One leaky-bucket step, atomic in Redis (the same arithmetic as MemoryBucketStore). The clock is
 * Redis's TIME, so replicas with skewed clocks agree. Floats travel as strings: Redis turns Lua
 * numbers into integers.
 */
const TAKE_SCRIPT = `
local capacity = tonumber(ARGV[1])
local perMs = tonumber(ARGV[2])
local cost = tonumber(ARGV[3])
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local state = redis.call('HMGET', KEYS[1], 'level', 'at')
local available = capacity
if state[1] then
  available = math.min(capacity, tonumber(state[1]) + (now - tonumber(state[2])) * perMs)
end
local allowed = 0
if available >= cost then
  available = available - cost
  allowed = 1
end
redis.call('HSET', KEYS[1], 'level', tostring(available), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil((capacity - available) / perMs) + 1000)
return { allowed, tostring(available) }
`;

/** The cost buckets in Redis; on a Redis failure, `fallback` (this process's memory) answers. */
export class RedisBucketStore implements BucketStore {
  constructor(
    private readonly redis: SharedRedis,
    private readonly keyPrefix: string,
    private readonly fallback: BucketStore,
    private readonly replicas: number,
  ) {}

  async take(key: string, cost: number, capacity: number, perMs: number): Promise<BucketTake> {
    try {
      const [allowed, available] = (await this.redis.client.eval(
        TAKE_SCRIPT,
        1,
        `${this.keyPrefix}cost:${key}`,
        capacity,
        perMs,
        cost,
      )) as [number, string];
      return { allowed: allowed === 1, available: Number(available) };
    } catch (error) {
      this.redis.warn('cost budget', error);
      return this.fallback.take(key, cost, capacity / this.replicas, perMs / this.replicas);
    }
  }
}
