/**
 * Who may call notifications's root fields (docs/product.md §1.4): a rule per field, the API scope a client
 * needs on top of it, and the fields that stay a person's own. auth/access.ts applies them;
 * security/access-table.snapshot.md shows every domain's together.
 */
import { ADMIN_OR_HOLDING, type DomainAccess } from '../../auth/access.ts';

export const ACCESS = {
  rules: {
    Query: {
      notifications: 'authenticated',
      edNotifications: ADMIN_OR_HOLDING,
      sentEdNotifications: ADMIN_OR_HOLDING,
      // Notificação ED's audience picker: admin, holding.
      edNotificationUnits: ADMIN_OR_HOLDING,
    },
    Mutation: {
      deleteNotification: 'authenticated',
      sendEdNotification: ADMIN_OR_HOLDING,
      deleteEdNotification: ADMIN_OR_HOLDING,
    },
  },
  scopes: {
    Query: {
      notifications: 'notifications:read',
      edNotifications: 'notifications:read',
      sentEdNotifications: 'notifications:read',
      // Notificação ED's audience picker goes with the ED notifications it serves.
      edNotificationUnits: 'notifications:read',
    },
    Mutation: {
      deleteNotification: 'notifications:write',
      sendEdNotification: 'notifications:write',
      deleteEdNotification: 'notifications:write',
    },
  },
  personOnly: {},
} as const satisfies DomainAccess;
