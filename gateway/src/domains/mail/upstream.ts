/**
 * E-mails enviados (docs/mail.md "The holding sees what was sent"): the outbox as a delivery list,
 * its CSV (files.ts) and the resend of a failed message, over the upstream's mail routes.
 */
import { readPage, type UpstreamPage } from '../../kernel/paging.ts';
import type { Route, UpstreamClient } from '../../upstream/http.ts';
import { ShapeReader } from '../../upstream/shape.ts';

export const MAIL_ROUTES = {
  deliveries: { method: 'GET', path: '/v1/mail/deliveries' },
  deliveriesCsv: { method: 'GET', path: '/v1/mail/deliveries/csv' },
  resend: { method: 'POST', path: '/v1/mail/deliveries/{id}/resend' },
} as const satisfies Record<string, Route>;

/** The schema's enum values, from upstream's lowercase states. */
const STATES = { queued: 'QUEUED', deferred: 'DEFERRED', sent: 'SENT', failed: 'FAILED' } as const;
export type DeliveryState = (typeof STATES)[keyof typeof STATES];
export type UpstreamDeliveryState = keyof typeof STATES;

export interface UpstreamMailDelivery {
  id: string;
  recipient: string;
  template: string;
  subject: string | null;
  state: DeliveryState;
  attempts: number;
  failureReason: string | null;
  createdAt: string;
  updatedAt: string;
  sentAt: string | null;
}

export interface DeliveryQuery {
  page: number;
  pageSize: number;
  search: string;
  state: UpstreamDeliveryState | '';
  template: string;
  from?: string | undefined;
  to?: string | undefined;
}

export interface MailApi {
  deliveries(query: DeliveryQuery): Promise<UpstreamPage<UpstreamMailDelivery>>;
  resend(id: string): Promise<UpstreamMailDelivery>;
}

const readDelivery = (item: ShapeReader): UpstreamMailDelivery => {
  const state = item.string('state');
  if (!Object.hasOwn(STATES, state)) throw new Error(`unexpected delivery state "${state}"`);
  return {
    id: item.id('id'),
    recipient: item.string('recipient'),
    template: item.string('template'),
    subject: item.optionalString('subject'),
    state: STATES[state as UpstreamDeliveryState],
    attempts: item.integer('attempts'),
    failureReason: item.optionalString('last_error'),
    createdAt: item.instant('created_at'),
    updatedAt: item.instant('updated_at'),
    sentAt: item.optionalString('sent_at') === null ? null : item.instant('sent_at'),
  };
};

/** The query upstream takes: only the filters that are set. */
export const deliveryQueryOf = (query: Omit<DeliveryQuery, 'page' | 'pageSize'>): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query))
    if (typeof value === 'string' && value !== '') out[key] = value;
  return out;
};

export function createMailApi(portal: UpstreamClient): MailApi {
  const object = (route: Route, body: unknown) =>
    ShapeReader.object(portal.area, `${route.method} ${route.path}`, body);
  return {
    async deliveries({ page, pageSize, ...filters }) {
      const route = MAIL_ROUTES.deliveries;
      const query = { page, pageSize, ...deliveryQueryOf(filters) };
      return readPage(object(route, await portal.call(route, { query })), readDelivery);
    },
    async resend(id) {
      const route = MAIL_ROUTES.resend;
      return readDelivery(object(route, await portal.call(route, { params: { id } })));
    },
  };
}
