/**
 * Acompanhamento de vendas, a sale's details and registering a sale against the real upstream:
 * one upstream call per field, row scope through the gateway (a producer's tracking holds its
 * products only; another's sale is NOT_FOUND like a missing one), the CSV streamed through
 * /files/sales.csv, and registerSale's input rule, role rule and CONFLICT.
 */
import { SALES_MESSAGES } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import { demoRequests, demoTokens, setupTestStack } from '../../test/stack.ts';

const stack = setupTestStack();
const tokenOf = demoTokens(stack);
const run = demoRequests(stack, tokenOf);

/** The seeded year (the seed's sales end on 2026-01-15). */
const PERIOD = { from: '2025-01-16', to: '2026-01-15' };

interface Tracking {
  salesTracking: {
    saleCount: number;
    value: number;
    csvPath: string;
    products: { productId: string; productName: string; saleCount: number; value: number }[];
    links: { code: string }[];
  };
}
const TRACKING = `query T($from: String!, $to: String!) { salesTracking(from: $from, to: $to) {
  saleCount value csvPath products { productId productName saleCount value } links { code saleCount } } }`;
const SELLERS = `query S($from: String!, $to: String!) { salesBySeller(from: $from, to: $to, pageSize: 2) {
  totalRows items { sellerId sellerName saleCount value csvPath } } }`;
const SALE = `query D($id: ID!) { sale(id: $id) { id productName sellerName linkCode value
  commissions { side beneficiaryName status type installment value } } }`;
const SALES = `query { managedSales(pageSize: 30) { items { id productName } } }`;
const REGISTER = `mutation R($input: RegisterSaleInput!) { registerSale(input: $input) {
  id status value commissions { side value installment } } }`;
const LINK = `mutation C($input: CreateProductLinkInput!) { createProductLink(input: $input) { code } }`;
const PRODUCTS = `query { promotableProducts { items { id name } } }`;

const codesOf = (body: { errors?: readonly { extensions?: Record<string, unknown> }[] }) =>
  (body.errors ?? []).map((error) => error.extensions?.code);

describe('Acompanhamento de vendas through the gateway', () => {
  it('gives a producer its products only, in one upstream call, and streams the CSV', async () => {
    const mine = await run<Tracking>('produtor', TRACKING, PERIOD);
    expect(mine.body.errors).toBeUndefined();
    expect(mine.calls.filter((route) => route.includes('/v1/sales'))).toHaveLength(1);
    const names = mine.body.data?.salesTracking.products.map((p) => p.productName) ?? [];
    expect(names.length).toBeGreaterThan(0);
    const all = await run<Tracking>('holding', TRACKING, PERIOD);
    const allNames = all.body.data?.salesTracking.products.map((p) => p.productName) ?? [];
    expect(allNames.length).toBeGreaterThan(names.length);
    expect(allNames).toEqual(expect.arrayContaining(names));

    const path = mine.body.data?.salesTracking.csvPath ?? '';
    const res = await fetch(`${stack().gateway.url}${path}`, {
      headers: { authorization: `Bearer ${await tokenOf('produtor')}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('attachment');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3)).split('\r\n')[0]).toBe(
      'Data;Produto;Cliente;Afiliado;ID do pagamento;Status;Parcelas;Valor (R$)',
    );
    expect((await fetch(`${stack().gateway.url}${path}`)).status).toBe(401);
  });

  it('opens on the default period of the server clock (the current cycle) without days, in one call per field', async () => {
    const query = `query { salesTracking { from to cycle { number current } saleCount csvPath
      previous { number from to saleCount value } }
      salesBySeller(pageSize: 2) { totalRows items { csvPath } } }`;
    const res = await run<{
      salesTracking: {
        from: string;
        to: string;
        cycle: { number: number; current: boolean };
        saleCount: number;
        csvPath: string;
        previous: { number: number; from: string; to: string; saleCount: number; value: number };
      };
      salesBySeller: { totalRows: number; items: { csvPath: string }[] };
    }>('unidade', query, {});
    expect(res.body.errors).toBeUndefined();
    // The test stack's clock stands on 2026-01-15 (vitest.config.ts): cycle 14 is January 2026.
    expect(res.body.data?.salesTracking).toMatchObject({
      from: '2026-01-01',
      to: '2026-01-31',
      cycle: { number: 14, current: true },
    });
    expect(res.body.data?.salesTracking.saleCount).toBeGreaterThan(0);
    // The cycle before comes in the same call, added up as its own days would be.
    const previous = res.body.data?.salesTracking.previous;
    expect(previous).toMatchObject({ number: 13, from: '2025-12-01', to: '2025-12-15' });
    const december = await run<Tracking>('unidade', TRACKING, { from: '2025-12-01', to: '2025-12-15' });
    expect(previous).toMatchObject({
      saleCount: december.body.data?.salesTracking.saleCount,
      value: december.body.data?.salesTracking.value,
    });
    expect(res.body.data?.salesTracking.csvPath).toContain('from=2026-01-01&to=2026-01-31');
    expect(res.body.data?.salesBySeller.items[0]?.csvPath).toContain('from=2026-01-01&to=2026-01-31');
    expect(res.calls.filter((route) => route.includes('/v1/sales'))).toHaveLength(2);
    // Asked days carry no cycle; one day without the other is refused.
    const asked = await run<{ salesTracking: { cycle: null } }>(
      'unidade',
      `query { salesTracking(from: "2026-01-01", to: "2026-01-10") { cycle { number } } }`,
      {},
    );
    expect(asked.body.data?.salesTracking.cycle).toBeNull();
    const half = await run('unidade', `query { salesTracking(from: "2026-01-01") { from } }`, {});
    expect(codesOf(half.body)).toEqual(['BAD_USER_INPUT']);
  });

  it('pages the sellers with a CSV path each, and refuses a bad period as BAD_USER_INPUT', async () => {
    const res = await run<{ salesBySeller: { totalRows: number; items: { csvPath: string }[] } }>(
      'unidade',
      SELLERS,
      PERIOD,
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.salesBySeller.items[0]?.csvPath).toContain('sellerId=');
    const bad = await run('holding', TRACKING, { from: '2026-02-30', to: '2026-03-01' });
    expect(codesOf(bad.body)).toEqual(['BAD_USER_INPUT']);
    expect(codesOf((await run('afiliado', TRACKING, PERIOD)).body)).toEqual(['FORBIDDEN']);
  });
});

describe('a sale’s details through the gateway', () => {
  it('shows a sale with its commissions, and another’s sale to a producer as NOT_FOUND', async () => {
    const tracking = await run<Tracking>('produtor', TRACKING, PERIOD);
    const mine = new Set(tracking.body.data?.salesTracking.products.map((p) => p.productName));
    const sales = (
      await run<{ managedSales: { items: { id: string; productName: string }[] } }>('holding', SALES)
    ).body.data?.managedSales.items;
    const own = sales?.find((sale) => mine.has(sale.productName));
    const foreign = sales?.find((sale) => !mine.has(sale.productName));
    if (!own || !foreign) throw new Error('the first sales have no sale of both kinds');

    const detail = await run<{ sale: { id: string; commissions: { side: string }[] } }>('produtor', SALE, {
      id: own.id,
    });
    expect(detail.body.errors).toBeUndefined();
    expect(detail.body.data?.sale.commissions.length).toBeGreaterThan(0);
    expect(codesOf((await run('produtor', SALE, { id: foreign.id })).body)).toEqual(['NOT_FOUND']);
    expect(
      codesOf((await run('produtor', SALE, { id: '00000000-0000-4000-8000-000000000000' })).body),
    ).toEqual(['NOT_FOUND']);
  });
});

describe('registerSale', () => {
  it('registers a producer’s sale through an affiliate link, then refuses the same payment (CONFLICT)', async () => {
    const products = (
      await run<{ promotableProducts: { items: { id: string; name: string }[] } }>('afiliado', PRODUCTS)
    ).body.data?.promotableProducts.items;
    const enem = products?.find((p) => p.name === 'Curso Preparatório ENEM Completo');
    if (!enem) throw new Error('no ENEM product');
    const link = await run<{ createProductLink: { code: string } }>('afiliado', LINK, {
      input: { productId: enem.id, description: 'gateway' },
    });
    const code = link.body.data?.createProductLink.code ?? '';
    // The buyer clicks the link: the redirect hands the checkout its `click`, sent back with the sale.
    const visit = await fetch(`${stack().upstream.portalUrl}/l/${code}`, { redirect: 'manual' });
    const clickId = new URL(visit.headers.get('location') ?? '').searchParams.get('click');
    expect(clickId).toMatch(/^[0-9a-f-]{36}$/);
    const input = {
      productId: enem.id,
      paymentId: `gw-${Date.now()}`,
      customerName: 'Cliente Gateway',
      value: 149_700,
      installments: 1,
      paymentDate: '2026-01-15T12:00:00Z',
      linkCode: code,
      clickId,
    };
    const created = await run<{
      registerSale: { id: string; status: string; commissions: { value: number }[] };
    }>('produtor', REGISTER, { input });
    expect(created.body.errors).toBeUndefined();
    expect(created.body.data?.registerSale).toMatchObject({
      status: 'APPROVED',
      commissions: [
        { side: 'AFFILIATE', value: 14_970, installment: 1 },
        { side: 'BRANCH', value: 4_491, installment: 1 },
      ],
    });
    const detail = await run<{ sale: { linkCode: string } }>('afiliado', SALE, {
      id: created.body.data?.registerSale.id,
    });
    expect(detail.body.data?.sale.linkCode).toBe(code);
    expect(codesOf((await run('produtor', REGISTER, { input })).body)).toEqual(['CONFLICT']);
  });

  it('checks the input first (BAD_USER_INPUT) and the role (FORBIDDEN for an affiliate)', async () => {
    const input = {
      productId: 'p',
      paymentId: 'x',
      customerName: 'Cliente',
      value: 0,
      linkCode: 'abc',
    };
    const bad = await run('produtor', REGISTER, { input });
    expect(codesOf(bad.body)).toEqual(['BAD_USER_INPUT']);
    const badClick = await run('produtor', REGISTER, { input: { ...input, value: 100, clickId: 'clique' } });
    expect(badClick.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'clickId', message: SALES_MESSAGES.clickInvalid }],
    });
    expect(codesOf((await run('afiliado', REGISTER, { input: { ...input, value: 100 } })).body)).toEqual([
      'FORBIDDEN',
    ]);
  });
});
