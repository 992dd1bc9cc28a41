/**
 * The points domain as the gateway composes it (domains/index.ts): everything the registries need
 * from it, registered in one place.
 */
import type { DomainManifest } from '../../kernel/domain.ts';
import { ACCESS } from './access.ts';
import { EXPECTED_ACCESS, EXPECTED_CLIENT_ACCESS } from './expected-access.ts';
import { pointsFileRoutes } from './files.ts';
import { INPUT_RULES } from './input-rules.ts';
import { type PointsLoaders, pointsLoaders } from './loaders.ts';
import { pointsResolvers } from './resolvers.ts';
import { createPointsApi, POINTS_ROUTES, type PointsApi } from './upstream.ts';

declare module '../../kernel/context.ts' {
  interface UpstreamApis {
    points: PointsApi;
  }
  interface Loaders extends PointsLoaders {}
}

export const pointsDomain = {
  name: 'points',
  resolvers: [pointsResolvers],
  access: ACCESS,
  inputRules: INPUT_RULES,
  expectedAccess: { people: EXPECTED_ACCESS, clients: EXPECTED_CLIENT_ACCESS },
  clients: (client, config) => ({
    points: createPointsApi(client('points', config.portalUrl)),
  }),
  loaders: (upstream, onBatch) => pointsLoaders(upstream.points, onBatch),
  routeTables: { POINTS_ROUTES },
  fileRoutes: pointsFileRoutes,
  /** The web's operations on this domain (their names become metric labels: observability/operations.ts). */
  operations: [
    'ConvertCommissionsToPoints',
    'ConvertPoints',
    'ConvertPointsScreen',
    'JoinPointsProgramme',
    'ManagedVouchers',
    'PointsAndVouchers',
    'PointsProgrammeVideo',
    'ResendPointsCode',
    'SignPointsProgramme',
    'UseVoucher',
    'ValidatePointsCode',
    'VoucherById',
  ],
} as const satisfies DomainManifest;
