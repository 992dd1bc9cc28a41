/**
 * The remembered sellers ranking (seller-ranking.ts) answers exactly what adding up `sales` answers,
 * read after read, whatever was written between: sales added, refunded, moved out of the period
 * or to another seller; a write in flight while a read took its snapshot, behind a later one
 * already committed (PostgreSQL: three connections; PGlite has one, so there the write commits
 * before the read); a period started from a remembered one whose ends differ; more periods than it
 * remembers. sales-rollups.test.ts checks the same reads after its 72 random writes.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { toInt } from '../../kernel/paging.ts';
import { useTestUpstream } from '../../testing/harness.ts';
import { addSale } from '../../testing/sales.ts';
import { periodOf } from './sale-scope.ts';
import { salesBySeller } from './sales-tracking.ts';
import { forgetSellerRankings, RANKED_PERIODS } from './seller-ranking.ts';

const up = useTestUpstream();

const FROM = '2026-01-01';
const TO = '2026-12-31';

/** Every seller of the period, best first, as the ranking answers them. */
async function ranked(from = FROM, to = TO) {
  const page = await salesBySeller(up().db, { kind: 'all' }, periodOf(from, to), {
    page: 0,
    pageSize: 100_000,
  });
  return { totalRows: page.totalRows, rows: page.items.map(({ seller_name: _n, ...row }) => row) };
}

/** The same, added up on `sales` and ordered by value then seller id. */
async function direct(from = FROM, to = TO) {
  const period = periodOf(from, to);
  const rows = await up()
    .db.selectFrom('sales')
    .select([
      'seller_id',
      sql<number>`(count(*) filter (where status = 'APPROVED'))::int`.as('sales'),
      sql<string>`coalesce(sum(value_cents) filter (where status = 'APPROVED'), 0)::bigint`.as('value_cents'),
    ])
    .where('payment_date', '>=', period.start)
    .where('payment_date', '<', period.end)
    .groupBy('seller_id')
    .orderBy('value_cents', 'desc')
    .orderBy('seller_id')
    .execute();
  return {
    totalRows: rows.length,
    rows: rows.map((row) => ({
      seller_id: row.seller_id,
      sales: row.sales,
      value_cents: toInt(row.value_cents),
    })),
  };
}

const expectExact = async (from = FROM, to = TO) =>
  expect(await ranked(from, to)).toEqual(await direct(from, to));

describe('the sellers ranking', () => {
  it('stays exact across reads while sales are added, refunded, moved and reassigned', async () => {
    const { db } = up();
    await expectExact();
    // A big sale puts its seller first.
    const big = await addSale(db);
    const first = await ranked();
    expect(first.rows[0]?.value_cents).toBeGreaterThanOrEqual(123_456_789);
    await expectExact();
    // Refunded: it no longer counts.
    await db.updateTable('sales').set({ status: 'REFUNDED' }).where('id', '=', big).execute();
    await expectExact();
    // Approved again, then moved to another seller.
    const other = await db
      .selectFrom('users')
      .select('id')
      .where('id', 'not in', db.selectFrom('sales').select('seller_id'))
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('sales')
      .set({ status: 'APPROVED', seller_id: other.id })
      .where('id', '=', big)
      .execute();
    const moved = await ranked();
    expect(moved.rows[0]?.seller_id).toBe(other.id);
    await expectExact();
    // Out of the period: the new seller sold nothing in it and leaves the ranking.
    await db
      .updateTable('sales')
      .set({ payment_date: new Date('2024-06-01T12:00:00Z') })
      .where('id', '=', big)
      .execute();
    expect((await ranked()).rows.map((row) => row.seller_id)).not.toContain(other.id);
    await expectExact();
    // Deleted, with a page read between the writes.
    await db.deleteFrom('sales').where('id', '=', big).execute();
    const page = await salesBySeller(db, { kind: 'all' }, periodOf(FROM, TO), { page: 1, pageSize: 3 });
    expect(page.items.map((row) => row.seller_id)).toEqual(
      (await direct()).rows.slice(3, 6).map((row) => row.seller_id),
    );
    await expectExact();
  });

  it('sees a write that was in flight when a read took its snapshot', async () => {
    const { db, config } = up();
    await expectExact();
    let inFlight: string | undefined;
    const cleanUp: string[] = [];
    if (config.database.kind === 'postgres') {
      // The write holds its transaction open across a read on another connection, then commits.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let written: () => void = () => undefined;
      const wrote = new Promise<void>((resolve) => {
        written = resolve;
      });
      const writer = db.transaction().execute(async (trx) => {
        inFlight = await addSale(trx, { value_cents: 987_654_321 });
        written();
        await held;
      });
      await wrote;
      // A later transaction commits first: the read's snapshot has the writer in flight below
      // newer, finished ones (what remembering the newest id seen would get wrong). Another day and
      // status, so it takes none of the rollup rows the writer holds.
      const later = await addSale(db, { value_cents: 7_777, status: 'CANCELED', day: '2026-04-20' });
      const during = await ranked();
      expect(during.rows.some((row) => row.value_cents >= 987_654_321)).toBe(false);
      release();
      await writer;
      cleanUp.push(later);
    } else {
      inFlight = await addSale(db, { value_cents: 987_654_321 });
    }
    const after = await ranked();
    expect(after.rows[0]?.value_cents).toBeGreaterThanOrEqual(987_654_321);
    await expectExact();
    await db
      .deleteFrom('sales')
      .where('id', 'in', [inFlight ?? '', ...cleanUp])
      .execute();
    await expectExact();
  });

  it('starts a new period from a remembered one that shares most of its days, with writes between', async () => {
    const { db } = up();
    forgetSellerRankings(db);
    await expectExact('2026-01-01', '2026-06-30');
    // Written after that read: in the shared days and in the days the next periods add.
    const shared = await addSale(db, { value_cents: 31_000, day: '2026-03-10' });
    const added = await addSale(db, { value_cents: 32_000, day: '2026-07-10', status: 'CANCELED' });
    // And on each edge day the periods below add or take away (a stretch one day short fails).
    const edges = [];
    for (const [i, day] of [
      '2025-12-01',
      '2025-12-31',
      '2026-01-01',
      '2026-01-31',
      '2026-02-01',
      '2026-06-01',
      '2026-06-30',
      '2026-07-01',
      '2026-07-31',
    ].entries()) {
      edges.push(await addSale(db, { value_cents: 1_000 * (i + 1), day }));
    }
    // The end moved later, then earlier; the start moved both ways; both ends at once.
    for (const [from, to] of [
      ['2026-01-01', '2026-07-31'],
      ['2026-01-01', '2026-05-31'],
      ['2025-12-01', '2026-05-31'],
      ['2026-02-01', '2026-05-31'],
      ['2026-01-15', '2026-08-15'],
    ] as const) {
      await expectExact(from, to);
    }
    // A remembered period changed since it was read, then used to start another.
    await db.updateTable('sales').set({ status: 'REFUNDED' }).where('id', '=', shared).execute();
    await expectExact('2026-01-16', '2026-08-16');
    await db
      .deleteFrom('sales')
      .where('id', 'in', [shared, added, ...edges])
      .execute();
    await expectExact('2026-01-17', '2026-08-17');
    // Forgotten: the next read adds its period up whole, with the same answer.
    const remembered = await ranked('2026-01-17', '2026-08-17');
    forgetSellerRankings(db);
    expect(await ranked('2026-01-17', '2026-08-17')).toEqual(remembered);
  });

  it('stays exact when more periods are read than it remembers', async () => {
    const periods = Array.from({ length: RANKED_PERIODS + 2 }, (_, i) => [`2026-0${i + 1}-01`, TO] as const);
    for (const [from, to] of periods) await expectExact(from, to);
    const sale = await addSale(up().db, { value_cents: 55_555 });
    for (const [from, to] of [...periods].reverse()) await expectExact(from, to);
    await up().db.deleteFrom('sales').where('id', '=', sale).execute();
    for (const [from, to] of periods) await expectExact(from, to);
  });
});
