/** Finance's per-request loaders: each read once per request and arguments, bill commissions batched. */
import DataLoader from 'dataloader';
import type { BatchHook } from '../../kernel/context.ts';
import type { Side } from '../../kernel/side.ts';
import { asError, memo } from '../../loaders.ts';
import type { UpstreamCommission } from './shapes.ts';
import { BILL_BATCH_MAX, type FinanceApi } from './upstream.ts';

/** The finance reads, each fetched at most once per request and arguments. */
export type FinanceReads = Omit<
  FinanceApi,
  | 'uploadInvoice'
  | 'checkInvoice'
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

export interface FinanceLoaders {
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
}

function financeReads(api: FinanceApi, onBatch: BatchHook): FinanceReads {
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
    commissionExplanation: read('commissionExplanation', api.commissionExplanation),
    // The loader names stay those of the GraphQL fields: they are metric labels (`finance.<read>`).
    bills: read('payments', api.bills),
    openBills: read('openPayments', api.openBills),
    invoices: read('invoices', api.invoices),
    billsSummary: read('paymentsSummary', api.billsSummary),
    bill: read('payment', api.bill),
    careerPlan: read('careerPlan', api.careerPlan),
  };
}

/** Groups the bills by side (one group in practice) and asks upstream once per group. */
function billCommissionsLoader(api: FinanceApi, onBatch: BatchHook): FinanceLoaders['billCommissions'] {
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

export const financeLoaders = (api: FinanceApi, onBatch: BatchHook): FinanceLoaders => ({
  finance: financeReads(api, onBatch),
  billCommissions: billCommissionsLoader(api, onBatch),
});
