/**
 * Produtos' and the Salesforce errors' toolbars against the real upstream (docs/architecture.md
 * "Lists"): each screen's one query, the same upstream calls at 2 and at 100 rows, fieldErrors for a
 * bad period, and the filtered list streamed through its file route with as many rows as it counts.
 */
import { MESSAGES } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import { demoRunner, demoTokens, setupTestStack } from '../../test/stack.ts';

const stack = setupTestStack();
const tokenOf = demoTokens(stack);
const run = demoRunner(stack);

/** The file's status and its lines after the BOM (header first). */
async function csvLines(user: string, path: string, query: Record<string, string>) {
  const url = `${stack().gateway.url}${path}?${new URLSearchParams(query).toString()}`;
  const res = await fetch(url, { headers: { authorization: `Bearer ${await tokenOf(user)}` } });
  const text = await res.text();
  return {
    res,
    lines: text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n'),
  };
}

// Produtos' screen query (web/src/features/products/manager/manager.graphql, ManagedProducts).
const PRODUCTS = `query P($pageSize: Int!, $search: String, $campaign: ProductCampaignFilter!) {
  managedProducts(page: 0, pageSize: $pageSize, search: $search, campaign: $campaign) {
    totalRows items { id name producerName campaignCount active }
  }
}`;
interface ProductsData {
  managedProducts: { totalRows: number; items: { name: string; campaignCount: number; active: boolean }[] };
}

// The Salesforce tab's query (web/src/features/products/sales/salesforce.graphql, SalesforcePanel).
const SALESFORCE = `query S($pageSize: Int!, $search: String, $type: SalesforceErrorType, $from: String, $to: String) {
  salesforceErrors(page: 0, pageSize: $pageSize, search: $search, type: $type, from: $from, to: $to) {
    totalRows totalCapped items { id type reference }
  }
  campaignPoll { id state }
}`;
interface SalesforceData {
  salesforceErrors: { totalRows: number; totalCapped: boolean; items: { type: string; reference: string }[] };
}

describe('Produtos through the gateway', () => {
  it('filters in one upstream call, the same calls at 2 and at 100 rows', async () => {
    const small = await run<ProductsData>('holding', PRODUCTS, { pageSize: 2, campaign: 'ALL' });
    const large = await run<ProductsData>('holding', PRODUCTS, { pageSize: 100, campaign: 'ALL' });
    expect(large.body.errors).toBeUndefined();
    expect(small.body.data?.managedProducts.items).toHaveLength(2);
    expect(large.calls).toEqual(['GET /v1/products/portal/holding/products']);
    expect(large.calls).toEqual(small.calls);
  });

  it('streams the filtered products through /files/products.csv, as many as the list counts', async () => {
    const list = await run<ProductsData>('holding', PRODUCTS, { pageSize: 100, campaign: 'WITH_CAMPAIGN' });
    // The toolbar sends its select as `status`; the file route passes it on as upstream's `campaign`.
    const { res, lines } = await csvLines('holding', '/files/products.csv', { status: 'WITH_CAMPAIGN' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/filename="produtos-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(lines[0]?.startsWith('Produto;Produtor;Código Salesforce;')).toBe(true);
    expect(lines).toHaveLength((list.body.data?.managedProducts.totalRows ?? -1) + 1);
    expect(lines.slice(1).map((line) => line.split(';')[0])).toEqual(
      list.body.data?.managedProducts.items.map((item) => item.name),
    );
    expect((await csvLines('holding', '/files/products.csv', { status: 'SOMETIMES' })).res.status).toBe(400);
    expect((await csvLines('admin', '/files/products.csv', {})).res.status).toBe(403);
  });
});

describe('Erros do Salesforce through the gateway', () => {
  it('filters by search, type and period with the same upstream calls at 2 and at 100 rows', async () => {
    const filter = { type: 'SALE', from: '2000-01-01', to: '2099-12-31' };
    const small = await run<SalesforceData>('holding', SALESFORCE, { ...filter, pageSize: 2 });
    const large = await run<SalesforceData>('holding', SALESFORCE, { ...filter, pageSize: 100 });
    expect(large.body.errors).toBeUndefined();
    expect(small.body.data?.salesforceErrors.items).toHaveLength(2);
    expect(large.calls).toEqual(small.calls);
    expect(large.calls.filter((route) => route === 'GET /v1/salesforce/errors')).toHaveLength(1);
    expect(large.calls).toHaveLength(2);
    for (const item of large.body.data?.salesforceErrors.items ?? []) expect(item.type).toBe('SALE');
    const none = await run<SalesforceData>('holding', SALESFORCE, {
      pageSize: 10,
      from: '2000-01-01',
      to: '2000-01-02',
    });
    expect(none.body.data?.salesforceErrors.totalRows).toBe(0);
  });

  it('refuses a period ending before it starts with fieldErrors, before calling upstream for errors', async () => {
    const backwards = await run('admin', SALESFORCE, { pageSize: 10, from: '2026-02-02', to: '2026-02-01' });
    expect(backwards.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'to', message: MESSAGES.cycleEndBeforeStart }],
    });
    expect(backwards.calls.filter((route) => route.includes('/salesforce/errors'))).toEqual([]);
  });

  it('streams the filtered errors through /files/salesforce-errors.csv, as many as the list counts', async () => {
    const list = await run<SalesforceData>('holding', SALESFORCE, { pageSize: 100, type: 'SALE' });
    const { res, lines } = await csvLines('admin', '/files/salesforce-errors.csv', { status: 'SALE' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /filename="erros-salesforce-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(lines[0]).toBe('Quando;Tipo;Referência;Mensagem;Produto;Situação;Resolvido em');
    expect(lines).toHaveLength((list.body.data?.salesforceErrors.totalRows ?? -1) + 1);
    expect(res.headers.get('x-report-rows')).toBe(String(list.body.data?.salesforceErrors.totalRows));
    expect(lines.slice(1).every((line) => line.split(';')[1] === 'Venda')).toBe(true);
    expect((await csvLines('afiliado', '/files/salesforce-errors.csv', {})).res.status).toBe(403);
  });
});
