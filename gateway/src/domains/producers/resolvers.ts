/**
 * schema/src/producers.graphql: Gerenciador de produtores (docs/product.md §10.4). The form was
 * checked by its shared rule (security/input-rules.ts: the CNPJ in normal form); a CNPJ another
 * producer has is upstream's 409, CONFLICT here with upstream's text, which the screen shows.
 */
import { producerListSchema } from '@portal/schema';
import type { Resolvers } from '../../__generated__/resolvers.ts';
import { validateInput } from '../../validation.ts';

export const producerResolvers: Resolvers = {
  Query: {
    producers: async (_root, args, { upstream }) => {
      const query = await validateInput(producerListSchema, {
        page: args.page,
        pageSize: args.pageSize,
        search: args.search,
      });
      return upstream.producers.producers(query);
    },
  },
  Mutation: {
    createProducer: (_root, { input }, { upstream }) => upstream.producers.createProducer(input),
    updateProducer: (_root, { id, input }, { upstream }) => upstream.producers.updateProducer(id, input),
  },
};
