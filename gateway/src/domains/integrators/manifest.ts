/**
 * The integrators domain as the gateway composes it (domains/index.ts): everything the registries need
 * from it, registered in one place.
 */
import type { DomainManifest } from '../../kernel/domain.ts';
import { ACCESS } from './access.ts';
import { EXPECTED_ACCESS, EXPECTED_CLIENT_ACCESS } from './expected-access.ts';
import { INPUT_RULES } from './input-rules.ts';
import { integratorResolvers } from './resolvers.ts';
import { createIntegratorsApi, INTEGRATOR_ROUTES, type IntegratorsApi } from './upstream.ts';

declare module '../../kernel/context.ts' {
  interface UpstreamApis {
    integrators: IntegratorsApi;
  }
}

export const integratorsDomain = {
  name: 'integrators',
  resolvers: [integratorResolvers],
  access: ACCESS,
  inputRules: INPUT_RULES,
  expectedAccess: { people: EXPECTED_ACCESS, clients: EXPECTED_CLIENT_ACCESS },
  clients: (client, config) => ({
    integrators: createIntegratorsApi(client('integrators', config.portalUrl)),
  }),
  routeTables: { INTEGRATOR_ROUTES },
  /** The web's operations on this domain (their names become metric labels: observability/operations.ts). */
  operations: [
    'ApiClients',
    'CreateApiClient',
    'CreateWebhookSubscription',
    'DeleteWebhookSubscription',
    'ReplayWebhookDelivery',
    'RevokeApiClient',
    'WebhookDeliveries',
  ],
} as const satisfies DomainManifest;
