/**
 * The network domain as the gateway composes it (domains/index.ts): everything the registries need
 * from it, registered in one place.
 */
import type { DomainManifest } from '../../kernel/domain.ts';
import { ACCESS } from './access.ts';
import { EXPECTED_ACCESS, EXPECTED_CLIENT_ACCESS } from './expected-access.ts';
import { networkFileRoutes } from './files.ts';
import { INPUT_RULES } from './input-rules.ts';
import { type NetworkLoaders, networkLoaders } from './loaders.ts';
import { networkResolvers } from './resolvers.ts';
import { unitResolvers } from './units-resolvers.ts';
import { createUnitsApi, UNIT_ROUTES, type UnitsApi } from './units-upstream.ts';
import { createNetworkApi, NETWORK_ROUTES, type NetworkApi } from './upstream.ts';

declare module '../../kernel/context.ts' {
  interface UpstreamApis {
    network: NetworkApi;
    units: UnitsApi;
  }
  interface Loaders extends NetworkLoaders {}
}

export const networkDomain = {
  name: 'network',
  resolvers: [networkResolvers, unitResolvers],
  access: ACCESS,
  inputRules: INPUT_RULES,
  expectedAccess: { people: EXPECTED_ACCESS, clients: EXPECTED_CLIENT_ACCESS },
  clients: (client, config) => ({
    network: createNetworkApi(client('eds', config.portalUrl)),
    units: createUnitsApi(client('units', config.portalUrl)),
  }),
  loaders: (upstream, onBatch) => networkLoaders(upstream.network, onBatch),
  routeTables: { NETWORK_ROUTES, UNIT_ROUTES },
  fileRoutes: networkFileRoutes,
  /** The web's operations on this domain (their names become metric labels: observability/operations.ts). */
  operations: [
    'EdDetails',
    'EdPartnerCheck',
    'Eds',
    'Influencer',
    'Influencers',
    'ManagedUnit',
    'ManagedUnits',
    'MassChange',
    'MassChanges',
    'RequestEdContractSignature',
    'SaveUnit',
    'SetEdActive',
    'SetEdFlag',
    'StartMassChange',
  ],
} as const satisfies DomainManifest;
