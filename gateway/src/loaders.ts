/**
 * Per-request DataLoaders (created in context.ts, never shared between requests: their caches hold
 * one user's data). They de-duplicate upstream reads within one GraphQL operation.
 */
import DataLoader from 'dataloader';
import type { Side } from './kernel/side.ts';
import type { AuthApi, UpstreamMe } from './upstream/auth.ts';
import type { UpstreamCommission } from './upstream/finance-shapes.ts';
import { BILL_BATCH_MAX, type FinancesApi } from './upstream/finances.ts';
import { type EdsApi, UNIT_BATCH_MAX, type UpstreamUnit } from './upstream/network.ts';
import { AFFILIATE_BATCH_MAX, type AffiliateName, type PointsApi } from './upstream/points.ts';

/** The only key of the viewer loader: there is one viewer per request. */
export const VIEWER = 'viewer';

/** The finance reads, each fetched at most once per request and arguments. */
export type FinanceReads = Omit<
  FinancesApi,
  | 'uploadInvoice'
  | 'generateInvoice'
  | 'integration'
  | 'commissionsOfBills'
  | 'startInvoiceBatch'
  | 'invoiceBatch'
>;

/** One bill whose commissions a `Billing.commissions` field needs. */
export interface BillKey {
  side: Side;
  billId: string;
}

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
  /**
   * `Billing.commissions` of bills from a list: the bills of one page are batched into one
   * upstream call (GET payments/commissions) instead of one GET payments/{id} per bill (N+1).
   */
  billCommissions: DataLoader<BillKey, UpstreamCommission[], string>;
  /** The vouchers list and summary, each fetched at most once per request and arguments. */
  points: Pick<PointsApi, 'vouchers' | 'voucherSummary' | 'points' | 'pointSummary'>;
  /**
   * `Voucher.customer`: the customers of one page of vouchers are batched into one upstream call
   * (GET /v1/affiliates/by-ids) instead of one lookup per row (N+1). Null: not an affiliate (any more).
   */
  affiliateNames: DataLoader<string, AffiliateName | null>;
  /**
   * `Ed.unit` of a page of EDs: the page's distinct unit ids in one upstream call (GET /v1/units);
   * null for a unit upstream does not know.
   */
  units: DataLoader<string, UpstreamUnit | null>;
}

/** Sees the number of keys of every batch a loader dispatches (observability/metrics.ts). */
export type BatchHook = (loader: string, size: number) => void;

const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

/**
 * One loader per upstream read, keyed by its arguments. These reads have no batch route, so a
 * batch is the distinct calls made in parallel; the value of DataLoader here is its per-request cache.
 */
function memo<A extends readonly unknown[], R>(
  name: string,
  load: (...args: A) => Promise<R>,
  onBatch: BatchHook,
): (...args: A) => Promise<R> {
  const loader = new DataLoader<A, R, string>(
    async (keys) => {
      onBatch(name, keys.length);
      return Promise.all(keys.map((key) => load(...key).catch(asError)));
    },
    { cacheKeyFn: (key) => JSON.stringify(key) },
  );
  return (...args) => loader.load(args);
}

function financeLoaders(api: FinancesApi, onBatch: BatchHook): FinanceReads {
  const read = <A extends readonly unknown[], R>(name: string, load: (...args: A) => Promise<R>) =>
    memo(`finance.${name}`, load, onBatch);
  return {
    balance: read('balance', api.balance),
    salesBalance: read('salesBalance', api.salesBalance),
    salesTotal: read('salesTotal', api.salesTotal),
    salesByCycle: read('salesByCycle', api.salesByCycle),
    goals: read('goals', api.goals),
    commercialCycle: read('commercialCycle', api.commercialCycle),
    financialCycle: read('financialCycle', api.financialCycle),
    sells: read('sells', api.sells),
    commissions: read('commissions', api.commissions),
    payments: read('payments', api.payments),
    openPayments: read('openPayments', api.openPayments),
    invoices: read('invoices', api.invoices),
    paymentsSummary: read('paymentsSummary', api.paymentsSummary),
    payment: read('payment', api.payment),
    careerPlan: read('careerPlan', api.careerPlan),
  };
}

/** Groups the bills by side (one group in practice) and asks upstream once per group. */
function billCommissionsLoader(api: FinancesApi, onBatch: BatchHook): Loaders['billCommissions'] {
  return new DataLoader<BillKey, UpstreamCommission[], string>(
    async (keys) => {
      onBatch('billCommissions', keys.length);
      const sides = new Map<Side, string[]>();
      for (const { side, billId } of keys) sides.set(side, [...(sides.get(side) ?? []), billId]);
      const answers = new Map<Side, Promise<Map<string, UpstreamCommission[]>>>();
      for (const [side, ids] of sides) answers.set(side, api.commissionsOfBills(side, ids));
      return Promise.all(
        keys.map(async ({ side, billId }) => {
          try {
            // A bill upstream left out is no longer readable: it pays nothing we may show.
            return (await answers.get(side))?.get(billId) ?? [];
          } catch (error) {
            return asError(error);
          }
        }),
      );
    },
    { cacheKeyFn: ({ side, billId }) => `${side ?? ''}:${billId}`, maxBatchSize: BILL_BATCH_MAX },
  );
}

/**
 * A loader over a batch route by id: the distinct ids of one tick in one call (at most
 * `maxBatchSize`, a page's worth), null for each id upstream left out.
 */
function byIdLoader<T>(
  name: string,
  load: (ids: readonly string[]) => Promise<ReadonlyMap<string, T>>,
  maxBatchSize: number,
  onBatch: BatchHook,
): DataLoader<string, T | null> {
  return new DataLoader<string, T | null>(
    async (ids) => {
      onBatch(name, ids.length);
      const found = await load(ids);
      return ids.map((id) => found.get(id) ?? null);
    },
    { maxBatchSize },
  );
}

export function createLoaders(
  upstream: { auth: AuthApi; finances: FinancesApi; points: PointsApi; eds: EdsApi },
  onBatch: BatchHook = () => undefined,
): Loaders {
  return {
    viewer: new DataLoader(async (keys) => {
      onBatch('viewer', keys.length);
      const me = await upstream.auth.me();
      return keys.map(() => me);
    }),
    finance: financeLoaders(upstream.finances, onBatch),
    billCommissions: billCommissionsLoader(upstream.finances, onBatch),
    points: {
      vouchers: memo('points.vouchers', upstream.points.vouchers, onBatch),
      voucherSummary: memo('points.voucherSummary', upstream.points.voucherSummary, onBatch),
      points: memo('points.points', upstream.points.points, onBatch),
      pointSummary: memo('points.pointSummary', upstream.points.pointSummary, onBatch),
    },
    affiliateNames: byIdLoader(
      'affiliateNames',
      upstream.points.affiliateNames,
      AFFILIATE_BATCH_MAX,
      onBatch,
    ),
    units: byIdLoader('units', (ids) => upstream.eds.units(ids), UNIT_BATCH_MAX, onBatch),
  };
}
