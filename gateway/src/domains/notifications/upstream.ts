/**
 * docs/product.md §4.2, §8.7 "Notifications": the viewer's notifications and the ED
 * notifications of admin/holding.
 */
import { type ListFilterQuery, listFilterQuery } from '../../kernel/list-filter.ts';
import { readPage, type UpstreamPage } from '../../kernel/paging.ts';
import type { Route, UpstreamClient } from '../../upstream/http.ts';
import { ShapeReader } from '../../upstream/shape.ts';

export const NOTIFICATION_ROUTES = {
  list: { method: 'GET', path: '/v1/notifications/portal/list' },
  remove: { method: 'DELETE', path: '/v1/notifications/portal/{notification_id}' },
  listEd: { method: 'GET', path: '/v1/notifications/portal/ed' },
  sentEd: { method: 'GET', path: '/v1/notifications/portal/ed/sent' },
  /** Streamed to the browser by the gateway's file route (files.ts), never read here. */
  sentEdCsv: { method: 'GET', path: '/v1/notifications/portal/ed/sent/csv' },
  sendEd: { method: 'POST', path: '/v1/notifications/portal/ed' },
  removeEd: { method: 'DELETE', path: '/v1/notifications/portal/ed/{id}' },
  edUnits: { method: 'GET', path: '/v1/notifications/portal/ed/units' },
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

export type UpstreamEdAudienceKind = 'ALL' | 'UNIT' | 'EDS';

export interface UpstreamEdNotification extends UpstreamNotification {
  recipients: number;
  audience: UpstreamEdAudienceKind;
  /** The unit of a UNIT audience; null otherwise. */
  audienceUnitId: string | null;
}

/** Who receives it: every ED, one unit's EDs, or chosen EDs. */
export type EdAudienceDraft =
  | { kind: 'ALL' }
  | { kind: 'UNIT'; unitId: string }
  | { kind: 'EDS'; edIds: readonly string[] };

export interface EdNotificationDraft {
  title: string;
  message: string;
  type: string;
  audience: EdAudienceDraft;
}

export interface UpstreamAudienceUnit {
  id: string;
  name: string;
  agenciador: boolean;
}

/** The wire form of an audience (snake_case, only the fields of its kind). */
const audienceJson = (audience: EdAudienceDraft) => {
  switch (audience.kind) {
    case 'ALL':
      return { kind: 'ALL' };
    case 'UNIT':
      return { kind: 'UNIT', unit_id: audience.unitId };
    case 'EDS':
      return { kind: 'EDS', ed_ids: audience.edIds };
  }
};

export interface NotificationsApi {
  list(): Promise<UpstreamNotification[]>;
  remove(id: string): Promise<void>;
  listEd(): Promise<UpstreamEdNotification[]>;
  /** Notificação ED's sent list: one page under the toolbar's filter (`status` is the type). */
  sentEd(
    query: { page: number; pageSize: number } & ListFilterQuery,
  ): Promise<UpstreamPage<UpstreamEdNotification>>;
  sendEd(draft: EdNotificationDraft): Promise<UpstreamEdNotification>;
  removeEd(id: string): Promise<void>;
  /** The units an ED notification can be sent to, by name. */
  edUnits(): Promise<UpstreamAudienceUnit[]>;
}

const readNotification = (item: ShapeReader): UpstreamNotification => ({
  id: item.id('id'),
  title: item.string('title'),
  message: item.string('message'),
  type: item.optionalString('type') ?? 'INFO',
  date: item.instant('date'),
});

const AUDIENCE_KINDS = ['ALL', 'UNIT', 'EDS'] as const;

const readEdNotification = (item: ShapeReader): UpstreamEdNotification => ({
  ...readNotification(item),
  recipients: item.integer('recipients'),
  audience: item.oneOf('audience', AUDIENCE_KINDS),
  audienceUnitId: item.optionalId('audience_unit_id'),
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
    async sentEd({ page, pageSize, ...filter }) {
      const body = await portal.call(NOTIFICATION_ROUTES.sentEd, {
        query: { page, pageSize, ...listFilterQuery(filter) },
      });
      return readPage(ShapeReader.object(area, 'GET sent ED notifications', body), readEdNotification);
    },
    async sendEd(draft) {
      const json = { ...draft, audience: audienceJson(draft.audience) };
      const body = await portal.call(NOTIFICATION_ROUTES.sendEd, { json });
      return readEdNotification(ShapeReader.object(area, 'POST ED notification', body));
    },
    async removeEd(id) {
      await portal.call(NOTIFICATION_ROUTES.removeEd, { params: { id } });
    },
    async edUnits() {
      const body = await portal.call(NOTIFICATION_ROUTES.edUnits);
      return ShapeReader.object(area, 'GET ED notification units', body)
        .array('items')
        .map((unit) => ({
          id: unit.id('id'),
          name: unit.string('name'),
          agenciador: unit.boolean('agenciador'),
        }));
    },
  };
}
