/**
 * schema/src/products-salesforce.graphql: Salesforce on Acompanhamento de vendas (docs/product.md
 * §10.2), holding and admin. Each field is one upstream call; the poll runs on upstream's job
 * queue, so `pollCampaigns` answers at once and the screen follows `campaignPoll`.
 */
import { salesforceErrorsSchema } from '@portal/schema';
import type { Resolvers } from '../../__generated__/resolvers.ts';
import { toolbarArgs } from '../../kernel/list-filter.ts';

export const salesforceResolvers: Resolvers = {
  Query: {
    salesforceErrors: async (_root, args, { upstream }) => {
      // The list toolbar's arguments (kernel/list-filter.ts): fieldErrors before any upstream call.
      const { page, pageSize, search, from, to } = await toolbarArgs(salesforceErrorsSchema, args);
      return upstream.salesforce.errors({ page, pageSize, search, type: args.type ?? null, from, to });
    },
    campaignPoll: (_root, _args, { upstream }) => upstream.salesforce.lastPoll(),
  },
  Mutation: {
    pollCampaigns: (_root, _args, { upstream }) => upstream.salesforce.startPoll(),
  },
};
