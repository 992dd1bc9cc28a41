/**
 * Status Faturamento against the real upstream (docs/product.md §11.1, §5.3): the holding pages
 * every bill with a status filter and a search, reads the counts per status, and closes a bill;
 * a branch may do none of it; invalid input never reaches upstream.
 */
import { MESSAGES } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import { demoRequests, demoTokens, setupTestStack } from '../../test/stack.ts';

const BILL = 'id status cycle value payeeKind payeeName producerName producerCnpj errorMessage updatedAt';
const LIST = `query ($status: BillingStatus, $search: String, $pageSize: Int, $from: String, $to: String) {
  holdingBills(status: $status, search: $search, pageSize: $pageSize, from: $from, to: $to) {
    totalRows page pageSize items { ${BILL} } }
  holdingBillStats { status count value }
}`;
const CLOSE = `mutation ($id: ID!) { closeBilling(billingId: $id) { ${BILL} } }`;

interface Bill {
  id: string;
  status: string;
  cycle: number;
  payeeName: string;
}
interface ListData {
  holdingBills: { totalRows: number; items: Bill[] };
  holdingBillStats: { status: string; count: number; value: number }[];
}

const stack = setupTestStack();
const tokenOf = demoTokens(stack);
const list = async (user: string, variables: Record<string, unknown> = {}) =>
  stack().gateway.gql<ListData>(LIST, { token: await tokenOf(user), variables });

const run = demoRequests(stack, tokenOf);

describe('Status Faturamento through the gateway', () => {
  it('filters by status and period with the same upstream calls at 2 and at 100 rows', async () => {
    const filter = { status: 'PAID', from: '2024-01-01', to: '2026-12-31' };
    const small = await run<ListData>('holding', LIST, { ...filter, pageSize: 2 });
    const large = await run<ListData>('holding', LIST, { ...filter, pageSize: 100 });
    expect(large.body.errors).toBeUndefined();
    expect(small.body.data?.holdingBills.items).toHaveLength(2);
    expect(large.calls.filter((route) => route.endsWith('/v1/holding/bills'))).toHaveLength(1);
    expect(large.calls).toEqual(small.calls);
    for (const bill of large.body.data?.holdingBills.items ?? []) expect(bill.status).toBe('PAID');
    const backwards = await run('holding', LIST, { from: '2026-02-02', to: '2026-02-01' });
    expect(backwards.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'to', message: MESSAGES.cycleEndBeforeStart }],
    });
  });

  it('lists every bill with the counts per status, the status filter and the search', async () => {
    const { body } = await list('holding', { pageSize: 5 });
    expect(body.errors).toBeUndefined();
    const stats = body.data?.holdingBillStats ?? [];
    expect(stats.map((row) => row.status)).toEqual([
      'OPEN',
      'PROCESSING',
      'READY',
      'PAID',
      'ERROR',
      'PAYMENT_ERROR',
      'CLOSED',
      'ENQUEUED',
    ]);
    expect(body.data?.holdingBills.totalRows).toBe(stats.reduce((sum, row) => sum + row.count, 0));
    const paid = await list('admin', { status: 'PAID', pageSize: 100 });
    expect(new Set(paid.body.data?.holdingBills.items.map((bill) => bill.status))).toEqual(new Set(['PAID']));
    const found = await list('holding', { search: 'Mariana Albuquerque', pageSize: 100 });
    expect(found.body.data?.holdingBills.totalRows).toBeGreaterThan(0);
    for (const bill of found.body.data?.holdingBills.items ?? [])
      expect(bill.payeeName).toBe('Mariana Albuquerque Costa');
  });

  it('closes an Open bill, then refuses to close it again', async () => {
    const open = await list('holding', { status: 'OPEN', pageSize: 1 });
    const bill = open.body.data?.holdingBills.items[0];
    expect(bill).toBeDefined();
    const token = await tokenOf('holding');
    const closed = await stack().gateway.gql<{ closeBilling: Bill }>(CLOSE, {
      token,
      variables: { id: bill?.id },
    });
    expect(closed.body.data?.closeBilling).toMatchObject({ id: bill?.id, status: 'CLOSED' });
    const again = await stack().gateway.gql(CLOSE, { token, variables: { id: bill?.id } });
    expect(again.body.errors?.[0]?.message).toBe('Esta fatura não pode ser fechada no status atual.');
  });

  it('is forbidden to a branch, and checks the input before any upstream call', async () => {
    const branch = await list('unidade');
    expect(branch.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const long = await list('holding', { search: 'a'.repeat(101) });
    expect(long.body.errors?.[0]).toMatchObject({
      message: MESSAGES.invoiceSearchTooLong,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const blank = await stack().gateway.gql(CLOSE, {
      token: await tokenOf('holding'),
      variables: { id: ' ' },
    });
    expect(blank.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
