/**
 * Notas Fiscais' list toolbar upstream (docs/product.md §6): the period of the day an invoice was
 * sent, counted for the filter, each role within its invoices, and the list streamed as CSV.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../db/seed/users.ts';
import type { Page } from '../../../kernel/paging.ts';
import { FIN, financeClient } from '../../../testing/finance.ts';
import { useTestUpstream } from '../../../testing/harness.ts';
import type { InvoiceJson } from '../invoice-list.ts';
import { INVOICES_CSV_HEADER } from '../invoices-csv.ts';

const up = useTestUpstream();
const { call, token } = financeClient(up);
const { holding, branch, affiliated } = DEMO_USERS;

const invoices = (username: string, query: string) =>
  call<Page<InvoiceJson>>(username, `${FIN}/invoices?pageSize=100&${query}`);
const dayOf = (iso: string) => new Date(Date.parse(iso) - 3 * 3_600_000).toISOString().slice(0, 10);

describe('GET invoices: the period', () => {
  it('keeps the invoices sent on the days asked, counting them', async () => {
    const newest = (await invoices(holding.username, '')).body.items[0];
    if (!newest) throw new Error('no seeded invoice');
    const day = dayOf(newest.created_at);
    const sameDay = await invoices(holding.username, `from=${day}&to=${day}`);
    expect(sameDay.status).toBe(200);
    expect(sameDay.body.items.map((row) => row.id)).toContain(newest.id);
    for (const row of sameDay.body.items) expect(dayOf(row.created_at)).toBe(day);
    expect(sameDay.body.totalRows).toBe(sameDay.body.items.length);
    const before = await invoices(holding.username, `to=${day}&status=${newest.status}`);
    for (const row of before.body.items) expect(dayOf(row.created_at) <= day).toBe(true);
    expect((await invoices(holding.username, 'from=2026-02-02&to=2026-02-01')).status).toBe(400);
  });
});

describe('GET invoices.csv', () => {
  it('streams the filtered invoices with a BOM, the header and one row each', async () => {
    const list = await invoices(holding.username, 'status=Paid');
    const res = await up().portal(`${FIN}/invoices.csv?status=Paid`, {
      token: await token(holding.username),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('notas-fiscais.csv');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trimEnd().split('\r\n');
    expect(lines[0]).toBe(INVOICES_CSV_HEADER.join(';'));
    expect(lines.slice(1)).toHaveLength(list.body.totalRows);
    expect(lines[1]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2};\d+;Pago;.+;.+;[\dA-Z./-]+;\d+,\d{2}$/);
  });

  it('holds a branch’s own invoices only and refuses the roles without the list', async () => {
    const list = await invoices(branch.username, '');
    const res = await up().portal(`${FIN}/invoices.csv`, { token: await token(branch.username) });
    const lines = new TextDecoder()
      .decode(new Uint8Array(await res.arrayBuffer()).slice(3))
      .trimEnd()
      .split('\r\n');
    expect(lines.slice(1)).toHaveLength(list.body.totalRows);
    const refused = await up().portal(`${FIN}/invoices.csv`, { token: await token(affiliated.username) });
    expect(refused.status).toBe(403);
  });
});
