import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { CURRENT_COMMERCIAL, CURRENT_FINANCIAL, commercialCycleId } from '../../../db/seed/finance/cycles.ts';
import { organisationId } from '../../../db/seed/organisations.ts';
import { DEMO_USERS, userId } from '../../../db/seed/users.ts';
import { INVALID_AGENT_ROLE } from '../../../kernel/params.ts';
import { FIN, financeClient } from '../../../testing/finance.ts';
import { useTestUpstream } from '../../../testing/harness.ts';
import { CYCLE_MESSAGES } from '../cycles.ts';

const up = useTestUpstream();
const { call } = financeClient(up);
const { affiliated, agent, branch, multi, holding, producer } = DEMO_USERS;

interface Cycle {
  id: string;
  number: number;
  starts_at: string;
  ends_at: string;
  current: boolean;
}
type Owner = { side: 'affiliate'; id: string } | { side: 'branch'; id: string };

/** The balance computed straight from the table, to check the route against. */
async function expectedBalance(owners: Owner[]) {
  const { rows } = await sql<{ status: string; value: string }>`
    select status, sum(case when type = 'Debit' then -value_cents else value_cents end) as value
    from commissions
    where ${sql.join(
      owners.map(
        (o) =>
          sql`(side = ${o.side} and ${sql.ref(o.side === 'affiliate' ? 'user_id' : 'unit_id')} = ${o.id})`,
      ),
      sql` or `,
    )}
    group by status`.execute(up().db);
  const of = (...statuses: string[]) =>
    rows.filter((row) => statuses.includes(row.status)).reduce((sum, row) => sum + Number(row.value), 0);
  return { pending: of('Held', 'Ready', 'Processing'), earned: of('Executed') };
}

async function approvedSales(column: 'seller_id' | 'unit_id', id: string, cycle: number) {
  const { rows } = await sql<{ total: string | null; n: string }>`
    select sum(value_cents) as total, count(*) as n from sales
    where ${sql.ref(column)} = ${id} and status = 'APPROVED' and cycle_id = ${commercialCycleId(cycle)}`.execute(
    up().db,
  );
  return { total: Number(rows[0]?.total ?? 0), count: Number(rows[0]?.n ?? 0) };
}

const me = (username: string) => ({ side: 'affiliate', id: userId(username) }) as const;
const unit = (key: 'unitCentro' | 'unitAldeota' | 'agency') =>
  ({ side: 'branch', id: organisationId(key) }) as const;

describe('commission balance', () => {
  it.each([
    [affiliated.username, '', [me(affiliated.username)]],
    [branch.username, '', [unit('unitCentro')]],
    [multi.username, '', [me(multi.username), unit('unitAldeota')]],
    [agent.username, '', [me(agent.username)]],
    [agent.username, '?agent_as_role=affiliate', [me(agent.username)]],
    [agent.username, '?agent_as_role=branch', [unit('agency')]],
    // Not an agent: the parameter is ignored, even when it names the other side.
    [affiliated.username, '?agent_as_role=branch', [me(affiliated.username)]],
  ] as const)('of %s%s sums its own rows', async (username, query, owners) => {
    const res = await call<{ pending: number; earned: number }>(
      username,
      `${FIN}/commissions/balance${query}`,
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual(await expectedBalance([...owners]));
    expect(res.body.pending).toBeGreaterThan(0);
    expect(res.body.earned).toBeGreaterThan(0);
  });

  it('is zero for holding and producers', async () => {
    for (const username of [holding.username, producer.username]) {
      expect((await call(username, `${FIN}/commissions/balance`)).body).toEqual({ pending: 0, earned: 0 });
    }
  });

  it('refuses an unknown agent_as_role from an agent, and ignores it from others', async () => {
    const res = await call(agent.username, `${FIN}/commissions/balance?agent_as_role=holding`);
    expect(res).toEqual({ status: 400, body: { detail: INVALID_AGENT_ROLE } });
    expect((await call(affiliated.username, `${FIN}/commissions/balance?agent_as_role=holding`)).status).toBe(
      200,
    );
  });

  it('needs a token', async () => {
    expect((await up().portal(`${FIN}/commissions/balance`)).status).toBe(401);
  });
});

describe('sales figures', () => {
  it('gives a branch the sales credited to its unit in the current and the last cycle', async () => {
    const res = await call(branch.username, `${FIN}/sales/balance`);
    const centro = organisationId('unitCentro');
    expect(res).toEqual({
      status: 200,
      body: {
        currentCycle: (await approvedSales('unit_id', centro, CURRENT_COMMERCIAL)).total,
        lastCycle: (await approvedSales('unit_id', centro, CURRENT_COMMERCIAL - 1)).total,
      },
    });
  });

  it('follows agent_as_role for the agent', async () => {
    const asBranch = await call<{ lastCycle: number }>(
      agent.username,
      `${FIN}/sales/balance?agent_as_role=branch`,
    );
    const asAffiliate = await call<{ lastCycle: number }>(agent.username, `${FIN}/sales/balance`);
    const agency = await approvedSales('unit_id', organisationId('agency'), CURRENT_COMMERCIAL - 1);
    const own = await approvedSales('seller_id', userId(agent.username), CURRENT_COMMERCIAL - 1);
    expect(asBranch.body.lastCycle).toBe(agency.total);
    expect(asAffiliate.body.lastCycle).toBe(own.total);
    expect(agency.total).toBeGreaterThan(own.total);
  });

  it('totals the current cycle', async () => {
    const res = await call<{ cycle: Cycle; total: number; count: number }>(
      affiliated.username,
      `${FIN}/sales/total`,
    );
    expect(res.status).toBe(200);
    expect(res.body.cycle).toMatchObject({ number: CURRENT_COMMERCIAL, current: true });
    const expected = await approvedSales('seller_id', userId(affiliated.username), CURRENT_COMMERCIAL);
    expect(res.body).toMatchObject(expected);
    expect(expected.count).toBeGreaterThan(0);
  });

  it('lists sales per cycle oldest first, ending with the current one (12 by default)', async () => {
    const res = await call<{ cycle: Cycle; total: number }[]>(affiliated.username, `${FIN}/sales/by-cycle`);
    expect(res.status).toBe(200);
    expect(res.body.map((row) => row.cycle.number)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    const cycle5 = await approvedSales('seller_id', userId(affiliated.username), 5);
    expect(res.body[2]?.total).toBe(cycle5.total);
    const three = await call<unknown[]>(affiliated.username, `${FIN}/sales/by-cycle?last=3`);
    expect(three.body).toHaveLength(3);
    const all = await call<unknown[]>(affiliated.username, `${FIN}/sales/by-cycle?last=36`);
    expect(all.body).toHaveLength(CURRENT_COMMERCIAL);
  });

  it.each(['0', '37', 'x', '-1'])('refuses last=%s', async (last) => {
    expect((await call(affiliated.username, `${FIN}/sales/by-cycle?last=${last}`)).status).toBe(400);
  });

  it('are zero for holding', async () => {
    expect((await call(holding.username, `${FIN}/sales/balance`)).body).toEqual({
      currentCycle: 0,
      lastCycle: 0,
    });
    expect((await call(holding.username, `${FIN}/sales/total`)).body).toMatchObject({ total: 0, count: 0 });
  });
});

describe('goals', () => {
  interface Goals {
    cycle: number;
    cycle_id: string;
    minimum: number;
    basic: number;
    master: number;
    unit: number | null;
    unit_id: string | null;
  }

  it('default to the current cycle, without a unit goal for an affiliate', async () => {
    const res = await call<Goals>(affiliated.username, `${FIN}/goals`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      cycle: CURRENT_COMMERCIAL,
      cycle_id: commercialCycleId(CURRENT_COMMERCIAL),
    });
    expect(res.body.minimum).toBeLessThan(res.body.basic);
    expect(res.body.basic).toBeLessThan(res.body.master);
    expect(res.body).toMatchObject({ unit: null, unit_id: null });
  });

  it('carry the unit goal for a branch and for an agent acting as branch', async () => {
    const centro = await call<Goals>(branch.username, `${FIN}/goals?cycle=10`);
    expect(centro.body).toMatchObject({
      cycle: 10,
      unit: expect.any(Number),
      unit_id: organisationId('unitCentro'),
    });
    const agency = await call<Goals>(agent.username, `${FIN}/goals?agent_as_role=branch`);
    expect(agency.body.unit_id).toBe(organisationId('agency'));
    expect((await call<Goals>(agent.username, `${FIN}/goals`)).body.unit).toBeNull();
  });

  it('accept the cycle id', async () => {
    const res = await call<Goals>(affiliated.username, `${FIN}/goals?cycle=${commercialCycleId(5)}`);
    expect(res.body.cycle).toBe(5);
  });

  it.each(['3', '7', '99', commercialCycleId(99)])('answer 404 for cycle %s (no goals)', async (cycle) => {
    const res = await call(affiliated.username, `${FIN}/goals?cycle=${cycle}`);
    expect(res).toEqual({ status: 404, body: { detail: CYCLE_MESSAGES.noGoals } });
  });

  it('refuse a cycle that is neither a number nor an id', async () => {
    const res = await call(affiliated.username, `${FIN}/goals?cycle=abc`);
    expect(res).toEqual({ status: 400, body: { detail: CYCLE_MESSAGES.badCycle } });
  });
});

describe('cycles', () => {
  it('give the current commercial and financial cycles', async () => {
    const commercial = await call<Cycle>(affiliated.username, `${FIN}/cycles/commercial`);
    expect(commercial.body).toEqual({
      id: commercialCycleId(CURRENT_COMMERCIAL),
      number: CURRENT_COMMERCIAL,
      starts_at: '2026-01-01T03:00:00.000Z',
      ends_at: '2026-02-01T02:59:59.999Z',
      current: true,
    });
    const financial = await call<Cycle>(affiliated.username, `${FIN}/cycles/financial`);
    expect(financial.body).toMatchObject({
      number: CURRENT_FINANCIAL,
      starts_at: '2026-01-10T03:00:00.000Z',
      ends_at: '2026-02-10T02:59:59.999Z',
      current: true,
    });
  });

  it('list recent cycles newest first, exactly one current', async () => {
    const res = await call<Cycle[]>(holding.username, `${FIN}/cycles/commercial/recent`);
    expect(res.body.map((cycle) => cycle.number)).toEqual([14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(res.body.filter((cycle) => cycle.current)).toHaveLength(1);
    const financial = await call<Cycle[]>(holding.username, `${FIN}/cycles/financial/recent?last=2`);
    expect(financial.body.map((cycle) => [cycle.number, cycle.current])).toEqual([
      [13, true],
      [12, false],
    ]);
  });
});
