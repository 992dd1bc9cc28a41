import { beforeAll, describe, expect, it } from 'vitest';
import { productId } from '../../../db/seed/finance/catalogue.ts';
import { organisationId } from '../../../db/seed/organisations.ts';
import { DEMO_USERS, userId } from '../../../db/seed/users.ts';
import { coversNow } from '../../../kernel/current-cycle.ts';
import type { Page } from '../../../kernel/paging.ts';
import { findActiveViewer } from '../../../kernel/viewer.ts';
import { financeClient } from '../../../testing/finance.ts';
import { useTestUpstream } from '../../../testing/harness.ts';
import { useWebhookReceiver } from '../../../testing/webhook-receiver.ts';
import { CLIENTS_PATH, WEBHOOKS_PATH } from '../../integrators/routes/integrators.ts';
import type { SaleDetailJson } from '../sale-detail.ts';
import { CSV_HEADER, csvDate, csvMoney } from '../sales-csv.ts';
import { type RegisteredSaleJson, registerSale } from '../sales-register.ts';
import type { SellerTotalJson, TrackingJson } from '../sales-tracking.ts';

const up = useTestUpstream({ webhookAllowLoopback: true });
const { call, token } = financeClient(up);
const { affiliated, agent, branch, holding, producer, admin } = DEMO_USERS;
const PERIOD = '?from=2020-01-01&to=2020-12-31';

/** A whole seeded year (the seed's cycles): from the first sale's day, 366 days. */
let period = '';
let current: { starts_at: Date } = { starts_at: new Date() };

const day = (date: Date) => new Date(date.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  const first = await up()
    .db.selectFrom('sales')
    .select((eb) => eb.fn.min('payment_date').as('first'))
    .executeTakeFirstOrThrow();
  const from = new Date(first.first as unknown as Date);
  period = `?from=${day(from)}&to=${day(new Date(from.getTime() + 365 * 86_400_000))}`;
  current = await up()
    .db.selectFrom('commercial_cycles')
    .select('starts_at')
    .where(coversNow())
    .executeTakeFirstOrThrow();
});

const saleOf = async (column: 'seller_id' | 'unit_id', id: string, not = false) =>
  (
    await up()
      .db.selectFrom('sales')
      .select('id')
      .where(column, not ? '!=' : '=', id)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;

const producerSale = async (mine: boolean) =>
  (
    await up()
      .db.selectFrom('sales')
      .innerJoin('products', 'products.id', 'sales.product_id')
      .innerJoin('producers', 'producers.id', 'products.producer_id')
      .select('sales.id')
      .where('producers.organisation_id', mine ? '=' : 'is', mine ? organisationId('producer') : null)
      .orderBy('sales.id')
      .executeTakeFirstOrThrow()
  ).id;

describe('GET /v1/sales/{id}: a sale with its commissions, in the viewer’s scope', () => {
  it('gives holding and admin any sale with every commission of it', async () => {
    const id = await saleOf('seller_id', userId(affiliated.username));
    for (const user of [holding, admin]) {
      const res = await call<SaleDetailJson>(user.username, `/v1/sales/${id}`);
      expect(res.status).toBe(200);
      expect(res.body.commissions.map((c) => c.side)).toEqual(
        expect.arrayContaining(['affiliate', 'branch']),
      );
    }
  });

  it('answers another’s sale like a missing one (404) for affiliate, branch, agent and producer', async () => {
    const cases = [
      [affiliated, 'seller_id', userId(affiliated.username)],
      [branch, 'unit_id', organisationId('unitCentro')],
      [agent, 'unit_id', organisationId('agency')],
    ] as const;
    for (const [user, column, id] of cases) {
      const mine = await call<SaleDetailJson>(user.username, `/v1/sales/${await saleOf(column, id)}`);
      expect(mine.status, user.username).toBe(200);
      const theirs = await call<{ detail: string }>(
        user.username,
        `/v1/sales/${await saleOf(column, id, true)}`,
      );
      expect(theirs.status, user.username).toBe(404);
      expect(theirs.body.detail).toBe('Venda não encontrada.');
    }
    expect((await call(producer.username, `/v1/sales/${await producerSale(true)}`)).status).toBe(200);
    expect((await call(producer.username, `/v1/sales/${await producerSale(false)}`)).status).toBe(404);
    expect((await call(holding.username, '/v1/sales/not-a-uuid')).status).toBe(404);
  });

  it('shows an affiliate only its own commissions of its sale', async () => {
    const id = await saleOf('seller_id', userId(affiliated.username));
    const res = await call<SaleDetailJson>(affiliated.username, `/v1/sales/${id}`);
    expect(new Set(res.body.commissions.map((c) => c.side))).toEqual(new Set(['affiliate']));
  });
});

describe('GET /v1/sales/tracking: sales per product and link over a period', () => {
  it('adds up a producer’s products only, and every product for the holding', async () => {
    const mine = await call<TrackingJson>(producer.username, `/v1/sales/tracking${period}`);
    expect(mine.status).toBe(200);
    expect(mine.body.products.length).toBeGreaterThan(0);
    const ids = mine.body.products.map((p) => p.product_id);
    const owners = await up()
      .db.selectFrom('products')
      .innerJoin('producers', 'producers.id', 'products.producer_id')
      .select('producers.organisation_id')
      .where('products.id', 'in', ids)
      .execute();
    expect(new Set(owners.map((o) => o.organisation_id))).toEqual(new Set([organisationId('producer')]));
    const all = await call<TrackingJson>(holding.username, `/v1/sales/tracking${period}`);
    expect(all.body.products.length).toBeGreaterThan(ids.length);
    expect(mine.body.value_cents).toBe(mine.body.products.reduce((sum, p) => sum + p.value_cents, 0));
  });

  it('refuses an affiliate (403) and a bad period (400)', async () => {
    expect((await call(affiliated.username, `/v1/sales/tracking${PERIOD}`)).status).toBe(403);
    expect((await call(holding.username, '/v1/sales/tracking?from=2020-02-30&to=2020-03-01')).status).toBe(
      400,
    );
    expect((await call(holding.username, '/v1/sales/tracking?from=2020-01-01&to=2021-06-01')).status).toBe(
      400,
    );
    // Without both days the default period applies (default-period.test.ts); one alone is refused.
    expect((await call(holding.username, '/v1/sales/tracking?from=2026-01-01')).status).toBe(400);
    expect((await call(holding.username, '/v1/sales/tracking/sellers?to=2026-01-31')).status).toBe(400);
  });

  it('pages the sellers of a branch’s unit, best first', async () => {
    const res = await call<Page<SellerTotalJson>>(
      branch.username,
      `/v1/sales/tracking/sellers${period}&pageSize=1`,
    );
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(1);
    expect(res.body.totalRows).toBeGreaterThanOrEqual(2);
  });
});

describe('GET /v1/sales/export.csv', () => {
  it('streams the period’s sales with a BOM, ; separators, decimal comma and Fortaleza dates', async () => {
    const res = await up().portal(`/v1/sales/export.csv${period}`, { token: await token(producer.username) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain('attachment');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trimEnd().split('\r\n');
    expect(lines[0]).toBe(CSV_HEADER.join(';'));
    const tracking = await call<TrackingJson>(producer.username, `/v1/sales/tracking${period}`);
    const rows = lines.slice(1);
    expect(rows.length).toBeGreaterThanOrEqual(tracking.body.sales);
    expect(rows[0]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2};/);
    expect(rows[0]).toMatch(/;\d+,\d{2}$/);
  });

  it('formats money and dates the Brazilian way', () => {
    expect(csvMoney(123456)).toBe('1234,56');
    expect(csvMoney(5)).toBe('0,05');
    expect(csvDate(new Date('2026-01-01T02:30:00Z'))).toBe('31/12/2025 23:30');
  });

  it('refuses an affiliate', async () => {
    expect((await call(affiliated.username, `/v1/sales/export.csv${PERIOD}`)).status).toBe(403);
  });
});

/** A webhook receiver for sale.created. */
const hooks = useWebhookReceiver();

async function affiliateLink(product = productId('enem')): Promise<string> {
  const res = await call<{ code: string }>(affiliated.username, `/v1/products/promotable/${product}/links`, {
    json: { description: 'vendas' },
  });
  expect(res.status).toBe(201);
  return res.body.code;
}

let paymentSeq = 0;
const newSale = (linkCode: string, extra: Record<string, unknown> = {}) => ({
  product_id: productId('enem'),
  payment_id: `pay-test-${Date.now()}-${++paymentSeq}`,
  customer_name: 'Cliente de Teste',
  value_cents: 149_700,
  installments: 3,
  payment_date: new Date(current.starts_at.getTime() + 3_600_000).toISOString(),
  link_code: linkCode,
  ...extra,
});

describe('POST /v1/sales: registering a sale', () => {
  it('writes the sale, its first commissions and sale.created, and a subscription receives it', async () => {
    await up().db.updateTable('webhook_subscriptions').set({ active: false }).execute();
    const producerToken = await token(producer.username);
    const client = await up().portal(CLIENTS_PATH, {
      token: producerToken,
      json: { name: 'Loja', scopes: ['profile:read'] },
    });
    const { client: created } = (await client.json()) as { client: { id: string } };
    const sub = await up().portal(WEBHOOKS_PATH, {
      token: producerToken,
      json: { clientId: created.id, url: hooks().url, events: ['sale.created'] },
    });
    expect(sub.status).toBe(201);
    hooks().received = [];

    const code = await affiliateLink();
    const input = newSale(code);
    const res = await call<RegisteredSaleJson>(producer.username, '/v1/sales', { json: input });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      seller_id: userId(affiliated.username),
      unit_id: organisationId('unitCentro'),
      status: 'APPROVED',
    });
    // 10% and 3% of R$ 1 497,00 in 3 installments: the first takes the remainder.
    expect(res.body.commissions).toEqual([
      { side: 'affiliate', value_cents: 4990, installment: 1 },
      { side: 'branch', value_cents: 1497, installment: 1 },
    ]);
    const detail = await call<SaleDetailJson>(affiliated.username, `/v1/sales/${res.body.id}`);
    expect(detail.body.link_code).toBe(code);

    const end = Date.now() + 20_000;
    let delivered: { type: string; data: { saleId: string } } | undefined;
    while (!delivered && Date.now() < end) {
      delivered = hooks()
        .received.map((r) => JSON.parse(r.body) as { type: string; data: { saleId: string } })
        .find((event) => event.type === 'sale.created' && event.data.saleId === res.body.id);
      if (!delivered) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(delivered?.data).toMatchObject({
      saleId: res.body.id,
      paymentId: input.payment_id,
      linkCode: code,
    });

    const duplicate = await call<{ detail: string }>(producer.username, '/v1/sales', { json: input });
    expect(duplicate.status).toBe(409);
  });

  it('refuses a producer another company’s product (404), a foreign link (400) and an affiliate (403)', async () => {
    const code = await affiliateLink();
    const foreign = await call(producer.username, '/v1/sales', {
      json: newSale(code, { product_id: productId('odonto') }),
    });
    expect(foreign.status).toBe(404);
    // The holding may register any product, but the link must be one of that product's.
    const wrongLink = await call(holding.username, '/v1/sales', {
      json: newSale(code, { product_id: productId('odonto') }),
    });
    expect(wrongLink.status).toBe(400);
    expect((await call(affiliated.username, '/v1/sales', { json: newSale(code) })).status).toBe(403);
    expect(
      (await call(producer.username, '/v1/sales', { json: newSale(code, { value_cents: 0 }) })).status,
    ).toBe(400);
    expect(
      (await call(producer.username, '/v1/sales', { json: newSale(code, { installments: 13 }) })).status,
    ).toBe(400);
  });

  it('is one transaction: interrupted before its events, it leaves no sale and no commission', async () => {
    const code = await affiliateLink();
    const viewer = await findActiveViewer(up().db, userId(producer.username));
    if (!viewer) throw new Error('no producer');
    const input = newSale(code);
    const count = async (table: 'sales' | 'commissions' | 'webhook_events') =>
      Number(
        (
          await up()
            .db.selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await Promise.all([count('sales'), count('commissions'), count('webhook_events')]);
    await expect(
      registerSale(
        up().db,
        viewer,
        {
          productId: input.product_id,
          paymentId: input.payment_id,
          customerName: input.customer_name,
          valueCents: input.value_cents,
          installments: input.installments,
          paymentDate: new Date(input.payment_date),
          linkCode: code,
        },
        { beforeEvents: () => Promise.reject(new Error('interrupted')) },
      ),
    ).rejects.toThrow('interrupted');
    expect(await Promise.all([count('sales'), count('commissions'), count('webhook_events')])).toEqual(
      before,
    );
    const ids = await up()
      .db.selectFrom('sales')
      .select('id')
      .where('payment_id', '=', input.payment_id)
      .execute();
    expect(ids).toEqual([]);
  });
});
