/**
 * Which sellers' daily rollup rows changed since a snapshot (products/seller-ranking.ts): each row
 * of `sales_daily_sellers` (0028) records the top-level transaction that last wrote it. A reader
 * that remembers its snapshot's xmin finds every row written since, or still in flight then, with
 * `changed_xid >= xmin` on the index: a write invisible to a snapshot always has an id at or past
 * its xmin. Rows of earlier writes keep 0 (nothing remembers a snapshot older than this migration).
 * The rollup triggers of 0028 are left as they are: a BEFORE UPDATE row trigger stamps their upserts.
 */
import { type Kysely, sql } from 'kysely';

type AnyDb = Kysely<unknown>;

export async function up(db: AnyDb): Promise<void> {
  // A constant default first: no rewrite of the table; then every new row stamps its writer.
  await sql`alter table sales_daily_sellers add column changed_xid xid8 not null default '0'`.execute(db);
  await sql`alter table sales_daily_sellers alter column changed_xid set default pg_current_xact_id()`.execute(
    db,
  );
  await sql`create function sales_daily_sellers_stamp() returns trigger language plpgsql as $$
    begin new.changed_xid := pg_current_xact_id(); return new; end $$`.execute(db);
  await sql`create trigger sales_daily_sellers_stamp before update on sales_daily_sellers
    for each row execute function sales_daily_sellers_stamp()`.execute(db);
  await sql`create index sales_daily_sellers_changed_idx on sales_daily_sellers (changed_xid)`.execute(db);
  // One seller's days, for refreshing the sellers that changed (index-only).
  await sql`create index sales_daily_sellers_seller_idx on sales_daily_sellers (seller_id, day)
    include (sales, approved, value_cents)`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`drop trigger sales_daily_sellers_stamp on sales_daily_sellers`.execute(db);
  await sql`drop function sales_daily_sellers_stamp()`.execute(db);
  await sql`drop index sales_daily_sellers_seller_idx`.execute(db);
  await sql`drop index sales_daily_sellers_changed_idx`.execute(db);
  await sql`alter table sales_daily_sellers drop column changed_xid`.execute(db);
}
