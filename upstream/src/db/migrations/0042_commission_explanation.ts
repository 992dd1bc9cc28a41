/**
 * 'Por que recebi esta comissão?' (issue #33, docs/product.md §5.10): what a commission's
 * explanation reads that upstream did not record before.
 * - `link_clicks (id, link_id, clicked_at)`: one row per counted visit of an affiliate link
 *   (products' redirect writes it with the `visits` increment); the redirect hands its id to the
 *   checkout as `click`, and the sale intake keeps it on the sale.
 * - `sales.click_id`: the click the buyer came through; null when the checkout did not send it
 *   (seeded sales, sales registered without a click, a click of a deleted link).
 * - `commissions.rate_bp` and `commissions.career_level`: the percentage the intake applied and the
 *   owner's career level when it did (affiliate side; null for a unit, which has no level); null
 *   for rows written before this migration.
 * - `commission_status_changes (commission_id, status, changed_at)`: each commission's statuses
 *   with their times, written by statement triggers on `commissions`, so every writer (the intake,
 *   the points conversion, any later one) records them without knowing: an insert in `Held` (how
 *   the intake creates a commission) records it at the commission's date; an update that changes
 *   the status records the new one at the transaction's time. A row inserted in another status
 *   (the seed's history) gets no automatic entry: whoever inserts it writes its history.
 */
import { type Kysely, sql } from 'kysely';

type AnyDb = Kysely<unknown>;

export async function up(db: AnyDb): Promise<void> {
  await sql`create table link_clicks (
    id uuid primary key default gen_random_uuid(),
    link_id uuid not null references links(id) on delete cascade,
    clicked_at timestamptz not null default now())`.execute(db);
  await sql`create index link_clicks_link_idx on link_clicks (link_id, clicked_at)`.execute(db);
  await sql`alter table sales add column click_id uuid references link_clicks(id) on delete set null`.execute(
    db,
  );
  await sql`alter table commissions add column rate_bp integer, add column career_level integer`.execute(db);
  await sql`create table commission_status_changes (
    commission_id uuid not null references commissions(id) on delete cascade,
    status text not null,
    changed_at timestamptz not null)`.execute(db);
  await sql`create index commission_status_changes_idx
    on commission_status_changes (commission_id, changed_at)`.execute(db);
  await sql`create function commission_status_inserted() returns trigger language plpgsql as $$
    begin
      insert into commission_status_changes (commission_id, status, changed_at)
      select id, status, date from inserted where status = 'Held';
      return null;
    end $$`.execute(db);
  await sql`create function commission_status_updated() returns trigger language plpgsql as $$
    begin
      insert into commission_status_changes (commission_id, status, changed_at)
      select n.id, n.status, now() from updated n join previous o on o.id = n.id
      where o.status is distinct from n.status;
      return null;
    end $$`.execute(db);
  await sql`create trigger commission_status_insert after insert on commissions
    referencing new table as inserted for each statement execute function commission_status_inserted()`.execute(
    db,
  );
  await sql`create trigger commission_status_update after update on commissions
    referencing old table as previous new table as updated
    for each statement execute function commission_status_updated()`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`drop trigger commission_status_update on commissions`.execute(db);
  await sql`drop trigger commission_status_insert on commissions`.execute(db);
  await sql`drop function commission_status_updated()`.execute(db);
  await sql`drop function commission_status_inserted()`.execute(db);
  await sql`drop table commission_status_changes`.execute(db);
  await sql`alter table commissions drop column career_level, drop column rate_bp`.execute(db);
  await sql`alter table sales drop column click_id`.execute(db);
  await sql`drop table link_clicks`.execute(db);
}
