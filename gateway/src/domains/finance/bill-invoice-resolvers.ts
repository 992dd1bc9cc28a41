/**
 * uploadInvoice, checkInvoice (issue #33) and generateInvoice (docs/product.md §5.5, §5.8 bills). Input arrives checked with the rules
 * the web's invoice modal uses (security/input-rules.ts), before anything is sent upstream: a 6 MB
 * file or a PNG never leaves the gateway.
 */
import type { Resolvers } from '../../__generated__/resolvers.ts';
import { sideFor, viewerOf } from '../../kernel/viewer.ts';
import { toBillingSource } from './model.ts';

export const invoiceResolvers: Resolvers = {
  Mutation: {
    uploadInvoice: async (_root, { billingId: billId, pdf, as, reason }, context) => {
      const side = sideFor((await viewerOf(context)).roles, as);
      const bill = await context.upstream.finance.uploadInvoice(side, billId, pdf, reason ?? null);
      return toBillingSource(bill, side);
    },
    // Issue #33: the dialog's check before anything is sent; upstream reads and compares the file.
    checkInvoice: async (_root, { billingId: billId, pdf, as }, context) => {
      const side = sideFor((await viewerOf(context)).roles, as);
      return context.upstream.finance.checkInvoice(side, billId, pdf);
    },
    generateInvoice: async (_root, { billingId: billId, as }, context) => {
      const side = sideFor((await viewerOf(context)).roles, as);
      return toBillingSource(await context.upstream.finance.generateInvoice(side, billId), side);
    },
  },
};
