/**
 * Acompanhamento de vendas without days (products/default-period.ts): the current cycle's days by
 * the product's clock, said in `cycle`; when no cycle covers today, the latest started one; while
 * that one has no sale yet, the one before; before any cycle, today alone. The clock is pinned
 * in-process (kernel/clock.ts); the seed's cycles are those of 2026-01-15 (commercial 14 is
 * January 2026, 16 is March 2026).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../db/seed/users.ts';
import { clockNow, pinClock } from '../../../kernel/clock.ts';
import type { Page } from '../../../kernel/paging.ts';
import { financeClient } from '../../../testing/finance.ts';
import { useTestUpstream } from '../../../testing/harness.ts';
import type { PeriodCycle } from '../default-period.ts';
import type { SellerTotalJson, TrackingJson } from '../sales-tracking.ts';

const up = useTestUpstream();
const { call } = financeClient(up);
const { branch, holding } = DEMO_USERS;

type Tracked = TrackingJson & {
  cycle: PeriodCycle | null;
  previous: { number: number; from: string; to: string; sales: number; value_cents: number } | null;
};
const pinnedBefore = clockNow();
afterAll(() => pinClock(pinnedBefore));

const tracking = async (username: string) => (await call<Tracked>(username, '/v1/sales/tracking')).body;

describe('the default period of Acompanhamento de vendas', () => {
  it('is the current cycle of the clock, with its sales, for the tracking and the sellers alike', async () => {
    const body = await tracking(branch.username);
    expect(body).toMatchObject({
      from: '2026-01-01',
      to: '2026-01-31',
      cycle: { number: 14, current: true },
    });
    expect(body.sales).toBeGreaterThan(0);
    const sellers = await call<Page<SellerTotalJson> & { from: string; to: string }>(
      branch.username,
      '/v1/sales/tracking/sellers',
    );
    expect(sellers.body).toMatchObject({ from: '2026-01-01', to: '2026-01-31' });
    expect(sellers.body.items.length).toBeGreaterThan(0);
    // Days asked for carry no cycle, and nothing to compare with.
    const asked = await call<Tracked>(branch.username, '/v1/sales/tracking?from=2026-01-01&to=2026-01-10');
    expect(asked.body).toMatchObject({ from: '2026-01-01', to: '2026-01-10', cycle: null, previous: null });
  });

  it('adds up the cycle before, as its own days asked for would, for the home’s comparison', async () => {
    for (const username of [branch.username, holding.username]) {
      const { previous } = await tracking(username);
      expect(previous).toMatchObject({ number: 13, from: '2025-12-01', to: '2025-12-15' });
      const december = (await call<Tracked>(username, '/v1/sales/tracking?from=2025-12-01&to=2025-12-15'))
        .body;
      expect(previous?.sales).toBeGreaterThan(0);
      expect(previous).toMatchObject({ sales: december.sales, value_cents: december.value_cents });
    }
  });

  it('is the cycle before when the current one has no sale yet (its first morning)', async () => {
    // 2026-02-01: commercial 15 is current, and the seed sold nothing in it.
    pinClock(new Date('2026-02-01T12:00:00.000Z'));
    expect(await tracking(holding.username)).toMatchObject({
      from: '2026-01-01',
      to: '2026-01-31',
      cycle: { number: 14, current: false },
    });
  });

  it('is the latest cycle with sales when none covers today, and today alone before any cycle', async () => {
    // Cycles 15 and 16 (the seed's next two) have no sales: 14 is the latest with some.
    pinClock(new Date('2026-05-20T13:00:00.000Z'));
    expect(await tracking(holding.username)).toMatchObject({
      from: '2026-01-01',
      to: '2026-01-31',
      cycle: { number: 14, current: false },
    });
    pinClock(new Date('2020-03-10T13:00:00.000Z'));
    expect(await tracking(holding.username)).toMatchObject({
      from: '2020-03-10',
      to: '2020-03-10',
      cycle: null,
      previous: null,
    });
  });
});
