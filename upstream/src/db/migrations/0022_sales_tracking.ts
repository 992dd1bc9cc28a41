/**
 * Acompanhamento de vendas and the sale registration (docs/product.md §10.2, §10.5):
 * - `sales.link_id`: the affiliate link a sale came through (the checkout's `ref`), null for the
 *   seeded sales and for sales registered without a link; a deleted link keeps its sales.
 * - `sales_product_date_idx`: the per-product and per-link aggregates over a period and a
 *   producer's scope (its products) read a range of this index.
 * - `sales_link_idx`: the per-link counters.
 * - `sales_date_idx` (payment_date, id): Suas vendas for holding and admin (every sale, newest
 *   first, ties by id) reads the first rows of this index instead of sorting 200 000 sales.
 * - `sales_customer_trgm_idx`: Suas vendas searches a piece of the customer's folded name
 *   (`customer_name_key LIKE '%…%'`); a b-tree cannot serve a substring, a trigram GIN index can.
 *   `pg_trgm` is a contrib extension of PostgreSQL; PGlite loads it at start-up
 *   (db/connection.ts), so the same migration runs on both.
 */
import { type Kysely, sql } from 'kysely';

type AnyDb = Kysely<unknown>;

export async function up(db: AnyDb): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await db.schema
    .alterTable('sales')
    .addColumn('link_id', 'uuid', (c) => c.references('links.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('sales_product_date_idx')
    .on('sales')
    .columns(['product_id', 'payment_date'])
    .execute();
  await db.schema.createIndex('sales_date_idx').on('sales').columns(['payment_date', 'id']).execute();
  await sql`create index sales_link_idx on sales (link_id) where link_id is not null`.execute(db);
  await sql`create index sales_customer_trgm_idx on sales using gin (customer_name_key gin_trgm_ops)`.execute(
    db,
  );
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('sales_customer_trgm_idx').execute();
  await db.schema.dropIndex('sales_link_idx').execute();
  await db.schema.dropIndex('sales_date_idx').execute();
  await db.schema.dropIndex('sales_product_date_idx').execute();
  await db.schema.alterTable('sales').dropColumn('link_id').execute();
}
