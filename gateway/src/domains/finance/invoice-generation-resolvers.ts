/**
 * Batch invoice generation (docs/product.md §11.1): holding and admin start it for chosen
 * billings and poll its state. Upstream runs it as background jobs (docs/decisions/conventions.md,
 * "Background jobs"); the gateway only translates names (bill → billing) and states to enums.
 */
import type { InvoiceGeneration, InvoiceGenerationState, Resolvers } from '../../__generated__/resolvers.ts';
import { orNullOn404 } from './resolvers.ts';
import type { UpstreamInvoiceBatch, UpstreamInvoiceBatchState } from './shapes.ts';

const stateOf = (state: UpstreamInvoiceBatchState): InvoiceGenerationState =>
  state.toUpperCase() as Uppercase<UpstreamInvoiceBatchState>;

const toGeneration = ({ total, skippedBillIds, ...batch }: UpstreamInvoiceBatch): InvoiceGeneration => ({
  ...batch,
  billingCount: total,
  state: stateOf(batch.state),
  items: batch.items.map((item) => ({
    billingId: item.billId,
    state: stateOf(item.state),
    errorMessage: item.errorMessage,
  })),
  skippedBillingIds: skippedBillIds,
});

export const invoiceGenerationResolvers: Resolvers = {
  Query: {
    invoiceGeneration: async (_root, { id }, context) => {
      const batch = await orNullOn404(context.upstream.finance.invoiceBatch(id));
      return batch && toGeneration(batch);
    },
  },
  Mutation: {
    startInvoiceGeneration: async (_root, { billingIds: billIds }, context) =>
      toGeneration(await context.upstream.finance.startInvoiceBatch(billIds)),
  },
};
