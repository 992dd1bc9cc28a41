/** The delivery log of a subscription (docs/integrators.md) and replaying one delivery. */
import { INTEGRATOR_MESSAGES } from '@portal/schema';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { executorOf, type JobQueue } from '../../jobs/queue.ts';
import { HttpError } from '../../kernel/errors.ts';
import { isUuid } from '../../kernel/viewer.ts';
import { DELIVERY_RETRIES, WEBHOOK_QUEUE } from './webhooks.ts';

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
