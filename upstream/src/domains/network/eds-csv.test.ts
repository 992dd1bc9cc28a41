/** The ED list as CSV: pt-BR conventions, the viewer's scope, streamed in batches. */
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../db/seed/users.ts';
import { csvAs as readCsv } from '../../testing/csv.ts';
import { useTestUpstream } from '../../testing/harness.ts';
import { CSV_HEADER, decimalComma } from './eds-csv.ts';

const up = useTestUpstream();
const CSV = '/v1/affiliates/csv';

const csvAs = (username: string, query = '') => readCsv(up(), username, `${CSV}${query}`);

describe('GET /v1/affiliates/csv', () => {
  it('writes a BOM, `;`, a header, pt-BR dates and decimal commas, every ED of the network for the holding', async () => {
    const { res, bytes, lines } = await csvAs(DEMO_USERS.holding.username);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="eds-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(lines[0]).toBe(CSV_HEADER.join(';'));
    const eds = await up()
      .db.selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('is_affiliated', '=', true)
      .executeTakeFirstOrThrow();
    expect(lines.length - 1).toBe(Number(eds.n));
    // Announced before the body, for the download's progress.
    expect(res.headers.get('x-report-rows')).toBe(String(eds.n));
    const affiliate = lines.find((line) => line.includes(DEMO_USERS.affiliated.username))?.split(';');
    expect(affiliate?.[2]).toBe('Unidade Fortaleza Centro');
    expect(affiliate?.[7]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(affiliate?.[12]).toMatch(/^\d+,\d{2}$/);
    expect(Number(affiliate?.[12]?.replace(',', '.'))).toBeGreaterThan(0);
  });

  it("gives a branch its unit's EDs only, and follows the search", async () => {
    const { lines } = await csvAs(DEMO_USERS.branch.username);
    const units = new Set(lines.slice(1).map((line) => line.split(';')[2]));
    expect(units).toEqual(new Set(['Unidade Fortaleza Centro']));
    const found = await csvAs(DEMO_USERS.holding.username, '?search=ana.moreira%40exemplo.com.br');
    expect(found.lines).toHaveLength(2);
    expect(found.res.headers.get('x-report-rows')).toBe('1');
  });

  it('holds what the filtered list holds: status and registration period', async () => {
    const token = await up().login(DEMO_USERS.holding.username);
    const query = '?status=INACTIVE&from=2020-01-01';
    const list = await up().portal(`/v1/affiliates${query}`, { token });
    const { totalRows } = (await list.json()) as { totalRows: number };
    const { res, lines } = await csvAs(DEMO_USERS.holding.username, query);
    expect(totalRows).toBeGreaterThan(0);
    expect(res.headers.get('x-report-rows')).toBe(String(totalRows));
    expect(lines).toHaveLength(totalRows + 1);
    expect(new Set(lines.slice(1).map((line) => line.split(';')[6]))).toEqual(new Set(['Desativado']));
    expect((await csvAs(DEMO_USERS.holding.username, '?from=2026-05-02&to=2026-05-01')).res.status).toBe(400);
  });

  it('refuses who manages no EDs', async () => {
    expect((await csvAs(DEMO_USERS.producer.username)).res.status).toBe(403);
  });

  it('formats cents with a decimal comma', () => {
    expect([decimalComma(0), decimalComma(5), decimalComma(123456), decimalComma(-250)]).toEqual([
      '0,00',
      '0,05',
      '1234,56',
      '-2,50',
    ]);
  });
});
