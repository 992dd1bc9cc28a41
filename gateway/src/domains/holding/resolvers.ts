/**
 * schema/src/holding.graphql: Status Faturamento (docs/product.md §11.1). One upstream call per
 * root field: upstream joins the cycle, payee and producer into each bill, so no field of a
 * HoldingBill calls upstream again, whatever the page size.
 */
import { holdingBillsSchema, saleListSchema } from '@portal/schema';
import type { CycleKind, Resolvers } from '../../__generated__/resolvers.ts';
import { internalValue } from '../../kernel/enums.ts';
import { listFilterArgs } from '../../kernel/list-filter.ts';
import { BILL_STATUSES } from '../../kernel/statuses.ts';
import { validateInput } from '../../validation.ts';
import type { UpstreamCycleKind } from './upstream.ts';

const upstreamKind = (kind: CycleKind): UpstreamCycleKind =>
  kind === 'COMMERCIAL' ? 'commercial' : 'financial';

export const holdingResolvers: Resolvers = {
  Query: {
    // Status Faturamento's toolbar (search, status, period of cycles): checked here, filtered upstream.
    holdingBills: async (_root, args, { upstream }) => {
      const { page, pageSize, search, from, to } = await listFilterArgs(holdingBillsSchema, args);
      const status = internalValue(args.status, BILL_STATUSES);
      return upstream.holding.bills({ page, pageSize, status, search, from, to });
    },
    holdingBillStats: (_root, _args, { upstream }) => upstream.holding.billStats(),
    // Ciclos' toolbar search, checked by the lists' rule (BAD_USER_INPUT with fieldErrors) before upstream.
    holdingCycles: async (_root, { kind, search }, { upstream }) => {
      const checked = await validateInput(saleListSchema.pick(['search']), { search });
      return upstream.holding.cycles(upstreamKind(kind), checked.search);
    },
  },
  Mutation: {
    // The input rule (input-rules.ts) has trimmed and checked billingId already.
    closeBilling: (_root, { billingId: billId }, { upstream }) => upstream.holding.closeBill(billId),
    // Issue #33: PROCESSING → READY; upstream refuses any other status with its pt-BR reason.
    approveBillingInvoice: (_root, { billingId: billId }, { upstream }) =>
      upstream.holding.approveInvoice(billId),
    // Checked by recordBillPaymentSchema: a FAILED payment has its trimmed reason, a PAID one none.
    recordBillPayment: (_root, { billingId: billId, outcome, reason }, { upstream }) =>
      upstream.holding.recordPayment(billId, {
        outcome: outcome === 'PAID' ? 'Paid' : 'PaymentError',
        reason: outcome === 'PAID' ? null : (reason ?? null),
      }),
    // Validated by createCycleSchema already: whole calendar days, the last on or after the first.
    createCycle: (_root, { input }, { upstream }) =>
      upstream.holding.createCycle(upstreamKind(input.kind), input),
  },
};
