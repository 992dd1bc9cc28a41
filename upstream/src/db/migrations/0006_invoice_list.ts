/**
 * The Notas Fiscais list (GET /v1/finances/portal/invoices, finance/invoice-list.ts):
 * - `producers.organisation_id`: the organisation a producer user belongs to owns the producer, so
 *   a producer account reads the invoices of its producer's bills (docs/product.md §6);
 * - `invoice_totals`: the number of invoices per scope key and bill status, kept exact by triggers
 *   on `invoices` and `bills`, so the list's total is a few rows instead of a `count(*)` over every
 *   invoice (69 ms at 593 000 invoices, docs/performance.md). Keys: `all` (holding), `unit:<id>`
 *   (invoices of a branch account's bills), `producer:<id>`. An invoice counts under its bill's
 *   current status, so a bill status change moves its invoices between status rows;
 * - users by the words of their name (GIN, like organisations in 0003): the list's search finds
 *   payees by a word prefix without scanning every user;
 * - `invoices.bill_status`, a copy of the bill's status kept by the same triggers, indexed with
 *   the sending time: a status-filtered page reads its rows in order off
 *   `invoices (bill_status, created_at, id)` instead of walking every newer invoice of other
 *   statuses (the newest invoices are mostly not Paid, so a Paid page would read thousands).
 *
 * Exactness under concurrent writes: an invoice write locks its bills before it reads
 * their status, so it either waits for a concurrent status change and then counts under the new
 * status, or the status change waits for it and then moves it too. Every statement upserts its
 * deltas in (scope, status) order, so writers queue on the rows they touch instead of deadlocking.
 * A bill's delete subtracts its invoices in a BEFORE trigger, while they still exist; the cascade
 * that then deletes them finds no bill and subtracts nothing. TRUNCATE bypasses the triggers
 * (nothing in the application truncates).
 */
import { type Kysely, sql } from 'kysely';

type AnyDb = Kysely<unknown>;

/**
 * Upserts signed counts per scope key and status from `sources`, rows of
 * (side, unit_id, producer_id, status, n): each invoice counts for `all`, its producer and, for a
 * branch account's bill, its unit.
 */
const APPLY = (sources: string) => `
  insert into invoice_totals as t (scope, status, invoices)
  select k.scope, d.status, sum(d.n) from (${sources}) as d(side, unit_id, producer_id, status, n)
  cross join lateral (values ('all'), ('producer:' || d.producer_id),
    (case when d.side = 'branch' then 'unit:' || d.unit_id end)) as k(scope)
  where k.scope is not null
  group by k.scope, d.status having sum(d.n) <> 0
  order by k.scope, d.status
  on conflict (scope, status) do update set invoices = t.invoices + excluded.invoices`;

/** Invoices of `rows` (a transition table of invoices) with their bill's keys, signed. */
const invoicesOf = (rows: string, sign: 1 | -1) =>
  `select b.side, b.unit_id, b.producer_id, b.status, ${sign} from ${rows} i join bills b on b.id = i.bill_id`;

/** Bills of `rows` (a transition table of bills) with their invoice counts, signed. */
const billsOf = (rows: string, sign: 1 | -1) =>
  `select r.side, r.unit_id, r.producer_id, r.status, ${sign} * c.n from ${rows} r
   join (select bill_id, count(*) as n from invoices where bill_id in (select id from ${rows})
     group by bill_id) c on c.bill_id = r.id`;

/**
 * Locks the bills an invoice statement touches (see above), in id order. FOR NO KEY UPDATE, not
 * FOR SHARE: a transaction that adds an invoice and then changes its bill's status (attachInvoice)
 * would otherwise wait to upgrade its share lock on the bill while another invoice writer, sharing
 * it, waits for the totals row the first one holds. Writers of one bill's invoices queue on the
 * bill row before they touch any totals row.
 */
const LOCK_BILLS = (rows: string) =>
  `perform 1 from bills where id in (select bill_id from ${rows}) order by id for no key update`;

/** Statement-level triggers: name, table, transition tables, and the body of their function. */
const TRIGGERS: readonly { name: string; event: string; table: string; body: string }[] = [
  {
    name: 'invoices_totals_insert',
    event: 'insert',
    table: 'invoices referencing new table as new_rows',
    body: `${LOCK_BILLS('new_rows')}; ${APPLY(invoicesOf('new_rows', 1))};`,
  },
  {
    name: 'invoices_totals_update',
    event: 'update',
    table: 'invoices referencing old table as old_rows new table as new_rows',
    body: `${LOCK_BILLS('(select bill_id from old_rows union select bill_id from new_rows) as touched')};
      ${APPLY(`${invoicesOf('old_rows', -1)} union all ${invoicesOf('new_rows', 1)}`)};`,
  },
  {
    name: 'invoices_totals_delete',
    event: 'delete',
    table: 'invoices referencing old table as old_rows',
    body: `${LOCK_BILLS('old_rows')}; ${APPLY(invoicesOf('old_rows', -1))};`,
  },
  {
    name: 'bills_invoice_totals_update',
    event: 'update',
    table: 'bills referencing old table as old_rows new table as new_rows',
    body: `${APPLY(`${billsOf('old_rows', -1)} union all ${billsOf('new_rows', 1)}`)};
      update invoices i set bill_status = n.status from new_rows n
        where i.bill_id = n.id and i.bill_status is distinct from n.status;`,
  },
];

const tableOf = (trigger: { table: string }) => trigger.table.split(' ')[0];

export async function up(db: AnyDb): Promise<void> {
  await sql`alter table producers add column organisation_id uuid references organisations (id) on delete set null`.execute(
    db,
  );
  await sql`create index producers_organisation_idx on producers (organisation_id)`.execute(db);
  // Before any trigger exists: the copy of the bill status the status-filtered pages read in order.
  await sql`alter table invoices add column bill_status text`.execute(db);
  await sql`update invoices i set bill_status = b.status from bills b where b.id = i.bill_id`.execute(db);
  await sql`create index invoices_bill_status_created_idx on invoices (bill_status, created_at, id)`.execute(
    db,
  );
  // A new (or moved) invoice copies its bill's status, read under the bill's lock (see above).
  await sql
    .raw(
      `create function invoices_copy_bill_status() returns trigger language plpgsql as $$ begin
       select status into new.bill_status from bills where id = new.bill_id for no key update;
       return new; end $$`,
    )
    .execute(db);
  await sql
    .raw(
      'create trigger invoices_copy_bill_status before insert or update of bill_id on invoices for each row execute function invoices_copy_bill_status()',
    )
    .execute(db);
  await sql`create index users_name_search_idx on users using gin (to_tsvector('simple', name))`.execute(db);
  await sql`create table invoice_totals (
    scope text not null,
    status text not null,
    invoices bigint not null,
    primary key (scope, status))`.execute(db);
  for (const { name, event, table, body } of TRIGGERS) {
    await sql
      .raw(
        `create function ${name}() returns trigger language plpgsql as $$ begin ${body} return null; end $$`,
      )
      .execute(db);
    await sql
      .raw(`create trigger ${name} after ${event} on ${table} for each statement execute function ${name}()`)
      .execute(db);
  }
  // A deleted bill's invoices, subtracted while they still exist (the cascade then finds no bill).
  await sql
    .raw(
      `create function invoice_totals_bill_delete() returns trigger language plpgsql as $$ begin
       ${APPLY(`select old.side, old.unit_id, old.producer_id, old.status, -count(*) from invoices where bill_id = old.id`)};
       return old; end $$`,
    )
    .execute(db);
  await sql
    .raw(
      'create trigger bills_invoice_totals_delete before delete on bills for each row execute function invoice_totals_bill_delete()',
    )
    .execute(db);
  await sql.raw(APPLY(invoicesOf('invoices', 1))).execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`drop trigger invoices_copy_bill_status on invoices`.execute(db);
  await sql`drop function invoices_copy_bill_status()`.execute(db);
  await sql`drop trigger bills_invoice_totals_delete on bills`.execute(db);
  await sql`drop function invoice_totals_bill_delete()`.execute(db);
  for (const trigger of TRIGGERS) {
    await sql.raw(`drop trigger ${trigger.name} on ${tableOf(trigger)}`).execute(db);
    await sql.raw(`drop function ${trigger.name}()`).execute(db);
  }
  await sql`drop table invoice_totals`.execute(db);
  await sql`drop index users_name_search_idx`.execute(db);
  await sql`drop index producers_organisation_idx`.execute(db);
  await sql`alter table producers drop column organisation_id`.execute(db);
  await sql`drop index invoices_bill_status_created_idx`.execute(db);
  await sql`alter table invoices drop column bill_status`.execute(db);
}
