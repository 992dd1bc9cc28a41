/**
 * Notas Fiscais (docs/product.md §6 "GET invoices"): one upstream call per page. Upstream joins the
 * payee and producer names into each row (two primary-key lookups per row in the same query), so
 * no field of an Invoice calls upstream again and no per-row loader is needed.
 */
import { invoiceListSchema } from '@portal/schema';
import type { Resolvers } from '../../__generated__/resolvers.ts';
import { internalValue } from '../../kernel/enums.ts';
import { BILL_STATUSES } from '../../kernel/statuses.ts';
import { validateInput } from '../../validation.ts';
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
      const { page, pageSize, search } = await validateInput(invoiceListSchema, {
        page: args.page,
        pageSize: args.pageSize,
        search: args.search ?? '',
      });
      // SENT_AT is the only sort field; its upstream key is created_at.
      const result = await loaders.finance.invoices({
        page,
        pageSize,
        order: args.order ?? 'DESC',
        status: internalValue(args.status, BILL_STATUSES),
        search,
      });
      return { ...result, items: result.items.map(toInvoice) };
    },
  },
};
