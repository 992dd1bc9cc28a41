import { isValidCnpj } from '@portal/schema/documents/cnpj';
import { describe, expect, it } from 'vitest';
import { BILL_STATUSES, type BillStatus } from '../../../db/finance-types.ts';
import { organisationId } from '../../../db/seed/organisations.ts';
import { DEMO_USERS, userId } from '../../../db/seed/users.ts';
import type { Page } from '../../../kernel/paging.ts';
import { billCount, billOf, FIN, financeClient } from '../../../testing/finance.ts';
import { useTestUpstream } from '../../../testing/harness.ts';
import { INVOICE_MESSAGES } from '../bill-invoice.ts';
import type { BillJson, BillsSummary } from '../bills.ts';
import type { CommissionJson } from '../commissions.ts';
import { BATCH_IDS_MESSAGE } from './payments.ts';

const up = useTestUpstream();
const { call } = financeClient(up);
const { affiliated, agent, branch, multi, holding, admin, producer } = DEMO_USERS;

type Detail = BillJson & { commissions: CommissionJson[] };
const payments = (username: string, query = '') => call<Page<BillJson>>(username, `${FIN}/payments${query}`);

describe('GET payments', () => {
  it('defaults to page 0 of 10, highest cycle number first, own bills only', async () => {
    const res = await payments(affiliated.username);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 0, pageSize: 10 });
    expect(res.body.items).toHaveLength(10);
    const numbers = res.body.items.map((bill) => bill.cycle.number);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    expect(numbers[0]).toBe(13);
    for (const bill of res.body.items) {
      expect(bill.payee).toEqual({
        kind: 'affiliate',
        id: userId(affiliated.username),
        name: affiliated.name,
      });
      expect(isValidCnpj(bill.producer.cnpj)).toBe(true);
      expect(bill.value).toBe(bill.entries.reduce((sum, entry) => sum + entry.value, 0));
    }
  });

  it('has bills in every status for each demo account', async () => {
    const accounts: [string, string][] = [
      [affiliated.username, ''],
      [agent.username, ''],
      [agent.username, '&agent_as_role=branch'],
      [branch.username, ''],
      [multi.username, ''],
    ];
    for (const [username, extra] of accounts) {
      const res = await payments(username, `?pageSize=100${extra}`);
      const statuses = new Set(res.body.items.map((bill) => bill.status));
      expect([...statuses].sort(), `${username}${extra}`).toEqual([...BILL_STATUSES].sort());
    }
  });

  it('filters by status, repeated or comma-separated', async () => {
    const res = await payments(affiliated.username, '?status=Paid,Closed&pageSize=100');
    expect(new Set(res.body.items.map((bill) => bill.status))).toEqual(new Set(['Paid', 'Closed']));
    const error = await payments(affiliated.username, '?status=Error');
    expect(error.body.totalRows).toBe(1);
    expect(error.body.items[0]?.error_message).toEqual(expect.any(String));
    expect((await payments(affiliated.username, '?status=Pago')).status).toBe(400);
  });

  it('orders by value ascending on request', async () => {
    const res = await payments(affiliated.username, '?orderBy=value&order=ASC&pageSize=100');
    const values = res.body.items.map((bill) => bill.value);
    expect(values).toEqual([...values].sort((a, b) => a - b));
  });

  it('lets holding and admin read every bill, and nobody else', async () => {
    const total = await billCount(up);
    expect((await payments(holding.username)).body.totalRows).toBe(total);
    expect((await payments(admin.username)).body.totalRows).toBe(total);
    expect((await payments(producer.username)).body.totalRows).toBe(0);
    const unit = await payments(branch.username, '?pageSize=100');
    for (const bill of unit.body.items) {
      expect(bill.payee).toMatchObject({
        kind: 'branch',
        id: organisationId('unitCentro'),
        name: 'Unidade Fortaleza Centro',
      });
    }
  });
});

describe('GET payments/open', () => {
  it('lists the Open and Error bills, page 0 of 100', async () => {
    const res = await call<Page<BillJson>>(affiliated.username, `${FIN}/payments/open`);
    expect(res.body).toMatchObject({ page: 0, pageSize: 100 });
    const statuses = res.body.items.map((bill) => bill.status);
    expect(new Set(statuses)).toEqual(new Set<BillStatus>(['Open', 'Error']));
    const filtered = await payments(affiliated.username, '?status=Open&status=Error&pageSize=100');
    expect(res.body.items.map((bill) => bill.id)).toEqual(filtered.body.items.map((bill) => bill.id));
  });
});

describe('GET payments/summary', () => {
  it('adds up the bills by status', async () => {
    const res = await call<BillsSummary>(affiliated.username, `${FIN}/payments/summary`);
    const all = await payments(affiliated.username, '?pageSize=100');
    const sum = (...statuses: BillStatus[]) =>
      all.body.items
        .filter((bill) => statuses.includes(bill.status))
        .reduce((total, bill) => total + bill.value, 0);
    expect(res.body.paid).toBe(sum('Paid'));
    expect(res.body.awaitingInvoice).toBe(sum('Open', 'Error'));
    expect(res.body.processing).toBe(sum('Processing', 'Ready', 'Enqueued'));
    expect(res.body.byStatus.map((row) => row.status)).toEqual([...BILL_STATUSES]);
    expect(res.body.byStatus.reduce((total, row) => total + row.count, 0)).toBe(all.body.totalRows);
  });
});

describe('GET payments/integration', () => {
  it.each([
    [affiliated.username, '', null],
    [branch.username, '', null],
    [multi.username, '', null],
    [agent.username, '', 'DMEI'],
    [agent.username, '?agent_as_role=affiliate', 'DMEI'],
    [agent.username, '?agent_as_role=branch', 'BBP'],
    [holding.username, '', null],
  ])('of %s%s is %s', async (username, query, integration) => {
    expect(await call(username, `${FIN}/payments/integration${query}`)).toEqual({
      status: 200,
      body: { integration },
    });
  });
});

describe('GET payments/{id}', () => {
  it('gives the bill with its entries and the commissions it pays', async () => {
    const id = await billOf(up, { username: affiliated.username }, 'Paid');
    const res = await call<Detail>(affiliated.username, `${FIN}/payments/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      status: 'Paid',
      invoice: { source: 'upload', size: expect.any(Number) },
    });
    expect(res.body.commissions.length).toBeGreaterThan(0);
    for (const row of res.body.commissions) expect(row).toMatchObject({ bill_id: id, status: 'Executed' });
    expect(res.body.commissions.reduce((sum, row) => sum + row.value, 0)).toBe(res.body.value);
  });

  it("keeps voucher entries separate (merging is the gateway's job)", async () => {
    const rows = await up()
      .db.selectFrom('bill_entries')
      .innerJoin('products', 'products.id', 'bill_entries.product_id')
      .innerJoin('bills', 'bills.id', 'bill_entries.bill_id')
      .select(['bills.id', (eb) => eb.fn.countAll<string>().as('n')])
      .where('products.name', 'like', 'Voucher%')
      .where('bills.user_id', '=', userId(affiliated.username))
      .groupBy('bills.id')
      .having((eb) => eb.fn.countAll(), '>', 1)
      .execute();
    const [first] = rows;
    if (!first) throw new Error('the seed should give a bill with two voucher entries');
    const res = await call<Detail>(affiliated.username, `${FIN}/payments/${first.id}`);
    const vouchers = res.body.entries.filter((entry) => entry.product.name.startsWith('Voucher'));
    expect(vouchers.length).toBeGreaterThan(1);
  });

  it("answers 404 for another account's bill, an unknown id and a non-uuid", async () => {
    const other = await billOf(up, { username: multi.username }, 'Open');
    const unit = await billOf(up, { unit: 'unitCentro' }, 'Open');
    for (const [username, id] of [
      [affiliated.username, other],
      [affiliated.username, unit],
      // A branch opens its own unit's EDs' bills only (finance-ed-bills.test.ts): multi@ is Aldeota's.
      [branch.username, other],
      [agent.username, await billOf(up, { unit: 'agency' }, 'Open')],
      [affiliated.username, '00000000-0000-4000-8000-000000000000'],
      [affiliated.username, 'not-an-id'],
    ] as const) {
      const res = await call(username, `${FIN}/payments/${id}`);
      expect(res, `${username} ${id}`).toEqual({
        status: 404,
        body: { detail: INVOICE_MESSAGES.billNotFound },
      });
    }
    // Its unit's ED's bill (afiliado@ is Centro's): the ED details link to it.
    const edBill = await billOf(up, { username: affiliated.username }, 'Open');
    expect((await call(branch.username, `${FIN}/payments/${edBill}`)).status).toBe(200);
    // The agent reaches its agency's bill on the branch side.
    const agency = await billOf(up, { unit: 'agency' }, 'Open');
    expect((await call(agent.username, `${FIN}/payments/${agency}?agent_as_role=branch`)).status).toBe(200);
  });

  it('lets holding read any bill', async () => {
    const id = await billOf(up, { unit: 'unitAldeota' }, 'Error');
    const res = await call<Detail>(holding.username, `${FIN}/payments/${id}`);
    expect(res.body).toMatchObject({
      id,
      status: 'Error',
      payee: { kind: 'branch', name: 'Unidade Fortaleza Aldeota' },
    });
  });
});

describe('GET payments/commissions (several bills at once)', () => {
  type Batch = { items: { payment_id: string; commissions: CommissionJson[] }[] };
  const batch = (username: string, query: string) =>
    call<Batch>(username, `${FIN}/payments/commissions${query}`);

  it('gives each bill the same commissions as its detail, in the order asked', async () => {
    const page = await payments(affiliated.username, '?pageSize=5');
    const ids = page.body.items.map((bill) => bill.id);
    const res = await batch(affiliated.username, `?ids=${ids.join(',')}`);
    expect(res.status).toBe(200);
    expect(res.body.items.map((item) => item.payment_id)).toEqual(ids);
    for (const item of res.body.items) {
      const detail = await call<Detail>(affiliated.username, `${FIN}/payments/${item.payment_id}`);
      expect(item.commissions).toEqual(detail.body.commissions);
    }
    // Repeated parameters work too, and a repeated id counts once.
    const repeated = await batch(affiliated.username, `?ids=${ids[0]}&ids=${ids[1]}&ids=${ids[0]}`);
    expect(repeated.body.items.map((item) => item.payment_id)).toEqual([ids[0], ids[1]]);
  });

  it('leaves out unknown ids, non-uuids and bills outside the scope', async () => {
    const own = await billOf(up, { username: affiliated.username }, 'Paid');
    const other = await billOf(up, { username: multi.username }, 'Paid');
    const unknown = '00000000-0000-4000-8000-000000000000';
    const res = await batch(affiliated.username, `?ids=${other},${own},${unknown},not-an-id`);
    expect(res.body.items.map((item) => item.payment_id)).toEqual([own]);
    // Holding reads every bill; the agent reaches its agency's bills on the branch side only.
    const both = await batch(holding.username, `?ids=${other},${own}`);
    expect(both.body.items.map((item) => item.payment_id)).toEqual([other, own]);
    const agency = await billOf(up, { unit: 'agency' }, 'Paid');
    expect((await batch(agent.username, `?ids=${agency}`)).body.items).toEqual([]);
    const asBranch = await batch(agent.username, `?ids=${agency}&agent_as_role=branch`);
    expect(asBranch.body.items.map((item) => item.payment_id)).toEqual([agency]);
  });

  it('gives an empty list to a bill that pays no commission yet', async () => {
    const open = await billOf(up, { username: affiliated.username }, 'Open');
    const detail = await call<Detail>(affiliated.username, `${FIN}/payments/${open}`);
    const res = await batch(affiliated.username, `?ids=${open}`);
    expect(res.body.items).toEqual([{ payment_id: open, commissions: detail.body.commissions }]);
  });

  it('refuses no ids and more than 100', async () => {
    const many = Array.from(
      { length: 101 },
      (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    );
    for (const query of ['', '?ids=', '?ids=,', `?ids=${many.join(',')}`]) {
      expect(await batch(affiliated.username, query), query).toEqual({
        status: 400,
        body: { detail: BATCH_IDS_MESSAGE },
      });
    }
  });
});
