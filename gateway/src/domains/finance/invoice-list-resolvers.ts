/**
 * Notas Fiscais (docs/product.md §6 "GET invoices"): one upstream call per page, with the list
 * toolbar's search, status and period. Upstream joins the
 * payee and producer names into each row (two primary-key lookups per row in the same query), so
 * no field of an Invoice calls upstream again and no per-row loader is needed.
 */
import { invoiceListSchema } from '@portal/schema';
import type { Resolvers } from '../../__generated__/resolvers.ts';
import { internalValue } from '../../kernel/enums.ts';
import { listFilterArgs } from '../../kernel/list-filter.ts';
import { BILL_STATUSES } from '../../kernel/statuses.ts';

import type { UpstreamInvoice } from './shapes.ts';

/** Where the web downloads an invoice's PDF ('Baixar'): the gateway's file route (files.ts). */
export const invoicePdfPath = (id: string): string => `/files/invoices/${encodeURIComponent(id)}`;

const toInvoice = ({ createdAt, hasPdf, ...invoice }: UpstreamInvoice) => ({
  ...invoice,
  sentAt: createdAt,
  pdfPath: hasPdf ? invoicePdfPath(invoice.id) : null,
});

export const invoiceListResolvers: Resolvers = {
  PayeeKind: { AFFILIATE: 'affiliate', BRANCH: 'branch' },
  Query: {
    invoices: async (_root, args, { loaders }) => {
      // SENT_AT is the only sort field; its upstream key is created_at.
      const request = await listFilterArgs(invoiceListSchema, args);
      const result = await loaders.finance.invoices({
        ...request,
        status: internalValue(args.status, BILL_STATUSES),
      });
      return { ...result, items: result.items.map(toInvoice) };
    },
  },
};
