/**
 * Every domain of the gateway, one line each (docs/architecture.md, "Domain map"). The composition
 * roots (registry.ts, context.ts, schema.ts, server.ts) build the resolver map, the access and input
 * tables, the per-request clients and loaders, the route tables, the file routes and the operation
 * labels from this list; a new domain is one line here.
 */
import { accreditationDomain } from './accreditation/manifest.ts';
import { authDomain } from './auth/manifest.ts';
import { filesDomain } from './files/manifest.ts';
import { financeDomain } from './finance/manifest.ts';
import { holdingDomain } from './holding/manifest.ts';
import { integratorsDomain } from './integrators/manifest.ts';
import { mailDomain } from './mail/manifest.ts';
import { marketingDomain } from './marketing/manifest.ts';
import { networkDomain } from './network/manifest.ts';
import { notificationsDomain } from './notifications/manifest.ts';
import { pointsDomain } from './points/manifest.ts';
import { producersDomain } from './producers/manifest.ts';
import { productsDomain } from './products/manifest.ts';
import { trainingDomain } from './training/manifest.ts';

export const DOMAINS = [
  authDomain,
  notificationsDomain,
  financeDomain,
  pointsDomain,
  networkDomain,
  filesDomain,
  marketingDomain,
  productsDomain,
  integratorsDomain,
  accreditationDomain,
  holdingDomain,
  trainingDomain,
  producersDomain,
  mailDomain,
] as const;
