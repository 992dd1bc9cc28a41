import { paths } from '@/paths.ts';
import { access } from '@/platform/access.ts';
import { type FeatureManifest, lazyPage, screen } from '@/platform/routing/routes.ts';

const edDetails = lazyPage(() => import('./EdDetailsRoute.tsx'), 'EdDetailsRoute');

/** The wiring's own pages, each composed of two domains (features do not import each other). */
export const compositionsManifest: FeatureManifest = {
  routes: [
    // The payments route: the holding's 'Faturamento' before finance's 'Vendas e Faturamento'.
    ...screen(220, 'Faturamento', access.holding, [paths.holdingBillings], {
      icon: 'wallet',
      Page: lazyPage(() => import('./HoldingBillingsPage.tsx'), 'HoldingBillingsPage'),
    }),
    // The ED details: network's page with the points programme's video.
    ...screen(310, 'Gerenciador de EDs', access.edDetails, [paths.edDetails], { Page: edDetails }),
    ...screen(380, 'Gerenciador ED', access.holdingOrAdmin, [paths.networkEdDetails], { Page: edDetails }),
  ],
};
