/**
 * The notifications domain as the gateway composes it (domains/index.ts): everything the registries need
 * from it, registered in one place.
 */
import type { DomainManifest } from '../../kernel/domain.ts';
import { ACCESS } from './access.ts';
import { EXPECTED_ACCESS, EXPECTED_CLIENT_ACCESS } from './expected-access.ts';
import { notificationFileRoutes } from './files.ts';
import { INPUT_RULES } from './input-rules.ts';
import { notificationResolvers } from './resolvers.ts';
import { createNotificationsApi, NOTIFICATION_ROUTES, type NotificationsApi } from './upstream.ts';

declare module '../../kernel/context.ts' {
  interface UpstreamApis {
    notifications: NotificationsApi;
  }
}

export const notificationsDomain = {
  name: 'notifications',
  resolvers: [notificationResolvers],
  access: ACCESS,
  inputRules: INPUT_RULES,
  expectedAccess: { people: EXPECTED_ACCESS, clients: EXPECTED_CLIENT_ACCESS },
  clients: (client, config) => ({
    notifications: createNotificationsApi(client('notifications', config.portalUrl)),
  }),
  routeTables: { NOTIFICATION_ROUTES },
  fileRoutes: notificationFileRoutes,
  /** The web's operations on this domain (their names become metric labels: observability/operations.ts). */
  operations: [
    'DeleteEdNotification',
    'DeleteNotification',
    'EdNotificationEdSearch',
    'EdNotificationsScreen',
    'SendEdNotification',
    'Shell',
  ],
} as const satisfies DomainManifest;
