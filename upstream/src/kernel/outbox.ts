/**
 * The webhook outbox (docs/integrators.md): a domain that changes something integrators subscribe
 * to records the event with this, inside the transaction of the change, so the event exists if and
 * only if the change does. Delivery happens later (integrators/webhooks.ts); a crash can delay it,
 * never lose or invent it.
 */
import type { WebhookEvent } from '@portal/schema';
import type { Db } from '../db/connection.ts';

export async function recordEvent(
  trx: Db,
  event: WebhookEvent,
  ownerId: string,
  payload: Readonly<Record<string, unknown>>,
): Promise<string> {
  const row = await trx
    .insertInto('webhook_events')
    .values({ event, owner_id: ownerId, payload: JSON.stringify(payload) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Several events of one change (a batch moving many bills) in one insert, in its transaction. */
export async function recordEvents(
  trx: Db,
  events: ReadonlyArray<{ event: WebhookEvent; ownerId: string; payload: Readonly<Record<string, unknown>> }>,
): Promise<void> {
  if (events.length === 0) return;
  await trx
    .insertInto('webhook_events')
    .values(
      events.map(({ event, ownerId, payload }) => ({
        event,
        owner_id: ownerId,
        payload: JSON.stringify(payload),
      })),
    )
    .execute();
}
