import { paths } from '@/paths.ts';
import { access } from '@/platform/access.ts';
import { type FeatureManifest, lazyPage, screen } from '@/platform/routing/routes.ts';

/** Início ('/' signed in) and the affiliate's dashboard: pages composed of other domains' widgets. */
export const homeManifest: FeatureManifest = {
  routes: [
    ...screen(100, 'Início', access.everyone, [paths.home], {
      icon: 'home',
      Page: lazyPage(() => import('./HomePage.tsx'), 'HomePage'),
    }),
    // Same path and title as the branch's (finance); the first the roles allow wins.
    ...screen(130, 'Dashboard', access.affiliate, [paths.dashboard], {
      icon: 'dashboard',
      Page: lazyPage(() => import('./AffiliateDashboardPage.tsx'), 'AffiliateDashboardPage'),
    }),
  ],
};
