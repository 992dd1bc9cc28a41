/** Integração (docs/product.md §11.5): the integrated payees and the bills' URL, holding and admin only. */
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../db/seed/users.ts';
import type { Page } from '../../../kernel/paging.ts';
import { searchTooLong } from '../../../kernel/params.ts';
import { csvAs } from '../../../testing/csv.ts';
import { financeClient } from '../../../testing/finance.ts';
import { useTestUpstream } from '../../../testing/harness.ts';
import { PAYEE_INTEGRATIONS_CSV_HEADER, type PayeeIntegrationJson } from '../integration.ts';
import { INTEGRATION_KIND_MESSAGE } from './integration.ts';

const up = useTestUpstream();
const { call } = financeClient(up);
const { holding, admin, branch } = DEMO_USERS;
const PATH = '/v1/holding/integrations';

describe('Integração', () => {
  it('lists the integrated payees by name, filtered by kind, for the holding and admins', async () => {
    const all = await call<Page<PayeeIntegrationJson>>(holding.username, PATH);
    expect(all.status).toBe(200);
    expect(all.body.totalRows).toBeGreaterThan(0);
    const names = all.body.items.map((row) => row.payee.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const dmei = await call<Page<PayeeIntegrationJson>>(admin.username, `${PATH}?kind=DMEI`);
    expect(dmei.body.items.every((row) => row.kind === 'DMEI')).toBe(true);
    expect(await call(admin.username, `${PATH}?kind=NFE`)).toMatchObject({
      status: 400,
      body: { detail: INTEGRATION_KIND_MESSAGE },
    });
  });

  it('gives the bills URL (null when not configured) and refuses other roles', async () => {
    expect(await call(holding.username, `${PATH}/bills-url`)).toMatchObject({
      status: 200,
      body: { url: null },
    });
    expect((await call(branch.username, PATH)).status).toBe(403);
    expect((await call(branch.username, `${PATH}/bills-url`)).status).toBe(403);
  });

  it('searches a piece of the payee name, case and accents ignored, in the page and its count', async () => {
    const all = await call<Page<PayeeIntegrationJson>>(holding.username, `${PATH}?pageSize=100`);
    const name = all.body.items[0]?.payee.name ?? '';
    const piece = name.slice(1, 5).toUpperCase();
    const found = await call<Page<PayeeIntegrationJson>>(
      holding.username,
      `${PATH}?pageSize=100&search=${encodeURIComponent(` ${piece} `)}`,
    );
    expect(found.status).toBe(200);
    expect(found.body.totalRows).toBeGreaterThan(0);
    expect(found.body.totalRows).toBeLessThanOrEqual(all.body.totalRows);
    expect(found.body.items.map((row) => row.payee.name)).toContain(name);
    const none = await call<Page<PayeeIntegrationJson>>(holding.username, `${PATH}?search=zzzz-nada`);
    expect(none.body).toMatchObject({ totalRows: 0, items: [] });
    expect(await call(holding.username, `${PATH}?search=${'a'.repeat(101)}`)).toMatchObject({
      status: 400,
      body: { detail: searchTooLong(100) },
    });
  });

  it('streams the list under its filters as a pt-BR CSV with the row count first', async () => {
    const list = await call<Page<PayeeIntegrationJson>>(admin.username, `${PATH}?kind=DMEI&pageSize=100`);
    const { res, bytes, lines } = await csvAs(up(), admin.username, `${PATH}/csv?kind=DMEI`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/filename="integracoes-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(res.headers.get('x-report-rows')).toBe(String(list.body.totalRows));
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(lines[0]).toBe(PAYEE_INTEGRATIONS_CSV_HEADER.join(';'));
    expect(lines).toHaveLength(list.body.totalRows + 1);
    const first = list.body.items[0];
    expect(lines[1]).toBe(
      `${first?.payee.name};${first?.payee.kind === 'branch' ? 'Unidade' : 'Afiliado'};DMEI`,
    );
    expect(lines.slice(1).every((line) => line.endsWith(';DMEI'))).toBe(true);
    expect((await csvAs(up(), branch.username, `${PATH}/csv`)).res.status).toBe(403);
    expect((await csvAs(up(), admin.username, `${PATH}/csv?kind=NFE`)).res.status).toBe(400);
  });
});
