/**
 * Who may call marketing's root fields (docs/product.md §1.4): a rule per field, the API scope a client
 * needs on top of it, and the fields that stay a person's own. auth/access.ts applies them;
 * security/access-table.snapshot.md shows every domain's together.
 */
import { ADMIN_ONLY, type DomainAccess, HOLDING_ONLY } from '../../auth/access.ts';

export const ACCESS = {
  rules: {
    Query: {
      // docs/product.md §1.4 "Gerenciador de Banner": holding; "Tráfego Pago": admin. The active
      // banners are the dashboard's (any signed-in user); the traffic ids are what public pages load.
      banners: HOLDING_ONLY,
      activeBanners: 'authenticated',
      trafficTags: ADMIN_ONLY,
      publicTrafficTags: 'public',
    },
    Mutation: {
      // ED details' contract-sign: the ED managers (a branch for its unit's EDs, upstream's scope).
      createBanner: HOLDING_ONLY,
      updateBanner: HOLDING_ONLY,
      deleteBanner: HOLDING_ONLY,
      swapBanners: HOLDING_ONLY,
      createTrafficTag: ADMIN_ONLY,
      updateTrafficTag: ADMIN_ONLY,
      deleteTrafficTag: ADMIN_ONLY,
    },
  },
  scopes: {
    Query: {
      // The viewer's own membership is loaded after sign-in for every role (docs/product.md §1.7),
      // like `me`: profile:read, which every role may grant (points:read is the programme's roles').
      banners: 'marketing:read',
      activeBanners: 'marketing:read',
      trafficTags: 'marketing:read',
      publicTrafficTags: 'marketing:read',
    },
    Mutation: {
      createBanner: 'marketing:write',
      updateBanner: 'marketing:write',
      deleteBanner: 'marketing:write',
      swapBanners: 'marketing:write',
      createTrafficTag: 'marketing:write',
      updateTrafficTag: 'marketing:write',
      deleteTrafficTag: 'marketing:write',
    },
  },
  personOnly: {},
} as const satisfies DomainAccess;
