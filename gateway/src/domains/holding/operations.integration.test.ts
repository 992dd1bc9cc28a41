/**
 * Goals, the holding history and the system configs against the real upstream (docs/product.md
 * §11.2, §11.3, §11.5): the holding reads the current cycle's goals and saves a unit's, which the
 * history then shows with before and after; a minimum above the basic is refused with fieldErrors
 * before upstream; an admin reads the history but not the goals; anyone signed in reads the configs.
 */
import { MESSAGES } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import { demoTokens, setupTestStack } from '../../test/stack.ts';

const GOALS =
  'id cycle { id number current } goals { minimum basic master } units { unitId unitName minimum basic master }';
const READ = `query ($id: ID) { cycleGoals(cycleId: $id) { ${GOALS} } }`;
const SAVE = `mutation ($input: UpdateUnitGoalsInput!) { updateUnitGoals(input: $input) { ${GOALS} } }`;
const HISTORY =
  'query { holdingHistory { totalRows pageSize items { id actorName action entity entityId before after } } }';

interface UnitGoal {
  unitId: string;
  unitName: string;
  minimum: number | null;
  basic: number | null;
  master: number | null;
}
interface CycleGoals {
  id: string;
  cycle: { id: string; current: boolean };
  units: UnitGoal[];
}
interface AuditEntry {
  actorName: string | null;
  action: string;
  entityId: string;
  before: string | null;
  after: string | null;
}

const stack = setupTestStack();
const tokenOf = demoTokens(stack);

describe('goals and history through the gateway', () => {
  it("saves a unit's goals in the current cycle and shows the change in the history", async () => {
    const read = await stack().gateway.gql<{ cycleGoals: CycleGoals }>(READ, {
      token: await tokenOf('holding'),
    });
    const goals = read.body.data?.cycleGoals;
    expect(goals?.cycle.current).toBe(true);
    const unit = goals?.units[0];
    if (!goals || !unit) throw new Error('no units');
    const input = {
      cycleId: goals.id,
      goals: [{ unitId: unit.unitId, minimum: 100, basic: 200, master: 300 }],
    };
    const saved = await stack().gateway.gql<{ updateUnitGoals: CycleGoals }>(SAVE, {
      token: await tokenOf('holding'),
      variables: { input },
    });
    expect(saved.body.data?.updateUnitGoals.units.find((row) => row.unitId === unit.unitId)).toMatchObject({
      minimum: 100,
      basic: 200,
      master: 300,
    });
    const history = await stack().gateway.gql<{ holdingHistory: { pageSize: number; items: AuditEntry[] } }>(
      HISTORY,
      { token: await tokenOf('admin') },
    );
    expect(history.body.data?.holdingHistory.pageSize).toBe(10);
    expect(history.body.data?.holdingHistory.items[0]).toMatchObject({
      action: 'unit_goals.updated',
      entityId: `${goals.id}:${unit.unitId}`,
      actorName: 'Luciana Tavares Brito',
    });
    // jsonb keeps its own key order: compare the parsed value.
    expect(JSON.parse(history.body.data?.holdingHistory.items[0]?.after ?? 'null')).toEqual({
      minimum: 100,
      basic: 200,
      master: 300,
    });
  });

  it('refuses a minimum above the basic with fieldErrors, and the goals to an admin', async () => {
    const input = { cycleId: 'c1', goals: [{ unitId: 'u1', minimum: 5, basic: 4, master: 9 }] };
    const refused = await stack().gateway.gql(SAVE, {
      token: await tokenOf('holding'),
      variables: { input },
    });
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'goals[0].minimum', message: MESSAGES.goalMinimumAboveBasic }],
    });
    const admin = await stack().gateway.gql(READ, { token: await tokenOf('admin') });
    expect(admin.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('gives any signed-in user the system configs', async () => {
    const res = await stack().gateway.gql<{ systemConfigs: Record<string, number> }>(
      '{ systemConfigs { batchMaxBills cycleDefaultLengthDays historyPageSize } }',
      { token: await tokenOf('afiliado') },
    );
    expect(res.body.data?.systemConfigs).toEqual({
      batchMaxBills: 100,
      cycleDefaultLengthDays: 30,
      historyPageSize: 10,
    });
  });
});
