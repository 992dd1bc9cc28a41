/**
 * Signed webhooks (docs/integrators.md). An API client's owner subscribes it to events; events come
 * from the outbox (kernel/outbox.ts), written in the transaction of the change. A dispatcher turns
 * each new event into one delivery per matching subscription and one queue job per delivery, all
 * in one transaction (so a crash neither loses nor doubles them); the job POSTs the event signed
 * with HMAC-SHA256 and is retried with exponential backoff for about a day.
 */
import { createHmac } from 'node:crypto';
import { sql } from 'kysely';
import { type Dispatcher, request } from 'undici';
import type { Db } from '../../db/connection.ts';
import { pollOutbox } from '../../jobs/outbox-poll.ts';
import { executorOf, type JobQueue } from '../../jobs/queue.ts';
import type { Logger } from '../../logger.ts';
import { type Resolver, webhookAgent } from './webhook-targets.ts';

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
  /** `webhookAgent`: it refuses to connect to an address that is not allowed. */
  dispatcher: Dispatcher,
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
  try {
    const response = await request(row.url, {
      method: 'POST',
      dispatcher,
      headers: {
        'content-type': 'application/json',
        [WEBHOOK_HEADERS.id]: row.event_id,
        [WEBHOOK_HEADERS.timestamp]: String(timestamp),
        [WEBHOOK_HEADERS.signature]: signDelivery(row.signing_secret, row.event_id, timestamp, body),
      },
      body,
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    status = response.statusCode;
    await response.body.dump();
    // A redirect is an answer like any other non-2xx: never followed (it could point anywhere).
    if (status < 200 || status >= 300) error = `HTTP ${status}`;
  } catch (cause) {
    error = cause instanceof Error ? cause.message : String(cause);
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
  /** Tests answer names with a fake resolver. */
  resolve?: Resolver;
  /** Tests shorten the backoff. */
  retryDelaySeconds?: number;
  /** A delivery running longer is taken as lost with its process (pg-boss's default: 15 min). */
  leaseSeconds?: number;
}

/** Creates the queue, works it, and dispatches new events every polling interval. Returns a stop. */
export async function startWebhookWorker(
  queue: JobQueue,
  db: Db,
  logger: Logger,
  options: WebhookWorkerOptions,
): Promise<() => void> {
  const dispatcher = webhookAgent(options.allowLoopback, options.resolve);
  await queue.createQueue(WEBHOOK_QUEUE, {
    name: WEBHOOK_QUEUE,
    policy: 'standard',
    ...DELIVERY_RETRIES,
    ...(options.leaseSeconds === undefined ? {} : { expireInSeconds: options.leaseSeconds }),
  });
  await queue.work<DeliveryJob>(
    WEBHOOK_QUEUE,
    { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: options.pollingIntervalSeconds },
    async ([job]) => {
      if (!job) return;
      await attemptDelivery(db, job.data.deliveryId, job.retryCount >= job.retryLimit, dispatcher);
    },
  );
  const stopPoll = pollOutbox(
    () => dispatchEvents(db, queue),
    options.pollingIntervalSeconds,
    logger,
    'webhook dispatch failed',
  );
  return () => {
    stopPoll();
    void dispatcher.close();
  };
}
