/**
 * schema/src/products-salesforce.graphql: Salesforce on Acompanhamento de vendas (docs/product.md
 * §10.2), holding and admin. Each field is one upstream call; the poll runs on upstream's job
 * queue, so `pollCampaigns` answers at once and the screen follows `campaignPoll`.
 */
import { salesforceErrorsSchema } from '@portal/schema';
import type { Resolvers } from '../../__generated__/resolvers.ts';
import { validateInput } from '../../validation.ts';

export const salesforceResolvers: Resolvers = {
  Query: {
    salesforceErrors: async (_root, args, { upstream }) => {
      const { page, pageSize, search } = await validateInput(salesforceErrorsSchema, {
        page: args.page,
        pageSize: args.pageSize,
        search: args.search,
      });
      return upstream.salesforce.errors({ page, pageSize, search, type: args.type ?? null });
    },
    campaignPoll: (_root, _args, { upstream }) => upstream.salesforce.lastPoll(),
  },
  Mutation: {
    pollCampaigns: (_root, _args, { upstream }) => upstream.salesforce.startPoll(),
  },
};
