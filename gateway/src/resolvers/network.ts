/**
 * schema/src/network.graphql: the ED list of "Gerenciador de EDs" (branch) and "Gerenciador ED"
 * (holding, admin). Upstream scopes the rows by the viewer (a branch gets its unit's EDs); each
 * row's unit is named through the per-request units loader, one upstream call per page.
 */
import { edListSchema } from '@portal/schema';
import type { Resolvers } from '../__generated__/resolvers.ts';
import { validateInput } from '../validation.ts';

export const edResolvers: Resolvers = {
  Query: {
    eds: async (_root, args, context) => {
      const { page, pageSize, search } = await validateInput(edListSchema, {
        page: args.page,
        pageSize: args.pageSize,
        search: args.search,
      });
      return context.upstream.eds.list({ page, pageSize, order: args.order ?? 'ASC', search });
    },
  },
  Ed: {
    unit: async ({ unitId }, _args, { loaders }) => (unitId === null ? null : loaders.units.load(unitId)),
  },
};
