/**
 * When no cycle covers today (the holding has not opened the next one), nothing calls an old cycle
 * current: the current-cycle routes answer the last one that started with `current` false, the
 * dashboards' figures follow it, and the holding's list marks none. The clock is pinned in-process
 * (kernel/clock.ts) past the seed's last cycles: commercial 16 ends on 31/03/2026, financial 15 on
 * 09/04/2026.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../db/seed/users.ts';
import { clockNow, pinClock } from '../../../kernel/clock.ts';
import { FIN, financeClient } from '../../../testing/finance.ts';
import { useTestUpstream } from '../../../testing/harness.ts';
import type { CycleJson } from '../cycles.ts';

const up = useTestUpstream();
const { call } = financeClient(up);
const { affiliated, holding } = DEMO_USERS;

const pinnedBefore = clockNow();
beforeAll(() => pinClock(new Date('2026-05-20T13:00:00.000Z')));
afterAll(() => pinClock(pinnedBefore));

describe('no cycle covers today', () => {
  it('the current-cycle routes answer the last started cycle, not current', async () => {
    const commercial = await call<CycleJson>(affiliated.username, `${FIN}/cycles/commercial`);
    expect(commercial).toMatchObject({
      status: 200,
      body: { number: 16, ends_at: '2026-04-01T02:59:59.999Z', current: false },
    });
    const financial = await call<CycleJson>(affiliated.username, `${FIN}/cycles/financial`);
    expect(financial).toMatchObject({ status: 200, body: { number: 15, current: false } });
  });

  it('recent cycles end with the last started one, none current', async () => {
    const res = await call<CycleJson[]>(holding.username, `${FIN}/cycles/commercial/recent`);
    expect(res.body.map((cycle) => cycle.number)).toEqual([16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5]);
    expect(res.body.some((cycle) => cycle.current)).toBe(false);
  });

  it("the holding's list marks no cycle current", async () => {
    for (const kind of ['commercial', 'financial']) {
      const res = await call<{ items: CycleJson[] }>(holding.username, `/v1/holding/cycles/${kind}`);
      expect(res.body.items.length).toBeGreaterThan(12);
      expect(res.body.items.filter((cycle) => cycle.current)).toEqual([]);
    }
  });

  it('a cycle covering the pinned day is current again', async () => {
    pinClock(new Date('2026-03-15T13:00:00.000Z'));
    const commercial = await call<CycleJson>(affiliated.username, `${FIN}/cycles/commercial`);
    expect(commercial.body).toMatchObject({ number: 16, current: true });
    pinClock(new Date('2026-05-20T13:00:00.000Z'));
  });
});
