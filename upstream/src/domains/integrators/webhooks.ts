/**
 * Signed webhooks (docs/integrators.md). An API client's owner subscribes it to events; events come
 * from the outbox (kernel/outbox.ts), written in the transaction of the change. A dispatcher turns
 * each new event into one delivery per matching subscription and one queue job per delivery, all
 * in one transaction (so a crash neither loses nor doubles them); the job POSTs the event signed
 * with HMAC-SHA256 and is retried with exponential backoff for about a day.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { INTEGRATOR_MESSAGES, WEBHOOK_EVENTS, type WebhookEvent } from '@portal/schema';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { executorOf, type JobQueue } from '../../jobs/queue.ts';
import { HttpError } from '../../kernel/errors.ts';
import { isUuid } from '../../kernel/viewer.ts';
import type { Logger } from '../../logger.ts';

export const WEBHOOK_QUEUE = 'webhook-delivery';

/** Header names of a delivery; the signature covers `${id}.${timestamp}.${body}`. */
export const WEBHOOK_HEADERS = {
  id: 'webhook-id',
  timestamp: 'webhook-timestamp',
  signature: 'webhook-signature',
} as const;

/** pg-boss retries with backoff (delay × 2^n): 17 retries from 1 s add up to about a day. */
export const DELIVERY_RETRIES = { retryLimit: 17, retryDelay: 1, retryBackoff: true } as const;

const DELIVERY_TIMEOUT_MS = 10_000;

/** The signature of one delivery: hex HMAC-SHA256 of `${id}.${timestamp}.${body}` with the secret. */
export const signDelivery = (secret: string, id: string, timestamp: number, body: string): string =>
  `v1=${createHmac('sha256', secret).update(`${id}.${timestamp}.${body}`).digest('hex')}`;

const PRIVATE_V4: readonly [number, number][] = [
  // [network, prefix length]
  [0x0a000000, 8], // 10/8
  [0xac100000, 12], // 172.16/12
  [0xc0a80000, 16], // 192.168/16
  [0xa9fe0000, 16], // 169.254/16 link-local (cloud metadata)
  [0x64400000, 10], // 100.64/10 carrier-grade NAT
  [0x00000000, 8], // 0/8
];

const v4Number = (address: string): number =>
  address.split('.').reduce((value, part) => value * 256 + Number(part), 0);

const inV4 = (address: string, [network, bits]: [number, number]): boolean =>
  Math.floor(v4Number(address) / 2 ** (32 - bits)) === Math.floor(network / 2 ** (32 - bits));

const isLoopback = (address: string): boolean =>
  address === '::1' || (isIP(address) === 4 && inV4(address, [0x7f000000, 8]));

/** Never a target: private, link-local, unique-local and unspecified addresses. */
export function isPrivateAddress(address: string): boolean {
  const mapped = address.toLowerCase().replace(/^::ffff:/, '');
  if (isIP(mapped) === 4) return PRIVATE_V4.some((range) => inV4(mapped, range));
  const lower = mapped.toLowerCase();
  return lower === '::' || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower);
}

/**
 * Whether a receiver URL is acceptable: https with a public address; with `allowLoopback`
 * (development, tests) also http(s) on loopback. Never a private-range address. Names are
 * resolved, and every address they resolve to must pass (checked again before each delivery).
 */
export async function checkTarget(url: string, allowLoopback: boolean): Promise<boolean> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.username || parsed.password) return false;
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = (await lookup(host, { all: true })).map((entry) => entry.address);
    } catch {
      return false;
    }
  }
  if (addresses.length === 0) return false;
  return addresses.every((address) => {
    if (isPrivateAddress(address)) return false;
    if (isLoopback(address)) return allowLoopback;
    return parsed.protocol === 'https:';
  });
}

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

export interface DeliveryView {
  id: string;
  eventId: string;
  event: string;
  state: string;
  attempts: number;
  responseStatus: number | null;
  lastError: string | null;
  updatedAt: string;
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

export interface DeliveryView {
  id: string;
  eventId: string;
  event: string;
  state: string;
  attempts: number;
  responseStatus: number | null;
  lastError: string | null;
  updatedAt: string;
}

/** One page of the delivery log of one of the owner's subscriptions, newest first. */
export async function listDeliveries(
  db: Db,
  ownerId: string,
  subscriptionId: string,
  paging: { page: number; pageSize: number },
): Promise<{ items: DeliveryView[]; totalRows: number }> {
  if (!isUuid(subscriptionId)) throw new HttpError(404, INTEGRATOR_MESSAGES.clientNotFound);
  const owned = await db
    .selectFrom('webhook_subscriptions as s')
    .innerJoin('api_clients as c', 'c.id', 's.client_id')
    .select('s.id')
    .where('s.id', '=', subscriptionId)
    .where('c.owner_id', '=', ownerId)
    .executeTakeFirst();
  if (!owned) throw new HttpError(404, INTEGRATOR_MESSAGES.clientNotFound);
  const [rows, count] = await Promise.all([
    db
      .selectFrom('webhook_deliveries as d')
      .innerJoin('webhook_events as e', 'e.id', 'd.event_id')
      .select([
        'd.id',
        'd.event_id',
        'e.event',
        'd.state',
        'd.attempts',
        'd.response_status',
        'd.last_error',
        'd.updated_at',
      ])
      .where('d.subscription_id', '=', owned.id)
      .orderBy('d.updated_at', 'desc')
      .orderBy('d.id')
      .limit(paging.pageSize)
      .offset(paging.page * paging.pageSize)
      .execute(),
    db
      .selectFrom('webhook_deliveries')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .where('subscription_id', '=', owned.id)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      eventId: row.event_id,
      event: row.event,
      state: row.state,
      attempts: row.attempts,
      responseStatus: row.response_status,
      lastError: row.last_error,
      updatedAt: row.updated_at.toISOString(),
    })),
    totalRows: Number(count.total),
  };
}

/** Replays one of the owner's deliveries: back to pending, a new job (the receiver dedupes by id). */
export async function replayDelivery(
  db: Db,
  queue: JobQueue,
  ownerId: string,
  deliveryId: string,
): Promise<void> {
  if (!isUuid(deliveryId)) throw new HttpError(404, INTEGRATOR_MESSAGES.clientNotFound);
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('webhook_deliveries as d')
      .innerJoin('webhook_subscriptions as s', 's.id', 'd.subscription_id')
      .innerJoin('api_clients as c', 'c.id', 's.client_id')
      .select('d.id')
      .where('d.id', '=', deliveryId)
      .where('c.owner_id', '=', ownerId)
      .executeTakeFirst();
    if (!row) throw new HttpError(404, INTEGRATOR_MESSAGES.clientNotFound);
    await trx
      .updateTable('webhook_deliveries')
      .set({ state: 'pending', updated_at: sql`now()` })
      .where('id', '=', row.id)
      .execute();
    await queue.send(WEBHOOK_QUEUE, { deliveryId: row.id }, { ...DELIVERY_RETRIES, db: executorOf(trx) });
  });
}

/**
 * Turns new outbox events into deliveries and jobs, in one transaction with the events' rows
 * locked (SKIP LOCKED: two dispatchers share the work, never double it). Returns how many events.
 */
export async function dispatchEvents(db: Db, queue: JobQueue, limit = 100): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const events = await trx
      .selectFrom('webhook_events')
      .select(['id', 'event', 'owner_id'])
      .where('dispatched_at', 'is', null)
      .orderBy('created_at')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    for (const event of events) {
      const subscriptions = await trx
        .selectFrom('webhook_subscriptions as s')
        .innerJoin('api_clients as c', 'c.id', 's.client_id')
        .select(['s.id', 's.events'])
        .where('c.owner_id', '=', event.owner_id)
        .where('c.revoked_at', 'is', null)
        .where('s.active', '=', true)
        .execute();
      const matching = subscriptions.filter((row) => row.events.split(' ').includes(event.event));
      if (matching.length > 0) {
        const deliveries = await trx
          .insertInto('webhook_deliveries')
          .values(matching.map((row) => ({ event_id: event.id, subscription_id: row.id })))
          .onConflict((oc) => oc.columns(['event_id', 'subscription_id']).doNothing())
          .returning('id')
          .execute();
        if (deliveries.length > 0) {
          await queue.insert(
            deliveries.map((delivery) => ({
              name: WEBHOOK_QUEUE,
              data: { deliveryId: delivery.id },
              ...DELIVERY_RETRIES,
            })),
            { db: executorOf(trx) },
          );
        }
      }
      await trx
        .updateTable('webhook_events')
        .set({ dispatched_at: sql`now()` })
        .where('id', '=', event.id)
        .execute();
    }
    return events.length;
  });
}

export interface DeliveryJob {
  deliveryId: string;
}

/**
 * One attempt of a delivery. Resolves when delivered (or nothing is left to do, or it failed for
 * good on the last attempt); throws to have the queue retry it later.
 */
export async function attemptDelivery(
  db: Db,
  deliveryId: string,
  lastAttempt: boolean,
  allowLoopback: boolean,
  now: () => number = Date.now,
): Promise<void> {
  const row = await db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_subscriptions as s', 's.id', 'd.subscription_id')
    .innerJoin('webhook_events as e', 'e.id', 'd.event_id')
    .select([
      'd.id',
      'd.state',
      'd.event_id',
      'e.event',
      'e.payload',
      'e.created_at',
      's.url',
      's.signing_secret',
    ])
    .where('d.id', '=', deliveryId)
    .executeTakeFirst();
  if (!row || row.state === 'delivered') return;
  const body = JSON.stringify({
    id: row.event_id,
    type: row.event,
    createdAt: row.created_at.toISOString(),
    data: row.payload,
  });
  const timestamp = Math.floor(now() / 1000);
  let status: number | null = null;
  let error: string | null = null;
  if (!(await checkTarget(row.url, allowLoopback))) error = 'target not allowed';
  else {
    try {
      const response = await fetch(row.url, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'content-type': 'application/json',
          [WEBHOOK_HEADERS.id]: row.event_id,
          [WEBHOOK_HEADERS.timestamp]: String(timestamp),
          [WEBHOOK_HEADERS.signature]: signDelivery(row.signing_secret, row.event_id, timestamp, body),
        },
        body,
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      status = response.status;
      await response.body?.cancel();
      if (status < 200 || status >= 300) error = `HTTP ${status}`;
    } catch (cause) {
      error = cause instanceof Error ? cause.message : String(cause);
    }
  }
  const state = error === null ? 'delivered' : lastAttempt ? 'failed' : 'pending';
  await db
    .updateTable('webhook_deliveries')
    .set({
      state,
      attempts: sql`attempts + 1`,
      response_status: status,
      last_error: error,
      updated_at: sql`now()`,
    })
    .where('id', '=', row.id)
    .execute();
  if (state === 'pending') throw new Error(`webhook delivery ${row.id} failed: ${error}`);
}

export interface WebhookWorkerOptions {
  pollingIntervalSeconds: number;
  allowLoopback: boolean;
  /** Tests shorten the backoff. */
  retryDelaySeconds?: number;
}

/** Creates the queue, works it, and dispatches new events every polling interval. Returns a stop. */
export async function startWebhookWorker(
  queue: JobQueue,
  db: Db,
  logger: Logger,
  options: WebhookWorkerOptions,
): Promise<() => void> {
  await queue.createQueue(WEBHOOK_QUEUE, { name: WEBHOOK_QUEUE, policy: 'standard', ...DELIVERY_RETRIES });
  await queue.work<DeliveryJob>(
    WEBHOOK_QUEUE,
    { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: options.pollingIntervalSeconds },
    async ([job]) => {
      if (!job) return;
      await attemptDelivery(db, job.data.deliveryId, job.retryCount >= job.retryLimit, options.allowLoopback);
    },
  );
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    dispatchEvents(db, queue)
      .catch((error: unknown) => logger.warn('webhook dispatch failed', { error }))
      .finally(() => {
        running = false;
      });
  }, options.pollingIntervalSeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
