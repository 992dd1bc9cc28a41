import { describe, expect, it } from 'vitest';
import { organisationId } from '../../../db/seed/organisations.ts';
import { DEMO_USERS } from '../../../db/seed/users.ts';
import type { Page } from '../../../kernel/paging.ts';
import { financeClient } from '../../../testing/finance.ts';
import { useTestUpstream } from '../../../testing/harness.ts';
import type { SaleJson } from '../sales.ts';
import { CSV_HEADER } from '../sales-csv.ts';

const up = useTestUpstream();
const { call, token } = financeClient(up);
const { affiliated, agent, branch, holding, producer, admin } = DEMO_USERS;

const sales = (username: string, query = '') => call<Page<SaleJson>>(username, `/v1/sales${query}`);

const countWhere = async (unitId: string | null) => {
  let query = up()
    .db.selectFrom('sales')
    .select((eb) => eb.fn.countAll().as('n'));
  if (unitId) query = query.where('unit_id', '=', unitId);
  return Number((await query.executeTakeFirstOrThrow()).n);
};

describe('GET /v1/sales: row scope', () => {
  it.each([holding, admin])('gives $username every sale, newest first, 10 a page', async ({ username }) => {
    const res = await sales(username);
    expect(res.status).toBe(200);
    expect(res.body.totalRows).toBe(await countWhere(null));
    expect(res.body.items).toHaveLength(10);
    const dates = res.body.items.map((sale) => sale.payment_date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('gives a branch its unit’s sales only', async () => {
    const res = await sales(branch.username, '?pageSize=100');
    expect(res.body.totalRows).toBe(await countWhere(organisationId('unitCentro')));
    const ids = res.body.items.map((sale) => sale.id);
    const units = await up().db.selectFrom('sales').select('unit_id').where('id', 'in', ids).execute();
    expect(new Set(units.map((row) => row.unit_id))).toEqual(new Set([organisationId('unitCentro')]));
  });

  it('gives an agent its agency’s (its influencers’) sales', async () => {
    const viewer = await up()
      .db.selectFrom('users')
      .select('organisation_id')
      .where('username', '=', agent.username)
      .executeTakeFirstOrThrow();
    const res = await sales(agent.username);
    expect(res.status).toBe(200);
    expect(res.body.totalRows).toBe(await countWhere(viewer.organisation_id));
  });

  it.each([affiliated, producer])('refuses $username (403)', async ({ username }) => {
    expect((await sales(username)).status).toBe(403);
  });
});

describe('GET /v1/sales: search', () => {
  it('finds a sale by its whole payment id and by a piece of the customer’s name', async () => {
    const first = (await sales(holding.username)).body.items[0];
    if (!first) throw new Error('no seeded sale');
    const byPayment = await sales(holding.username, `?search=${encodeURIComponent(first.payment_id)}`);
    expect(byPayment.body.items.map((sale) => sale.id)).toEqual([first.id]);
    const piece = first.customer_name.split(' ')[0]?.toUpperCase() ?? '';
    const byName = await sales(holding.username, `?search=${encodeURIComponent(piece)}&pageSize=100`);
    expect(byName.body.items.map((sale) => sale.id)).toContain(first.id);
  });

  it('treats % and _ literally and refuses a search over 100 characters', async () => {
    expect((await sales(holding.username, '?search=%25')).body.totalRows).toBe(0);
    expect((await sales(holding.username, `?search=${'x'.repeat(101)}`)).status).toBe(400);
  });
});

/** Counts sales by SQL, the reference the list's filters must agree with. */
const countSales = async (where: { status?: string; from?: string; to?: string }) => {
  let query = up()
    .db.selectFrom('sales')
    .select((eb) => eb.fn.countAll().as('n'));
  if (where.status) query = query.where('status', '=', where.status as 'APPROVED');
  if (where.from) query = query.where('payment_date', '>=', new Date(`${where.from}T00:00:00-03:00`));
  if (where.to) query = query.where('payment_date', '<', new Date(`${where.to}T00:00:00-03:00`));
  return Number((await query.executeTakeFirstOrThrow()).n);
};

/** The Fortaleza day of an ISO instant. */
const dayOf = (iso: string) => new Date(new Date(iso).getTime() - 3 * 3_600_000).toISOString().slice(0, 10);
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

describe('GET /v1/sales: status and period (the list toolbar)', () => {
  it('narrows every sale to a status, counting from the rollups as SQL counts the rows', async () => {
    for (const status of ['APPROVED', 'REFUNDED', 'CANCELED']) {
      const res = await sales(holding.username, `?status=${status}&pageSize=100`);
      expect(res.status).toBe(200);
      expect(res.body.totalRows).toBe(await countSales({ status }));
      expect(new Set(res.body.items.map((sale) => sale.status))).toEqual(
        res.body.items.length ? new Set([status]) : new Set(),
      );
    }
  });

  it('keeps the days from..to whole (Fortaleza), with and without a status, for every sale and a unit', async () => {
    const newest = (await sales(holding.username)).body.items[0];
    if (!newest) throw new Error('no seeded sale');
    const to = dayOf(newest.payment_date);
    const from = dayOf(new Date(Date.parse(newest.payment_date) - 40 * 86_400_000).toISOString());
    const res = await sales(holding.username, `?from=${from}&to=${to}&pageSize=100`);
    expect(res.body.totalRows).toBe(await countSales({ from, to: nextDay(to) }));
    expect(res.body.items.map((sale) => sale.id)).toContain(newest.id);
    const approved = await sales(admin.username, `?from=${from}&to=${to}&status=APPROVED`);
    expect(approved.body.totalRows).toBe(await countSales({ status: 'APPROVED', from, to: nextDay(to) }));
    const onlyFrom = await sales(holding.username, `?from=${nextDay(to)}`);
    expect(onlyFrom.body.totalRows).toBe(await countSales({ from: nextDay(to) }));
    const unit = await sales(branch.username, `?to=${to}&pageSize=100`);
    for (const sale of unit.body.items) expect(dayOf(sale.payment_date) <= to).toBe(true);
  });

  it('refuses an unknown status, a malformed day and a period ending before it starts (400)', async () => {
    expect((await sales(holding.username, '?status=PAID')).status).toBe(400);
    expect((await sales(holding.username, '?from=2026-02-30')).status).toBe(400);
    expect((await sales(holding.username, '?from=2026-03-02&to=2026-03-01')).status).toBe(400);
  });
});

describe('GET /v1/sales.csv', () => {
  const csv = async (username: string, query = '') =>
    up().portal(`/v1/sales.csv${query}`, { token: await token(username) });

  it('streams the filtered list’s rows (BOM, ; and the sales CSV header), as many as the list counts', async () => {
    const first = (await sales(holding.username, '?status=REFUNDED')).body;
    const res = await csv(holding.username, '?status=REFUNDED');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain('suas-vendas.csv');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trimEnd().split('\r\n');
    expect(lines[0]).toBe(CSV_HEADER.join(';'));
    expect(lines.slice(1)).toHaveLength(first.totalRows);
    for (const line of lines.slice(1)) expect(line).toContain(';Reembolsada;');
  });

  it('holds a branch to its unit and refuses an affiliate and a bad filter', async () => {
    const list = (await sales(branch.username, '?pageSize=1')).body;
    const res = await csv(branch.username);
    const rows = (await res.text()).trimEnd().split('\r\n').slice(1);
    expect(rows).toHaveLength(list.totalRows);
    expect((await csv(affiliated.username)).status).toBe(403);
    expect((await csv(holding.username, '?to=ontem')).status).toBe(400);
  });
});
