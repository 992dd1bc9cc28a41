/**
 * schema/src/holding.graphql: a commercial cycle's goal details and 'Gerenciador de metas', the
 * holding history (the audit trail) and the system configs (docs/product.md §11.2, §11.3, §11.5).
 * One upstream call per root field: upstream joins the units' names and the actors' names.
 */
import { cycleGoalsSchema, holdingHistorySchema, saleListSchema } from '@portal/schema';
import type { Resolvers } from '../../__generated__/resolvers.ts';
import { validateInput } from '../../validation.ts';
import type { UpstreamSystemConfig } from './upstream.ts';

/** The typed configs; a key upstream does not send keeps its default. */
const SYSTEM_CONFIG_DEFAULTS = {
  batchMaxBills: { key: 'billing.batchMaxBills', fallback: 100 },
  cycleDefaultLengthDays: { key: 'cycles.defaultLengthDays', fallback: 30 },
  historyPageSize: { key: 'history.pageSize', fallback: 10 },
} as const;

const intConfig = (configs: readonly UpstreamSystemConfig[], name: keyof typeof SYSTEM_CONFIG_DEFAULTS) => {
  const { key, fallback } = SYSTEM_CONFIG_DEFAULTS[name];
  const value = configs.find((config) => config.key === key)?.value;
  return typeof value === 'number' && Number.isInteger(value) ? value : fallback;
};

export const holdingOperationResolvers: Resolvers = {
  Query: {
    // Gerenciador de metas' search, checked by the lists' rule (fieldErrors) before upstream.
    cycleGoals: async (_root, args, { upstream }) => {
      const { cycleId } = await validateInput(cycleGoalsSchema, { cycleId: args.cycleId ?? '' });
      const { search } = await validateInput(saleListSchema.pick(['search']), { search: args.search });
      const goals = await upstream.holding.cycleGoals(cycleId || 'current', search);
      // The searched units under their own id: a client's cache must not take them for the whole list.
      return search ? { ...goals, id: `${goals.id}?busca=${search}` } : goals;
    },
    holdingHistory: async (_root, args, { upstream }) => {
      const query = await validateInput(holdingHistorySchema, {
        page: args.page,
        pageSize: args.pageSize,
        entity: args.entity ?? '',
        entityId: args.entityId ?? '',
        action: args.action ?? '',
        actorId: args.actorId ?? '',
        from: args.from ?? '',
        to: args.to ?? '',
        search: args.search ?? '',
      });
      return upstream.holding.history(query);
    },
    systemConfigs: async (_root, _args, { upstream }) => {
      const configs = await upstream.holding.systemConfigs();
      return {
        batchMaxBills: intConfig(configs, 'batchMaxBills'),
        cycleDefaultLengthDays: intConfig(configs, 'cycleDefaultLengthDays'),
        historyPageSize: intConfig(configs, 'historyPageSize'),
      };
    },
  },
  Mutation: {
    // The input rule (security/input-rules.ts, updateUnitGoalsSchema) has checked every goal already.
    updateUnitGoals: (_root, { input }, { upstream }) =>
      upstream.holding.updateUnitGoals(input.cycleId, input.goals),
  },
};
