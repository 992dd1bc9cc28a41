/**
 * The shared stores of the rate limits and cost budgets when REDIS_URL is set, so every replica
 * counts in the same place (docs/decisions/security.md, "Rate limits on credentials" and "Cost
 * budget").
 *
 * A Redis outage must not take logins down: commands fail fast (no offline queue) and each store
 * falls back to this process's memory — rate-limiter-flexible's `insuranceLimiter` for the counters,
 * a memory bucket for the cost — with a warning in the log. While Redis is away the limits are per
 * replica again, as before Redis; nothing fails open without a limit.
 */
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import type { Logger } from '../logger.ts';
import type { BucketStore, BucketTake } from './cost-budget.ts';
import type { RateLimitStore, WindowCount } from './rate-limit.ts';

/** At most one "Redis unavailable" warning per this many ms: an outage must not flood the log. */
const WARNING_INTERVAL_MS = 10_000;

export interface SharedRedis {
  client: Redis;
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
    warn,
    close: async () => {
      if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
      else client.disconnect();
    },
  };
}

/** The credential counters in Redis (rate-limiter-flexible: one round trip, atomic). */
export class RedisRateLimitStore implements RateLimitStore {
  // One limiter per window length: rate-limiter-flexible fixes the duration per instance.
  private readonly limiters = new Map<number, RateLimiterRedis>();

  constructor(
    private readonly redis: SharedRedis,
    private readonly keyPrefix: string,
  ) {}

  private limiter(windowMs: number): RateLimiterRedis {
    let limiter = this.limiters.get(windowMs);
    if (!limiter) {
      const duration = Math.ceil(windowMs / 1000);
      // `points` is never checked: `penalty` only counts, AttemptLimiter compares with its limits.
      const points = Number.MAX_SAFE_INTEGER;
      limiter = new RateLimiterRedis({
        storeClient: this.redis.client,
        keyPrefix: `${this.keyPrefix}rl:${duration}`,
        points,
        duration,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory({ points, duration }),
      });
      this.limiters.set(windowMs, limiter);
    }
    return limiter;
  }

  private async watch<T>(operation: Promise<T>): Promise<T> {
    // The insurance limiter answers on failures, so a warning is logged from the client's events;
    // a command refused while the client is not ready raises none, hence this check.
    if (this.redis.client.status !== 'ready') this.redis.warn('not ready', this.redis.client.status);
    return operation;
  }

  async increment(key: string, windowMs: number): Promise<WindowCount> {
    const res = await this.watch(this.limiter(windowMs).penalty(key, 1));
    return { count: res.consumedPoints, resetAt: Date.now() + res.msBeforeNext };
  }

  async decrement(key: string, windowMs: number): Promise<void> {
    // `reward` on a key that expired since its increment starts a window at -1: one extra attempt
    // in a fresh window at most, which AttemptLimiter's count-then-give-back order makes rare.
    await this.watch(this.limiter(windowMs).reward(key, 1));
  }

  async delete(key: string, windowMs: number): Promise<void> {
    await this.watch(this.limiter(windowMs).delete(key));
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
      return this.fallback.take(key, cost, capacity, perMs);
    }
  }
}
