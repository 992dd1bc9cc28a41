/**
 * schema/src/network.graphql: the ED list of "Gerenciador de EDs" (branch) and "Gerenciador ED"
 * (holding, admin) and the ED details behind a row. Upstream scopes the rows by the viewer (a
 * branch gets its unit's EDs, and another unit's ED by id answers like a missing one); each
 * ED's unit is named through the per-request units loader, one upstream call per page.
 */
import { edArgumentSchema, edListSchema, pageSchema } from '@portal/schema';
import type {
  ActiveStatus,
  EdFlag,
  EdListStatus,
  Resolvers,
  SortDirection,
} from '../../__generated__/resolvers.ts';
import { ERROR_TEXT, gatewayError } from '../../errors.ts';
import { type ListFilterArgs, toolbarArgs } from '../../kernel/list-filter.ts';
import { validateInput } from '../../validation.ts';
import type { EdQuery, UpstreamEdFlag } from './upstream.ts';

interface PeopleListArgs extends ListFilterArgs {
  order?: SortDirection | null;
  status?: ActiveStatus | EdListStatus | null;
}

/** A people list's arguments (the ED lists, Influenciadores) checked by the shared rule, as upstream takes them. */
async function peopleListArgs(args: PeopleListArgs): Promise<EdQuery> {
  const { page, pageSize, search, from, to } = await toolbarArgs(edListSchema, args);
  return { page, pageSize, order: args.order ?? 'ASC', search, status: args.status, from, to };
}

const UPSTREAM_FLAG: Readonly<Record<EdFlag, UpstreamEdFlag>> = {
  IS_FRANCHISEE: 'is_franchisee',
  IS_TRAINER: 'is_trainer',
  IS_LECTURER: 'is_lecturer',
  TRACKING: 'tracking',
};

export const networkResolvers: Resolvers = {
  Query: {
    eds: async (_root, args, context) => context.upstream.network.list(await peopleListArgs(args)),
    influencers: async (_root, args, context) =>
      context.upstream.network.influencers(await peopleListArgs(args)),
    influencer: async (_root, args, context) => {
      const { id } = await validateInput(edArgumentSchema, { id: args.id });
      return context.upstream.network.influencer(id);
    },
    ed: async (_root, args, context) => {
      const { id } = await validateInput(edArgumentSchema, { id: args.id });
      return context.upstream.network.byId(id);
    },
  },
  Mutation: {
    // Arguments arrive checked by the mutation input rules (security/input-rules.ts).
    setEdFlag: (_root, { id, flag, value }, context) =>
      context.upstream.network.setFlag(id, UPSTREAM_FLAG[flag], value),
    setEdActive: (_root, { id, active }, context) => context.upstream.network.setActive(id, active),
    // contract-sign answers the signature; the ED is read again so the page's cache gets both.
    requestEdContractSignature: async (_root, { id }, context) => {
      const signature = await context.upstream.network.requestContractSignature(id);
      const ed = await context.upstream.network.byId(id);
      if (!ed) throw gatewayError('NOT_FOUND', ERROR_TEXT.notFound);
      return { ...ed, contractSignature: signature };
    },
  },
  EdSale: {
    value: ({ valueCents }) => valueCents,
  },
  Ed: {
    // One call per ED asked for: the details page asks for one ED, the list never selects sales.
    sales: async ({ id }, args, context) => {
      const { page, pageSize } = await validateInput(pageSchema, {
        page: args.page,
        pageSize: args.pageSize,
      });
      return context.upstream.network.sales(id, page, pageSize);
    },
    // Like sales: one call each for the one ED of the details page; the list never selects them.
    bills: async ({ id }, args, context) => {
      const { page, pageSize } = await validateInput(pageSchema, {
        page: args.page,
        pageSize: args.pageSize,
      });
      return context.upstream.network.bills(id, page, pageSize);
    },
    levelStars: ({ id }, _args, context) => context.upstream.network.levelStars(id),
    programmes: ({ id }, _args, context) => context.upstream.network.programmes(id),
    // One call each, for the one ED of the details page (the list never selects them).
    contractSignature: (ed, _args, context) =>
      ed.contractSignature ?? context.upstream.network.contractSignature(ed.id),
    partnerCheck: ({ id }, _args, context) => context.upstream.network.partnerCheck(id),
    unit: async ({ unitId }, _args, { loaders }) => (unitId === null ? null : loaders.units.load(unitId)),
  },
};
