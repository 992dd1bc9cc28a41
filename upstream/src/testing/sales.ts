/** Helpers for the sales ranking tests (products/seller-ranking.test.ts, cycle-totals.test.ts). */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';

/** A sale copied from the first seeded approved one, with its own payment id (default: 10 Mar 2026). */
export async function addSale(
  db: Kysely<Database>,
  overrides: {
    seller_id?: string;
    value_cents?: number;
    status?: 'APPROVED' | 'CANCELED';
    day?: string;
  } = {},
) {
  const model = await db
    .selectFrom('sales')
    .selectAll()
    .where('status', '=', 'APPROVED')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const inserted = await db
    .insertInto('sales')
    .values({
      seller_id: overrides.seller_id ?? model.seller_id,
      unit_id: model.unit_id,
      product_id: model.product_id,
      customer_name: 'Cliente Ranking',
      payment_id: `ranking-${Math.random().toString(36).slice(2)}`,
      status: overrides.status ?? 'APPROVED',
      value_cents: overrides.value_cents ?? 123_456_789,
      payment_date: new Date(`${overrides.day ?? '2026-03-10'}T15:00:00Z`),
      cycle_id: model.cycle_id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}
