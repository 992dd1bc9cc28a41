/**
 * Faturamento's list toolbar upstream (docs/product.md §5.4): the bills list narrowed by status,
 * search and a period of cycles, counted for the filter (also for holding, whose unfiltered count
 * comes from kept totals), each role within its own bills, and the same bills streamed as CSV.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../db/seed/users.ts';
import type { Page } from '../../../kernel/paging.ts';
import { FIN, financeClient } from '../../../testing/finance.ts';
import { useTestUpstream } from '../../../testing/harness.ts';
import type { BillJson } from '../bills.ts';
import { BILLS_CSV_HEADER } from '../bills-csv.ts';

const up = useTestUpstream();
const { call, token } = financeClient(up);
const { holding, affiliated } = DEMO_USERS;

const bills = (username: string, query: string) =>
  call<Page<BillJson>>(username, `${FIN}/payments?pageSize=100&${query}`);

/** A cycle's first and last days (Fortaleza) as the date inputs send them. */
async function cycleDays(number: number): Promise<{ first: string; last: string }> {
  const cycle = await up()
    .db.selectFrom('commercial_cycles')
    .select(['starts_at', 'ends_at'])
    .where('number', '=', number)
    .executeTakeFirstOrThrow();
  const day = (date: Date) => new Date(date.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);
  return { first: day(new Date(cycle.starts_at)), last: day(new Date(cycle.ends_at)) };
}

describe('GET payments: the list toolbar (search, status, period of cycles)', () => {
  it('narrows every bill (holding) and counts the filter, not the kept totals', async () => {
    const all = await bills(holding.username, '');
    const first = all.body.items[0];
    if (!first) throw new Error('no seeded bill');
    const byProducer = await bills(holding.username, `search=${encodeURIComponent(first.producer.name)}`);
    expect(byProducer.status).toBe(200);
    expect(byProducer.body.totalRows).toBeLessThan(all.body.totalRows);
    expect(byProducer.body.items.map((bill) => bill.id)).toContain(first.id);
    for (const bill of byProducer.body.items) {
      const names = `${bill.producer.name} ${bill.payee.name}`.toLowerCase();
      for (const word of first.producer.name.toLowerCase().split(/\s+/)) expect(names).toContain(word);
    }

    const { first: day, last } = await cycleDays(first.cycle.number);
    const inCycle = await bills(holding.username, `from=${day}&to=${last}`);
    const cycles = new Set(inCycle.body.items.map((bill) => bill.cycle.number));
    expect(cycles.has(first.cycle.number)).toBe(true);
    expect(cycles.size).toBe(1);
    const counted = await up()
      .db.selectFrom('bills')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('cycle_id', '=', first.cycle.id)
      .executeTakeFirstOrThrow();
    expect(inCycle.body.totalRows).toBe(Number(counted.n));

    const filtered = await bills(holding.username, `status=${first.status}&from=${day}&to=${last}`);
    for (const bill of filtered.body.items) expect(bill.status).toBe(first.status);
    expect(filtered.body.totalRows).toBe(filtered.body.items.length);
  });

  it('keeps each role within its own bills and refuses a malformed filter', async () => {
    const mine = await bills(affiliated.username, '');
    const everyone = await bills(holding.username, '');
    const foreign = everyone.body.items.find(
      (bill) => !mine.body.items.some((own) => own.producer.id === bill.producer.id),
    );
    if (foreign) {
      const found = await bills(affiliated.username, `search=${encodeURIComponent(foreign.producer.name)}`);
      for (const bill of found.body.items) expect(bill.payee.id).toBe(mine.body.items[0]?.payee.id);
    }
    expect((await bills(affiliated.username, 'from=2026-02-02&to=2026-02-01')).status).toBe(400);
    expect((await bills(affiliated.username, `search=${'x'.repeat(101)}`)).status).toBe(400);
    expect((await bills(affiliated.username, 'status=Nope')).status).toBe(400);
  });
});

describe('GET payments.csv', () => {
  it('streams the filtered bills with a BOM, the header and one row per bill', async () => {
    const list = await bills(holding.username, 'status=Paid');
    const res = await up().portal(`${FIN}/payments.csv?status=Paid`, {
      token: await token(holding.username),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain('faturamento.csv');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trimEnd().split('\r\n');
    expect(lines[0]).toBe(BILLS_CSV_HEADER.join(';'));
    expect(lines.slice(1)).toHaveLength(list.body.totalRows);
    expect(lines[1]).toMatch(/^\d+;Pago;.+;.+;[\dA-Z./-]+;\d+,\d{2};\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  });

  it('holds only the viewer’s bills and refuses a bad period', async () => {
    const list = await bills(affiliated.username, '');
    const res = await up().portal(`${FIN}/payments.csv`, { token: await token(affiliated.username) });
    const lines = (await res.text()).trimEnd().split('\r\n');
    expect(lines.slice(1)).toHaveLength(list.body.totalRows);
    const bad = await up().portal(`${FIN}/payments.csv?to=ontem`, {
      token: await token(affiliated.username),
    });
    expect(bad.status).toBe(400);
    expect((await up().portal(`${FIN}/payments.csv`)).status).toBe(401);
  });
});
