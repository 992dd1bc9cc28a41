/**
 * schema/src/network.graphql, 'Gerenciador de Unidades' and 'Alteração em massa' (holding): each
 * root field is one upstream call. A mass change with bad rows comes back as BAD_USER_INPUT with
 * one `fieldErrors` entry per bad row (`line:<n>`), so the screen lists them; nothing was stored.
 */
import { idArgumentSchema, networkListSchema, pageSchema } from '@portal/schema';
import type { MassChangeRowResult, MassChangeState, Resolvers } from '../../__generated__/resolvers.ts';
import { fieldValidationError, gatewayError } from '../../errors.ts';
import { type ListFilterArgs, listFilterArgs } from '../../kernel/list-filter.ts';
import { validateInput } from '../../validation.ts';
import type { NetworkListQuery, UpstreamMassChangeState } from './units-upstream.ts';

const STATE: Readonly<Record<UpstreamMassChangeState, MassChangeState>> = {
  queued: 'QUEUED',
  running: 'RUNNING',
  done: 'DONE',
  failed: 'FAILED',
};
const RESULT: Readonly<Record<'changed' | 'unchanged', MassChangeRowResult>> = {
  changed: 'CHANGED',
  unchanged: 'UNCHANGED',
};

/** The toolbar's arguments checked by the shared rule (BAD_USER_INPUT with fieldErrors), as upstream takes them. */
const listQuery = async (args: ListFilterArgs, order: 'ASC' | 'DESC'): Promise<NetworkListQuery> => ({
  ...(await listFilterArgs(networkListSchema, args)),
  order: args.order ?? order,
});

/** The job states as upstream spells them (GraphQL's `MassChangeState` upper-cased). */
export const upstreamMassChangeState = (state: string): string => state.toLowerCase();

export const unitResolvers: Resolvers = {
  Query: {
    managedUnits: async (_root, args, context) => context.upstream.units.all(await listQuery(args, 'ASC')),
    managedUnit: async (_root, args, context) => {
      const { id } = await validateInput(idArgumentSchema, { id: args.id });
      return context.upstream.units.byId(id);
    },
    massChanges: async (_root, args, context) =>
      context.upstream.units.massChanges({
        ...(await listQuery(args, 'DESC')),
        status: args.status ? upstreamMassChangeState(args.status) : null,
      }),
    massChange: async (_root, args, context) => {
      const { id } = await validateInput(idArgumentSchema, { id: args.id });
      const { page, pageSize } = await validateInput(pageSchema, {
        page: args.page,
        pageSize: args.pageSize,
      });
      return context.upstream.units.massChange(id, page, pageSize);
    },
  },
  Mutation: {
    // Arguments arrive checked by the mutation input rules (security/input-rules.ts).
    saveUnit: (_root, { input }, context) =>
      context.upstream.units.save({
        id: input.id,
        name: input.name,
        cnpj: input.cnpj ?? null,
        goals: input.goals.map((goal) => ({ cycleId: goal.cycleId, value: goal.value ?? null })),
        producerIds: input.producerIds,
        donationReceivers: input.donationReceivers,
      }),
    startMassChange: async (_root, { input }, context) => {
      const started = await context.upstream.units.startMassChange(input.fileName, input.csv);
      if (started.kind === 'queued') return started.job;
      if (started.errors.length === 0) throw gatewayError('BAD_USER_INPUT', started.message);
      throw fieldValidationError(
        started.errors.map((error) => ({ field: `line:${error.line}`, message: error.message })),
        started.message,
      );
    },
  },
  MassChange: {
    state: ({ state }) => STATE[state],
  },
  MassChangeRow: {
    result: ({ result }) => (result === null ? null : RESULT[result]),
  },
};
