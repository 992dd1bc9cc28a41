/**
 * Per-request DataLoaders (created in context.ts, never shared between requests: their caches hold
 * one user's data). They de-duplicate upstream reads within one GraphQL operation.
 */
import DataLoader from 'dataloader';
import type { AuthApi, UpstreamMe } from './upstream/auth.ts';
import type { FinancesApi } from './upstream/finances.ts';

/** The only key of the viewer loader: there is one viewer per request. */
export const VIEWER = 'viewer';

/** The finance reads, each fetched at most once per request and arguments. */
export type FinanceReads = Omit<FinancesApi, 'uploadInvoice' | 'generateInvoice' | 'integration'>;

export interface Loaders {
  /**
   * Upstream GET /me for the request's token. Role rules and the `me` field both need it; this
   * makes it one upstream call per request however many fields ask.
   */
  viewer: DataLoader<typeof VIEWER, UpstreamMe>;
  /**
   * Finance fields resolve on their own (so one failure nulls one field); these make two fields
   * needing the same resource (balance and an alias of it, a bill listed twice...) share one call.
   */
  finance: FinanceReads;
}

const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

/**
 * One loader per upstream read, keyed by its arguments. Upstream has no batch routes, so a batch
 * is the distinct calls made in parallel; the value of DataLoader here is its per-request cache.
 */
function memo<A extends readonly unknown[], R>(load: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  const loader = new DataLoader<A, R, string>(
    async (keys) => Promise.all(keys.map((key) => load(...key).catch(asError))),
    { cacheKeyFn: (key) => JSON.stringify(key) },
  );
  return (...args) => loader.load(args);
}

function financeLoaders(api: FinancesApi): FinanceReads {
  return {
    balance: memo(api.balance),
    salesBalance: memo(api.salesBalance),
    salesTotal: memo(api.salesTotal),
    salesByCycle: memo(api.salesByCycle),
    goals: memo(api.goals),
    commercialCycle: memo(api.commercialCycle),
    financialCycle: memo(api.financialCycle),
    sells: memo(api.sells),
    commissions: memo(api.commissions),
    payments: memo(api.payments),
    openPayments: memo(api.openPayments),
    paymentsSummary: memo(api.paymentsSummary),
    payment: memo(api.payment),
    careerPlan: memo(api.careerPlan),
  };
}

export function createLoaders(upstream: { auth: AuthApi; finances: FinancesApi }): Loaders {
  return {
    viewer: new DataLoader(async (keys) => {
      const me = await upstream.auth.me();
      return keys.map(() => me);
    }),
    finance: financeLoaders(upstream.finances),
  };
}
