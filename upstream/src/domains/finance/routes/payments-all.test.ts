/**
 * The all-bills list (holding, admin) in cycle order, which pages through the bills (cycle, id)
 * index cycle by cycle (finance/bills.ts, pageIdsByCycle): every page must be the slice of the
 * fully sorted list that plain ORDER BY … OFFSET would give, in both directions and filtered.
 * Its counts and the all-bills summary come from `bill_status_totals`, which the triggers of
 * migration 0003 must keep equal to the bills through inserts, updates and deletes.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { BILL_STATUSES, type BillStatus } from '../../../db/finance-types.ts';
import { DEMO_USERS } from '../../../db/seed/users.ts';
import { type Page, toInt } from '../../../kernel/paging.ts';
import { FIN, financeClient } from '../../../testing/finance.ts';
import { useTestUpstream } from '../../../testing/harness.ts';
import type { BillJson, BillsSummary } from '../bills.ts';

const up = useTestUpstream();
const { call } = financeClient(up);
const { holding } = DEMO_USERS;

/** Every bill's id in the order the list promises: cycle number, then id, both one way. */
async function expectedOrder(direction: 'asc' | 'desc', status?: BillStatus): Promise<string[]> {
  let query = up()
    .db.selectFrom('bills')
    .innerJoin('commercial_cycles as cycle', 'cycle.id', 'bills.cycle_id')
    .select(['bills.id', 'cycle.number']);
  if (status) query = query.where('bills.status', '=', status);
  const rows = await query.execute();
  const sign = direction === 'asc' ? 1 : -1;
  return rows
    .sort((a, b) => sign * (a.number - b.number || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)))
    .map((row) => row.id);
}

async function pageIds(query: string): Promise<{ ids: string[]; totalRows: number }> {
  const res = await call<Page<BillJson>>(holding.username, `${FIN}/payments?${query}`);
  expect(res.status).toBe(200);
  return { ids: res.body.items.map((bill) => bill.id), totalRows: res.body.totalRows };
}

describe('GET payments, every bill in cycle order', () => {
  it.each([
    { order: 'DESC', direction: 'desc', status: undefined },
    { order: 'ASC', direction: 'asc', status: undefined },
    { order: 'DESC', direction: 'desc', status: 'Paid' },
  ] as const)(
    'gives the slices of the sorted list ($order, status $status)',
    async ({ order, direction, status }) => {
      const expected = await expectedOrder(direction, status);
      expect(expected.length).toBeGreaterThan(20);
      const filter = status ? `&status=${status}` : '';
      for (const page of [0, 1, 3]) {
        const { ids, totalRows } = await pageIds(`order=${order}&pageSize=7&page=${page}${filter}`);
        expect(totalRows).toBe(expected.length);
        expect(ids).toEqual(expected.slice(page * 7, page * 7 + 7));
      }
    },
  );

  it('answers an empty page past the end, with the total', async () => {
    const expected = await expectedOrder('desc');
    const { ids, totalRows } = await pageIds(`pageSize=100&page=${Math.ceil(expected.length / 100)}`);
    expect(ids).toEqual([]);
    expect(totalRows).toBe(expected.length);
  });
});

/** Count and value per status, added up from the bills themselves. */
async function totalsFromBills(): Promise<Record<string, { count: number; value: number }>> {
  const rows = await up()
    .db.selectFrom('bills')
    .select((eb) => [
      'status',
      eb.fn.countAll<string>().as('count'),
      eb.fn.sum<string>('value_cents').as('value'),
    ])
    .groupBy('status')
    .execute();
  return Object.fromEntries(
    BILL_STATUSES.map((status) => {
      const row = rows.find((candidate) => candidate.status === status);
      return [status, { count: toInt(row?.count), value: toInt(row?.value) }];
    }),
  );
}

async function expectTotalsFollowTheBills(): Promise<void> {
  const expected = await totalsFromBills();
  const summary = await call<BillsSummary>(holding.username, `${FIN}/payments/summary`);
  expect(
    Object.fromEntries(summary.body.byStatus.map(({ status, count, value }) => [status, { count, value }])),
  ).toEqual(expected);
  const open = await pageIds('status=Open,Error&pageSize=1');
  expect(open.totalRows).toBe((expected.Open?.count ?? 0) + (expected.Error?.count ?? 0));
}

describe('the all-bills totals (holding summary and counts)', () => {
  it('match the bills as seeded', async () => {
    await expectTotalsFollowTheBills();
  });

  it('follow updates of several bills at once, inserts and deletes', async () => {
    const { db } = up();
    await db
      .updateTable('bills')
      .set({ status: 'Paid', value_cents: sql<number>`value_cents + 1` })
      .where('status', '=', 'Open')
      .execute();
    await expectTotalsFollowTheBills();
    await sql`insert into bills (side, user_id, unit_id, cycle_id, producer_id, status, value_cents)
      select side, user_id, unit_id, cycle_id, producer_id, 'Error', value_cents from bills limit 3`.execute(
      db,
    );
    await expectTotalsFollowTheBills();
    const [victim] = await db
      .selectFrom('bills')
      .select('id')
      .where('status', '=', 'Paid')
      .limit(1)
      .execute();
    await db
      .deleteFrom('bills')
      .where('id', '=', victim?.id ?? '')
      .execute();
    await expectTotalsFollowTheBills();
  });
});
