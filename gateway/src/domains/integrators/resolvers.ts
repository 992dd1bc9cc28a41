/**
 * schema/src/integrators.graphql: a person's API clients and their webhooks (docs/integrators.md). The role rule
 * (its access.ts) lets the integrating profiles in; the scope table refuses every API client, so a
 * key never mints or revokes keys; upstream checks both again and caps scopes by the owner's roles.
 */
import type { Resolvers } from '../../__generated__/resolvers.ts';

export const integratorResolvers: Resolvers = {
  Query: {
    apiClients: (_root, _args, context) => context.upstream.integrators.listClients(),
    webhookSubscriptions: (_root, _args, context) => context.upstream.integrators.listWebhooks(),
    webhookDeliveries: (_root, { subscriptionId, page, pageSize }, context) =>
      context.upstream.integrators.listDeliveries(subscriptionId, page, pageSize),
  },
  Mutation: {
    createApiClient: (_root, { input }, context) =>
      context.upstream.integrators.createClient({
        name: input.name,
        scopes: input.scopes,
        expiresAt: input.expiresAt ?? null,
      }),
    revokeApiClient: (_root, { id }, context) => context.upstream.integrators.revokeClient(id),
    createWebhookSubscription: (_root, { input }, context) =>
      context.upstream.integrators.createWebhook({
        clientId: input.clientId,
        url: input.url,
        events: input.events,
      }),
    deleteWebhookSubscription: (_root, { id }, context) => context.upstream.integrators.deleteWebhook(id),
    replayWebhookDelivery: async (_root, { id }, context) => {
      await context.upstream.integrators.replayDelivery(id);
      return true;
    },
  },
};
