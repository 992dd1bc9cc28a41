import { paths } from '@/paths.ts';
import { access } from '@/platform/access.ts';
import { byId, unkeyed } from '@/platform/apollo/cachePolicies.ts';
import { type FeatureManifest, lazyPage, screen } from '@/platform/routing/routes.ts';

/** Gerenciador de Banner, the affiliate's banners and Tráfego Pago (docs/product.md §9.1–§9.3). */
export const marketingManifest: FeatureManifest = {
  routes: [
    ...screen(520, 'Gerenciador de Banner', access.holding, [paths.bannerManager], {
      icon: 'image',
      Page: lazyPage(() => import('./BannerManagerPage.tsx'), 'BannerManagerPage'),
    }),
    // The affiliate's banners (docs/product.md §9.1), reached from the dashboard's area, not the menu.
    ...screen(540, 'Banners', access.affiliateOrAgent, [paths.activeBanners], {
      Page: lazyPage(() => import('./ActiveBannersPage.tsx'), 'ActiveBannersPage'),
    }),
    ...screen(550, 'Tráfego Pago', access.admin, [paths.trafficTags], {
      icon: 'ads',
      Page: lazyPage(() => import('./TrafficPage.tsx'), 'TrafficPage'),
    }),
  ],
  // Banners and traffic tags by id; the public ids are one embedded answer.
  typePolicies: { Banner: byId, TrafficTag: byId, PublicTrafficTags: unkeyed },
};
