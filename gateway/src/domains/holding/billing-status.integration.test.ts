/**
 * Status Faturamento against the real upstream (docs/product.md §11.1, §5.3): the holding pages
 * every bill with a status filter and a search, reads the counts per status, and closes a bill;
 * a branch may do none of it; invalid input never reaches upstream.
 */
import { MESSAGES } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import { demoTokens, setupTestStack } from '../../test/stack.ts';

const BILL = 'id status cycle value payeeKind payeeName producerName producerCnpj errorMessage updatedAt';
const LIST = `query ($status: BillingStatus, $search: String, $pageSize: Int) {
  holdingBills(status: $status, search: $search, pageSize: $pageSize) { totalRows page pageSize items { ${BILL} } }
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

describe('Status Faturamento through the gateway', () => {
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
