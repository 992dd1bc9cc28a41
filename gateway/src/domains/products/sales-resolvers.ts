/**
 * schema/src/products.graphql, Acompanhamento de vendas and a sale's details (docs/product.md
 * §10.2, §10.5) and registering a sale (docs/integrators.md). Each field is one upstream call:
 * the aggregates arrive added up, and upstream applies the row scope.
 */
import { pageSchema, salesPeriodSchema } from '@portal/schema';
import type { Resolvers } from '../../__generated__/resolvers.ts';
import { validateInput } from '../../validation.ts';
import type { PeriodRequest } from './sales-upstream.ts';

/** Where the web downloads a period's sales as CSV (sales-files.ts streams it). */
export const SALES_CSV_PATH = '/files/sales.csv';

const csvPath = (from: string, to: string, sellerId?: string) =>
  `${SALES_CSV_PATH}?${new URLSearchParams({ from, to, ...(sellerId ? { sellerId } : {}) }).toString()}`;

/**
 * The period a request asks for, checked; null when it names neither day: upstream then picks the
 * default period by its clock (the current cycle's days), and the answer says which it was.
 */
async function askedPeriod(args: { from?: string | null; to?: string | null }): Promise<PeriodRequest> {
  if (args.from == null && args.to == null) return null;
  return validateInput(salesPeriodSchema, { from: args.from, to: args.to });
}

export const productSalesResolvers: Resolvers = {
  SaleCommissionSide: { AFFILIATE: 'affiliate', BRANCH: 'branch' },
  Query: {
    salesTracking: async (_root, args, { upstream }) => {
      const period = await askedPeriod(args);
      const tracking = await upstream.salesTracking.tracking(period);
      return { ...tracking, csvPath: csvPath(tracking.from, tracking.to) };
    },
    salesBySeller: async (_root, args, { upstream }) => {
      const { page, pageSize } = await validateInput(pageSchema, {
        page: args.page,
        pageSize: args.pageSize,
      });
      const period = await askedPeriod(args);
      const sellers = await upstream.salesTracking.sellers(period, page, pageSize);
      return {
        ...sellers,
        items: sellers.items.map((item) => ({
          ...item,
          csvPath: csvPath(sellers.from, sellers.to, item.sellerId),
        })),
      };
    },
    sale: (_root, { id }, { upstream }) => upstream.salesTracking.sale(id),
  },
  Mutation: {
    // The input was checked by its shared rule (security/input-rules.ts).
    registerSale: (_root, { input }, { upstream }) =>
      upstream.salesTracking.register({
        productId: input.productId,
        paymentId: input.paymentId,
        customerName: input.customerName,
        valueCents: input.value,
        installments: input.installments ?? 1,
        paymentDate: input.paymentDate ?? null,
        linkCode: input.linkCode,
        clickId: input.clickId || null,
      }),
  },
};
