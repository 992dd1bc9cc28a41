/** schema/src/notifications.graphql: the viewer's notifications and ED notifications. */
import { saleListSchema } from '@portal/schema';
import type { Notification, NotificationType, Resolvers } from '../../__generated__/resolvers.ts';
import { listFilterArgs } from '../../kernel/list-filter.ts';
import type { EdAudienceDraft, UpstreamNotification } from './upstream.ts';

const NOTIFICATION_TYPES: readonly NotificationType[] = ['SUCCESS', 'WARN', 'ERROR', 'INFO'];

/** docs/product.md §4.1: a notification's type defaults to INFO; an unknown one is shown as INFO too. */
const toType = (type: string): NotificationType =>
  NOTIFICATION_TYPES.find((known) => known === type) ?? 'INFO';

const toNotification = (item: UpstreamNotification): Notification => ({ ...item, type: toType(item.type) });

/** The validated audience input (security/input-rules.ts): null means every ED. */
function toAudience(
  audience: { kind: string; unitId?: string | null; edIds?: readonly string[] | null } | null | undefined,
): EdAudienceDraft {
  if (audience?.kind === 'UNIT' && audience.unitId) return { kind: 'UNIT', unitId: audience.unitId };
  if (audience?.kind === 'EDS' && audience.edIds) return { kind: 'EDS', edIds: audience.edIds };
  return { kind: 'ALL' };
}

export const notificationResolvers: Resolvers = {
  Query: {
    notifications: async (_root, _args, context) =>
      (await context.upstream.notifications.list()).map(toNotification),
    edNotifications: (_root, _args, context) => context.upstream.notifications.listEd(),
    // The list toolbar's arguments by the lists' rule (BAD_USER_INPUT with fieldErrors, before upstream).
    sentEdNotifications: async (_root, args, context) => {
      const { page, pageSize, search, from, to } = await listFilterArgs(saleListSchema, args);
      return context.upstream.notifications.sentEd({ page, pageSize, search, status: args.type, from, to });
    },
    edNotificationUnits: (_root, _args, context) => context.upstream.notifications.edUnits(),
  },
  Mutation: {
    deleteNotification: async (_root, { id }, context) => {
      await context.upstream.notifications.remove(id);
      return id;
    },
    // `input` arrives validated and trimmed, its type defaulted (security/input-rules.ts).
    sendEdNotification: (_root, { input }, context) =>
      context.upstream.notifications.sendEd({
        title: input.title,
        message: input.message,
        type: input.type ?? 'INFO',
        audience: toAudience(input.audience),
      }),
    deleteEdNotification: async (_root, { id }, context) => {
      await context.upstream.notifications.removeEd(id);
      return id;
    },
  },
  EdNotification: {
    type: ({ type }) => toType(type),
    // The units loader batches the page's units into one upstream call.
    audienceUnit: ({ audienceUnitId }, _args, { loaders }) =>
      audienceUnitId === null ? null : loaders.units.load(audienceUnitId),
  },
};
