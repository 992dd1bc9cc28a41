import { paths } from '@/paths.ts';
import { access } from '@/platform/access.ts';
import { byId, embedded, unkeyed } from '@/platform/apollo/cachePolicies.ts';
import { type FeatureManifest, lazyPage, screen } from '@/platform/routing/routes.ts';

/** Chaves de API (docs/integrators.md): reached from the profile menu, not the side menu. */
export const integratorsManifest: FeatureManifest = {
  routes: screen(570, 'Chaves de API', access.integrators, [paths.apiClients], {
    Page: lazyPage(() => import('./ApiClientsPage.tsx'), 'ApiClientsPage'),
  }),
  typePolicies: {
    // A key is an entity; the creation payload is not.
    ApiClient: byId,
    CreateApiClientPayload: unkeyed,
    // Webhooks of those keys: subscriptions and deliveries by id; the log page and payload embedded.
    WebhookSubscription: byId,
    WebhookDelivery: byId,
    WebhookDeliveryPage: embedded,
    CreateWebhookSubscriptionPayload: unkeyed,
  },
};
