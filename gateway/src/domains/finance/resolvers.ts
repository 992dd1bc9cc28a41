/**
 * schema/src/finance.graphql: the viewer's finances, the career plan, invoice upload/generation.
 *
 * `Query.finance` only decides whose finances and from which side; every Finance field then
 * resolves on its own through the per-request loaders, so one failed lookup nulls one field (with
 * its error entry) while the rest of the dashboard still arrives, and no upstream resource is
 * fetched twice in one request.
 */
import { billListSchema, commissionListSchema, salesByCycleSchema } from '@portal/schema';
import type { Resolvers } from '../../__generated__/resolvers.ts';
import { isUpstreamStatus } from '../../errors.ts';
import { internalValue } from '../../kernel/enums.ts';
import { listFilterArgs } from '../../kernel/list-filter.ts';
import { emptyPage } from '../../kernel/paging.ts';
import { saleListArgs } from '../../kernel/sale-filter.ts';
import { BILL_STATUSES, COMMISSION_STATUSES } from '../../kernel/statuses.ts';
import { sideFor, viewerOf } from '../../kernel/viewer.ts';
import { validateInput } from '../../validation.ts';
import { toCommissionExplanation } from './explanation.ts';
import {
  financeSource,
  toBillingSource,
  toCommission,
  toCycle,
  toCycleSales,
  toGoals,
  toSale,
} from './model.ts';

/** A lookup whose 404 means "there is none" rather than a failure. */
export async function orNullOn404<T>(lookup: Promise<T>): Promise<T | null> {
  try {
    return await lookup;
  } catch (error) {
    if (isUpstreamStatus(error, 404)) return null;
    throw error;
  }
}

/** Upstream spellings (the enums' internal values) ↔ schema enum names. */
/** GraphQL's CommissionStatus as upstream spells it (also the file routes' `status`). */
export const COMMISSION_STATUS_VALUES = {
  CANCELED: 'canceled',
  HELD: 'Held',
  READY: 'Ready',
  PROCESSING: 'Processing',
  EXECUTED: 'Executed',
  CONVERTED_TO_POINTS: 'ConvertedToPoints',
} as const;

/** GraphQL's BillingStatus as upstream spells it (also the file routes' `status`, as the web sends it). */
export const BILLING_STATUS_VALUES = {
  OPEN: 'Open',
  PROCESSING: 'Processing',
  READY: 'Ready',
  PAID: 'Paid',
  ERROR: 'Error',
  PAYMENT_ERROR: 'PaymentError',
  CLOSED: 'Closed',
  ENQUEUED: 'Enqueued',
} as const;

const enumResolvers: Resolvers = {
  AgentRole: { AFFILIATED: 'affiliate', BRANCH: 'branch' },
  CommissionStatus: COMMISSION_STATUS_VALUES,
  CommissionType: { CREDIT: 'Credit', DEBIT: 'Debit' },
  BillingStatus: BILLING_STATUS_VALUES,
};

export const financeResolvers: Resolvers = {
  ...enumResolvers,
  Query: {
    finance: async (_root, { as }, context) => {
      const viewer = await viewerOf(context);
      return financeSource(viewer.id, viewer.roles, as);
    },
    careerPlan: async (_root, _args, context) => {
      // No `as` here: an agent's career plan is their own (affiliate side).
      return context.loaders.finance.careerPlan(sideFor((await viewerOf(context)).roles, null));
    },
  },
  Finance: {
    agentAsRole: (source) => source.side,

    // Balance, sales and cycle lookups (docs/product.md §5.1 "swallowed"): nullable, so a failure becomes
    // null plus an error entry for this path only. Holding skips them without calling upstream.
    balance: async ({ side, skipsOwnRows }, _args, { loaders }) =>
      skipsOwnRows ? null : loaders.finance.balance(side),
    unitBalance: async ({ side, skipsOwnRows }, _args, { loaders }) =>
      skipsOwnRows ? null : loaders.finance.salesBalance(side),
    totalSales: async ({ side, skipsOwnRows }, _args, { loaders }) =>
      skipsOwnRows ? null : (await loaders.finance.salesTotal(side)).total,
    salesByCycle: async ({ side, skipsOwnRows }, args, { loaders }) => {
      const { last } = await validateInput(salesByCycleSchema, { last: args.last });
      return skipsOwnRows ? [] : (await loaders.finance.salesByCycle(side, last)).map(toCycleSales);
    },
    commercialCycle: async (_source, _args, { loaders }) => toCycle(await loaders.finance.commercialCycle()),
    financialCycle: async (_source, _args, { loaders }) => toCycle(await loaders.finance.financialCycle()),

    // docs/product.md §5.1: 404 on goals means the cycle has none.
    goals: async ({ side }, { cycleId }, { loaders }) => {
      const goals = await orNullOn404(loaders.finance.goals(side, cycleId ?? null));
      return goals && toGoals(goals);
    },

    // Todas as comissões' toolbar (search, status, period): checked here, filtered and counted upstream.
    commissions: async ({ side, skipsOwnRows }, args, { loaders }) => {
      const request = await listFilterArgs(commissionListSchema, args);
      if (skipsOwnRows) return emptyPage(request.page, request.pageSize);
      const status = internalValue(args.status, COMMISSION_STATUSES);
      const result = await loaders.finance.commissions(side, { ...request, status });
      return { ...result, items: result.items.map(toCommission) };
    },
    // Todas as vendas: the toolbar's filter checked with Suas vendas' rule (search, period), then one call.
    sales: async ({ side, skipsOwnRows }, args, { loaders }) => {
      const query = await saleListArgs(args);
      if (skipsOwnRows) return emptyPage(query.page, query.pageSize);
      const result = await loaders.finance.sells(side, query);
      return { ...result, items: result.items.map(toSale) };
    },

    // Bills are not skipped for holding: holding reads every bill (Faturamento on the payments route).
    // Faturamento's toolbar (search, status, period of cycles): checked here, filtered and counted upstream.
    payments: async ({ side }, args, { loaders }) => {
      const request = await listFilterArgs(billListSchema, args);
      const status = internalValue(args.status, BILL_STATUSES);
      const result = await loaders.finance.bills(side, { ...request, status });
      return { ...result, items: result.items.map((bill) => toBillingSource(bill, side)) };
    },
    openPayments: async ({ side }, _args, { loaders }) =>
      (await loaders.finance.openBills(side)).items.map((bill) => toBillingSource(bill, side)),
    // 'Por que recebi esta comissão?': one upstream call, whatever the explanation holds.
    commissionExplanation: async ({ side, skipsOwnRows }, { id }, { loaders }) => {
      if (skipsOwnRows) return null;
      const explanation = await orNullOn404(loaders.finance.commissionExplanation(side, id));
      return explanation && toCommissionExplanation(explanation, side);
    },
    payment: async ({ side }, { id: billId }, { loaders }) => {
      const bill = await orNullOn404(loaders.finance.bill(side, billId));
      return bill && toBillingSource(bill, side);
    },
    paymentsSummary: async ({ side }, _args, { loaders }) => loaders.finance.billsSummary(side),

    // Cached per user and side for INTEGRATION_STALE_MS across requests (SharedCaches).
    integration: async ({ viewerId, side }, _args, context) => {
      const kind = await context.caches.integration.get(`${viewerId}:${side ?? ''}`, () =>
        context.upstream.finance.integration(side),
      );
      return { kind, integrated: kind !== null };
    },
  },
  Billing: {
    // GET /payments/{id} carries a bill's commissions; bills from a list get theirs through one
    // batched call for the whole page (loaders.billCommissions), not one detail per bill.
    commissions: async (bill, _args, { loaders }) => {
      const commissions =
        bill.commissions ?? (await loaders.billCommissions.load({ side: bill.side, billId: bill.id }));
      return commissions.map(toCommission);
    },
  },
};
