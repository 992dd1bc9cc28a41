/**
 * Abuse limits of the public accreditation routes (docs/upstream-contract/accreditation.md, "Accreditation"):
 * a fixed window per key (client IP, e-mail). In memory per process: enough to slow a script
 * down; a shared store would be needed behind several instances.
 */

import { MESSAGES } from '@portal/schema';
import { HttpError } from '../../kernel/errors.ts';

export class WindowLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one hit for `key`; 429 once the window's allowance is spent. */
  hit(key: string): void {
    const now = this.now();
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      // Drop stale keys now and then so the map cannot grow without bound.
      if (this.hits.size > 10_000) this.sweep(now);
      this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
      return;
    }
    entry.count += 1;
    if (entry.count > this.max) throw new HttpError(429, MESSAGES.tooManyAttempts);
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}
