/**
 * The webhook outbox (docs/integrators.md): a domain that changes something integrators subscribe
 * to records the event with this, inside the transaction of the change, so the event exists if and
 * only if the change does. Delivery happens later (integrators/webhooks.ts); a crash can delay it,
 * never lose or invent it.
 */
import type { WebhookEvent } from '@portal/schema';
import { sql } from 'kysely';
import type { Db } from '../db/connection.ts';
import { MAILED_BILL_STATUSES, type MailedBillStatus, queueUserMail } from './mail.ts';

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

/** A bill as its events need it: whose it is (a person's, or a unit's). */
export interface BillOwnership {
  id: string;
  user_id: string | null;
  unit_id: string | null;
  /** The bill's cycle number and value (cents): when given, the payee's e-mail names the bill. */
  cycle_number?: number;
  value_cents?: number;
}

/**
 * A bill event for each bill's owners, in the change's transaction: a person's bill tells that
 * person's integrators; a unit's bill (no person owns it) tells each branch user of that unit,
 * who manage the unit's bills and own its API clients (docs/integrators.md §7). The payload is
 * `{ billId, status }`, plus `unitId` for a unit's bill.
 */
export async function recordBillEvents(
  trx: Db,
  events: readonly WebhookEvent[],
  bills: readonly BillOwnership[],
  status: string,
  /** Why the invoice was refused (Error) or the payment failed (PaymentError): the e-mail says it. */
  reason?: string | null,
): Promise<void> {
  const unitIds = [
    ...new Set(bills.flatMap((bill) => (bill.user_id || !bill.unit_id ? [] : [bill.unit_id]))),
  ];
  const branchUsers =
    unitIds.length === 0
      ? []
      : await trx
          .selectFrom('users')
          .select(['id', 'organisation_id'])
          .where('organisation_id', 'in', unitIds)
          .where(sql<boolean>`' ' || roles || ' ' like '% isBranch %'`)
          .orderBy('id')
          .execute();
  const rows = bills.flatMap((bill) => {
    const owners = bill.user_id
      ? [{ ownerId: bill.user_id, payload: { billId: bill.id, status } }]
      : branchUsers
          .filter((user) => bill.unit_id !== null && user.organisation_id === bill.unit_id)
          .map((user) => ({ ownerId: user.id, payload: { billId: bill.id, status, unitId: bill.unit_id } }));
    return events.flatMap((event) => owners.map((owner) => ({ event, ...owner })));
  });
  await recordEvents(trx, rows);
  // The payee hears of the steps that concern them by e-mail too (docs/mail.md), once per bill
  // and person whatever the number of webhook events.
  if ((MAILED_BILL_STATUSES as readonly string[]).includes(status)) {
    const told = new Set<string>();
    const byId = new Map(bills.map((bill) => [bill.id, bill]));
    for (const row of rows) {
      const billId = String(row.payload.billId);
      if (told.has(`${row.ownerId}:${billId}`)) continue;
      told.add(`${row.ownerId}:${billId}`);
      const bill = byId.get(billId);
      await queueUserMail(trx, row.ownerId, 'bill-status', {
        billId,
        status: status as MailedBillStatus,
        ...(reason ? { reason } : {}),
        ...(bill?.cycle_number === undefined ? {} : { cycle: bill.cycle_number }),
        ...(bill?.value_cents === undefined ? {} : { value: bill.value_cents }),
      });
    }
  }
}
