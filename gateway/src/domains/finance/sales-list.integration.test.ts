/**
 * Todas as vendas against the real upstream: the toolbar's search, status and period in one
 * upstream call at 2 and at 100 rows, a period ending before it starts refused with fieldErrors,
 * and the filtered list streamed through /files/all-sales.csv with as many rows as it counts.
 */
import { MESSAGES } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import { demoRequests, demoTokens, setupTestStack } from '../../test/stack.ts';

const stack = setupTestStack();
const tokenOf = demoTokens(stack);
const run = demoRequests(stack, tokenOf);

const SALES = `query S($pageSize: Int, $search: String, $status: SaleStatus, $from: String, $to: String) {
  finance { sales(pageSize: $pageSize, search: $search, status: $status, from: $from, to: $to) {
    totalRows items { id status customerName paymentDate } } }
}`;
interface SalesData {
  finance: { sales: { totalRows: number; items: { id: string; status: string; customerName: string }[] } };
}

describe('Todas as vendas through the gateway', () => {
  it('filters in one upstream call, the same at 2 and at 100 rows', async () => {
    const filter = { status: 'APPROVED', from: '2025-01-01', to: '2026-12-31' };
    const small = await run<SalesData>('afiliado', SALES, { ...filter, pageSize: 2 });
    const large = await run<SalesData>('afiliado', SALES, { ...filter, pageSize: 100 });
    expect(large.body.errors).toBeUndefined();
    expect(small.body.data?.finance.sales.items).toHaveLength(2);
    expect(large.calls.filter((route) => route.includes('/commissions/sells'))).toHaveLength(1);
    expect(large.calls).toEqual(small.calls);
    for (const sale of large.body.data?.finance.sales.items ?? []) expect(sale.status).toBe('APPROVED');
    const backwards = await run('afiliado', SALES, { from: '2026-02-02', to: '2026-02-01' });
    expect(backwards.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'to', message: MESSAGES.cycleEndBeforeStart }],
    });
  });

  it('streams the filtered list through /files/all-sales.csv', async () => {
    const all = await run<SalesData>('afiliado', SALES, {});
    const customer = all.body.data?.finance.sales.items[0]?.customerName ?? '';
    const total = (await run<SalesData>('afiliado', SALES, { search: customer })).body.data?.finance.sales
      .totalRows;
    const url = `${stack().gateway.url}/files/all-sales.csv?${new URLSearchParams({ search: customer }).toString()}`;
    const res = await fetch(url, { headers: { authorization: `Bearer ${await tokenOf('afiliado')}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('todas-as-vendas.csv');
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines.slice(1)).toHaveLength(total ?? -1);
    expect((await fetch(url)).status).toBe(401);
  });
});
