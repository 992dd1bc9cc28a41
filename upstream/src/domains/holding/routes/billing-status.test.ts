/**
 * Status Faturamento's upstream routes (docs/product.md §11.1, §5.3): holding and admin read every
 * bill, filtered and searched, with counts per status, and set a bill to Closed; no one else may.
 */
import { describe, expect, it } from 'vitest';
import { BILL_STATUSES, type BillStatus } from '../../../db/finance-types.ts';
import { DEMO_USERS } from '../../../db/seed/users.ts';
import type { Page } from '../../../kernel/paging.ts';
import { billCount, billOf, financeClient } from '../../../testing/finance.ts';
import { useTestUpstream } from '../../../testing/harness.ts';
import { type BillStatusStat, HOLDING_BILL_MESSAGES, type HoldingBillJson } from '../billing-status.ts';
import { HOLDING_SEARCH_MESSAGE } from './billing-status.ts';

const up = useTestUpstream();
const { call } = financeClient(up);
const { holding, admin, branch, affiliated, producer } = DEMO_USERS;
const BILLS = '/v1/holding/bills';

const list = (username: string, query = '') => call<Page<HoldingBillJson>>(username, `${BILLS}?${query}`);
const close = (username: string, billId: string, value: unknown = 'Closed') =>
  call<HoldingBillJson & { detail?: string }>(username, `${BILLS}/${billId}/status`, {
    method: 'PUT',
    json: { value },
  });
const statusOf = async (billId: string) =>
  (await up().db.selectFrom('bills').select('status').where('id', '=', billId).executeTakeFirstOrThrow())
    .status;

describe('GET holding bills', () => {
  it('pages every bill, newest cycle first, counting them all', async () => {
    const total = await billCount(up);
    const first = await list(holding.username, 'pageSize=5');
    const second = await list(admin.username, 'pageSize=5&page=1');
    expect(first.status).toBe(200);
    expect(first.body.totalRows).toBe(total);
    expect(second.body.totalRows).toBe(total);
    const cycles = [...first.body.items, ...second.body.items].map((bill) => bill.cycle.number);
    expect(cycles).toEqual([...cycles].sort((a, b) => b - a));
    const ids = new Set([...first.body.items, ...second.body.items].map((bill) => bill.id));
    expect(ids.size).toBe(10);
  });

  it('filters by status, and drops `all`', async () => {
    const res = await list(holding.username, 'status=Paid,all&pageSize=100');
    expect(res.body.items.length).toBeGreaterThan(0);
    expect(new Set(res.body.items.map((bill) => bill.status))).toEqual(new Set<BillStatus>(['Paid']));
  });

  it('finds bills by the payee name or the producer name, words as prefixes', async () => {
    const [first, last] = [affiliated.name.split(' ')[0], affiliated.name.split(' ')[1]];
    const res = await list(holding.username, `search=${encodeURIComponent(`${first?.slice(0, 4)} ${last}`)}`);
    expect(res.body.totalRows).toBeGreaterThan(0);
    for (const bill of res.body.items) expect(bill.payee.name).toBe(affiliated.name);
    const producerName = res.body.items[0]?.producer.name ?? '';
    const byProducer = await list(
      holding.username,
      `search=${encodeURIComponent(producerName)}&pageSize=100`,
    );
    expect(byProducer.body.totalRows).toBeGreaterThan(0);
    for (const bill of byProducer.body.items) expect(bill.producer.name).toBe(producerName);
    expect((await list(holding.username, 'search=zzzqqqxx')).body).toMatchObject({ items: [], totalRows: 0 });
  });

  it('keeps the bills of the cycles a period overlaps, counted, and refuses a backwards one', async () => {
    const newest = (await list(holding.username, 'pageSize=1')).body.items[0];
    if (!newest) throw new Error('no seeded bill');
    const cycle = await up()
      .db.selectFrom('commercial_cycles')
      .select(['starts_at', 'ends_at'])
      .where('id', '=', newest.cycle.id)
      .executeTakeFirstOrThrow();
    const day = (date: Date) => new Date(date.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);
    const period = `from=${day(new Date(cycle.starts_at))}&to=${day(new Date(cycle.ends_at))}`;
    const inCycle = await list(holding.username, `${period}&pageSize=100`);
    expect(inCycle.body.items.map((bill) => bill.id)).toContain(newest.id);
    for (const bill of inCycle.body.items) expect(bill.cycle.number).toBe(newest.cycle.number);
    expect(inCycle.body.totalRows).toBe(inCycle.body.items.length);
    expect((await list(holding.username, 'from=2026-02-02&to=2026-02-01')).status).toBe(400);
  });

  it('refuses an over-long search with its message', async () => {
    const res = await call<{ detail: string }>(holding.username, `${BILLS}?search=${'a'.repeat(101)}`);
    expect(res).toMatchObject({ status: 400, body: { detail: HOLDING_SEARCH_MESSAGE } });
  });

  it('is refused to every other role (403)', async () => {
    for (const user of [branch, affiliated, producer]) {
      expect((await list(user.username)).status).toBe(403);
      expect((await call(user.username, `${BILLS}/stats`)).status).toBe(403);
    }
  });
});

describe('GET holding bill stats', () => {
  it('lists every status with the count and total of its bills', async () => {
    const res = await call<{ byStatus: BillStatusStat[] }>(holding.username, `${BILLS}/stats`);
    expect(res.status).toBe(200);
    expect(res.body.byStatus.map((row) => row.status)).toEqual([...BILL_STATUSES]);
    const rows = await up()
      .db.selectFrom('bills')
      .select((eb) => ['status', eb.fn.countAll<string>().as('n'), eb.fn.sum<string>('value_cents').as('v')])
      .groupBy('status')
      .execute();
    for (const stat of res.body.byStatus) {
      const row = rows.find((candidate) => candidate.status === stat.status);
      expect(stat).toEqual({ status: stat.status, count: Number(row?.n ?? 0), value: Number(row?.v ?? 0) });
    }
  });
});

describe('PUT holding bill status (Closed)', () => {
  it('closes an Open bill and answers it Closed', async () => {
    const billId = await billOf(up, { username: affiliated.username }, 'Open');
    const res = await close(holding.username, billId);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: billId, status: 'Closed' });
    expect(await statusOf(billId)).toBe('Closed');
  });

  it('refuses a Paid bill (409) and leaves it Paid', async () => {
    const billId = await billOf(up, { username: affiliated.username }, 'Paid');
    expect(await close(admin.username, billId)).toMatchObject({
      status: 409,
      body: { detail: HOLDING_BILL_MESSAGES.notClosable },
    });
    expect(await statusOf(billId)).toBe('Paid');
  });

  it('answers 404 for an unknown bill and 400 for any other value', async () => {
    expect((await close(holding.username, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const billId = await billOf(up, { username: affiliated.username }, 'Error');
    expect(await close(holding.username, billId, 'Paid')).toMatchObject({
      status: 400,
      body: { detail: HOLDING_BILL_MESSAGES.statusValue },
    });
    expect(await statusOf(billId)).toBe('Error');
  });

  it('is refused to a branch, and the bill is untouched', async () => {
    const billId = await billOf(up, { unit: 'unitCentro' }, 'Error');
    expect((await close(branch.username, billId)).status).toBe(403);
    expect(await statusOf(billId)).toBe('Error');
  });
});
