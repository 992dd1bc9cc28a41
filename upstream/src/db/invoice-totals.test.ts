/**
 * `invoice_totals` (migration 0006) must equal a count of the invoices per scope key and bill
 * status, and every invoice's `bill_status` its bill's status, through inserts, updates and deletes of invoices and bills, including concurrent ones
 * (PostgreSQL with TEST_DATABASE_URL; PGlite runs one connection, so there they run in turn).
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { toInt } from '../kernel/paging.ts';
import { fakePdf } from '../testing/finance.ts';
import { useTestUpstream } from '../testing/harness.ts';
import type { BillStatus } from './finance-types.ts';

const up = useTestUpstream();

type Totals = Record<string, number>;

/** scope|status → invoices, counted from the tables; zero rows left out. */
async function countedTotals(): Promise<Totals> {
  const { rows } = await sql<{ scope: string; status: string; n: string }>`
    select k.scope, b.status, count(*) as n from invoices i join bills b on b.id = i.bill_id
    cross join lateral (values ('all'), ('producer:' || b.producer_id),
      (case when b.side = 'branch' then 'unit:' || b.unit_id end)) as k(scope)
    where k.scope is not null group by k.scope, b.status`.execute(up().db);
  return Object.fromEntries(rows.map((row) => [`${row.scope}|${row.status}`, toInt(row.n)]));
}

async function keptTotals(): Promise<Totals> {
  const rows = await up().db.selectFrom('invoice_totals').selectAll().execute();
  return Object.fromEntries(
    rows
      .filter((row) => toInt(row.invoices) !== 0)
      .map((row) => [`${row.scope}|${row.status}`, toInt(row.invoices)]),
  );
}

async function expectExact(): Promise<void> {
  expect(await keptTotals()).toEqual(await countedTotals());
  const { rows } = await sql<{
    n: string;
  }>`select count(*) as n from invoices i join bills b on b.id = i.bill_id
    where i.bill_status is distinct from b.status`.execute(up().db);
  expect(toInt(rows[0]?.n)).toBe(0);
}

const someBills = async (status: BillStatus, limit: number) =>
  (
    await up()
      .db.selectFrom('bills')
      .select('id')
      .where('status', '=', status)
      .orderBy('id')
      .limit(limit)
      .execute()
  ).map((row) => row.id);

/**
 * Runs a write again when PostgreSQL aborted it as a deadlock victim (40P01): transactions that
 * write several statements hold the totals rows of the first while they take the next ones, as
 * with bill_status_totals, and PostgreSQL breaks such a cycle by rolling one back. The totals must
 * be exact whatever was rolled back and retried.
 */
async function retried<T>(write: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= attempts || (error as { code?: string }).code !== '40P01') throw error;
    }
  }
}

describe('invoice_totals', () => {
  it('matches the invoices as seeded', async () => {
    const totals = await keptTotals();
    expect(Object.keys(totals).some((key) => key.startsWith('unit:'))).toBe(true);
    expect(Object.keys(totals).some((key) => key.startsWith('producer:'))).toBe(true);
    await expectExact();
  });

  it('follows invoice inserts, updates and deletes', async () => {
    const { db } = up();
    const bills = await someBills('Open', 3);
    await db
      .insertInto('invoices')
      .values(bills.map((bill_id) => ({ bill_id, source: 'upload', pdf: fakePdf(64) })))
      .execute();
    await expectExact();
    const [paid] = await someBills('Paid', 1);
    await db
      .updateTable('invoices')
      .set({ bill_id: paid ?? '' })
      .where('bill_id', '=', bills[0] ?? '')
      .execute();
    await expectExact();
    await db.deleteFrom('invoices').where('bill_id', 'in', bills).execute();
    await expectExact();
  });

  it('moves invoices with their bills: status changes of many bills, owner changes, bill deletes', async () => {
    const { db } = up();
    await db.updateTable('bills').set({ status: 'Closed' }).where('status', '=', 'Ready').execute();
    await expectExact();
    await db
      .updateTable('bills')
      .set({ status: sql`case when status = 'Paid' then 'PaymentError' else status end` })
      .execute();
    await expectExact();
    const [moved] = await someBills('Processing', 1);
    await sql`update bills set producer_id = (select id from producers order by cnpj desc limit 1)
      where id = ${moved}`.execute(db);
    await expectExact();
    // Deleting bills cascades to their invoices (and their entries, commissions are unlinked).
    await db
      .deleteFrom('bills')
      .where('id', 'in', await someBills('PaymentError', 4))
      .execute();
    await expectExact();
  });

  it('stays exact under concurrent invoice inserts and bill status changes', async () => {
    const { db } = up();
    const bills = await someBills('Error', 8);
    expect(bills.length).toBe(8);
    const writes = bills.flatMap((id, i) => [
      retried(() =>
        db.transaction().execute(async (trx) => {
          await trx
            .insertInto('invoices')
            .values({ bill_id: id, source: 'upload', pdf: fakePdf(32) })
            .execute();
          await trx.updateTable('bills').set({ status: 'Processing' }).where('id', '=', id).execute();
        }),
      ),
      retried(() =>
        db
          .updateTable('bills')
          .set({ status: i % 2 === 0 ? 'Ready' : 'Paid' })
          .where('id', '=', id)
          .execute(),
      ),
      retried(() =>
        db
          .insertInto('invoices')
          .values({ bill_id: id, source: 'DMEI', pdf: fakePdf(16) })
          .execute(),
      ),
    ]);
    await Promise.all(writes);
    await expectExact();
  });
});
