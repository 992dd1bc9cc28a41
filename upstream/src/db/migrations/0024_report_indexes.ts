/**
 * Relatórios (docs/product.md §11.4): the sales-details report and its CSV read every sale newest
 * first and page by keyset on (payment_date, id), so one index serves each chunk of the streamed
 * CSV without sorting the whole table again (the per-seller and per-unit indexes of 0002 do not).
 */
import type { Kysely } from 'kysely';

type AnyDb = Kysely<unknown>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.createIndex('sales_payment_date_idx').on('sales').columns(['payment_date', 'id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('sales_payment_date_idx').execute();
}
