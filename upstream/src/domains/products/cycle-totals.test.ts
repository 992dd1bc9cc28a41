/**
 * The closed cycles' seller totals (cycle-totals.ts, migration 0040): the ranking of a period of
 * whole closed cycles answers exactly what the remembered ranking (seller-ranking.ts) answers;
 * writing them twice changes nothing; a transaction that fails half-way leaves no row; a sale
 * written into a closed cycle makes the totals of it and later cycles unused until the job writes
 * them again; and the worker's tick queues the job that writes them (the catch-up at start too).
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { toInt } from '../../kernel/paging.ts';
import { useTestUpstream } from '../../testing/harness.ts';
import { addSale } from '../../testing/sales.ts';
import { closedCyclesRankingPage, writeDueCycleTotals } from './cycle-totals.ts';
import { cycleTotalsTick } from './cycle-totals-worker.ts';
import { forgetSellerRankings, sellerRankingPage } from './seller-ranking.ts';

const up = useTestUpstream();

interface WrittenCycle {
  number: number;
  first_day: string;
  last_day: string;
}

async function writtenCycles(): Promise<WrittenCycle[]> {
  await writeDueCycleTotals(up().db);
  return (
    await sql<WrittenCycle>`select cycle_number as number, first_day::text as first_day,
      last_day::text as last_day from seller_cycle_totals_written order by cycle_number`.execute(up().db)
  ).rows;
}

const ALL = 100_000;

/** The totals' answer, and the remembered ranking's (forgotten first: added up afresh). */
async function bothPaths(from: string, to: string, page = 0, pageSize = ALL) {
  const { db } = up();
  const closed = await closedCyclesRankingPage(db, from, to, page, pageSize);
  forgetSellerRankings(db);
  const current = await sellerRankingPage(db, from, to, page, pageSize);
  return { closed, current };
}

/** Periods of whole closed cycles: one, three, all of them from the first, the last twelve. */
function periods(cycles: readonly WrittenCycle[]): [string, string][] {
  const at = (i: number) => cycles[i] as WrittenCycle;
  const last = cycles.length - 1;
  return [
    [at(0).first_day, at(0).last_day],
    [at(2).first_day, at(4).last_day],
    [at(0).first_day, at(last).last_day],
    [at(Math.max(0, last - 11)).first_day, at(last).last_day],
    [at(last).first_day, at(last).last_day],
  ];
}

async function expectSame(cycles: readonly WrittenCycle[]) {
  for (const [from, to] of periods(cycles)) {
    const { closed, current } = await bothPaths(from, to);
    expect(closed, `${from}..${to}`).not.toBeNull();
    expect(closed).toEqual(current);
  }
}

const totalRows = async () =>
  toInt(
    (await sql<{ n: string }>`select count(*) as n from seller_cycle_totals`.execute(up().db)).rows[0]?.n ??
      0,
  );

describe('the closed cycles seller totals', () => {
  it('rank periods of closed cycles as the remembered ranking does, paged the same', async () => {
    const cycles = await writtenCycles();
    expect(cycles.length).toBeGreaterThanOrEqual(12);
    await expectSame(cycles);
    const [from, to] = periods(cycles)[2] as [string, string];
    for (const [page, pageSize] of [
      [0, 10],
      [3, 7],
      [10_000, 10],
    ] as const) {
      const { closed, current } = await bothPaths(from, to, page, pageSize);
      expect(closed).toEqual(current);
    }
    // Not whole closed cycles: a day short, a day into the next, the open cycle; the other path.
    const first = cycles[0] as WrittenCycle;
    const { db } = up();
    expect(await closedCyclesRankingPage(db, first.first_day, '2099-01-01', 0, 10)).toBeNull();
    const shorter = new Date(Date.parse(`${first.last_day}T00:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(await closedCyclesRankingPage(db, first.first_day, shorter, 0, 10)).toBeNull();
    const second = cycles[1] as WrittenCycle;
    expect(await closedCyclesRankingPage(db, second.last_day, second.last_day, 0, 10)).toBeNull();
  });

  it('writes each cycle once: a second run writes nothing and changes no row', async () => {
    const { db } = up();
    await writtenCycles();
    const rows = async () =>
      (
        await sql`select cycle_number, seller_id, sales, approved, value_cents::text
          from seller_cycle_totals order by cycle_number, seller_id`.execute(db)
      ).rows;
    const before = await rows();
    expect(await writeDueCycleTotals(db)).toBe(0);
    expect(await rows()).toEqual(before);
  });

  it('leaves nothing half-written when its transaction fails', async () => {
    const { db } = up();
    const cycles = await writtenCycles();
    const last = cycles[cycles.length - 1] as WrittenCycle;
    // The last cycle due again (as after a late sale), and its last step made to fail.
    await sql`insert into seller_cycle_totals_stale values (${last.number})`.execute(db);
    await sql`delete from seller_cycle_totals where cycle_number = ${last.number}`.execute(db);
    const before = await totalRows();
    await sql`create function cycle_totals_fail() returns trigger language plpgsql as $$
      begin raise exception 'interrupted'; end $$`.execute(db);
    await sql`create trigger cycle_totals_fail before update on seller_cycle_totals_written
      for each row execute function cycle_totals_fail()`.execute(db);
    try {
      await expect(writeDueCycleTotals(db)).rejects.toThrow(/interrupted/);
      // The totals it inserted went with the transaction; the cycle is still stale, so unused.
      expect(await totalRows()).toBe(before);
      expect(await closedCyclesRankingPage(db, last.first_day, last.last_day, 0, 10)).toBeNull();
    } finally {
      await sql`drop trigger cycle_totals_fail on seller_cycle_totals_written`.execute(db);
      await sql`drop function cycle_totals_fail()`.execute(db);
    }
    expect(await writtenCycles()).toEqual(cycles);
    await expectSame(cycles);
  });

  it('stops using a closed cycle a sale was written into, until the job writes it again', async () => {
    const { db } = up();
    const cycles = await writtenCycles();
    const third = cycles[2] as WrittenCycle;
    const first = cycles[0] as WrittenCycle;
    const last = cycles[cycles.length - 1] as WrittenCycle;
    const late = await addSale(db, { day: third.last_day, value_cents: 555_555_555 });
    // Periods ending at or after the third cycle fall back; earlier ones still answer.
    expect(await closedCyclesRankingPage(db, first.first_day, last.last_day, 0, 10)).toBeNull();
    expect(await closedCyclesRankingPage(db, third.first_day, third.last_day, 0, 10)).toBeNull();
    expect(await closedCyclesRankingPage(db, first.first_day, first.last_day, 0, 10)).not.toBeNull();
    // The job writes the third cycle and every later one again (this run, or the worker's tick
    // if it came first).
    await writeDueCycleTotals(db);
    expect(await writtenCycles()).toEqual(cycles);
    await expectSame(cycles);
    const top = await closedCyclesRankingPage(db, third.first_day, third.last_day, 0, 1);
    expect(top?.rows[0]?.value_cents).toBeGreaterThanOrEqual(555_555_555);
    await db.deleteFrom('sales').where('id', '=', late).execute();
    expect(await closedCyclesRankingPage(db, third.first_day, third.last_day, 0, 1)).toBeNull();
    await writeDueCycleTotals(db);
    await expectSame(cycles);
  });

  it('is written through the queue when the tick finds a closed cycle without totals', async () => {
    const { db, jobs } = up();
    const cycles = await writtenCycles();
    await sql`delete from seller_cycle_totals_written`.execute(db);
    await cycleTotalsTick(jobs, db)();
    await expect
      .poll(
        async () =>
          toInt(
            (await sql<{ n: string }>`select count(*) as n from seller_cycle_totals_written`.execute(db))
              .rows[0]?.n ?? 0,
          ),
        { timeout: 30_000, interval: 250 },
      )
      .toBe(cycles.length);
    await expectSame(cycles);
  });
});
