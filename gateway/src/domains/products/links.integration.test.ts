/**
 * Links an affiliate manages (docs/product.md §10.1) against the real upstream: deactivating and
 * reactivating a link (the redirect says so meanwhile), its input rule, the role rule and the row
 * scope, and a product's page carrying visits and sales per link in one upstream call whether it
 * holds 2 links or 100.
 */
import { MESSAGES } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import { demoRunner, demoTokens, setupTestStack } from '../../test/stack.ts';

const stack = setupTestStack();
const tokenOf = demoTokens(stack);
const run = demoRunner(stack);

interface Link {
  id: string;
  code: string;
  visits: number;
  saleCount: number;
  active: boolean;
  deactivatedAt: string | null;
}

const PRODUCTS = `query { promotableProducts { items { id } } }`;
const DETAIL = `query P($id: ID!) { promotableProduct(id: $id) {
  links { id code visits saleCount active deactivatedAt } } }`;
const SET_ACTIVE = `mutation S($input: SetProductLinkActiveInput!) {
  setProductLinkActive(input: $input) { id active deactivatedAt saleCount } }`;

/** Makes `count` links of the agent's product straight on upstream (the setup, not the subject). */
async function makeLinks(productId: string, count: number): Promise<string[]> {
  const token = await tokenOf('agente');
  const codes: string[] = [];
  for (let index = 0; index < count; index++) {
    const res = await fetch(`${stack().upstream.portalUrl}/v1/products/promotable/${productId}/links`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ description: `Link ${index + 1}` }),
    });
    expect(res.status).toBe(201);
    codes.push(((await res.json()) as { code: string }).code);
  }
  return codes;
}

async function agentProducts(): Promise<string[]> {
  const { body } = await run<{ promotableProducts: { items: { id: string }[] } }>('agente', PRODUCTS);
  return body.data?.promotableProducts.items.map((item) => item.id) ?? [];
}

const detail = (user: string, id: string) =>
  run<{ promotableProduct: { links: Link[] } }>(user, DETAIL, { id });

/** A fresh link of the agent's first product, as the product's page shows it. */
async function newAgentLink(): Promise<{ productId: string; link: Link; code: string }> {
  const [productId] = await agentProducts();
  if (!productId) throw new Error('the agent has no promotable product');
  const [code = ''] = await makeLinks(productId, 1);
  const link = (await detail('agente', productId)).body.data?.promotableProduct.links.find(
    (row) => row.code === code,
  );
  if (!link) throw new Error('the new link is not on the page');
  return { productId, link, code };
}
const setActive = (user: string, linkId: string, active: unknown) =>
  run<{ setProductLinkActive: Link }>(user, SET_ACTIVE, { input: { linkId, active } });

describe('managing a link through the gateway', () => {
  it('deactivates and reactivates the agent’s link; its redirect answers 410 meanwhile', async () => {
    const { link, code } = await newAgentLink();
    expect(link).toMatchObject({ active: true, deactivatedAt: null, saleCount: 0 });

    const off = await setActive('agente', link.id, false);
    expect(off.body.errors).toBeUndefined();
    expect(off.body.data?.setProductLinkActive).toMatchObject({ id: link.id, active: false });
    expect(off.body.data?.setProductLinkActive.deactivatedAt).toMatch(/Z$/);
    expect(off.calls).toEqual([`PUT /v1/links/{linkId}/status`]);
    const hop = await fetch(`${stack().upstream.portalUrl}/l/${code}`, { redirect: 'manual' });
    expect(hop.status).toBe(410);
    expect(await hop.text()).toContain('Este link foi desativado');

    const on = await setActive('agente', link.id, true);
    expect(on.body.data?.setProductLinkActive).toMatchObject({ active: true, deactivatedAt: null });
    expect((await fetch(`${stack().upstream.portalUrl}/l/${code}`, { redirect: 'manual' })).status).toBe(302);
  });

  it('is FORBIDDEN to roles that promote nothing and NOT_FOUND on another promoter’s link', async () => {
    const { productId, link } = await newAgentLink();
    for (const user of ['holding', 'produtor', 'unidade', 'admin']) {
      const { body, calls } = await setActive(user, link.id, false);
      expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(calls).toEqual([]);
    }
    const foreign = await setActive('afiliado', link.id, false);
    expect(foreign.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const after = await detail('agente', productId);
    expect(after.body.data?.promotableProduct.links.find((row) => row.id === link.id)?.active).toBe(true);
  });

  it('refuses an input without a link id by its rule, before any upstream call', async () => {
    const { body, calls } = await setActive('afiliado', '   ', false);
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'linkId', message: MESSAGES.required }],
    });
    expect(calls).toEqual([]);
  });

  it('reads visits and sales per link in one upstream call, at 2 links and at 100', async () => {
    const [small, large] = (await agentProducts()).slice(-2);
    if (!small || !large) throw new Error('the agent needs two promotable products');
    await makeLinks(small, 2);
    await makeLinks(large, 100);
    const two = await detail('agente', small);
    const hundred = await detail('agente', large);
    expect(two.body.data?.promotableProduct.links).toHaveLength(2);
    expect(hundred.body.data?.promotableProduct.links).toHaveLength(100);
    expect(hundred.body.data?.promotableProduct.links.every((row) => row.saleCount === 0)).toBe(true);
    expect(two.calls).toEqual(['GET /v1/products/promotable/{productId}']);
    expect(hundred.calls).toEqual(two.calls);
  });
});
