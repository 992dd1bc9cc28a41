import { describe, expect, it } from 'vitest';
import { COMMISSION_STATUSES } from '../../../db/finance-types.ts';
import { organisationId } from '../../../db/seed/organisations.ts';
import { DEMO_USERS, userId } from '../../../db/seed/users.ts';
import type { Page } from '../../../kernel/paging.ts';
import { FIN, financeClient } from '../../../testing/finance.ts';
import { useTestUpstream } from '../../../testing/harness.ts';
import type { CommissionJson } from '../commissions.ts';
import type { SaleJson } from '../sales.ts';
import { SELLS_CSV_HEADER } from '../sells-csv.ts';

const up = useTestUpstream();
const { call, token } = financeClient(up);
const { affiliated, agent, branch, multi, holding } = DEMO_USERS;

const sells = (username: string, query = '') =>
  call<Page<SaleJson>>(username, `${FIN}/commissions/sells${query}`);
const commissions = (username: string, query = '') =>
  call<Page<CommissionJson>>(username, `${FIN}/commissions/commissions${query}`);

const isSorted = <T extends string | number>(values: readonly T[], direction: 'asc' | 'desc') =>
  values.every((value, i) => {
    const previous = values[i - 1];
    return previous === undefined || (direction === 'asc' ? previous <= value : previous >= value);
  });

async function countSales(column: 'seller_id' | 'unit_id', id: string) {
  const row = await up()
    .db.selectFrom('sales')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(column, '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('GET commissions/sells', () => {
  it('defaults to page 0 of 10, newest payment first', async () => {
    const res = await sells(affiliated.username);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 0, pageSize: 10 });
    expect(res.body.items).toHaveLength(10);
    expect(res.body.totalRows).toBe(await countSales('seller_id', userId(affiliated.username)));
    expect(
      isSorted(
        res.body.items.map((sale) => sale.payment.date),
        'desc',
      ),
    ).toBe(true);
    for (const sale of res.body.items) expect(sale.seller.id).toBe(userId(affiliated.username));
    expect(res.body.items[0]).toEqual({
      id: expect.any(String),
      status: expect.stringMatching(/^(APPROVED|REFUNDED|CANCELED)$/),
      product: { id: expect.any(String), name: expect.any(String), is_voucher: expect.any(Boolean) },
      customer_name: expect.any(String),
      seller: { id: userId(affiliated.username), name: affiliated.name },
      payment: {
        id: expect.stringMatching(/^\d{10}$/),
        date: expect.any(String),
        installments: expect.any(Number),
      },
      value: expect.any(Number),
      commission: expect.any(Number),
      cycle: { id: expect.any(String), number: 14 },
    });
  });

  it('pages without overlap', async () => {
    const first = await sells(affiliated.username, '?pageSize=5');
    const second = await sells(affiliated.username, '?pageSize=5&page=1');
    const ids = [...first.body.items, ...second.body.items].map((sale) => sale.id);
    expect(new Set(ids).size).toBe(10);
    const beyond = await sells(affiliated.username, '?page=1000');
    expect(beyond.body.items).toEqual([]);
  });

  it('orders by value ascending on request', async () => {
    const res = await sells(affiliated.username, '?orderBy=value&order=asc&pageSize=50');
    expect(
      isSorted(
        res.body.items.map((sale) => sale.value),
        'asc',
      ),
    ).toBe(true);
  });

  it('gives a branch the sales credited to its unit, with its own share as commission', async () => {
    const res = await sells(branch.username, '?pageSize=100');
    expect(res.body.totalRows).toBe(await countSales('unit_id', organisationId('unitCentro')));
    const sellers = new Set(res.body.items.map((sale) => sale.seller.id));
    expect(sellers).toEqual(new Set([userId(affiliated.username), userId('pedro.araujo@exemplo.com.br')]));
    const mine = await sells(affiliated.username, '?pageSize=100&orderBy=payment.date');
    const sameSale = mine.body.items.find(
      (sale) => sale.status === 'APPROVED' && sale.product.is_voucher === false,
    );
    const asBranch = res.body.items.find((sale) => sale.id === sameSale?.id);
    // The unit's rate is lower than the seller's: each side sees its own commission.
    expect(asBranch?.commission).toBeLessThan(sameSale?.commission ?? 0);
  });

  it('follows agent_as_role and gives the both-roles user both sides', async () => {
    const asBranch = await sells(agent.username, '?agent_as_role=branch');
    expect(asBranch.body.totalRows).toBe(await countSales('unit_id', organisationId('agency')));
    const asAffiliate = await sells(agent.username, '?agent_as_role=affiliate');
    expect(asAffiliate.body.totalRows).toBe(await countSales('seller_id', userId(agent.username)));
    const both = await sells(multi.username);
    expect(both.body.totalRows).toBe(await countSales('unit_id', organisationId('unitAldeota')));
  });

  it('is empty for holding', async () => {
    expect((await sells(holding.username)).body).toEqual({ items: [], totalRows: 0, page: 0, pageSize: 10 });
  });

  it.each(['?pageSize=0', '?pageSize=101', '?page=-1', '?page=x', '?orderBy=date', '?order=sideways'])(
    'refuses %s with 400',
    async (query) => {
      const res = await sells(affiliated.username, query);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ detail: expect.any(String) });
    },
  );
});

describe('GET commissions/commissions', () => {
  it('defaults to page 0 of 10 ordered by date, newest first', async () => {
    const res = await commissions(affiliated.username);
    expect(res.body).toMatchObject({ page: 0, pageSize: 10 });
    expect(res.body.items).toHaveLength(10);
    expect(
      isSorted(
        res.body.items.map((row) => row.date),
        'desc',
      ),
    ).toBe(true);
    expect(res.body.items[0]?.status).toBe('Held');
  });

  it('filters by one status, several (repeated or comma-separated), and drops "all"', async () => {
    const ready = await commissions(affiliated.username, '?status=Ready&pageSize=100');
    expect(ready.body.items.length).toBeGreaterThan(0);
    for (const row of ready.body.items) expect(row.status).toBe('Ready');
    const both = await commissions(affiliated.username, '?status=Ready&status=Held&pageSize=100');
    const comma = await commissions(affiliated.username, '?status=Ready,Held&pageSize=100');
    expect(comma.body).toEqual(both.body);
    expect(new Set(both.body.items.map((row) => row.status))).toEqual(new Set(['Ready', 'Held']));
    const all = await commissions(affiliated.username, '?status=all');
    expect(all.body.totalRows).toBe((await commissions(affiliated.username)).body.totalRows);
  });

  it('has every status for the demo affiliate, with negative debits', async () => {
    for (const status of COMMISSION_STATUSES) {
      const res = await commissions(affiliated.username, `?status=${status}&pageSize=1`);
      expect(res.body.totalRows, status).toBeGreaterThan(0);
    }
    const all = await commissions(affiliated.username, '?pageSize=100&orderBy=value&order=ASC');
    const debit = all.body.items[0];
    expect(debit).toMatchObject({ type: 'Debit', installment: null });
    expect(debit?.value).toBeLessThan(0);
  });

  it('shows a branch its unit rows and an agent the side it asks for', async () => {
    const centro = await commissions(branch.username, '?pageSize=100');
    const mine = await commissions(affiliated.username, '?pageSize=100');
    const mineIds = new Set(mine.body.items.map((row) => row.id));
    expect(centro.body.items.some((row) => mineIds.has(row.id))).toBe(false);
    const agentAffiliate = await commissions(agent.username, '?agent_as_role=affiliate');
    const agentBranch = await commissions(agent.username, '?agent_as_role=branch');
    expect(agentAffiliate.body.totalRows).not.toBe(agentBranch.body.totalRows);
  });

  it('orders by installment ascending', async () => {
    const res = await commissions(
      affiliated.username,
      '?orderBy=installment&order=ASC&status=Executed&pageSize=50',
    );
    expect(
      isSorted(
        res.body.items.map((row) => row.installment ?? 0),
        'asc',
      ),
    ).toBe(true);
  });

  it.each(['?status=Paid', '?status=Ready,Bogus', '?orderBy=payment.date'])(
    'refuses %s with 400',
    async (query) => {
      expect((await commissions(affiliated.username, query)).status).toBe(400);
    },
  );
});

describe('GET commissions/sells: the list toolbar (search, status, period) and its CSV', () => {
  const mine = userId(affiliated.username);
  const count = async (where: { status?: 'APPROVED' | 'REFUNDED' | 'CANCELED'; from?: Date; to?: Date }) => {
    let query = up()
      .db.selectFrom('sales')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('seller_id', '=', mine);
    if (where.status) query = query.where('status', '=', where.status);
    if (where.from) query = query.where('payment_date', '>=', where.from);
    if (where.to) query = query.where('payment_date', '<', where.to);
    return Number((await query.executeTakeFirstOrThrow()).n);
  };

  it('narrows the scope’s sales by status, by whole Fortaleza days and by a customer’s name', async () => {
    const approved = await sells(affiliated.username, '?status=APPROVED&pageSize=100');
    expect(approved.body.totalRows).toBe(await count({ status: 'APPROVED' }));
    for (const sale of approved.body.items) expect(sale.status).toBe('APPROVED');
    const newest = (await sells(affiliated.username)).body.items[0];
    if (!newest) throw new Error('no seeded sale');
    const day = new Date(Date.parse(newest.payment.date) - 3 * 3_600_000).toISOString().slice(0, 10);
    const sameDay = await sells(affiliated.username, `?from=${day}&to=${day}&pageSize=100`);
    const start = new Date(`${day}T00:00:00-03:00`);
    expect(sameDay.body.totalRows).toBe(
      await count({ from: start, to: new Date(start.getTime() + 86_400_000) }),
    );
    expect(sameDay.body.items.map((sale) => sale.id)).toContain(newest.id);
    const byName = await sells(affiliated.username, `?search=${encodeURIComponent(newest.customer_name)}`);
    expect(byName.body.items.map((sale) => sale.id)).toContain(newest.id);
    expect((await sells(affiliated.username, '?status=PAID')).status).toBe(400);
    expect((await sells(affiliated.username, '?from=2026-13-01')).status).toBe(400);
  });

  it('streams the filtered rows as CSV, as many as the list counts, with the scope’s commission', async () => {
    const list = await sells(affiliated.username, '?status=APPROVED');
    const res = await up().portal(`${FIN}/commissions/sells.csv?status=APPROVED`, {
      token: await token(affiliated.username),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('todas-as-vendas.csv');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trimEnd().split('\r\n');
    expect(lines[0]).toBe(SELLS_CSV_HEADER.join(';'));
    expect(lines.slice(1)).toHaveLength(list.body.totalRows);
    expect(lines[1]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2};.*;Aprovada;\d+;\d+,\d{2};\d+,\d{2};\d+$/);
    const bad = await up().portal(`${FIN}/commissions/sells.csv?to=ontem`, {
      token: await token(affiliated.username),
    });
    expect(bad.status).toBe(400);
  });
});
