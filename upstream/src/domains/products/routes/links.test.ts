import { describe, expect, it } from 'vitest';
import { productId } from '../../../db/seed/finance/catalogue.ts';
import { checkoutUrlOf, SEED_LINKS } from '../../../db/seed/products.ts';
import { DEMO_USERS, userId } from '../../../db/seed/users.ts';
import { findActiveViewer } from '../../../kernel/viewer.ts';
import { financeClient } from '../../../testing/finance.ts';
import { useTestUpstream } from '../../../testing/harness.ts';
import {
  createLink,
  type LinkJson,
  type PromotableProductDetailJson,
  type PromotableProductJson,
} from '../links.ts';

const up = useTestUpstream();
const { call } = financeClient(up);
const { affiliated, agent, branch, holding, producer, admin } = DEMO_USERS;

const BASE = '/v1/products/promotable';
const list = (username: string) =>
  call<{ items: PromotableProductJson[]; product_count: number }>(username, BASE);
const detail = (username: string, id: string) => call<PromotableProductDetailJson>(username, `${BASE}/${id}`);
const create = (username: string, id: string, description: string) =>
  call<LinkJson>(username, `${BASE}/${id}/links`, { json: { description } });
/** The redirect's hop itself: following it would leave for the (fictional) checkout host. */
const visit = (code: string) => fetch(`${up().portalUrl}/l/${code}`, { redirect: 'manual' });

describe('GET /v1/products/promotable', () => {
  it('lists the products of the viewer’s level with its own counters', async () => {
    const res = await list(affiliated.username);
    expect(res.status).toBe(200);
    const names = res.body.items.map((item) => item.id);
    // afiliado@ is level 2: 'ingles' (3) and 'marketing' (4) are out of reach.
    expect(names).not.toContain(productId('ingles'));
    expect(names).not.toContain(productId('marketing'));
    expect(res.body.product_count).toBe(res.body.items.length);
    const enem = res.body.items.find((item) => item.id === productId('enem'));
    const enemLinks = SEED_LINKS.filter((link) => link.product === 'enem');
    expect(enem).toMatchObject({
      link_count: enemLinks.length,
      visits: enemLinks.reduce((sum, link) => sum + link.visits, 0),
    });
  });

  it('gives an agent (level 3) the level-3 product, and no one else’s counters', async () => {
    const res = await list(agent.username);
    const ids = res.body.items.map((item) => item.id);
    expect(ids).toContain(productId('ingles'));
    expect(ids).not.toContain(productId('marketing'));
    expect(res.body.items.find((item) => item.id === productId('enem'))).toMatchObject({
      link_count: 0,
      visits: 0,
    });
  });

  it.each([branch, holding, producer, admin])('refuses $username (403)', async ({ username }) => {
    expect((await list(username)).status).toBe(403);
  });
});

describe('a product’s page and its links', () => {
  it('shows only the viewer’s links', async () => {
    const own = await detail(affiliated.username, productId('enem'));
    expect(own.status).toBe(200);
    expect(own.body.links.map((link) => link.code).sort()).toEqual(
      SEED_LINKS.filter((link) => link.product === 'enem')
        .map((link) => link.code)
        .sort(),
    );
    const other = await detail(agent.username, productId('enem'));
    expect(other.body.links).toEqual([]);
  });

  it('answers 404 for a product above the viewer’s level, an unknown or a malformed id', async () => {
    for (const id of [productId('marketing'), '00000000-0000-4000-8000-000000000000', 'abc']) {
      expect((await detail(affiliated.username, id)).status).toBe(404);
    }
  });

  it('creates a link with a fresh unguessable code, and edits only one’s own link', async () => {
    const created = await create(agent.username, productId('redacao'), '  Stories  ');
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      description: 'Stories',
      visits: 0,
      product_id: productId('redacao'),
    });
    expect(created.body.code).toMatch(/^[A-Za-z0-9_-]{12}$/);
    const edited = await call<LinkJson>(agent.username, `/v1/links/${created.body.id}`, {
      method: 'PUT',
      json: { description: 'Reels' },
    });
    expect(edited.body.description).toBe('Reels');
    const foreign = await call(affiliated.username, `/v1/links/${created.body.id}`, {
      method: 'PUT',
      json: { description: 'Roubado' },
    });
    expect(foreign.status).toBe(404);
  });

  it('refuses a too long description (400) and a product out of level (404)', async () => {
    expect((await create(affiliated.username, productId('enem'), 'x'.repeat(121))).status).toBe(400);
    expect((await create(affiliated.username, productId('marketing'), 'ok')).status).toBe(404);
  });

  it('retries a colliding code, so codes stay unique', async () => {
    const viewer = await findActiveViewer(up().db, userId(agent.username));
    if (!viewer) throw new Error('agent not seeded');
    const codes = [SEED_LINKS[0].code, 'freshCode001'];
    const link = await createLink(up().db, viewer, productId('enem'), '', () => codes.shift() ?? 'never');
    expect(link.code).toBe('freshCode001');
  });
});

describe('GET /l/{code}', () => {
  it('redirects to the checkout with the code and counts the visit', async () => {
    const created = await create(affiliated.username, productId('redacao'), 'Teste de visita');
    expect((await visit(created.body.code)).status).toBe(302);
    const page = await detail(affiliated.username, productId('redacao'));
    expect(page.body.links.find((link) => link.id === created.body.id)?.visits).toBe(1);
  });

  it('answers 404 for an unknown or malformed code', async () => {
    expect((await visit('naoExiste123')).status).toBe(404);
    expect((await visit('%00bad')).status).toBe(404);
  });

  it('sends the buyer to the product’s checkout URL with ref and the click it recorded', async () => {
    const res = await visit(SEED_LINKS[1].code);
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(checkoutUrlOf('enem'));
    expect(location.searchParams.get('ref')).toBe(SEED_LINKS[1].code);
    expect(location.searchParams.get('click')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('deactivating a link (PUT /v1/links/{linkId}/status)', () => {
  const setActive = (username: string, id: string, active: unknown) =>
    call<LinkJson & { detail?: string }>(username, `/v1/links/${id}/status`, {
      method: 'PUT',
      json: { active },
    });

  it('lets the owner turn it off and on; the redirect says so meanwhile and counts nothing', async () => {
    const created = await create(affiliated.username, productId('redacao'), 'Para desativar');
    expect(created.body).toMatchObject({ active: true, deactivated_at: null, sales: 0 });
    const off = await setActive(affiliated.username, created.body.id, false);
    expect(off.status).toBe(200);
    expect(off.body.active).toBe(false);
    expect(off.body.deactivated_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // A repeat keeps the first time.
    const again = await setActive(affiliated.username, created.body.id, false);
    expect(again.body.deactivated_at).toBe(off.body.deactivated_at);

    const gone = await visit(created.body.code);
    expect(gone.status).toBe(410);
    expect(gone.headers.get('location')).toBeNull();
    expect(gone.headers.get('content-type')).toContain('text/html');
    expect(gone.headers.get('cache-control')).toBe('no-store');
    const html = await gone.text();
    expect(html).toContain('lang="pt-BR"');
    expect(html).toContain('Este link foi desativado');
    const page = await detail(affiliated.username, productId('redacao'));
    expect(page.body.links.find((link) => link.id === created.body.id)).toMatchObject({
      visits: 0,
      active: false,
    });

    const on = await setActive(affiliated.username, created.body.id, true);
    expect(on.body).toMatchObject({ active: true, deactivated_at: null });
    expect((await visit(created.body.code)).status).toBe(302);
  });

  it('answers 404 for another user’s link, 403 for a non-promoter and 400 without a boolean', async () => {
    const created = await create(affiliated.username, productId('redacao'), 'Alheio');
    expect((await setActive(agent.username, created.body.id, false)).status).toBe(404);
    expect((await setActive(producer.username, created.body.id, false)).status).toBe(403);
    expect((await setActive(affiliated.username, 'abc', false)).status).toBe(404);
    for (const active of ['false', null, 0]) {
      expect((await setActive(affiliated.username, created.body.id, active)).status).toBe(400);
    }
    const page = await detail(affiliated.username, productId('redacao'));
    expect(page.body.links.find((link) => link.id === created.body.id)?.active).toBe(true);
  });
});

describe('sales per link', () => {
  it('counts the approved sales attributed to each link, not refunded ones nor other links’', async () => {
    const created = await create(affiliated.username, productId('enem'), 'Com vendas');
    const sale = (paymentId: string) =>
      call<{ id: string }>(holding.username, '/v1/sales', {
        json: {
          product_id: productId('enem'),
          payment_id: paymentId,
          customer_name: 'Cliente de Teste',
          value_cents: 149_700,
          installments: 1,
          link_code: created.body.code,
        },
      });
    const sales = [await sale(`links-${created.body.code}-1`), await sale(`links-${created.body.code}-2`)];
    for (const res of sales) expect(res.status).toBe(201);
    await sale(`links-${created.body.code}-3`).then(async (refunded) => {
      await up()
        .db.updateTable('sales')
        .set({ status: 'REFUNDED' })
        .where('id', '=', refunded.body.id)
        .execute();
    });
    const page = await detail(affiliated.username, productId('enem'));
    const counts = new Map(page.body.links.map((link) => [link.id, link.sales]));
    expect(counts.get(created.body.id)).toBe(2);
    for (const seeded of SEED_LINKS.filter((link) => link.product === 'enem')) {
      const id = page.body.links.find((link) => link.code === seeded.code)?.id;
      expect(counts.get(id ?? '')).toBe(0);
    }
  });
});
