import { accreditationManifest } from '@/features/accreditation/manifest.ts';
import { authManifest } from '@/features/auth/manifest.ts';
import { contactManifest } from '@/features/contact/manifest.ts';
import { financeManifest } from '@/features/finance/manifest.ts';
import { holdingManifest } from '@/features/holding/manifest.ts';
import { homeManifest } from '@/features/home/manifest.ts';
import { integratorsManifest } from '@/features/integrators/manifest.ts';
import { mailManifest } from '@/features/mail/manifest.ts';
import { marketingManifest } from '@/features/marketing/manifest.ts';
import { networkManifest } from '@/features/network/manifest.ts';
import { notificationsManifest } from '@/features/notifications/manifest.ts';
import { pointsManifest } from '@/features/points/manifest.ts';
import { producersManifest } from '@/features/producers/manifest.ts';
import { productsManifest } from '@/features/products/manifest.ts';
import { trainingManifest } from '@/features/training/manifest.ts';
import { platformTypePolicies } from '@/platform/apollo/cachePolicies.ts';
import { composeTypePolicies, type FeatureManifest } from '@/platform/routing/routes.ts';
import { compositionsManifest } from './pages/manifest.ts';

/**
 * Every feature registers itself here, one line each: its routes and menu entries (app/routes.ts
 * composes the table) and its cache policies (composed below).
 */
export const MANIFESTS: readonly FeatureManifest[] = [
  authManifest,
  accreditationManifest,
  homeManifest,
  financeManifest,
  pointsManifest,
  networkManifest,
  productsManifest,
  producersManifest,
  holdingManifest,
  notificationsManifest,
  marketingManifest,
  integratorsManifest,
  trainingManifest,
  mailManifest,
  contactManifest,
  compositionsManifest,
];

/** The normalised cache's type policies: the platform's and every feature's (app/typePolicies.test.ts). */
export const typePolicies = composeTypePolicies(MANIFESTS, platformTypePolicies);
