import { describe, expect, it } from 'vitest';
import { organisationId } from '../../../db/seed/organisations.ts';
import { DEMO_USERS } from '../../../db/seed/users.ts';
import type { Page } from '../../../kernel/paging.ts';
import { financeClient } from '../../../testing/finance.ts';
import { useTestUpstream } from '../../../testing/harness.ts';
import type { SaleJson } from '../sales.ts';

const up = useTestUpstream();
const { call } = financeClient(up);
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
