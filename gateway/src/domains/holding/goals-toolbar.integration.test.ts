/**
 * Gerenciador de metas' toolbar against the real upstream (docs/architecture.md "Lists"): the
 * screen's one query, the same upstream calls for one unit and for all, fieldErrors for a long
 * search before any upstream call, and the units streamed through /files/goals.csv.
 */
import { MESSAGES } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import { demoRunner, demoTokens, setupTestStack } from '../../test/stack.ts';

const stack = setupTestStack();
const tokenOf = demoTokens(stack);
const run = demoRunner(stack);

// The screen's query (web/src/features/holding/goals.graphql, GoalsManager).
const GOALS = `query G($cycleId: ID, $search: String) {
  holdingCycles(kind: COMMERCIAL) { id number current }
  cycleGoals(cycleId: $cycleId, search: $search) { id cycle { id number } units { unitId unitName minimum } }
}`;
interface GoalsData {
  cycleGoals: {
    id: string;
    cycle: { id: string; number: number };
    units: { unitName: string; minimum: number | null }[];
  };
}

describe('Gerenciador de metas through the gateway: the list toolbar', () => {
  it('searches the unit name with the same upstream calls for one unit and for all', async () => {
    const all = await run<GoalsData>('holding', GOALS, {});
    const units = all.body.data?.cycleGoals.units ?? [];
    expect(units.length).toBeGreaterThan(1);
    const name = units[0]?.unitName ?? '';
    const one = await run<GoalsData>('holding', GOALS, { search: ` ${name.toUpperCase()} ` });
    expect(one.body.errors).toBeUndefined();
    expect(one.body.data?.cycleGoals.units.map((unit) => unit.unitName)).toContain(name);
    expect(one.body.data?.cycleGoals.units.length).toBeLessThan(units.length);
    expect(one.calls).toEqual(all.calls);
    // The searched units under their own id, apart from the whole list in a client's cache.
    expect(one.body.data?.cycleGoals.id).toBe(`${all.body.data?.cycleGoals.id}?busca=${name.toUpperCase()}`);
    expect(all.calls.filter((route) => route.startsWith('GET /v1/holding/goals/'))).toHaveLength(1);
  });

  it('refuses a search over 100 characters with fieldErrors, before calling upstream for goals', async () => {
    const long = await run('holding', GOALS, { search: 'x'.repeat(101) });
    expect(long.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'search', message: MESSAGES.saleSearchTooLong }],
    });
    expect(long.calls.filter((route) => route.includes('/holding/goals/'))).toEqual([]);
  });

  it('streams the same units through /files/goals.csv', async () => {
    const list = await run<GoalsData>('holding', GOALS, {});
    const cycle = list.body.data?.cycleGoals.cycle;
    const res = await fetch(`${stack().gateway.url}/files/goals.csv?cycle=${cycle?.id ?? ''}`, {
      headers: { authorization: `Bearer ${await tokenOf('holding')}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      new RegExp(`filename="metas-ciclo-${cycle?.number}-\\d{4}-\\d{2}-\\d{2}\\.csv"`),
    );
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Unidade;Meta mínima (R$);Meta básica (R$);Meta master (R$)');
    expect(lines.slice(1).map((line) => line.split(';')[0])).toEqual(
      list.body.data?.cycleGoals.units.map((unit) => unit.unitName),
    );
    expect((await fetch(`${stack().gateway.url}/files/goals.csv`)).status).toBe(401);
  });
});
