/** schema/src/notifications.graphql: the viewer's notifications and ED notifications. */
import type {
  EdNotification,
  Notification,
  NotificationType,
  Resolvers,
} from '../__generated__/resolvers.ts';
import type { UpstreamEdNotification, UpstreamNotification } from '../upstream/notifications.ts';

const NOTIFICATION_TYPES: readonly NotificationType[] = ['SUCCESS', 'WARN', 'ERROR', 'INFO'];

/** docs/product.md §4.1: a notification's type defaults to INFO; an unknown one is shown as INFO too. */
const toType = (type: string): NotificationType =>
  NOTIFICATION_TYPES.find((known) => known === type) ?? 'INFO';

const toNotification = (item: UpstreamNotification): Notification => ({ ...item, type: toType(item.type) });

const toEdNotification = (item: UpstreamEdNotification): EdNotification => ({
  ...item,
  type: toType(item.type),
});

export const notificationResolvers: Resolvers = {
  Query: {
    notifications: async (_root, _args, context) =>
      (await context.upstream.notifications.list()).map(toNotification),
    edNotifications: async (_root, _args, context) =>
      (await context.upstream.notifications.listEd()).map(toEdNotification),
  },
  Mutation: {
    deleteNotification: async (_root, { id }, context) => {
      await context.upstream.notifications.remove(id);
      return id;
    },
    // `input` arrives validated and trimmed, its type defaulted (security/input-rules.ts).
    sendEdNotification: async (_root, { input }, context) =>
      toEdNotification(await context.upstream.notifications.sendEd({ ...input, type: input.type ?? 'INFO' })),
    deleteEdNotification: async (_root, { id }, context) => {
      await context.upstream.notifications.removeEd(id);
      return id;
    },
  },
};
