/**
 * The demo data lives in the present (seed/ids.ts): the seed's cycles, sales and ledger are built
 * from the clock's today. This builds them on awkward days (a cycle's first and last day, 29
 * February, a year boundary, a day before the financial cycles' 10th) and checks what must hold on
 * every one of them. Pure: the seed modules read PORTAL_NOW when they load, so each date gets a
 * fresh module graph and no database.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';

const DATES = [
  '2026-01-01',
  '2026-01-31',
  '2028-02-29',
  '2026-12-31',
  '2027-01-01',
  '2026-11-28',
  '2026-03-09',
];
const pinnedBefore = process.env.PORTAL_NOW;

async function seedOn(day: string | null) {
  vi.resetModules();
  if (day === null) delete process.env.PORTAL_NOW;
  else process.env.PORTAL_NOW = day;
  const ids = await import('./seed/ids.ts');
  const cycles = await import('./seed/finance/cycles.ts');
  const { seedSales } = await import('./seed/finance/sales.ts');
  const { buildLedger } = await import('./seed/finance/ledger.ts');
  const sales = seedSales();
  return { base: ids.SEED_BASE_DATE, cycles, sales, ledger: buildLedger(sales) };
}

type Span = { number: number; starts_at: Date; ends_at: Date };

function expectContiguous(spans: readonly Span[]) {
  spans.forEach((span, i) => {
    expect(span.number).toBe(i + 1);
    expect(span.starts_at.getTime()).toBeLessThan(span.ends_at.getTime());
    const next = spans[i + 1];
    // Contiguous and non-overlapping: the next cycle starts the millisecond after this one ends.
    if (next) expect(next.starts_at.getTime()).toBe(span.ends_at.getTime() + 1);
  });
}

const covering = (spans: readonly Span[], instant: Date) =>
  spans.filter((span) => span.starts_at <= instant && instant <= span.ends_at).map((span) => span.number);

afterAll(() => {
  vi.resetModules();
  if (pinnedBefore === undefined) delete process.env.PORTAL_NOW;
  else process.env.PORTAL_NOW = pinnedBefore;
});

describe.each(DATES)('the seed built on %s', (day) => {
  it('has contiguous cycles, today inside the current ones, 12+ closed before and two ahead', async () => {
    const { base, cycles } = await seedOn(day);
    // 10:00 in Fortaleza of that day.
    expect(base.toISOString()).toBe(`${day}T13:00:00.000Z`);
    const { COMMERCIAL_CYCLES, FINANCIAL_CYCLES, CURRENT_COMMERCIAL, CURRENT_FINANCIAL } = cycles;
    expectContiguous(COMMERCIAL_CYCLES);
    expectContiguous(FINANCIAL_CYCLES);
    expect(covering(COMMERCIAL_CYCLES, base)).toEqual([CURRENT_COMMERCIAL]);
    expect(covering(FINANCIAL_CYCLES, base)).toEqual([CURRENT_FINANCIAL]);
    expect(COMMERCIAL_CYCLES.filter((cycle) => cycle.ends_at < base).length).toBeGreaterThanOrEqual(12);
    expect(FINANCIAL_CYCLES.filter((cycle) => cycle.ends_at < base).length).toBeGreaterThanOrEqual(12);
    expect(COMMERCIAL_CYCLES.filter((cycle) => cycle.starts_at > base)).toHaveLength(2);
    expect(FINANCIAL_CYCLES.filter((cycle) => cycle.starts_at > base)).toHaveLength(2);
    // The commercial cycle a financial one pays ended before it started.
    const byId = new Map(COMMERCIAL_CYCLES.map((cycle) => [cycle.id, cycle]));
    for (const financial of FINANCIAL_CYCLES) {
      const paid = financial.commercial_cycle_id ? byId.get(financial.commercial_cycle_id) : undefined;
      if (financial.number > 1) expect(paid?.ends_at.getTime()).toBeLessThan(financial.starts_at.getTime());
    }
  });

  it('dates sales and commissions in their own cycle, never after today, and bills them in closed cycles', async () => {
    const { base, cycles, sales, ledger } = await seedOn(day);
    const byId = new Map(cycles.COMMERCIAL_CYCLES.map((cycle) => [cycle.id, cycle]));
    const inCycle = (date: Date, cycleId: string) => {
      const cycle = byId.get(cycleId);
      return !!cycle && cycle.starts_at <= date && date <= cycle.ends_at;
    };
    expect(sales.length).toBeGreaterThan(100);
    for (const sale of sales) {
      expect(sale.paymentDate.getTime()).toBeLessThanOrEqual(base.getTime());
      expect(inCycle(sale.paymentDate, sale.cycle.id)).toBe(true);
    }
    for (const row of ledger.commissions) {
      // The seed writes Dates (the insert types also take strings).
      const date = new Date(row.date);
      expect(date.getTime()).toBeLessThanOrEqual(base.getTime());
      expect(inCycle(date, row.cycle_id)).toBe(true);
    }
    // Every bill in its payee's closed cycle, and its value the signed sum of its commissions and
    // of its entries (the balances the screens show are sums of these).
    const current = cycles.COMMERCIAL_CYCLES.find((cycle) => cycle.number === cycles.CURRENT_COMMERCIAL);
    for (const bill of ledger.bills) {
      const cycle = byId.get(bill.cycle_id);
      expect(cycle && current && cycle.ends_at < current.starts_at).toBe(true);
      expect(new Date(bill.created_at ?? Number.NaN).getTime()).toBeLessThanOrEqual(base.getTime());
      const own = ledger.commissions.filter((row) => row.bill_id === bill.id);
      expect(own.every((row) => row.cycle_id === bill.cycle_id && row.side === bill.side)).toBe(true);
      const signed = own.reduce(
        (sum, row) => sum + (row.type === 'Debit' ? -row.value_cents : row.value_cents),
        0,
      );
      expect(signed).toBe(bill.value_cents);
      const entries = ledger.entries.filter((entry) => entry.bill_id === bill.id);
      expect(entries.reduce((sum, entry) => sum + entry.value_cents, 0)).toBe(bill.value_cents);
    }
    // Open bills are the last closed cycle's; nothing of the current cycle is billed yet.
    const lastClosed = cycles.CURRENT_COMMERCIAL - 1;
    for (const bill of ledger.bills.filter((row) => row.status === 'Open')) {
      expect(byId.get(bill.cycle_id)?.number).toBe(lastClosed);
    }
    expect(new Set(ledger.bills.map((bill) => bill.status)).size).toBe(8);
  });

  it('gives the same data for the same day', async () => {
    const first = await seedOn(day);
    const second = await seedOn(day);
    expect(second.sales.map((sale) => [sale.id, sale.paymentDate.toISOString(), sale.valueCents])).toEqual(
      first.sales.map((sale) => [sale.id, sale.paymentDate.toISOString(), sale.valueCents]),
    );
    expect(second.ledger.bills).toEqual(first.ledger.bills);
  });
});

describe('the seed built by a real (unpinned) clock before 10:00', () => {
  afterAll(() => vi.useRealTimers());

  it('takes the last full hour as its base, so nothing is dated in the future', async () => {
    // 00:30 in Fortaleza on the first day of a cycle: no time of the cycle has gone by yet.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T03:30:00.000Z'));
    const { base, cycles, sales, ledger } = await seedOn(null);
    const now = Date.now();
    vi.useRealTimers();
    expect(base.toISOString()).toBe('2026-03-01T03:00:00.000Z');
    expect(covering(cycles.COMMERCIAL_CYCLES, base)).toEqual([cycles.CURRENT_COMMERCIAL]);
    for (const sale of sales) expect(sale.paymentDate.getTime()).toBeLessThanOrEqual(now);
    for (const row of ledger.commissions) expect(new Date(row.date).getTime()).toBeLessThanOrEqual(now);
  });
});
