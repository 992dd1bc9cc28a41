/**
 * Who may call integrators's root fields (docs/product.md §1.4): a rule per field, the API scope a client
 * needs on top of it, and the fields that stay a person's own. auth/access.ts applies them;
 * security/access-table.snapshot.md shows every domain's together.
 */
import type { Role } from '../../__generated__/resolvers.ts';
import type { DomainAccess } from '../../auth/access.ts';

/** docs/integrators.md: the integrating profiles manage API clients ('Chaves de API'). */
const INTEGRATORS = ['PRODUCER', 'BRANCH', 'HOLDING', 'ADMIN'] as const satisfies readonly Role[];

export const ACCESS = {
  rules: {
    Query: {
      // docs/integrators.md §1: the integrating profiles list their own API clients ('Chaves de API').
      apiClients: INTEGRATORS,
      // docs/integrators.md §7: webhooks belong to the owner's keys, managed with their own session.
      webhookSubscriptions: INTEGRATORS,
      webhookDeliveries: INTEGRATORS,
    },
    Mutation: {
      // docs/integrators.md: API clients are managed by their owner (with their own session).
      createApiClient: INTEGRATORS,
      revokeApiClient: INTEGRATORS,
      createWebhookSubscription: INTEGRATORS,
      deleteWebhookSubscription: INTEGRATORS,
      replayWebhookDelivery: INTEGRATORS,
    },
  },
  scopes: {},
  personOnly: {
    // docs/integrators.md §3: key and webhook management is the owner's, never a key's.
    Query: ['apiClients', 'webhookSubscriptions', 'webhookDeliveries'],
    Mutation: [
      'createApiClient',
      'revokeApiClient',
      'createWebhookSubscription',
      'deleteWebhookSubscription',
      'replayWebhookDelivery',
    ],
  },
} as const satisfies DomainAccess;
