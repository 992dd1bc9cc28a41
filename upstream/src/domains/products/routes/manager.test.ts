import { PRODUCT_MANAGER_MESSAGES } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import { producerId } from '../../../db/seed/finance/catalogue.ts';
import { DEMO_USERS } from '../../../db/seed/users.ts';
import { csvAs } from '../../../testing/csv.ts';
import { financeClient } from '../../../testing/finance.ts';
import { useTestUpstream } from '../../../testing/harness.ts';
import {
  createManagedProduct,
  type ManagedProductJson,
  type ManagedProductRowJson,
  parseManagedProduct,
  updateManagedProduct,
} from '../manager.ts';
import { MANAGED_PRODUCTS_CSV_HEADER } from '../manager-csv.ts';

const up = useTestUpstream();
const { call } = financeClient(up);
const { holding, admin, producer } = DEMO_USERS;
const PATH = '/v1/products/portal/holding/products';

const form = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  producerId: producerId('jangada'),
  price: 19_900,
  minLevel: 2,
  showTerms: true,
  termsContent: '<p>Termos <b>de uso</b></p><script>alert(1)</script>',
  commissions: [
    { level: 1, rateBp: 1000 },
    { level: 2, rateBp: 1500 },
  ],
  specialEvents: [{ name: 'Black Friday', startsAt: '2026-11-27', endsAt: '2026-11-30' }],
  checkoutPageUrl: 'https://checkout.example.com/p',
  salesB2B: true,
  ...extra,
});

const create = (name: string, extra: Record<string, unknown> = {}) =>
  call<ManagedProductJson>(holding.username, PATH, { json: form(name, extra) });
const edit = (id: string, revision: number | null, json: unknown) =>
  call<ManagedProductJson & { detail: string }>(
    holding.username,
    `${PATH}/${id}${revision === null ? '' : `?revision=${revision}`}`,
    { method: 'PUT', json },
  );

describe('Produtos: the holding product manager (upstream)', () => {
  it('creates a product with every field, stores terms as written, reads it back', async () => {
    const res = await create('Curso de Teste Revisões');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      revision: 1,
      active: true,
      minLevel: 2,
      producerName: 'Jangada Saúde e Bem-Estar Ltda.',
      termsContent: '<p>Termos <b>de uso</b></p><script>alert(1)</script>',
      commissions: [
        { level: 1, rateBp: 1000 },
        { level: 2, rateBp: 1500 },
      ],
      specialEvents: [{ name: 'Black Friday', startsAt: '2026-11-27', endsAt: '2026-11-30' }],
      salesB2B: true,
    });
    const read = await call<ManagedProductJson>(holding.username, `${PATH}/${res.body.id}`);
    expect(read.body).toEqual(res.body);
  });

  it('an edit bumps the revision; a second edit based on the old one is 409 and overwrites nothing', async () => {
    const { body: product } = await create('Curso Duas Abas');
    const first = await edit(product.id, 1, form('Curso Duas Abas (aba 1)'));
    expect(first.status).toBe(200);
    expect(first.body.revision).toBe(2);
    const second = await edit(product.id, 1, form('Curso Duas Abas (aba 2)', { commissions: [] }));
    expect(second.status).toBe(409);
    expect(second.body.detail).toBe(PRODUCT_MANAGER_MESSAGES.conflict);
    const now = await call<ManagedProductJson>(holding.username, `${PATH}/${product.id}`);
    expect(now.body).toMatchObject({ name: 'Curso Duas Abas (aba 1)', revision: 2 });
    expect(now.body.commissions).toHaveLength(2);
  });

  it('requires the revision, answers 404 for unknown products and 400 for a bad form', async () => {
    const { body: product } = await create('Curso Sem Revisão');
    expect((await edit(product.id, null, form('x'))).status).toBe(400);
    expect((await edit('4b0f3c2e-0000-4000-8000-000000000000', 1, form('x'))).status).toBe(404);
    const repeated = await edit(
      product.id,
      1,
      form('x', {
        commissions: [
          { level: 1, rateBp: 1 },
          { level: 1, rateBp: 2 },
        ],
      }),
    );
    expect([repeated.status, repeated.body.detail]).toEqual([400, PRODUCT_MANAGER_MESSAGES.levelsRepeated]);
    const terms = await edit(product.id, 1, form('x', { termsContent: ' ' }));
    expect([terms.status, terms.body.detail]).toEqual([400, PRODUCT_MANAGER_MESSAGES.termsRequired]);
    const huge = await edit(product.id, 1, form('x', { price: 2 ** 31 }));
    expect([huge.status, huge.body.detail]).toEqual([400, PRODUCT_MANAGER_MESSAGES.amountInvalid]);
    const image = await edit(product.id, 1, form('x', { thumbnail: 'https://elsewhere.example.com/a.png' }));
    expect(image.status).toBe(400);
  });

  it('lists with and without campaign, searched and paged', async () => {
    const { body: plain } = await create('Curso Lista Sem Campanha', { specialEvents: [] });
    const { body: campaign } = await create('Curso Lista Com Campanha');
    type ListBody = { items: ManagedProductRowJson[]; totalRows: number };
    const list = (query: string) => call<ListBody>(holding.username, `${PATH}?search=curso%20lista&${query}`);
    expect((await list('')).body.items.map((row) => row.id)).toEqual([campaign.id, plain.id]);
    expect((await list('campaign=WITH_CAMPAIGN')).body.items.map((row) => row.id)).toEqual([campaign.id]);
    expect((await list('campaign=WITHOUT_CAMPAIGN')).body.items.map((row) => row.id)).toEqual([plain.id]);
    const paged = await list('pageSize=1&page=1');
    expect([paged.body.totalRows, paged.body.items.map((row) => row.id)]).toEqual([2, [plain.id]]);
    expect((await list('campaign=SOMETIMES')).status).toBe(400);
  });

  it('streams the list’s products as CSV under its filter, with the row count (GET holding/products/csv)', async () => {
    await create('Curso Arquivo Sem Campanha', { specialEvents: [], sfCode: 'SF-ARQ-1' });
    await create('Curso Arquivo Com Campanha');
    const all = await call<{ totalRows: number }>(holding.username, `${PATH}?pageSize=1`);
    const file = await csvAs(up(), holding.username, `${PATH}/csv`);
    expect(file.res.status).toBe(200);
    expect(file.res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="produtos-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect([...file.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(file.lines[0]).toBe(MANAGED_PRODUCTS_CSV_HEADER.join(';'));
    expect(file.lines).toHaveLength(all.body.totalRows + 1);
    expect(file.res.headers.get('x-report-rows')).toBe(String(all.body.totalRows));
    const searched = await csvAs(
      up(),
      holding.username,
      `${PATH}/csv?search=curso%20arquivo&campaign=WITHOUT_CAMPAIGN`,
    );
    expect(searched.lines.slice(1).map((line) => line.split(';'))).toEqual([
      [
        'Curso Arquivo Sem Campanha',
        expect.any(String),
        'SF-ARQ-1',
        '199,00',
        '2',
        '0',
        'Não',
        'Ativo',
        expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/),
      ],
    ]);
    const campaign = await csvAs(
      up(),
      holding.username,
      `${PATH}/csv?search=curso%20arquivo&campaign=WITH_CAMPAIGN`,
    );
    expect(
      campaign.lines.slice(1).map((line) =>
        line
          .split(';')
          .slice(0, 1)
          .concat(line.split(';')[5] ?? ''),
      ),
    ).toEqual([['Curso Arquivo Com Campanha', '1']]);
    expect((await csvAs(up(), holding.username, `${PATH}/csv?campaign=SOMETIMES`)).res.status).toBe(400);
    expect((await csvAs(up(), admin.username, `${PATH}/csv`)).res.status).toBe(403);
  });

  it('is the holding’s alone', async () => {
    for (const user of [admin, producer]) {
      expect((await call(user.username, PATH)).status).toBe(403);
      expect((await call(user.username, PATH, { json: form('Nope') })).status).toBe(403);
    }
  });

  it('an interrupted write (between the product row and its commissions) leaves nothing behind', async () => {
    const { db } = up();
    const boom = async () => {
      throw new Error('interrupted');
    };
    const draft = await parseManagedProduct(form('Curso Interrompido'));
    await expect(createManagedProduct(db, draft, boom)).rejects.toThrow('interrupted');
    const created = await db
      .selectFrom('products')
      .select('id')
      .where('name', '=', 'Curso Interrompido')
      .execute();
    expect(created).toEqual([]);

    const { body: product } = await create('Curso Quase Editado');
    const changed = await parseManagedProduct(
      form('Curso Editado Pela Metade', { commissions: [{ level: 3, rateBp: 2000 }] }),
    );
    await expect(updateManagedProduct(db, product.id, 1, changed, boom)).rejects.toThrow('interrupted');
    const after = await call<ManagedProductJson>(holding.username, `${PATH}/${product.id}`);
    expect(after.body).toMatchObject({
      name: 'Curso Quase Editado',
      revision: 1,
      commissions: product.commissions,
    });
  });
});
