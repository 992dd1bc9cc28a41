/**
 * Circuit breakers, one per upstream area ('auth', 'token', 'notifications', 'finances',
 * 'payments', 'points', 'eds'), shared by every request of the gateway process (the HTTP clients themselves are
 * per request). A failing upstream stops receiving traffic for a cool-down instead of being
 * hammered by every request's retries, and requests fail fast with UPSTREAM_UNAVAILABLE instead
 * of each waiting for its own timeout.
 *
 * closed ── N consecutive failures ──▶ open ── cool-down elapsed ──▶ half-open (one trial call)
 *   ▲                                    ▲                                 │
 *   └────────── trial succeeds ──────────┼──────── trial fails ────────────┘
 *
 * A failure is an attempt that got no usable answer: refused or reset connection, timeout, 5xx,
 * malformed body. A 4xx is a healthy upstream saying no, so it counts as a success.
 */

export type BreakerState = 'closed' | 'open' | 'half-open';

export interface BreakerSettings {
  /** Consecutive failed attempts that open the circuit; 0 turns the breakers off. */
  threshold: number;
  /** How long an open circuit refuses calls before letting one trial call through. */
  cooldownMs: number;
}

export interface BreakerTransition {
  area: string;
  from: BreakerState;
  to: BreakerState;
}

export class CircuitBreaker {
  private state: BreakerState = 'closed';
  private failures = 0;
  private openedAt = 0;
  /** In half-open, whether the single trial call is still out. */
  private trialInFlight = false;

  constructor(
    readonly area: string,
    private readonly settings: BreakerSettings,
    private readonly now: () => number = Date.now,
    private readonly onTransition?: (transition: BreakerTransition) => void,
  ) {}

  /** The state as a caller would meet it now (an open circuit past its cool-down reads half-open). */
  get current(): BreakerState {
    if (this.state === 'open' && this.now() - this.openedAt >= this.settings.cooldownMs) return 'half-open';
    return this.state;
  }

  /** Whether a call may go out now; false means fail fast. A true in half-open takes the trial slot. */
  tryAcquire(): boolean {
    if (this.settings.threshold === 0) return true;
    const state = this.current;
    if (state === 'closed') return true;
    if (state === 'open') return false;
    if (this.state === 'open') this.move('half-open');
    if (this.trialInFlight) return false;
    this.trialInFlight = true;
    return true;
  }

  success(): void {
    this.failures = 0;
    this.trialInFlight = false;
    if (this.state !== 'closed') this.move('closed');
  }

  failure(): void {
    this.trialInFlight = false;
    if (this.settings.threshold === 0) return;
    this.failures += 1;
    if (this.state === 'half-open' || (this.state === 'closed' && this.failures >= this.settings.threshold)) {
      this.openedAt = this.now();
      this.move('open');
    }
  }

  private move(to: BreakerState): void {
    const from = this.state;
    this.state = to;
    this.onTransition?.({ area: this.area, from, to });
  }
}

/** The breakers of one gateway, created on first use of an area. */
export class CircuitBreakers {
  private readonly byArea = new Map<string, CircuitBreaker>();

  constructor(
    private readonly settings: BreakerSettings,
    private readonly options: {
      now?: () => number;
      onTransition?: (transition: BreakerTransition) => void;
    } = {},
  ) {}

  for(area: string): CircuitBreaker {
    let breaker = this.byArea.get(area);
    if (!breaker) {
      breaker = new CircuitBreaker(area, this.settings, this.options.now, this.options.onTransition);
      this.byArea.set(area, breaker);
    }
    return breaker;
  }

  /** Area → state, for logs and tests. */
  states(): Record<string, BreakerState> {
    return Object.fromEntries([...this.byArea].map(([area, breaker]) => [area, breaker.current]));
  }
}
