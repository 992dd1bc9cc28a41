/**
 * Every domain of the upstream, one line each (docs/architecture.md, "Domain map"). The portal
 * app mounts their routers in this order, app.ts starts their workers, the orphan sweep keeps
 * their file columns and src/openapi.ts bundles their parts of the OpenAPI document. This is a
 * composition root: the one place where a domain is handed another's code.
 */
import type { DomainManifest, FileReference } from '../manifest.ts';
import { accreditation } from './accreditation/manifest.ts';
import { contractPdf } from './accreditation/profile.ts';
import { auth } from './auth/manifest.ts';
import { files } from './files/manifest.ts';
import { finance } from './finance/manifest.ts';
import { holding } from './holding/manifest.ts';
import { integrators } from './integrators/manifest.ts';
import { mail } from './mail/manifest.ts';
import { marketing } from './marketing/manifest.ts';
import { network } from './network/manifest.ts';
import { notifications } from './notifications/manifest.ts';
import { points } from './points/manifest.ts';
import { producers } from './producers/manifest.ts';
import { products } from './products/manifest.ts';
import { training } from './training/manifest.ts';

// The order is the routers' mounting order: points' /v1/affiliates/by-ids before network's
// /v1/affiliates/:id, network's /v1/affiliates/:id/contract before accreditation's /me/contract.
export const DOMAINS: readonly DomainManifest[] = [
  auth,
  notifications,
  finance,
  points,
  network({ contractPdf }),
  files,
  marketing,
  products,
  integrators,
  accreditation,
  holding,
  training,
  producers,
  mail,
];

/** Every column that references stored objects: the orphan sweep never removes what they name. */
export const FILE_REFERENCES: readonly FileReference[] = DOMAINS.flatMap(
  (domain) => domain.fileReferences ?? [],
);
