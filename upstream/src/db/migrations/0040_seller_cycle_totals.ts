/**
 * The sellers ranking of closed commercial cycles, computed once (issue #32, products/cycle-totals.ts):
 * - `seller_cycle_totals (cycle_number, seller_id)`: each seller's sales, approved sales and their
 *   value from the first cycle's first day to the last day of the cycle, summed from
 *   `sales_daily_sellers` (0028). A period from the first day of cycle a to the last of cycle b is
 *   then the rows of b less those of the cycle before a: two index ranges, whatever the days.
 *   `last_cycle`, the latest cycle up to this one in which the seller sold, says without the
 *   subtraction whether a seller sold in a..b (last_cycle >= a): the period's count is one range.
 * - `seller_cycle_totals_written (cycle_number)`: the cycles whose rows are complete, with their
 *   first and last Fortaleza day (what a period must match).
 * - `seller_cycle_totals_stale (cycle_number)`: a cycle some day of which changed in the rollup
 *   since it was written (a sale registered late, a refund), so its rows and every later cycle's
 *   are out of date until the job writes them again. A statement trigger on the rollup records the
 *   earliest cycle a statement touched (ON CONFLICT DO NOTHING: the open cycle's row is there
 *   after its first sale, and later sales only find it). The reader answers from the totals only
 *   when no stale cycle is at or before b, in the same snapshot, so a late write is never missed.
 */
import { type Kysely, sql } from 'kysely';

type AnyDb = Kysely<unknown>;

export async function up(db: AnyDb): Promise<void> {
  await sql`create table seller_cycle_totals (
    cycle_number integer not null,
    seller_id uuid not null,
    sales integer not null,
    approved integer not null,
    value_cents bigint not null,
    last_cycle integer not null,
    primary key (cycle_number, seller_id) include (sales, approved, value_cents, last_cycle))`.execute(db);
  await sql`create table seller_cycle_totals_written (
    cycle_number integer primary key,
    first_day date not null,
    last_day date not null,
    written_at timestamptz not null)`.execute(db);
  await sql`create table seller_cycle_totals_stale (cycle_number integer primary key)`.execute(db);
  // The earliest cycle whose last day is on or after the earliest day the statement wrote.
  await sql`create function seller_cycle_totals_stale() returns trigger language plpgsql as $$
    begin
      insert into seller_cycle_totals_stale (cycle_number)
      select min(c.number) from commercial_cycles c
      where ((c.ends_at at time zone 'UTC') - interval '3 hours')::date >= (select min(day) from changed)
      having min(c.number) is not null
      on conflict do nothing;
      return null;
    end $$`.execute(db);
  // Rows of the rollup are inserted or updated, never deleted (0028); an update keeps the day.
  for (const op of ['insert', 'update']) {
    await sql
      .raw(
        `create trigger seller_cycle_totals_stale_${op} after ${op} on sales_daily_sellers
         referencing new table as changed for each statement execute function seller_cycle_totals_stale()`,
      )
      .execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const op of ['insert', 'update']) {
    await sql.raw(`drop trigger seller_cycle_totals_stale_${op} on sales_daily_sellers`).execute(db);
  }
  await sql`drop function seller_cycle_totals_stale()`.execute(db);
  await sql`drop table seller_cycle_totals_stale`.execute(db);
  await sql`drop table seller_cycle_totals_written`.execute(db);
  await sql`drop table seller_cycle_totals`.execute(db);
}
