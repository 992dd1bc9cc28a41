import { paths } from '@/paths.ts';
import { access } from '@/platform/access.ts';
import { type FeatureManifest, lazyPage, screen } from '@/platform/routing/routes.ts';

/** Fale Conosco (static). */
export const contactManifest: FeatureManifest = {
  routes: screen(560, 'Contato', access.everyone, [paths.contact], {
    icon: 'phone',
    Page: lazyPage(() => import('./ContactPage.tsx'), 'ContactPage'),
  }),
};
