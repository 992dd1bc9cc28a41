/**
 * The marketing domain as the gateway composes it (domains/index.ts): everything the registries need
 * from it, registered in one place.
 */
import type { DomainManifest } from '../../kernel/domain.ts';
import { ACCESS } from './access.ts';
import { EXPECTED_ACCESS, EXPECTED_CLIENT_ACCESS } from './expected-access.ts';
import { marketingFileRoutes } from './files.ts';
import { INPUT_RULES } from './input-rules.ts';
import { marketingResolvers } from './resolvers.ts';
import { createMarketingApi, MARKETING_ROUTES, type MarketingApi } from './upstream.ts';

declare module '../../kernel/context.ts' {
  interface UpstreamApis {
    marketing: MarketingApi;
  }
}

export const marketingDomain = {
  name: 'marketing',
  resolvers: [marketingResolvers],
  access: ACCESS,
  inputRules: INPUT_RULES,
  expectedAccess: { people: EXPECTED_ACCESS, clients: EXPECTED_CLIENT_ACCESS },
  clients: (client, config) => ({
    marketing: createMarketingApi(client('marketing', config.portalUrl)),
  }),
  routeTables: { MARKETING_ROUTES },
  fileRoutes: marketingFileRoutes,
  /** The web's operations on this domain (their names become metric labels: observability/operations.ts). */
  operations: [
    'ActiveBanners',
    'BannerUploadUrls',
    'Banners',
    'CreateBanner',
    'CreateTrafficTag',
    'DeleteBanner',
    'DeleteTrafficTag',
    'SwapBanners',
    'TrafficTags',
    'UpdateBanner',
    'UpdateTrafficTag',
  ],
} as const satisfies DomainManifest;
