/**
 * schema/src/products-manager.graphql: Produtos, the holding's product manager (docs/product.md
 * §10.3). An edit carries the revision it was based on; upstream refuses a stale one with 409,
 * which is CONFLICT with its text ('Este produto foi alterado por outra pessoa…'). The terms are
 * handed out twice: as written (for the editor) and sanitised (`termsHtml`, the only one to render).
 */
import { managedProductListSchema } from '@portal/schema';
import type { Resolvers } from '../../__generated__/resolvers.ts';
import { sanitizeRichText } from '../../kernel/rich-text.ts';
import { validateInput } from '../../validation.ts';

export const productManagerResolvers: Resolvers = {
  Query: {
    managedProducts: async (_root, args, { upstream }) => {
      const { page, pageSize, search } = await validateInput(managedProductListSchema, {
        page: args.page,
        pageSize: args.pageSize,
        search: args.search,
      });
      return upstream.productManager.managedProducts({
        page,
        pageSize,
        search,
        campaign: args.campaign ?? 'ALL',
      });
    },
    managedProduct: (_root, { id }, { upstream }) => upstream.productManager.managedProduct(id),
  },
  Mutation: {
    createManagedProduct: (_root, { input }, { upstream }) =>
      upstream.productManager.createManagedProduct(input),
    updateManagedProduct: (_root, { id, revision, input }, { upstream }) =>
      upstream.productManager.updateManagedProduct(id, revision, input),
  },
  ManagedProduct: {
    termsHtml: (product) => sanitizeRichText(product.termsContent),
  },
};
