import { paths } from '@/paths.ts';
import { access } from '@/platform/access.ts';
import { byId, unkeyed } from '@/platform/apollo/cachePolicies.ts';
import { type FeatureManifest, lazyPage, screen } from '@/platform/routing/routes.ts';

/** Gerenciador de produtores. */
export const producersManifest: FeatureManifest = {
  routes: screen(350, 'Gerenciador de produtores', access.admin, [paths.producers], {
    icon: 'factory',
    Page: lazyPage(() => import('./ProducersPage.tsx'), 'ProducersPage'),
  }),
  // Producers by id; pages embedded.
  typePolicies: { Producer: byId, ProducerPage: unkeyed },
};
