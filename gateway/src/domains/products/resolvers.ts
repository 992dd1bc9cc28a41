/**
 * schema/src/products.graphql: Seus produtos (docs/product.md §10.1). Every field is one upstream
 * call: the list carries its counters, a product's page its links. Upstream scopes the rows to
 * the viewer (its own links only) and answers 404 for a product above the viewer's level.
 */
import type { Resolvers } from '../../__generated__/resolvers.ts';
import { saleListArgs } from '../../kernel/sale-filter.ts';

export const productResolvers: Resolvers = {
  Query: {
    // Suas vendas: the arguments checked first (BAD_USER_INPUT), then one upstream call per page.
    managedSales: async (_root, args, { upstream }) => upstream.products.sales(await saleListArgs(args)),
    promotableProducts: (_root, _args, { upstream }) => upstream.products.promotable(),
    promotableProduct: (_root, { id }, { upstream }) => upstream.products.promotableProduct(id),
  },
  Mutation: {
    // The input was checked by its shared rule (security/input-rules.ts): description is trimmed.
    createProductLink: (_root, { input }, { upstream }) =>
      upstream.products.createLink(input.productId, input.description ?? ''),
    updateProductLink: (_root, { input }, { upstream }) =>
      upstream.products.updateLink(input.linkId, input.description ?? ''),
    // Another user's link is NOT_FOUND upstream (row scope), never a hint that it exists.
    setProductLinkActive: (_root, { input }, { upstream }) =>
      upstream.products.setLinkActive(input.linkId, input.active),
  },
};
