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
      // docs/product.md §9.1, §9.3: the holding manages the banners, the admin the paid-traffic tags.
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
      // marketing:read, which every role may grant: the role rules above still keep the managed
      // lists to the holding and admin.
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
