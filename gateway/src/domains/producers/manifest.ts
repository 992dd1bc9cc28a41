/**
 * The producers domain as the gateway composes it (domains/index.ts): everything the registries need
 * from it, registered in one place.
 */
import type { DomainManifest } from '../../kernel/domain.ts';
import { ACCESS } from './access.ts';
import { EXPECTED_ACCESS, EXPECTED_CLIENT_ACCESS } from './expected-access.ts';
import { producerFileRoutes } from './files.ts';
import { INPUT_RULES } from './input-rules.ts';
import { producerResolvers } from './resolvers.ts';
import { createProducersApi, PRODUCER_ROUTES, type ProducersApi } from './upstream.ts';

declare module '../../kernel/context.ts' {
  interface UpstreamApis {
    producers: ProducersApi;
  }
}

export const producersDomain = {
  name: 'producers',
  resolvers: [producerResolvers],
  access: ACCESS,
  inputRules: INPUT_RULES,
  expectedAccess: { people: EXPECTED_ACCESS, clients: EXPECTED_CLIENT_ACCESS },
  clients: (client, config) => ({
    producers: createProducersApi(client('producers', config.portalUrl)),
  }),
  routeTables: { PRODUCER_ROUTES },
  fileRoutes: producerFileRoutes,
  /** The web's operations on this domain (their names become metric labels: observability/operations.ts). */
  operations: ['CreateProducer', 'Producers', 'UpdateProducer'],
} as const satisfies DomainManifest;
