/** ED details beside the ED: its bills, level and stars, points and voucher programmes, in scope. */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS, userId } from '../../db/seed/users.ts';
import { coversNow } from '../../kernel/current-cycle.ts';
import { financeClient } from '../../testing/finance.ts';
import { useTestUpstream } from '../../testing/harness.ts';
import type { EdBillJson, EdLevelStarsJson, EdProgrammesJson } from './ed-overview.ts';
import { ED_LIST_MESSAGES } from './routes/network.ts';

const up = useTestUpstream();
const { call } = financeClient(up);
const { affiliated, branch, multi, holding, producer } = DEMO_USERS;
// afiliado@ is an ED of Centro, whose branch is unidade@; multi@ is Aldeota's branch.
const edId = userId(affiliated.username);
const paths = {
  bills: `/v1/affiliates/${edId}/bills`,
  levelsStars: `/v1/affiliates/${edId}/levels-stars`,
  programmes: `/v1/affiliates/${edId}/programmes`,
};

describe('the ED details reads', () => {
  it("list the ED's own bills, newest cycle first, paged", async () => {
    const res = await call<{ items: EdBillJson[]; totalRows: number }>(
      holding.username,
      `${paths.bills}?pageSize=3`,
    );
    expect(res.status).toBe(200);
    const stored = await up()
      .db.selectFrom('bills')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('side', '=', 'affiliate')
      .where('user_id', '=', edId)
      .executeTakeFirstOrThrow();
    expect(res.body.totalRows).toBe(Number(stored.n));
    expect(res.body.totalRows).toBeGreaterThan(0);
    expect(res.body.items.length).toBe(Math.min(3, res.body.totalRows));
    const cycles = res.body.items.map((bill) => bill.cycle_number);
    expect(cycles).toEqual([...cycles].sort((a, b) => b - a));
    expect(res.body.items[0]).toEqual({
      id: expect.any(String),
      status: expect.any(String),
      value_cents: expect.any(Number),
      cycle_number: expect.any(Number),
      producer_name: expect.any(String),
      producer_cnpj: expect.any(String),
      updated_at: expect.any(String),
    });
  });

  it('give the level, its name and 0 to 3 stars from the current cycle goals', async () => {
    const res = await call<EdLevelStarsJson>(holding.username, paths.levelsStars);
    expect(res.status).toBe(200);
    expect(res.body.level).toBeGreaterThanOrEqual(1);
    expect(res.body.level_name).toEqual(expect.any(String));
    expect(res.body.stars).toBeGreaterThanOrEqual(0);
    expect(res.body.stars).toBeLessThanOrEqual(3);
    const goals = await up()
      .db.selectFrom('goals')
      .innerJoin('commercial_cycles as c', 'c.id', 'goals.cycle_id')
      .select(['minimum_cents', 'basic_cents', 'master_cents'])
      .where(coversNow('c'))
      .executeTakeFirst();
    const reached = [goals?.minimum_cents, goals?.basic_cents, goals?.master_cents].filter(
      (goal) => goal !== undefined && goal > 0 && res.body.cycle_sales >= goal,
    );
    expect(res.body.stars).toBe(reached.length);
  });

  it('sum the points by state and count the vouchers by state', async () => {
    const res = await call<EdProgrammesJson>(holding.username, paths.programmes);
    expect(res.status).toBe(200);
    const points = await up()
      .db.selectFrom('point_entries')
      .select(sql<string>`coalesce(sum(points), 0)::text`.as('total'))
      .where('owner_id', '=', edId)
      .executeTakeFirstOrThrow();
    const { available, used, expired } = res.body.points;
    expect(available + used + expired).toBe(Number(points.total));
    const vouchers = await up()
      .db.selectFrom('vouchers')
      .select('status')
      .where('customer_id', '=', edId)
      .execute();
    expect(res.body.vouchers.used).toBe(vouchers.filter((v) => v.status === 'USED').length);
  });

  it("answer a branch for its unit's ED and another unit's branch as for a missing ED", async () => {
    for (const path of Object.values(paths)) {
      expect((await call(branch.username, path)).status).toBe(200);
      expect(await call(multi.username, path)).toEqual({
        status: 404,
        body: { detail: ED_LIST_MESSAGES.notFound },
      });
      expect((await call(producer.username, path)).status).toBe(403);
    }
  });
});
