/**
 * Produtos and Gerenciador de produtores against the real upstream: a stale product edit is
 * CONFLICT with the text users read and nothing is overwritten; the terms come out as written and
 * sanitised; a duplicate producer CNPJ is CONFLICT with upstream's detail.
 */
import { PRODUCER_MESSAGES, PRODUCT_MANAGER_MESSAGES } from '@portal/schema';
import { cnpjCheckDigits } from '@portal/schema/documents/cnpj';
import { describe, expect, it } from 'vitest';
import { demoRunner, setupTestStack } from '../../test/stack.ts';

const stack = setupTestStack();
// The role lookup (GET /me) aside, every screen's request is one upstream call.
const run = demoRunner(stack);

interface Product {
  id: string;
  revision: number;
  name: string;
  termsContent: string | null;
  termsHtml: string | null;
  commissions: { level: number; rateBp: number }[];
}
const FIELDS = 'id revision name termsContent termsHtml commissions { level rateBp }';
const PRODUCERS = 'query { producers(pageSize: 1) { items { id fancyName } totalRows } }';
const CREATE = `mutation ($i: ManagedProductInput!) { createManagedProduct(input: $i) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $r: Int!, $i: ManagedProductInput!) {
  updateManagedProduct(id: $id, revision: $r, input: $i) { ${FIELDS} } }`;
const READ = `query ($id: ID!) { managedProduct(id: $id) { ${FIELDS} } }`;
const LIST = `query ($s: String) { managedProducts(search: $s, campaign: WITHOUT_CAMPAIGN) { totalRows items { id name revision } } }`;
const TERMS =
  '<p onmouseover="alert(1)">Aceite <b>os termos</b></p><script>alert(2)</script><img src=x onerror="alert(3)">';

describe('Produtos through the gateway', () => {
  it('refuses a stale edit with CONFLICT, overwriting nothing; terms are kept as written and served sanitised', async () => {
    const producers = await run<{ producers: { items: { id: string }[] } }>('holding', PRODUCERS);
    const producerId = producers.body.data?.producers.items[0]?.id ?? '';
    const form = {
      name: 'Curso Gateway Revisões',
      producerId,
      showTerms: true,
      termsContent: TERMS,
      commissions: [{ level: 1, rateBp: 900 }],
    };
    const created = await run<{ createManagedProduct: Product }>('holding', CREATE, { i: form });
    expect(created.body.errors).toBeUndefined();
    const product = created.body.data?.createManagedProduct as Product;
    expect(product.termsContent).toBe(TERMS);
    expect(product.termsHtml).toBe('<p>Aceite <b>os termos</b></p><img src="x" alt="" />');

    const first = await run<{ updateManagedProduct: Product }>('holding', UPDATE, {
      id: product.id,
      r: 1,
      i: { ...form, name: 'Curso Gateway Revisões (aba 1)' },
    });
    expect(first.body.data?.updateManagedProduct.revision).toBe(2);
    const second = await run('holding', UPDATE, {
      id: product.id,
      r: 1,
      i: { ...form, name: 'aba 2', commissions: [] },
    });
    expect(second.body.errors?.[0]).toMatchObject({
      message: PRODUCT_MANAGER_MESSAGES.conflict,
      extensions: { code: 'CONFLICT' },
    });
    const read = await run<{ managedProduct: Product }>('holding', READ, { id: product.id });
    expect(read.body.data?.managedProduct).toMatchObject({
      name: 'Curso Gateway Revisões (aba 1)',
      revision: 2,
      commissions: [{ level: 1, rateBp: 900 }],
    });
    expect(read.calls).toEqual(['GET /v1/products/portal/holding/products/{id}']);

    const listed = await run<{ managedProducts: { items: { id: string }[] } }>('holding', LIST, {
      s: 'gateway revis',
    });
    expect(listed.body.data?.managedProducts.items.map((item) => item.id)).toEqual([product.id]);
    expect(listed.calls).toEqual(['GET /v1/products/portal/holding/products']);
  });
});

describe('Gerenciador de produtores through the gateway', () => {
  const CREATE_PRODUCER = 'mutation ($i: ProducerInput!) { createProducer(input: $i) { id cnpj fancyName } }';
  const UPDATE_PRODUCER =
    'mutation ($id: ID!, $i: ProducerInput!) { updateProducer(id: $id, input: $i) { id fancyName rmIntegration } }';

  it('creates and edits; a CNPJ another producer has is CONFLICT with upstream’s text', async () => {
    const base = '8QW3ER450001';
    const cnpj = `${base}${cnpjCheckDigits(base)}`;
    const form = {
      fancyName: 'Gateway Editora',
      corporateName: 'Gateway Editora Ltda.',
      cnpj: cnpj.toLowerCase(),
    };
    const created = await run<{ createProducer: { id: string; cnpj: string } }>('admin', CREATE_PRODUCER, {
      i: form,
    });
    expect(created.body.data?.createProducer.cnpj).toBe(cnpj);
    const again = await run('admin', CREATE_PRODUCER, { i: { ...form, fancyName: 'Outra' } });
    expect(again.body.errors?.[0]).toMatchObject({
      message: PRODUCER_MESSAGES.duplicateCnpj,
      extensions: { code: 'CONFLICT' },
    });
    const id = created.body.data?.createProducer.id;
    const edited = await run<{ updateProducer: { rmIntegration: boolean } }>('admin', UPDATE_PRODUCER, {
      id,
      i: { ...form, rmIntegration: true },
    });
    expect(edited.body.data?.updateProducer.rmIntegration).toBe(true);
  });
});
