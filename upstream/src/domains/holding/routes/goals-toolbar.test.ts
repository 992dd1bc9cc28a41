/** Gerenciador de metas' list toolbar (docs/upstream-contract/holding.md): the unit search and the CSV. */
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../db/seed/users.ts';
import { searchTooLong } from '../../../kernel/params.ts';
import { csvAs } from '../../../testing/csv.ts';
import { financeClient } from '../../../testing/finance.ts';
import { useTestUpstream } from '../../../testing/harness.ts';
import { type CycleGoalsJson, GOALS_CSV_HEADER } from '../goals.ts';

const up = useTestUpstream();
const { call } = financeClient(up);
const { holding, branch } = DEMO_USERS;
const PATH = '/v1/holding/goals/current';

describe('GET holding/goals/{cycleId}: the toolbar', () => {
  it('keeps the units whose name holds the search, case and accents ignored, and refuses a long one', async () => {
    const all = await call<CycleGoalsJson>(holding.username, PATH);
    const first = all.body.units[0]?.unit_name ?? '';
    const piece = first.slice(1, 5).toUpperCase();
    const found = await call<CycleGoalsJson>(
      holding.username,
      `${PATH}?search=${encodeURIComponent(` ${piece} `)}`,
    );
    expect(found.status).toBe(200);
    expect(found.body.units.map((unit) => unit.unit_name)).toContain(first);
    expect(found.body.units.length).toBeLessThanOrEqual(all.body.units.length);
    expect(found.body.cycle).toEqual(all.body.cycle);
    const none = await call<CycleGoalsJson>(holding.username, `${PATH}?search=zzzz-nenhuma`);
    expect(none.body.units).toEqual([]);
    expect(await call(holding.username, `${PATH}?search=${'x'.repeat(101)}`)).toMatchObject({
      status: 400,
      body: { detail: searchTooLong(100) },
    });
  });

  it('streams the same units as a pt-BR CSV, by name', async () => {
    const list = await call<CycleGoalsJson>(holding.username, PATH);
    const { res, bytes, lines } = await csvAs(up(), holding.username, `${PATH}/csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      new RegExp(`filename="metas-ciclo-${list.body.cycle.number}-\\d{4}-\\d{2}-\\d{2}\\.csv"`),
    );
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(lines[0]).toBe(GOALS_CSV_HEADER.join(';'));
    expect(lines.slice(1).map((line) => line.split(';')[0])).toEqual(list.body.units.map((u) => u.unit_name));
    expect(lines.slice(1).every((line) => /;(\d+,\d{2})?;(\d+,\d{2})?;(\d+,\d{2})?$/.test(line))).toBe(true);
    expect((await csvAs(up(), branch.username, `${PATH}/csv`)).res.status).toBe(403);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await csvAs(up(), holding.username, `/v1/holding/goals/${unknown}/csv`)).res.status).toBe(404);
  });
});
