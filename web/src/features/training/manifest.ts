import { paths } from '@/paths.ts';
import { access } from '@/platform/access.ts';
import { byId, embedded } from '@/platform/apollo/cachePolicies.ts';
import { type FeatureManifest, lazyPage, screen } from '@/platform/routing/routes.ts';

/** Material de Apoio (docs/product.md §12). */
export const trainingManifest: FeatureManifest = {
  routes: screen(190, 'Material de Apoio', access.supportMaterial, [paths.training, paths.trainingCategory], {
    icon: 'book',
    Page: lazyPage(() => import('./TrainingPage.tsx'), 'TrainingPage'),
  }),
  /**
   * A library answer and its pages belong to their arguments; items and categories are entities
   * (the same item in a level and a search is one).
   */
  typePolicies: {
    TrainingLibrary: embedded,
    TrainingItemPage: embedded,
    TrainingItem: byId,
    TrainingBreadcrumb: byId,
    TrainingCategoryNode: byId,
    TrainingWriteResult: byId,
  },
};
