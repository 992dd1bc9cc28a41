/** accreditation: registration (three route sets), its lookups, bank details, the own profile. */
import { buildPdf } from '../../kernel/pdf.ts';
import type { DomainManifest } from '../../manifest.ts';
import { accreditationRoutes } from './routes/accreditation.ts';

export const accreditation: DomainManifest = {
  name: 'accreditation',
  routes: (deps) => [accreditationRoutes(deps, { pdf: buildPdf })],
  openapi: new URL('./openapi.yaml', import.meta.url),
  tables: ['accreditation_sessions', 'accreditation_codes'],
  reads: { network: ['organisations'] },
  // A finished registration is a user: its personal data, address, agent and bank details.
  writes: { auth: ['users'] },
};
