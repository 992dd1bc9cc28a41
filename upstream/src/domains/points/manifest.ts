/** points: Pontos e Vouchers (joining, the ledger, conversions) and the Gerenciador de Vouchers. */
import type { DomainManifest } from '../../manifest.ts';
import { pointsRoutes } from './routes/points.ts';

export const points: DomainManifest = {
  name: 'points',
  routes: (deps) => [pointsRoutes(deps)],
  openapi: new URL('./openapi.yaml', import.meta.url),
  tables: ['vouchers', 'point_entries', 'points_memberships'],
  reads: { finance: ['sales'], producers: ['producers'] },
  // Converting commissions into points marks them, in the conversion's transaction; joining the
  // programme sets the user's programme status.
  writes: { finance: ['commissions'], auth: ['users'] },
};
