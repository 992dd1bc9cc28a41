/** An API client's webhook subscriptions (docs/integrators.md): subscribe, list, delete. */
import { randomBytes } from 'node:crypto';
import { INTEGRATOR_MESSAGES, WEBHOOK_EVENTS, type WebhookEvent } from '@portal/schema';
import type { Db } from '../../db/connection.ts';
import { HttpError } from '../../kernel/errors.ts';
import { isUuid } from '../../kernel/viewer.ts';
import { checkTarget } from './webhook-targets.ts';

export interface SubscriptionInput {
  clientId: string;
  url: string;
  events: WebhookEvent[];
}

export function parseSubscriptionInput(body: unknown): SubscriptionInput {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const { clientId, url, events } = fields;
  if (typeof clientId !== 'string' || !isUuid(clientId))
    throw new HttpError(404, INTEGRATOR_MESSAGES.clientNotFound);
  if (typeof url !== 'string' || url.length > 2048)
    throw new HttpError(400, INTEGRATOR_MESSAGES.webhookUrlInvalid);
  if (!Array.isArray(events) || events.length === 0)
    throw new HttpError(400, INTEGRATOR_MESSAGES.webhookEventsRequired);
  if (!events.every((event) => (WEBHOOK_EVENTS as readonly unknown[]).includes(event)))
    throw new HttpError(400, INTEGRATOR_MESSAGES.webhookEventInvalid);
  return { clientId, url, events: [...new Set(events as WebhookEvent[])] };
}

export interface SubscriptionView {
  id: string;
  clientId: string;
  url: string;
  events: string[];
  createdAt: string;
}

const subscriptionView = (row: {
  id: string;
  client_id: string;
  url: string;
  events: string;
  created_at: Date;
}): SubscriptionView => ({
  id: row.id,
  clientId: row.client_id,
  url: row.url,
  events: row.events.split(' '),
  createdAt: row.created_at.toISOString(),
});

/** Subscribes one of the owner's usable clients; the signing secret is in this answer only. */
export async function createSubscription(
  db: Db,
  ownerId: string,
  input: SubscriptionInput,
  allowLoopback: boolean,
): Promise<{ subscription: SubscriptionView; signingSecret: string }> {
  const client = await db
    .selectFrom('api_clients')
    .select('id')
    .where('id', '=', input.clientId)
    .where('owner_id', '=', ownerId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (!client) throw new HttpError(404, INTEGRATOR_MESSAGES.clientNotFound);
  if (!(await checkTarget(input.url, allowLoopback)))
    throw new HttpError(400, INTEGRATOR_MESSAGES.webhookUrlInvalid);
  const signingSecret = `whsec_${randomBytes(32).toString('base64url')}`;
  const row = await db
    .insertInto('webhook_subscriptions')
    .values({
      client_id: client.id,
      url: input.url,
      events: input.events.join(' '),
      signing_secret: signingSecret,
    })
    .returning(['id', 'client_id', 'url', 'events', 'created_at'])
    .executeTakeFirstOrThrow();
  return { subscription: subscriptionView(row), signingSecret };
}

/** The owner's subscriptions (of all their clients, revoked ones' included), newest first. */
export async function listSubscriptions(db: Db, ownerId: string): Promise<SubscriptionView[]> {
  const rows = await db
    .selectFrom('webhook_subscriptions as s')
    .innerJoin('api_clients as c', 'c.id', 's.client_id')
    .select(['s.id', 's.client_id', 's.url', 's.events', 's.created_at'])
    .where('c.owner_id', '=', ownerId)
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id')
    .execute();
  return rows.map(subscriptionView);
}

/** Deletes one of the owner's subscriptions; its deliveries go with it (cascade), nothing more is sent. */
export async function deleteSubscription(
  db: Db,
  ownerId: string,
  subscriptionId: string,
): Promise<SubscriptionView> {
  if (!isUuid(subscriptionId)) throw new HttpError(404, INTEGRATOR_MESSAGES.clientNotFound);
  const row = await db
    .deleteFrom('webhook_subscriptions')
    .where('id', '=', subscriptionId)
    .where('client_id', 'in', (eb) =>
      eb.selectFrom('api_clients').select('id').where('owner_id', '=', ownerId),
    )
    .returning(['id', 'client_id', 'url', 'events', 'created_at'])
    .executeTakeFirst();
  if (!row) throw new HttpError(404, INTEGRATOR_MESSAGES.clientNotFound);
  return subscriptionView(row);
}
