/**
 * API clients and webhook subscriptions (upstream's integrators routes,
 * docs/integrators.md): list, create, revoke keys; list, create, delete subscriptions; the paged
 * delivery log and replay.
 */
import type { Route, UpstreamClient } from '../../upstream/http.ts';
import { ShapeReader } from '../../upstream/shape.ts';

export const INTEGRATOR_ROUTES = {
  listClients: { method: 'GET', path: '/v1/integrators/clients' },
  createClient: { method: 'POST', path: '/v1/integrators/clients' },
  revokeClient: { method: 'DELETE', path: '/v1/integrators/clients/{client_id}' },
  listWebhooks: { method: 'GET', path: '/v1/integrators/webhooks' },
  createWebhook: { method: 'POST', path: '/v1/integrators/webhooks' },
  deleteWebhook: { method: 'DELETE', path: '/v1/integrators/webhooks/{subscription_id}' },
  listDeliveries: { method: 'GET', path: '/v1/integrators/webhooks/{subscription_id}/deliveries' },
  replayDelivery: { method: 'POST', path: '/v1/integrators/deliveries/{delivery_id}/replay' },
} as const satisfies Record<string, Route>;

export interface UpstreamApiClient {
  id: string;
  name: string;
  scopes: string[];
  /** ISO-8601 UTC instants. */
  createdAt: string;
  expiresAt: string | null;
  revokedAt: string | null;
  lastUsedAt: string | null;
}

export interface ApiClientRequest {
  name: string;
  scopes: readonly string[];
  expiresAt: string | null;
}

export interface UpstreamWebhookSubscription {
  id: string;
  clientId: string;
  url: string;
  events: string[];
  /** ISO-8601 UTC instant. */
  createdAt: string;
}

export interface WebhookSubscriptionRequest {
  clientId: string;
  url: string;
  events: readonly string[];
}

export interface UpstreamWebhookDelivery {
  id: string;
  eventId: string;
  event: string;
  /** pending, delivered or failed. */
  state: string;
  attempts: number;
  responseStatus: number | null;
  lastError: string | null;
  /** ISO-8601 UTC instant. */
  updatedAt: string;
}

export interface UpstreamDeliveryPage {
  items: UpstreamWebhookDelivery[];
  totalRows: number;
  page: number;
  pageSize: number;
}

export interface IntegratorsApi {
  listClients(): Promise<UpstreamApiClient[]>;
  createClient(request: ApiClientRequest): Promise<{ client: UpstreamApiClient; secret: string }>;
  revokeClient(id: string): Promise<UpstreamApiClient>;
  listWebhooks(): Promise<UpstreamWebhookSubscription[]>;
  createWebhook(
    request: WebhookSubscriptionRequest,
  ): Promise<{ subscription: UpstreamWebhookSubscription; signingSecret: string }>;
  deleteWebhook(id: string): Promise<UpstreamWebhookSubscription>;
  listDeliveries(subscriptionId: string, page: number, pageSize: number): Promise<UpstreamDeliveryPage>;
  replayDelivery(id: string): Promise<void>;
}

const readSubscription = (row: ShapeReader): UpstreamWebhookSubscription => ({
  id: row.id('id'),
  clientId: row.id('clientId'),
  url: row.string('url'),
  events: row.ids('events'),
  createdAt: row.instant('createdAt'),
});

const readDelivery = (row: ShapeReader): UpstreamWebhookDelivery => ({
  id: row.id('id'),
  eventId: row.id('eventId'),
  event: row.string('event'),
  state: row.string('state'),
  attempts: row.integer('attempts'),
  responseStatus: row.optionalInteger('responseStatus'),
  lastError: row.optionalString('lastError'),
  updatedAt: row.instant('updatedAt'),
});

const readClient = (client: ShapeReader): UpstreamApiClient => ({
  id: client.id('id'),
  name: client.string('name'),
  scopes: client.ids('scopes'),
  createdAt: client.instant('createdAt'),
  expiresAt: client.optionalString('expiresAt'),
  revokedAt: client.optionalString('revokedAt'),
  lastUsedAt: client.optionalString('lastUsedAt'),
});

export function createIntegratorsApi(portal: UpstreamClient): IntegratorsApi {
  return {
    async listClients() {
      const body = await portal.call(INTEGRATOR_ROUTES.listClients);
      return ShapeReader.array(portal.area, 'GET clients', body).map(readClient);
    },
    async createClient(request) {
      const body = await portal.call(INTEGRATOR_ROUTES.createClient, { json: request });
      const created = ShapeReader.object(portal.area, 'POST clients', body);
      return { client: readClient(created.object('client')), secret: created.string('secret') };
    },
    async revokeClient(id) {
      const body = await portal.call(INTEGRATOR_ROUTES.revokeClient, { params: { client_id: id } });
      return readClient(ShapeReader.object(portal.area, 'DELETE client', body));
    },
    async listWebhooks() {
      const body = await portal.call(INTEGRATOR_ROUTES.listWebhooks);
      return ShapeReader.array(portal.area, 'GET webhooks', body).map(readSubscription);
    },
    async createWebhook(request) {
      const body = await portal.call(INTEGRATOR_ROUTES.createWebhook, { json: request });
      const created = ShapeReader.object(portal.area, 'POST webhooks', body);
      return {
        subscription: readSubscription(created.object('subscription')),
        signingSecret: created.string('signingSecret'),
      };
    },
    async deleteWebhook(id) {
      const body = await portal.call(INTEGRATOR_ROUTES.deleteWebhook, { params: { subscription_id: id } });
      return readSubscription(ShapeReader.object(portal.area, 'DELETE webhook', body));
    },
    async listDeliveries(subscriptionId, page, pageSize) {
      const body = await portal.call(INTEGRATOR_ROUTES.listDeliveries, {
        params: { subscription_id: subscriptionId },
        query: { page, pageSize },
      });
      const read = ShapeReader.object(portal.area, 'GET deliveries', body);
      return {
        items: read.array('items').map(readDelivery),
        totalRows: read.integer('totalRows'),
        page,
        pageSize,
      };
    },
    async replayDelivery(id) {
      await portal.call(INTEGRATOR_ROUTES.replayDelivery, { params: { delivery_id: id } });
    },
  };
}
