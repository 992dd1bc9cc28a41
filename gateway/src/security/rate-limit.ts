/**
 * Rate limits of the credential mutations (issue "Hardening"): login, the password-reset request
 * and the password change, each counted per client IP address and per username (the e-mail for
 * the reset), in fixed windows (AUTH_RATE_LIMIT_* in config.ts). Over the limit the mutation
 * answers TOO_MANY_REQUESTS with 'Muitas tentativas. Aguarde alguns minutos e tente novamente.'
 * without calling upstream.
 *
 * What counts is decided per mutation: a login counts only when the credentials are refused, a
 * reset request always counts (every one sends an e-mail), a password change counts when its
 * recovery token is refused. An attempt is counted BEFORE the upstream call and given back when it
 * turns out not to count, so a burst of parallel guesses cannot all slip in before the first
 * failure is recorded.
 *
 * The counters sit behind `RateLimitStore`, in memory by default (bounded: the least recently
 * counted keys go first). With several gateway replicas each would count on its own, multiplying
 * the limit by the replica count: docs/architecture.md ("Security") tells how the same interface
 * moves to Redis.
 */
import { createHash } from 'node:crypto';
import type { AuthRateLimitSettings } from '../config.ts';
import { ERROR_TEXT, gatewayError } from '../errors.ts';

export interface WindowCount {
  count: number;
  /** When the window ends (epoch ms); the counter starts over after it. */
  resetAt: number;
}

/**
 * Counters in fixed windows. Redis: `increment` is INCR plus PEXPIRE on the first count (one
 * MULTI or Lua script), `decrement` a DECR that never creates a key, `delete` a DEL.
 */
export interface RateLimitStore {
  /** Adds one to `key`; a key without a live window starts one of `windowMs`. */
  increment(key: string, windowMs: number): Promise<WindowCount>;
  /** Takes one back from a live counter; nothing when the key has none. */
  decrement(key: string): Promise<void>;
  delete(key: string): Promise<void>;
}

/** The default store: one process's memory, at most `maxKeys` counters. */
export class MemoryRateLimitStore implements RateLimitStore {
  // A Map iterates in insertion order; re-inserting a key on every count keeps the least recently
  // counted ones first, which is what eviction drops.
  private readonly counters = new Map<string, WindowCount>();

  constructor(
    private readonly maxKeys: number,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.counters.size;
  }

  async increment(key: string, windowMs: number): Promise<WindowCount> {
    const now = this.now();
    const live = this.live(key, now);
    const next = live
      ? { count: live.count + 1, resetAt: live.resetAt }
      : { count: 1, resetAt: now + windowMs };
    this.counters.delete(key);
    this.counters.set(key, next);
    this.evict();
    return { ...next };
  }

  async decrement(key: string): Promise<void> {
    const live = this.live(key, this.now());
    if (live) live.count = Math.max(0, live.count - 1);
  }

  async delete(key: string): Promise<void> {
    this.counters.delete(key);
  }

  private live(key: string, now: number): WindowCount | null {
    const counter = this.counters.get(key);
    if (!counter) return null;
    if (counter.resetAt > now) return counter;
    this.counters.delete(key);
    return null;
  }

  private evict(): void {
    for (const key of this.counters.keys()) {
      if (this.counters.size <= this.maxKeys) return;
      this.counters.delete(key);
    }
  }
}

/** Who is trying: the client's address and, when known, the username (or e-mail) it names. */
export interface Attempt {
  ip: string;
  username?: string | null;
}

/** Given the outcome of the guarded action (null error: it succeeded), whether it counts. */
export type CountsWhen = (error: unknown) => boolean;

const digest = (text: string): string => createHash('sha256').update(text).digest('base64url');

/** One limit (login, reset request or password change): IP and username counters in one window. */
export class AttemptLimiter {
  constructor(
    /** Prefix of this limiter's keys: limits never share counters. */
    private readonly name: string,
    private readonly store: RateLimitStore,
    private readonly settings: AuthRateLimitSettings,
  ) {}

  /**
   * Runs `action` unless the IP or the username has used up its window; counts the attempt when
   * `countsWhen` says so, and forgets the username's failures after a success that does not count
   * (a correct login).
   */
  async guard<T>(attempt: Attempt, action: () => Promise<T>, countsWhen: CountsWhen): Promise<T> {
    const ipKey = `${this.name}:ip:${attempt.ip}`;
    // Hashed: bounded key size whatever the input, and no e-mail addresses in a shared store.
    const userKey = attempt.username ? `${this.name}:user:${digest(attempt.username)}` : null;
    const ip = await this.store.increment(ipKey, this.settings.windowMs);
    const user = userKey ? await this.store.increment(userKey, this.settings.windowMs) : null;
    const giveBack = async () => {
      await this.store.decrement(ipKey);
      if (userKey) await this.store.decrement(userKey);
    };
    if (ip.count > this.settings.maxPerIp || (user && user.count > this.settings.maxPerUsername)) {
      // A refused attempt does not count: the window ends when it would have anyway.
      await giveBack();
      throw gatewayError('TOO_MANY_REQUESTS', ERROR_TEXT.tooManyRequests);
    }
    let result: T;
    try {
      result = await action();
    } catch (error) {
      if (!countsWhen(error)) await giveBack();
      throw error;
    }
    if (!countsWhen(null)) {
      await this.store.decrement(ipKey);
      if (userKey) await this.store.delete(userKey);
    }
    return result;
  }
}

/** The limits of the credential mutations, sharing one store. */
export interface AuthRateLimits {
  login: AttemptLimiter;
  passwordResetRequest: AttemptLimiter;
  passwordChange: AttemptLimiter;
}

export function createAuthRateLimits(
  settings: AuthRateLimitSettings,
  store: RateLimitStore = new MemoryRateLimitStore(settings.maxKeys),
): AuthRateLimits {
  return {
    login: new AttemptLimiter('login', store, settings),
    passwordResetRequest: new AttemptLimiter('reset', store, settings),
    passwordChange: new AttemptLimiter('change', store, settings),
  };
}
