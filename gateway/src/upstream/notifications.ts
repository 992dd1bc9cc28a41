/**
 * docs/product.md §4.2, §8.7 "Notifications": the viewer's notifications and the ED
 * notifications of admin/holding.
 */
import type { Route, UpstreamClient } from './http.ts';
import { ShapeReader } from './shape.ts';

export const NOTIFICATION_ROUTES = {
  list: { method: 'GET', path: '/v1/notifications/portal/list' },
  remove: { method: 'DELETE', path: '/v1/notifications/portal/{notification_id}' },
  listEd: { method: 'GET', path: '/v1/notifications/portal/ed' },
  sendEd: { method: 'POST', path: '/v1/notifications/portal/ed' },
  removeEd: { method: 'DELETE', path: '/v1/notifications/portal/ed/{id}' },
} as const satisfies Record<string, Route>;

export interface UpstreamNotification {
  id: string;
  title: string;
  message: string;
  /** SUCCESS, WARN, ERROR or INFO; kept as text here, narrowed by the resolver. */
  type: string;
  /** ISO-8601 UTC. */
  date: string;
}

export interface UpstreamEdNotification extends UpstreamNotification {
  recipients: number;
}

export interface EdNotificationDraft {
  title: string;
  message: string;
  type: string;
}

export interface NotificationsApi {
  list(): Promise<UpstreamNotification[]>;
  remove(id: string): Promise<void>;
  listEd(): Promise<UpstreamEdNotification[]>;
  sendEd(draft: EdNotificationDraft): Promise<UpstreamEdNotification>;
  removeEd(id: string): Promise<void>;
}

const readNotification = (item: ShapeReader): UpstreamNotification => ({
  id: item.id('id'),
  title: item.string('title'),
  message: item.string('message'),
  type: item.optionalString('type') ?? 'INFO',
  date: item.instant('date'),
});

const readEdNotification = (item: ShapeReader): UpstreamEdNotification => ({
  ...readNotification(item),
  recipients: item.integer('recipients'),
});

export function createNotificationsApi(portal: UpstreamClient): NotificationsApi {
  const { area } = portal;
  return {
    async list() {
      const body = await portal.call(NOTIFICATION_ROUTES.list);
      return ShapeReader.array(area, 'GET notifications', body).map(readNotification);
    },
    async remove(id) {
      await portal.call(NOTIFICATION_ROUTES.remove, { params: { notification_id: id } });
    },
    async listEd() {
      const body = await portal.call(NOTIFICATION_ROUTES.listEd);
      return ShapeReader.array(area, 'GET ED notifications', body).map(readEdNotification);
    },
    async sendEd(draft) {
      const body = await portal.call(NOTIFICATION_ROUTES.sendEd, { json: draft });
      return readEdNotification(ShapeReader.object(area, 'POST ED notification', body));
    },
    async removeEd(id) {
      await portal.call(NOTIFICATION_ROUTES.removeEd, { params: { id } });
    },
  };
}
