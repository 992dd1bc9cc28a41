import { paths } from '@/paths.ts';
import { access } from '@/platform/access.ts';
import { byId, embedded } from '@/platform/apollo/cachePolicies.ts';
import { type FeatureManifest, lazyPage, screen } from '@/platform/routing/routes.ts';

/** E-mails enviados (docs/mail.md "The holding sees what was sent"). */
export const mailManifest: FeatureManifest = {
  routes: screen(540, 'E-mails enviados', access.holdingOrAdmin, [paths.mailDeliveries], {
    icon: 'mail',
    Page: lazyPage(() => import('./DeliveriesPage.tsx'), 'DeliveriesPage'),
  }),
  // Deliveries by id (a resend's answer updates its row in place); pages embedded in their arguments.
  typePolicies: { MailDelivery: byId, MailDeliveryPage: embedded },
};
