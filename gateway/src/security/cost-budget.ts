/**
 * The cost budget (issue "Integrators", docs/product.md §13): every response tells the operation's
 * estimated cost in `extensions.cost`, and each signed-in user spends it from a leaky bucket, like
 * Shopify's: COST_BUDGET_CAPACITY at most, COST_BUDGET_RESTORE_PER_MINUTE given back continuously.
 * An operation that costs more than what is left is refused before any resolver runs: THROTTLED
 * with `extensions.retryAfter` (seconds), HTTP 429 and a Retry-After header.
 *
 * The cost is the one MAX_COST already uses (limits.ts `operationCost`, computed once per
 * operation). Anonymous operations (login, password reset) spend no budget: the credential limits
 * (rate-limit.ts) guard them.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import { HeaderMap } from '@apollo/server';
import { GraphQLError } from 'graphql';
import type { CostBudgetSettings } from '../config.ts';
import { ERROR_TEXT } from '../errors.ts';
import type { Context } from '../kernel/context.ts';
import { operationCost } from '../limits.ts';

export interface BucketTake {
  allowed: boolean;
  /** What is left after this take (fractional: the bucket refills continuously). */
  available: number;
}

/** Leaky buckets by key: `perMs` is the restore rate in cost per millisecond. */
export interface BucketStore {
  take(key: string, cost: number, capacity: number, perMs: number): Promise<BucketTake>;
}

/** The default store: this process's memory, at most `maxKeys` buckets (least recently used go). */
export class MemoryBucketStore implements BucketStore {
  private readonly buckets = new Map<string, { level: number; at: number }>();

  constructor(
    private readonly maxKeys: number,
    private readonly now: () => number = Date.now,
  ) {}

  async take(key: string, cost: number, capacity: number, perMs: number): Promise<BucketTake> {
    const now = this.now();
    const bucket = this.buckets.get(key);
    let available = bucket ? Math.min(capacity, bucket.level + (now - bucket.at) * perMs) : capacity;
    const allowed = available >= cost;
    if (allowed) available -= cost;
    this.buckets.delete(key);
    this.buckets.set(key, { level: available, at: now });
    for (const oldest of this.buckets.keys()) {
      if (this.buckets.size <= this.maxKeys) break;
      this.buckets.delete(oldest);
    }
    return { allowed, available };
  }
}

/** What `extensions.cost` says (Shopify's shape, in our words). */
export interface CostExtension {
  /** The operation's estimated cost (what MAX_COST limits). */
  requested: number;
  /** The signed-in caller's bucket; null for anonymous operations. */
  budget: { capacity: number; available: number; restorePerMinute: number } | null;
}

export class CostBudget {
  constructor(
    private readonly settings: CostBudgetSettings,
    private readonly store: BucketStore,
  ) {}

  /** Spends `cost` from `subject`'s bucket; `retryAfter` (seconds) when it is refused. */
  async spend(
    subject: string,
    cost: number,
  ): Promise<{ extension: CostExtension; retryAfter: number | null }> {
    const { capacity, restorePerMinute } = this.settings;
    const perMs = restorePerMinute / 60_000;
    const { allowed, available } = await this.store.take(subject, cost, capacity, perMs);
    const extension = {
      requested: cost,
      budget: { capacity, available: Math.floor(available), restorePerMinute },
    };
    const retryAfter = allowed ? null : Math.max(1, Math.ceil((cost - available) / perMs / 1000));
    return { extension, retryAfter };
  }
}

/**
 * Whose bucket pays: an API client by its client id (each key its own budget, apart from its
 * owner's web session, docs/integrators.md), a person by the token's subject.
 */
const subjectOf = (context: Context): string | null => {
  if (context.auth.status !== 'verified') return null;
  const { client, userId } = context.auth.viewer;
  return client ? `client:${client.id}` : `user:${userId}`;
};

export function costBudgetPlugin(budget: CostBudget): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      let cost: CostExtension | null = null;
      return {
        async didResolveOperation({ schema, document, operation, contextValue }) {
          if (!operation) return; // Apollo resolves one before calling this hook
          const requested = operationCost(schema, document, operation);
          const subject = subjectOf(contextValue);
          if (!subject) {
            cost = { requested, budget: null };
            return;
          }
          const spent = await budget.spend(subject, requested);
          cost = spent.extension;
          if (spent.retryAfter !== null) {
            const retryAfter = String(spent.retryAfter);
            throw new GraphQLError(ERROR_TEXT.throttled, {
              extensions: {
                code: 'THROTTLED',
                retryAfter: spent.retryAfter,
                http: { status: 429, headers: new HeaderMap([['retry-after', retryAfter]]) },
              },
            });
          }
        },
        async willSendResponse({ response }) {
          if (cost && response.body.kind === 'single') {
            const result = response.body.singleResult;
            result.extensions = { ...result.extensions, cost };
          }
        },
      };
    },
  };
}
