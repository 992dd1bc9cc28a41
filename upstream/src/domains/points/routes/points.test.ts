import { describe, expect, it } from 'vitest';
import { producerId } from '../../../db/seed/finance/catalogue.ts';
import { organisationId } from '../../../db/seed/organisations.ts';
import { DEMO_USERS, PROGRAMME_AFFILIATES, userId } from '../../../db/seed/users.ts';
import { VOUCHER_STATUSES } from '../../../db/voucher-types.ts';
import type { Page } from '../../../kernel/paging.ts';
import { PERIOD_MESSAGE } from '../../../kernel/params.ts';
import { csvAs as readCsv } from '../../../testing/csv.ts';
import { FIN, financeClient } from '../../../testing/finance.ts';
import { useTestUpstream } from '../../../testing/harness.ts';
import type { VoucherJson, VoucherSummaryJson } from '../vouchers.ts';
import { VOUCHERS_CSV_HEADER } from '../vouchers-csv.ts';
import { VOUCHER_SEARCH_MESSAGE } from './points.ts';

const up = useTestUpstream();
const { call } = financeClient(up);
const { affiliated, branch, producer, holding, admin, multi } = DEMO_USERS;

const vouchers = (username: string, query = '') =>
  call<Page<VoucherJson>>(username, `${FIN}/points/vouchers${query}`);
const summary = (username: string, query = '') =>
  call<VoucherSummaryJson>(username, `${FIN}/points/vouchers/summary${query}`);
const names = (username: string, query: string) =>
  call<{ items: { id: string; name: string }[] }>(username, `/v1/affiliates/by-ids${query}`);

/** Seeded vouchers matching a column (all of them without one). */
async function countVouchers(column?: 'owner_id' | 'unit_id' | 'producer_id', id?: string) {
  let query = up()
    .db.selectFrom('vouchers')
    .select((eb) => eb.fn.countAll<string>().as('n'));
  if (column && id) query = query.where(column, '=', id);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

const expiries = (page: Page<VoucherJson>) => page.items.map((item) => item.expires_at);
const sortedDesc = (values: readonly string[]) =>
  values.every((value, i) => {
    const previous = values[i - 1];
    return previous === undefined || previous >= value;
  });

describe('GET points/vouchers (view own)', () => {
  it("lists the affiliate's 25 vouchers, 10 per page, newest expiry first", async () => {
    const res = await vouchers(affiliated.username);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ totalRows: 25, page: 0, pageSize: 10 });
    expect(res.body.items).toHaveLength(10);
    expect(sortedDesc(expiries(res.body))).toBe(true);
    for (const item of res.body.items) expect(item.owner_id).toBe(userId(affiliated.username));
    expect(res.body.items[0]).toEqual({
      id: expect.any(String),
      code: expect.stringMatching(/^VCH-[0-9A-Z]{6}$/),
      status: expect.stringMatching(/^(AVAILABLE|EXPIRED|USED|REVERTED|REAVAILABLE)$/),
      points: expect.any(Number),
      value: expect.any(Number),
      customer_id: expect.any(String),
      owner_id: userId(affiliated.username),
      expires_at: expect.any(String),
      used_at: null,
      created_at: expect.any(String),
    });
  });

  it('has five vouchers in every status, used ones with their date', async () => {
    const all = await vouchers(affiliated.username, '?pageSize=100');
    for (const status of VOUCHER_STATUSES) {
      expect(all.body.items.filter((item) => item.status === status)).toHaveLength(5);
    }
    for (const item of all.body.items) expect(item.used_at !== null).toBe(item.status === 'USED');
    expect(new Set(all.body.items.map((item) => item.customer_id)).size).toBeGreaterThan(5);
  });

  it('filters by one or several statuses', async () => {
    const used = await vouchers(affiliated.username, '?status=USED');
    expect(used.body.totalRows).toBe(5);
    for (const item of used.body.items) expect(item.status).toBe('USED');
    const two = await vouchers(affiliated.username, '?status=USED,EXPIRED&status=all');
    expect(two.body.totalRows).toBe(10);
  });

  it('pages without overlap and sorts ascending on request', async () => {
    const first = await vouchers(affiliated.username, '?pageSize=5');
    const second = await vouchers(affiliated.username, '?pageSize=5&page=1');
    const ids = [...first.body.items, ...second.body.items].map((item) => item.id);
    expect(new Set(ids).size).toBe(10);
    // The second page carries on where the first stopped.
    expect(sortedDesc([...expiries(first.body), ...expiries(second.body)])).toBe(true);
    const asc = await vouchers(affiliated.username, '?order=ASC&orderBy=expires_at&pageSize=25');
    expect(sortedDesc(expiries(asc.body).reverse())).toBe(true);
    expect((await vouchers(affiliated.username, '?page=1000')).body.items).toEqual([]);
  });

  it('gives users who converted nothing an empty page', async () => {
    const res = await vouchers(multi.username);
    expect(res.body).toMatchObject({ items: [], totalRows: 0 });
  });

  it.each([
    ['?pageSize=101', 'Parâmetro pageSize inválido: use um inteiro de 1 a 100.'],
    ['?pageSize=0', 'Parâmetro pageSize inválido: use um inteiro de 1 a 100.'],
    ['?page=-1', 'Parâmetro page inválido: use um inteiro a partir de 0.'],
    ['?orderBy=code', 'Parâmetro orderBy inválido: use expires_at.'],
    ['?order=UP', 'Parâmetro order inválido: use ASC ou DESC.'],
    ['?status=LOST', 'Status inválido: use AVAILABLE, EXPIRED, USED, REVERTED, REAVAILABLE.'],
    ['?view=everything', 'Parâmetro view inválido: use own ou managed.'],
  ])('answers 400 to %s', async (query, detail) => {
    const res = await vouchers(affiliated.username, query);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail });
  });

  it('answers 401 without a token', async () => {
    expect((await up().portal(`${FIN}/points/vouchers`)).status).toBe(401);
  });
});

describe('GET points/vouchers (view managed)', () => {
  it('shows the holding every voucher, at least 120, a full page of 100', async () => {
    const res = await vouchers(holding.username, '?view=managed&pageSize=100');
    expect(res.body.totalRows).toBe(await countVouchers());
    expect(res.body.totalRows).toBeGreaterThanOrEqual(120);
    expect(res.body.items).toHaveLength(100);
    expect(sortedDesc(expiries(res.body))).toBe(true);
    expect(new Set(res.body.items.map((item) => item.customer_id)).size).toBeGreaterThan(10);
  });

  it("shows a branch the vouchers of its unit's affiliates only", async () => {
    const unit = organisationId('unitCentro');
    const res = await vouchers(branch.username, '?view=managed&pageSize=100');
    expect(res.body.totalRows).toBe(await countVouchers('unit_id', unit));
    const owners = new Set(res.body.items.map((item) => item.owner_id));
    expect(owners.has(userId(affiliated.username))).toBe(true);
    const aldeota = PROGRAMME_AFFILIATES.filter((user) => user.organisation === 'unitAldeota');
    for (const user of aldeota) expect(owners.has(userId(user.username))).toBe(false);
    // multi@ is the branch of Aldeota: the other unit's vouchers, none of Centro's.
    const other = await vouchers(multi.username, '?view=managed&pageSize=100');
    expect(other.body.totalRows).toBe(await countVouchers('unit_id', organisationId('unitAldeota')));
    expect(other.body.items.some((item) => owners.has(item.owner_id))).toBe(false);
  });

  it("shows a producer its company's vouchers", async () => {
    const res = await vouchers(producer.username, '?view=managed&pageSize=100');
    const total = await countVouchers('producer_id', producerId('mandacaru'));
    expect(total).toBeGreaterThan(0);
    expect(res.body.totalRows).toBe(total);
  });

  it('shows viewers without a managing role nothing', async () => {
    for (const username of [affiliated.username, admin.username]) {
      expect((await vouchers(username, '?view=managed')).body).toMatchObject({ items: [], totalRows: 0 });
    }
  });

  it('combines the status filter with the scope', async () => {
    const res = await vouchers(holding.username, '?view=managed&status=REVERTED&pageSize=100');
    expect(res.body.totalRows).toBeGreaterThan(0);
    for (const item of res.body.items) expect(item.status).toBe('REVERTED');
  });
});

describe('GET points/vouchers (view managed): the toolbar', () => {
  const fortalezaDay = (instant: string) =>
    new Date(new Date(instant).getTime() - 3 * 3_600_000).toISOString().slice(0, 10);

  it('searches a piece of the code, case ignored, within the scope', async () => {
    const first = (await vouchers(branch.username, '?view=managed&pageSize=1')).body.items[0];
    const piece = (first?.code ?? '').slice(2, 8).toLowerCase();
    const found = await vouchers(branch.username, `?view=managed&pageSize=100&search=${piece}`);
    expect(found.body.items.map((item) => item.id)).toContain(first?.id);
    for (const item of found.body.items) expect(item.code.toLowerCase()).toContain(piece);
    expect((await vouchers(branch.username, '?view=managed&search=zzzz-nada')).body.totalRows).toBe(0);
  });

  it("searches the customer's name, accents ignored", async () => {
    const own = await vouchers(holding.username, `?view=managed&pageSize=100&search=ALBUQUERQUE`);
    expect(own.body.totalRows).toBeGreaterThan(0);
    const customers = new Set(own.body.items.map((item) => item.customer_id));
    expect(customers.has(userId(affiliated.username))).toBe(true);
  });

  it('keeps the vouchers expiring within whole Fortaleza days', async () => {
    const all = (await vouchers(holding.username, '?view=managed&pageSize=100')).body.items;
    const day = fortalezaDay(all[5]?.expires_at ?? '');
    const res = await vouchers(holding.username, `?view=managed&pageSize=100&from=${day}&to=${day}`);
    expect(res.body.totalRows).toBeGreaterThan(0);
    for (const item of res.body.items) expect(fortalezaDay(item.expires_at)).toBe(day);
  });

  it.each([
    ['&from=2026-05-02&to=2026-05-01', PERIOD_MESSAGE],
    [`&search=${'a'.repeat(101)}`, VOUCHER_SEARCH_MESSAGE],
  ])('%s → 400', async (query, detail) => {
    expect(await vouchers(holding.username, `?view=managed${query}`)).toEqual({
      status: 400,
      body: { detail },
    });
  });
});

describe('GET points/vouchers/csv', () => {
  const csvAs = (username: string, query = '') =>
    readCsv(up(), username, `${FIN}/points/vouchers/csv${query}`);

  it('streams the branch’s managed vouchers in pt-BR under the list’s filter, with the row count', async () => {
    const list = await vouchers(branch.username, '?view=managed&status=USED');
    const { res, bytes, lines } = await csvAs(branch.username, '?view=managed&status=USED');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="vouchers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(lines[0]).toBe(VOUCHERS_CSV_HEADER.join(';'));
    expect(lines).toHaveLength(list.body.totalRows + 1);
    expect(res.headers.get('x-report-rows')).toBe(String(list.body.totalRows));
    const row = lines[1]?.split(';');
    expect(row?.[4]).toBe('Utilizado');
    expect(row?.[3]).toMatch(/^\d+,\d{2}$/);
    expect(row?.[5]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  });

  it('gives a viewer who manages none an empty file, and refuses a period ending before it starts', async () => {
    expect((await csvAs(admin.username, '?view=managed')).lines).toHaveLength(1);
    expect((await csvAs(holding.username, '?view=managed&from=2026-05-02&to=2026-05-01')).res.status).toBe(
      400,
    );
  });
});

describe('GET points/vouchers/summary', () => {
  it('counts, adds up points and value per group (REAVAILABLE is available)', async () => {
    const res = await summary(affiliated.username);
    expect(res.status).toBe(200);
    const all = (await vouchers(affiliated.username, '?pageSize=100')).body.items;
    const group = (statuses: string[]) => {
      const rows = all.filter((item) => statuses.includes(item.status));
      return {
        count: rows.length,
        points: rows.reduce((sum, item) => sum + item.points, 0),
        value: rows.reduce((sum, item) => sum + item.value, 0),
      };
    };
    expect(res.body).toEqual({
      AVAILABLE: group(['AVAILABLE', 'REAVAILABLE']),
      EXPIRED: group(['EXPIRED']),
      USED: group(['USED']),
    });
    expect(res.body.AVAILABLE.count).toBe(10);
  });

  it('follows the view and its scope', async () => {
    const managed = await summary(holding.username, '?view=managed');
    const total = await countVouchers();
    const counted = managed.body.AVAILABLE.count + managed.body.EXPIRED.count + managed.body.USED.count;
    expect(counted).toBeLessThan(total);
    expect(counted).toBeGreaterThan(total / 2);
    const zero = { count: 0, points: 0, value: 0 };
    expect((await summary(holding.username)).body).toEqual({ AVAILABLE: zero, EXPIRED: zero, USED: zero });
  });
});

describe('GET /v1/affiliates/by-ids', () => {
  const ana = userId('ana.moreira@exemplo.com.br');
  const mariana = userId(affiliated.username);

  it('answers id and name of the affiliates asked for, in one call', async () => {
    const res = await names(branch.username, `?ids=${mariana},${ana}&ids=${mariana}`);
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual(
      [
        { id: mariana, name: affiliated.name },
        { id: ana, name: 'Ana Beatriz Moreira' },
      ].sort((a, b) => a.id.localeCompare(b.id)),
    );
  });

  it('leaves out unknown ids, malformed ones and users who are not affiliates', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const res = await names(
      affiliated.username,
      `?ids=${unknown},not-a-uuid,${userId(holding.username)},${ana}`,
    );
    expect(res.body.items).toEqual([{ id: ana, name: 'Ana Beatriz Moreira' }]);
  });

  it('takes 1 to 100 ids', async () => {
    const detail = 'Parâmetro ids inválido: informe de 1 a 100 afiliados.';
    const many = Array.from(
      { length: 101 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    for (const query of ['', '?ids=', `?ids=${many.join(',')}`]) {
      const res = await names(affiliated.username, query);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ detail });
    }
    const hundred = await names(affiliated.username, `?ids=${[...many.slice(2), ana].join(',')}`);
    expect(hundred.body.items).toHaveLength(1);
  });

  it('answers 401 without a token', async () => {
    expect((await up().portal(`/v1/affiliates/by-ids?ids=${ana}`)).status).toBe(401);
  });
});
