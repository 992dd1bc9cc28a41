/**
 * schema/src/integrators.graphql: a person's API clients (docs/integrators.md). The role rule
 * (auth/rules.ts) lets the integrating profiles in; the scope table refuses every API client, so a
 * key never mints or revokes keys; upstream checks both again and caps scopes by the owner's roles.
 */
import type { Resolvers } from '../__generated__/resolvers.ts';

export const integratorResolvers: Resolvers = {
  Query: {
    apiClients: (_root, _args, context) => context.upstream.integrators.listClients(),
  },
  Mutation: {
    createApiClient: (_root, { input }, context) =>
      context.upstream.integrators.createClient({
        name: input.name,
        scopes: input.scopes,
        expiresAt: input.expiresAt ?? null,
      }),
    revokeApiClient: (_root, { id }, context) => context.upstream.integrators.revokeClient(id),
  },
};
