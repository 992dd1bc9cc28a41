/**
 * Rate limits of the credential mutations (issue "Hardening", issue "Integrators"): login, the
 * password-reset request and the password change. Three counters per attempt:
 * - per client address (AUTH_RATE_LIMIT_PER_IP), generous: offices share addresses;
 * - per username (or e-mail) AND address (AUTH_RATE_LIMIT_PER_USERNAME): what stops guessing one
 *   account's password from one place, without locking out its owner signing in from elsewhere;
 * - per username from anywhere (AUTH_RATE_LIMIT_USERNAME_CEILING), larger and in a longer window:
 *   the ceiling against guessing from many addresses.
 * Over a limit the mutation answers TOO_MANY_REQUESTS with 'Muitas tentativas. Aguarde alguns
 * minutos e tente novamente.' without calling upstream.
 *
 * What counts is decided per mutation: a login counts only when the credentials are refused, a
 * reset request always counts (every one sends an e-mail), a password change counts when its
 * recovery token is refused. An attempt is counted BEFORE the upstream call and given back when it
 * turns out not to count, so a burst of parallel guesses cannot all slip in before the first
 * failure is recorded.
 *
 * The counters sit behind `RateLimitStore`: in memory by default (bounded: the least recently
 * counted keys go first), in Redis when REDIS_URL is set (security/redis-store.ts), so that every
 * replica shares them.
 */
import { createHash } from 'node:crypto';
import type { AuthRateLimitSettings } from '../config.ts';
import { ERROR_TEXT, gatewayError } from '../errors.ts';

export interface WindowCount {
  count: number;
  /** When the window ends (epoch ms); the counter starts over after it. */
  resetAt: number;
}

/** Counters in fixed windows; a key is always used with the same `windowMs`. */
export interface RateLimitStore {
  /** Adds one to `key`; a key without a live window starts one of `windowMs`. */
  increment(key: string, windowMs: number): Promise<WindowCount>;
  /** Takes one back from a live counter; nothing when the key has none. */
  decrement(key: string, windowMs: number): Promise<void>;
  delete(key: string, windowMs: number): Promise<void>;
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

interface Counter {
  key: string;
  windowMs: number;
  max: number;
}

/** One limit (login, reset request or password change): the three counters of the file comment. */
export class AttemptLimiter {
  constructor(
    /** Prefix of this limiter's keys: limits never share counters. */
    private readonly name: string,
    private readonly store: RateLimitStore,
    private readonly settings: AuthRateLimitSettings,
  ) {}

  private countersOf(attempt: Attempt): { ip: Counter; pair: Counter | null; user: Counter | null } {
    const { windowMs, maxPerIp, maxPerUsername, usernameCeiling } = this.settings;
    const ip = { key: `${this.name}:ip:${attempt.ip}`, windowMs, max: maxPerIp };
    if (!attempt.username) return { ip, pair: null, user: null };
    // Hashed: bounded key size whatever the input, and no e-mail addresses in a shared store.
    const pair = {
      key: `${this.name}:pair:${digest(`${attempt.username}\n${attempt.ip}`)}`,
      windowMs,
      max: maxPerUsername,
    };
    const user = { key: `${this.name}:user:${digest(attempt.username)}`, ...usernameCeiling };
    return { ip, pair, user };
  }

  /**
   * Runs `action` unless a counter of the attempt has used up its window; counts the attempt when
   * `countsWhen` says so, and forgets the failures of this username from this address after a
   * success that does not count (a correct login). The ceiling is not forgotten: a stranger's
   * guesses from elsewhere stay counted when the owner signs in.
   */
  async guard<T>(attempt: Attempt, action: () => Promise<T>, countsWhen: CountsWhen): Promise<T> {
    const { ip, pair, user } = this.countersOf(attempt);
    const counters = [ip, pair, user].filter((counter): counter is Counter => counter !== null);
    const counts = await Promise.all(counters.map((c) => this.store.increment(c.key, c.windowMs)));
    const giveBack = () => Promise.all(counters.map((c) => this.store.decrement(c.key, c.windowMs)));
    if (counters.some((counter, i) => (counts[i]?.count ?? 0) > counter.max)) {
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
      await this.store.decrement(ip.key, ip.windowMs);
      if (user) await this.store.decrement(user.key, user.windowMs);
      if (pair) await this.store.delete(pair.key, pair.windowMs);
    }
    return result;
  }
}

/** The limits of the credential mutations, sharing one store. */
export interface AuthRateLimits {
  login: AttemptLimiter;
  passwordResetRequest: AttemptLimiter;
  passwordChange: AttemptLimiter;
  /** Public accreditation steps (registration, code checks): per client address and e-mail. */
  accreditation: AttemptLimiter;
}

export function createAuthRateLimits(
  settings: AuthRateLimitSettings,
  store: RateLimitStore = new MemoryRateLimitStore(settings.maxKeys),
): AuthRateLimits {
  return {
    login: new AttemptLimiter('login', store, settings),
    passwordResetRequest: new AttemptLimiter('reset', store, settings),
    passwordChange: new AttemptLimiter('change', store, settings),
    accreditation: new AttemptLimiter('accreditation', store, settings),
  };
}
