/** notifications: the bell, and ED notifications sent by the holding or an admin. */
import type { DomainManifest } from '../../manifest.ts';
import { edNotificationRoutes } from './routes/ed-notifications.ts';
import { notificationRoutes } from './routes/notifications.ts';

export const notifications: DomainManifest = {
  name: 'notifications',
  routes: (deps) => [notificationRoutes(deps), edNotificationRoutes(deps)],
  openapi: new URL('./openapi.yaml', import.meta.url),
  tables: ['notifications', 'ed_notifications'],
  // An ED notification's audience: every affiliated user, a unit's, or chosen EDs.
  reads: { auth: ['users'], network: ['organisations'] },
};
