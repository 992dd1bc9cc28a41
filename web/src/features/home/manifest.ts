import { paths } from '@/paths.ts';
import { access } from '@/platform/access.ts';
import { type FeatureManifest, lazyPage, screen } from '@/platform/routing/routes.ts';

const home = lazyPage(() => import('./HomePage.tsx'), 'HomePage');

/** Início ('/' signed in) and the affiliate's dashboard: pages composed of other domains' widgets. */
export const homeManifest: FeatureManifest = {
  routes: [
    // Affiliates and branches land on their Dashboard: '/' is the same page, so its menu entry is
    // Dashboard's alone (the first variant the roles allow wins; this one has no menu entry).
    ...screen(100, 'Início', access.dashboardOwners, [paths.home], { Page: home }),
    ...screen(101, 'Início', access.everyone, [paths.home], { icon: 'home', Page: home }),
    // Same path and title as the branch's (finance); the first the roles allow wins.
    ...screen(130, 'Dashboard', access.affiliate, [paths.dashboard], {
      icon: 'dashboard',
      Page: lazyPage(() => import('./AffiliateDashboardPage.tsx'), 'AffiliateDashboardPage'),
    }),
  ],
};
