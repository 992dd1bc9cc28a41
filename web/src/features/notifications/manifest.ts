import { paths } from '@/paths.ts';
import { access } from '@/platform/access.ts';
import { byId, embedded, replacedList } from '@/platform/apollo/cachePolicies.ts';
import { type FeatureManifest, lazyPage, screen } from '@/platform/routing/routes.ts';

/** Notificação ED (the bell is the shell's, which imports it). */
export const notificationsManifest: FeatureManifest = {
  routes: screen(490, 'Notificação ED', access.holdingOrAdmin, [paths.edNotifications], {
    icon: 'megaphone',
    Page: lazyPage(() => import('./EdNotificationsPage.tsx'), 'EdNotificationsPage'),
  }),
  typePolicies: {
    Query: { fields: { notifications: replacedList, edNotifications: replacedList } },
    Notification: byId,
    EdNotification: byId,
    // Notificação ED's sent list: a page per arguments, its notifications by id.
    EdNotificationPage: embedded,
  },
};
