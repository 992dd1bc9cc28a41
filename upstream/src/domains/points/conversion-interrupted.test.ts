/**
 * A points-to-voucher conversion, or a commissions-to-points one, whose connection dies inside its
 * transaction (docs/upstream-
 * contract.md, "Points ledger"): the entries it had already marked as spent are rolled back with
 * the voucher that never got written, so the ledger reads exactly as before.
 *
 * Runs only on the PostgreSQL pass (TEST_DATABASE_URL; vitest.config.ts leaves it out on PGlite,
 * where there is no server connection to kill).
 */
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_USERS, userId } from '../../db/seed/users.ts';
import { FIN, financeClient } from '../../testing/finance.ts';
import { useTestUpstream } from '../../testing/harness.ts';
import type { ConvertibleJson, PointSummaryJson } from './ledger.ts';

const up = useTestUpstream();
const { call } = financeClient(up);
const { affiliated } = DEMO_USERS;
// The killed request is logged as a server error by the harness; here it is expected.
vi.spyOn(console, 'error').mockImplementation(() => undefined);

const summary = () => call<PointSummaryJson>(affiliated.username, `${FIN}/points/summary`);

async function entriesOf(owner: string) {
  return up()
    .db.selectFrom('point_entries')
    .select(['id', 'used_points'])
    .where('owner_id', '=', owner)
    .orderBy('id')
    .execute();
}

/**
 * Sends `request` while every insert into `table` sleeps (a trigger), and kills its database
 * connection inside the open transaction: the request answers 500. The trigger is dropped after.
 */
async function cutDuringInsert(
  table: 'vouchers' | 'point_entries',
  request: () => Promise<{ status: number }>,
) {
  const { db } = up();
  const slow = sql.raw(`slow_${table}_insert`);
  await sql`create function ${slow}() returns trigger language plpgsql as $$
    begin perform pg_sleep(3); return new; end $$`.execute(db);
  await sql`create trigger ${slow} before insert on ${sql.table(table)} for each row
    execute function ${slow}()`.execute(db);
  try {
    const answer = request();
    let killed = 0;
    for (let i = 0; i < 60 && killed === 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const { rows } = await sql<{ killed: boolean }>`
        select pg_terminate_backend(pid) as killed from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()
          and (query like '%pg_sleep%' or query like ${`insert into "${table}"%`})`.execute(db);
      killed = rows.filter((row) => row.killed).length;
    }
    expect(killed).toBeGreaterThan(0);
    expect((await answer).status).toBe(500);
  } finally {
    await sql`drop trigger ${slow} on ${sql.table(table)}`.execute(db);
    await sql`drop function ${slow}()`.execute(db);
  }
}

describe('a conversion cut off mid-way', () => {
  it('leaves the ledger and the vouchers as before, then converts whole once the pool recovers', async () => {
    const { db } = up();
    const owner = userId(affiliated.username);
    const before = { summary: (await summary()).body, entries: await entriesOf(owner) };
    const vouchersBefore = await db
      .selectFrom('vouchers')
      .select('id')
      .where('owner_id', '=', owner)
      .execute();
    // The voucher insert (after the points are spent) waits, so the transaction is open when cut.
    await cutDuringInsert('vouchers', () =>
      call(affiliated.username, `${FIN}/points/vouchers`, { json: { points: 100 } }),
    );
    expect(await entriesOf(owner)).toEqual(before.entries);
    expect(await db.selectFrom('vouchers').select('id').where('owner_id', '=', owner).execute()).toEqual(
      vouchersBefore,
    );
    // The pool reconnects by itself; the same conversion then goes through whole.
    let after = await summary();
    for (let i = 0; i < 20 && after.status !== 200; i += 1) after = await summary();
    expect(after.body).toEqual(before.summary);
    const res = await call(affiliated.username, `${FIN}/points/vouchers`, { json: { points: 100 } });
    expect(res.status).toBe(201);
    expect((await summary()).body).toMatchObject({
      AVAILABLE: before.summary.AVAILABLE - 100,
      USED: before.summary.USED + 100,
    });
  });

  it('commissions cut off mid-way stay Ready, with no points entry, then convert whole', async () => {
    const { db } = up();
    const owner = userId(affiliated.username);
    const page = await call<{ items: ConvertibleJson[] }>(
      affiliated.username,
      `${FIN}/account/entries/convertible-to-points?pageSize=2`,
    );
    const ids = page.body.items.map((item) => item.id);
    expect(ids).toHaveLength(2);
    const before = { summary: (await summary()).body, entries: await entriesOf(owner) };
    // The points insert (after the commissions turned ConvertedToPoints) waits, so the
    // transaction is open when its connection is cut.
    await cutDuringInsert('point_entries', () =>
      call(affiliated.username, `${FIN}/points`, { json: { entries: ids } }),
    );
    const statuses = await db.selectFrom('commissions').select('status').where('id', 'in', ids).execute();
    expect(statuses.map((row) => row.status)).toEqual(['Ready', 'Ready']);
    expect(await entriesOf(owner)).toEqual(before.entries);
    let after = await summary();
    for (let i = 0; i < 20 && after.status !== 200; i += 1) after = await summary();
    expect(after.body).toEqual(before.summary);
    const res = await call(affiliated.username, `${FIN}/points`, { json: { entries: ids } });
    expect(res.status).toBe(201);
  });
});
