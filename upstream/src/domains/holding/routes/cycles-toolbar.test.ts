/** Ciclos' list toolbar (docs/upstream-contract/holding.md): the search on the cycle number and the CSV. */
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../db/seed/users.ts';
import { searchTooLong } from '../../../kernel/params.ts';
import { csvAs } from '../../../testing/csv.ts';
import { financeClient } from '../../../testing/finance.ts';
import { useTestUpstream } from '../../../testing/harness.ts';
import { CYCLES_CSV_HEADER, type HoldingCycleJson } from '../cycles.ts';

const up = useTestUpstream();
const { call } = financeClient(up);
const { holding, branch } = DEMO_USERS;
const PATH = '/v1/holding/cycles';

describe('GET holding/cycles/{kind}: the toolbar', () => {
  it('keeps the cycles whose number holds the search, and refuses a long one', async () => {
    const found = await call<{ items: HoldingCycleJson[] }>(
      holding.username,
      `${PATH}/commercial?search=%201%20`,
    );
    expect(found.status).toBe(200);
    expect(found.body.items.length).toBeGreaterThan(0);
    expect(found.body.items.every((cycle) => String(cycle.number).includes('1'))).toBe(true);
    const none = await call<{ items: HoldingCycleJson[] }>(holding.username, `${PATH}/financial?search=9999`);
    expect(none.body.items).toEqual([]);
    expect(await call(holding.username, `${PATH}/commercial?search=${'1'.repeat(101)}`)).toMatchObject({
      status: 400,
      body: { detail: searchTooLong(100) },
    });
  });

  it('streams the same cycles as a pt-BR CSV, newest first', async () => {
    const list = await call<{ items: HoldingCycleJson[] }>(holding.username, `${PATH}/commercial?search=1`);
    const { res, bytes, lines } = await csvAs(up(), holding.username, `${PATH}/commercial/csv?search=1`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /filename="ciclos-comerciais-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(lines[0]).toBe(CYCLES_CSV_HEADER.join(';'));
    expect(lines.slice(1).map((line) => Number(line.split(';')[0]))).toEqual(
      list.body.items.map((c) => c.number),
    );
    expect(lines[1]).toMatch(/^\d+;\d{2}\/\d{2}\/\d{4};\d{2}\/\d{2}\/\d{4};(Ciclo atual)?$/);
    expect((await csvAs(up(), branch.username, `${PATH}/commercial/csv`)).res.status).toBe(403);
    expect((await csvAs(up(), holding.username, `${PATH}/weekly/csv`)).res.status).toBe(404);
  });
});
