/**
 * Seus produtos against the real upstream: the promotable list with its counters in one upstream
 * call, a product's page with the viewer's links, creating and renaming a link, the visit counted
 * by the public redirect, row scope (another user's link is NOT_FOUND) and input validation.
 */
import { MESSAGES } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import { demoTokens, setupTestStack } from '../../test/stack.ts';

const stack = setupTestStack();
const tokenOf = demoTokens(stack);

interface Product {
  id: string;
  name: string;
  linkCount: number;
  visits: number;
}
interface Link {
  id: string;
  code: string;
  url: string;
  description: string;
  visits: number;
}

const LIST = `query { promotableProducts { productCount items { id name producerName price minLevel linkCount visits } } }`;
const DETAIL = `query P($id: ID!) { promotableProduct(id: $id) {
  sellable product { id name linkCount visits } links { id code url description visits createdAt } } }`;
const CREATE = `mutation C($input: CreateProductLinkInput!) {
  createProductLink(input: $input) { id code url description visits } }`;
const UPDATE = `mutation U($input: UpdateProductLinkInput!) {
  updateProductLink(input: $input) { id description } }`;

async function run<T>(user: string, query: string, variables: Record<string, unknown> = {}) {
  const token = await tokenOf(user);
  stack().recorder.reset();
  const { body } = await stack().gateway.gql<T>(query, { token, variables });
  return { body, calls: stack().recorder.calls.map((call) => call.route) };
}

const list = (user: string) =>
  run<{ promotableProducts: { productCount: number; items: Product[] } }>(user, LIST);
const detail = (user: string, id: string) =>
  run<{ promotableProduct: { sellable: boolean; product: Product; links: Link[] } }>(user, DETAIL, { id });

describe('Seus produtos through the gateway', () => {
  it('lists the affiliate’s promotable products with counters in one upstream call', async () => {
    const { body, calls } = await list('afiliado');
    expect(body.errors).toBeUndefined();
    const products = body.data?.promotableProducts;
    expect(products?.productCount).toBe(products?.items.length);
    expect(products?.items.find((item) => item.name === 'Curso Preparatório ENEM Completo')?.linkCount).toBe(
      2,
    );
    // GET /me for the role rule, then the list: the counters come with it.
    expect(calls.filter((route) => route.includes('/v1/products'))).toHaveLength(1);
  });

  it('makes a link, renames it, and sees the redirect count a visit', async () => {
    const products = (await list('agente')).body.data?.promotableProducts.items ?? [];
    const product = products[0];
    if (!product) throw new Error('the agent has no promotable product');
    const created = await run<{ createProductLink: Link }>('agente', CREATE, {
      input: { productId: product.id, description: '  Stories  ' },
    });
    expect(created.body.errors).toBeUndefined();
    const link = created.body.data?.createProductLink;
    expect(link).toMatchObject({ description: 'Stories', visits: 0 });
    expect(link?.url.endsWith(`/l/${link.code}`)).toBe(true);

    const renamed = await run<{ updateProductLink: Link }>('agente', UPDATE, {
      input: { linkId: link?.id, description: 'Reels' },
    });
    expect(renamed.body.data?.updateProductLink.description).toBe('Reels');

    // Another affiliate cannot rename it: upstream answers 404, whatever the id.
    const foreign = await run('afiliado', UPDATE, { input: { linkId: link?.id, description: 'x' } });
    expect(foreign.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const hop = await fetch(`${stack().upstream.portalUrl}/l/${link?.code}`, { redirect: 'manual' });
    expect(hop.status).toBe(302);
    const page = await detail('agente', product.id);
    expect(page.body.data?.promotableProduct.links.find((row) => row.id === link?.id)?.visits).toBe(1);
    expect(page.body.data?.promotableProduct.product.linkCount).toBe(product.linkCount + 1);
  });

  it('answers NOT_FOUND for a product above the viewer’s level', async () => {
    const agentIds = new Set(
      (await list('agente')).body.data?.promotableProducts.items.map((item) => item.id),
    );
    const affiliateIds = new Set(
      (await list('afiliado')).body.data?.promotableProducts.items.map((item) => item.id),
    );
    const aboveAffiliate = [...agentIds].find((id) => !affiliateIds.has(id));
    if (!aboveAffiliate) throw new Error('expected a level-3 product');
    const { body } = await detail('afiliado', aboveAffiliate);
    expect(body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('refuses a too long description with fieldErrors, before any upstream call', async () => {
    const { body, calls } = await run('afiliado', CREATE, {
      input: { productId: '00000000-0000-4000-8000-000000000000', description: 'x'.repeat(121) },
    });
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'description', message: MESSAGES.linkDescriptionTooLong }],
    });
    expect(calls.filter((route) => route.includes('/v1/products'))).toEqual([]);
  });

  it('is refused to the holding', async () => {
    const { body } = await list('holding');
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

const SALES = `query S($page: Int, $pageSize: Int, $search: String, $status: SaleStatus, $from: String, $to: String) {
  managedSales(page: $page, pageSize: $pageSize, search: $search, status: $status, from: $from, to: $to) {
    totalRows page pageSize items { id paymentId customerName productName sellerName status value installments paymentDate }
  }
}`;
interface SalesData {
  managedSales: {
    totalRows: number;
    items: { id: string; paymentId: string; status: string; value: number }[];
  };
}

describe('Suas vendas through the gateway', () => {
  it('pages the holding’s sales with one upstream call, at 2 and at 100 rows, filtered or not', async () => {
    const small = await run<SalesData>('holding', SALES, { pageSize: 2 });
    const large = await run<SalesData>('holding', SALES, { pageSize: 100 });
    const filtered = { status: 'APPROVED', from: '2025-01-01', to: '2026-12-31' };
    const smallFiltered = await run<SalesData>('holding', SALES, { ...filtered, pageSize: 2 });
    const largeFiltered = await run<SalesData>('holding', SALES, { ...filtered, pageSize: 100 });
    expect(largeFiltered.body.data?.managedSales.items).toHaveLength(100);
    expect(largeFiltered.calls).toEqual(smallFiltered.calls);
    expect(largeFiltered.calls.filter((route) => route.includes('/v1/sales'))).toHaveLength(1);
    expect(small.body.data?.managedSales.items).toHaveLength(2);
    expect(large.body.data?.managedSales.items).toHaveLength(100);
    expect(large.calls.filter((route) => route.includes('/v1/sales'))).toHaveLength(1);
    expect(large.calls).toEqual(small.calls);
  });

  it('scopes a branch to its unit: fewer sales than the holding', async () => {
    const all = (await run<SalesData>('holding', SALES)).body.data?.managedSales.totalRows ?? 0;
    const unit = (await run<SalesData>('unidade', SALES)).body.data?.managedSales.totalRows ?? 0;
    expect(unit).toBeGreaterThan(0);
    expect(unit).toBeLessThan(all);
  });

  it('finds a sale by payment id, refuses a long search with fieldErrors and an affiliate', async () => {
    const first = (await run<SalesData>('holding', SALES)).body.data?.managedSales.items[0];
    const found = await run<SalesData>('holding', SALES, { search: first?.paymentId });
    expect(found.body.data?.managedSales.items.map((sale) => sale.id)).toEqual([first?.id]);
    const long = await run('holding', SALES, { search: 'x'.repeat(101) });
    expect(long.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'search', message: MESSAGES.saleSearchTooLong }],
    });
    expect((await run('afiliado', SALES)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('filters by status and period, refusing a period that ends before it starts with fieldErrors', async () => {
    const all = (await run<SalesData>('holding', SALES)).body.data?.managedSales.totalRows ?? 0;
    const refunded = await run<SalesData>('holding', SALES, { status: 'REFUNDED', pageSize: 100 });
    const rows = refunded.body.data?.managedSales;
    expect(rows?.totalRows).toBeGreaterThan(0);
    expect(rows?.totalRows).toBeLessThan(all);
    expect(new Set(rows?.items.map((sale) => sale.status))).toEqual(new Set(['REFUNDED']));
    const backwards = await run('holding', SALES, { from: '2026-02-02', to: '2026-02-01' });
    expect(backwards.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'to', message: MESSAGES.cycleEndBeforeStart }],
    });
  });

  it('streams the filtered list through /files/managed-sales.csv as many rows as the list counts', async () => {
    const filter = { status: 'REFUNDED', from: '2025-01-01', to: '2026-12-31' };
    const total = (await run<SalesData>('holding', SALES, filter)).body.data?.managedSales.totalRows ?? -1;
    const url = `${stack().gateway.url}/files/managed-sales.csv?${new URLSearchParams(filter).toString()}`;
    const res = await fetch(url, { headers: { authorization: `Bearer ${await tokenOf('holding')}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('suas-vendas.csv');
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines.slice(1)).toHaveLength(total);
    expect((await fetch(url)).status).toBe(401);
    const bad = await fetch(`${stack().gateway.url}/files/managed-sales.csv?status=PAGO`, {
      headers: { authorization: `Bearer ${await tokenOf('holding')}` },
    });
    expect(bad.status).toBe(400);
  });
});
