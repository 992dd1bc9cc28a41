/**
 * schema/src/producers.graphql: Gerenciador de produtores (docs/product.md §10.4). The form was
 * checked by its shared rule (security/input-rules.ts: the CNPJ in normal form); a CNPJ another
 * producer has is upstream's 409, CONFLICT here with upstream's text, which the screen shows.
 */
import { producerListSchema } from '@portal/schema';
import type { Resolvers } from '../../__generated__/resolvers.ts';
import { toolbarArgs } from '../../kernel/list-filter.ts';

export const producerResolvers: Resolvers = {
  Query: {
    // The list toolbar's arguments (kernel/list-filter.ts): fieldErrors before any upstream call.
    producers: async (_root, args, { upstream }) => {
      const { page, pageSize, search, from, to } = await toolbarArgs(producerListSchema, args);
      return upstream.producers.producers({ page, pageSize, search, from, to });
    },
  },
  Mutation: {
    createProducer: (_root, { input }, { upstream }) => upstream.producers.createProducer(input),
    updateProducer: (_root, { id, input }, { upstream }) => upstream.producers.updateProducer(id, input),
  },
};
