/** schema/src/notifications.graphql: the viewer's notifications and ED notifications. */
import { MESSAGES } from '@portal/schema';
import { mixed, object, string } from 'yup';
import type {
  EdNotification,
  Notification,
  NotificationType,
  Resolvers,
} from '../__generated__/resolvers.ts';
import type { UpstreamEdNotification, UpstreamNotification } from '../upstream/notifications.ts';
import { validateInput } from '../validation.ts';

const NOTIFICATION_TYPES: readonly NotificationType[] = ['SUCCESS', 'WARN', 'ERROR', 'INFO'];

/** SPEC §3: a notification's type defaults to INFO; an unknown one is shown as INFO too. */
const toType = (type: string): NotificationType =>
  NOTIFICATION_TYPES.find((known) => known === type) ?? 'INFO';

const toNotification = (item: UpstreamNotification): Notification => ({ ...item, type: toType(item.type) });

const toEdNotification = (item: UpstreamEdNotification): EdNotification => ({
  ...item,
  type: toType(item.type),
});

/** Title and message are required (upstream answers 400 otherwise); checked before calling it. */
const edNotificationInput = object({
  title: string().trim().required(MESSAGES.required),
  message: string().trim().required(MESSAGES.required),
  type: mixed<NotificationType>().oneOf(NOTIFICATION_TYPES).default('INFO'),
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
    sendEdNotification: async (_root, { input }, context) => {
      const draft = await validateInput(edNotificationInput, input);
      return toEdNotification(await context.upstream.notifications.sendEd(draft));
    },
    deleteEdNotification: async (_root, { id }, context) => {
      await context.upstream.notifications.removeEd(id);
      return id;
    },
  },
};
