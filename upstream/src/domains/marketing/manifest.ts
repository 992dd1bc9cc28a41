/** marketing: the banner manager, the dashboard's active banners, paid-traffic tags. */
import type { DomainManifest } from '../../manifest.ts';
import { marketingRoutes } from './routes/marketing.ts';

export const marketing: DomainManifest = {
  name: 'marketing',
  routes: (deps) => [marketingRoutes(deps)],
  // The desktop, mobile and thumbnail images.
  fileReferences: [
    { table: 'banners', column: 'desktop_key' },
    { table: 'banners', column: 'mobile_key' },
    { table: 'banners', column: 'thumbnail_key' },
  ],
  openapi: new URL('./openapi.yaml', import.meta.url),
  tables: ['banners', 'traffic_tags'],
};
