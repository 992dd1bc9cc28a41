import { PRODUCER_MESSAGES } from '@portal/schema';
import { cnpjCheckDigits } from '@portal/schema/documents/cnpj';
import { describe, expect, it } from 'vitest';
import { PRODUCERS } from '../../../db/seed/finance/catalogue.ts';
import { DEMO_USERS } from '../../../db/seed/users.ts';
import type { AuditJson } from '../../../kernel/audit.ts';
import type { Page } from '../../../kernel/paging.ts';
import { csvAs } from '../../../testing/csv.ts';
import { financeClient } from '../../../testing/finance.ts';
import { useTestUpstream } from '../../../testing/harness.ts';
import { PRODUCERS_CSV_HEADER, type ProducerJson } from '../producers.ts';

const up = useTestUpstream();
const { call } = financeClient(up);
const { admin, holding, affiliated } = DEMO_USERS;
const PATH = '/v1/products/portal/producers';

const form = (cnpj: string, fancyName = 'Ipê Editora') => ({
  fancyName,
  corporateName: `${fancyName} Ltda.`,
  cnpj,
  idCispay: '  ',
  filial: true,
  holding: false,
  rmIntegration: true,
});

describe('Gerenciador de produtores (upstream)', () => {
  it('creates a producer with an alphanumeric CNPJ typed with its mask, stored in normal form', async () => {
    const base = '7AB3CD450001';
    const masked = `${base.slice(0, 2)}.${base.slice(2, 5)}.${base.slice(5, 8)}/${base.slice(8)}-${cnpjCheckDigits(base)}`;
    const res = await call<ProducerJson>(admin.username, PATH, { json: form(masked.toLowerCase()) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      fancyName: 'Ipê Editora',
      corporateName: 'Ipê Editora Ltda.',
      cnpj: `${base}${cnpjCheckDigits(base)}`,
      idCispay: null,
      filial: true,
      holding: false,
      rmIntegration: true,
    });
    const listed = await call<{ items: ProducerJson[]; totalRows: number }>(
      admin.username,
      `${PATH}?search=${encodeURIComponent('ipe edit')}`,
    );
    expect(listed.body.items.map((item) => item.id)).toEqual([res.body.id]);
  });

  it('refuses a CNPJ with wrong check digits (400) before writing anything', async () => {
    const res = await call<{ detail: string }>(admin.username, PATH, { json: form('12345678000100') });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('CNPJ inválido.');
  });

  it('a duplicate CNPJ is 409 with the detail the screen shows, on create and on edit', async () => {
    const taken = PRODUCERS[0].cnpj;
    const duplicate = await call<{ detail: string }>(admin.username, PATH, { json: form(taken, 'Outra') });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.detail).toBe(PRODUCER_MESSAGES.duplicateCnpj);

    const base = '556677880001';
    const own = await call<ProducerJson>(admin.username, PATH, {
      json: form(`${base}${cnpjCheckDigits(base)}`, 'Baobá'),
    });
    expect(own.status).toBe(201);
    const clash = await call<{ detail: string }>(admin.username, `${PATH}/${own.body.id}`, {
      method: 'PUT',
      json: form(taken, 'Baobá'),
    });
    expect(clash.status).toBe(409);
    const edited = await call<ProducerJson>(admin.username, `${PATH}/${own.body.id}`, {
      method: 'PUT',
      json: { ...form(own.body.cnpj, 'Baobá Livros'), idCispay: 'CIS-9' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ fancyName: 'Baobá Livros', idCispay: 'CIS-9', cnpj: own.body.cnpj });

    // The audit trail (kernel/audit.ts): the create and the edit, each with who and before/after;
    // the refused edit (409) left no row.
    const trail = await call<Page<AuditJson>>(
      holding.username,
      `/v1/holding/history?entity=producer&entity_id=${own.body.id}`,
    );
    expect(trail.body.items.map((row) => row.action)).toEqual(['producer.updated', 'producer.created']);
    const [updated] = trail.body.items;
    expect(updated?.before).toMatchObject({ fancyName: 'Baobá' });
    expect(updated?.after).toMatchObject({ fancyName: 'Baobá Livros', idCispay: 'CIS-9' });
  });

  it('pages the list; the holding reads it (to pick a product’s producer) but writes nothing', async () => {
    const page = await call<{ items: ProducerJson[]; totalRows: number; pageSize: number }>(
      holding.username,
      `${PATH}?page=0&pageSize=2`,
    );
    expect(page.status).toBe(200);
    expect(page.body.items).toHaveLength(2);
    expect(page.body.totalRows).toBeGreaterThanOrEqual(PRODUCERS.length);
    expect((await call(holding.username, PATH, { json: form(PRODUCERS[1].cnpj) })).status).toBe(403);
    expect((await call(affiliated.username, PATH)).status).toBe(403);
    expect(
      (await call(admin.username, `${PATH}/not-a-uuid`, { method: 'PUT', json: form(PRODUCERS[1].cnpj) }))
        .status,
    ).toBe(404);
  });

  it('filters by registration period: a day with no registration keeps none, a backwards period is 400', async () => {
    type ListBody = { items: ProducerJson[]; totalRows: number };
    const all = await call<ListBody>(admin.username, `${PATH}?pageSize=100`);
    const within = await call<ListBody>(admin.username, `${PATH}?pageSize=100&from=2000-01-01&to=2099-12-31`);
    expect(within.body.totalRows).toBe(all.body.totalRows);
    const none = await call<ListBody>(admin.username, `${PATH}?from=2000-01-01&to=2000-01-02`);
    expect([none.status, none.body.totalRows, none.body.items]).toEqual([200, 0, []]);
    expect((await call(admin.username, `${PATH}?from=2026-05-02&to=2026-05-01`)).status).toBe(400);
    expect((await call(admin.username, `${PATH}?from=2026-02-30`)).status).toBe(400);
  });
});

describe('GET producers/csv', () => {
  it('streams the list’s producers in pt-BR under its filter, with the row count; admin only', async () => {
    const list = await call<{ totalRows: number; items: ProducerJson[] }>(
      admin.username,
      `${PATH}?pageSize=100`,
    );
    const { res, bytes, lines } = await csvAs(up(), admin.username, `${PATH}/csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="produtores-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(lines[0]).toBe(PRODUCERS_CSV_HEADER.join(';'));
    expect(lines).toHaveLength(list.body.totalRows + 1);
    expect(res.headers.get('x-report-rows')).toBe(String(list.body.totalRows));
    const first = list.body.items[0];
    expect(lines[1]?.split(';').slice(0, 2)).toEqual([first?.fancyName, first?.corporateName ?? '']);
    expect(lines[1]?.split(';')[2]).toMatch(/^[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-\d{2}$/);
    expect(lines[1]?.split(';')[4]).toMatch(/^(Sim|Não)$/);

    const name = PRODUCERS[0].name.split(' ')[0] ?? '';
    const searched = await call<{ totalRows: number }>(
      admin.username,
      `${PATH}?search=${encodeURIComponent(name)}`,
    );
    const file = await csvAs(up(), admin.username, `${PATH}/csv?search=${encodeURIComponent(name)}`);
    expect(file.lines).toHaveLength(searched.body.totalRows + 1);
    expect(
      (await csvAs(up(), admin.username, `${PATH}/csv?from=2000-01-01&to=2000-01-02`)).lines,
    ).toHaveLength(1);
    expect((await csvAs(up(), admin.username, `${PATH}/csv?from=2026-05-02&to=2026-05-01`)).res.status).toBe(
      400,
    );
    expect((await csvAs(up(), holding.username, `${PATH}/csv`)).res.status).toBe(403);
  });
});
