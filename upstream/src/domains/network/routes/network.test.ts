import { describe, expect, it } from 'vitest';
import { PENDING_ACCREDITATIONS } from '../../../db/seed/accreditations.ts';
import { NETWORK_EDS } from '../../../db/seed/network-units.ts';
import { organisationId } from '../../../db/seed/organisations.ts';
import { DEMO_USERS, SEED_USERS, userId } from '../../../db/seed/users.ts';
import type { Page } from '../../../kernel/paging.ts';
import { PARAM_MESSAGES, PERIOD_MESSAGE } from '../../../kernel/params.ts';
import { financeClient } from '../../../testing/finance.ts';
import { useTestUpstream } from '../../../testing/harness.ts';
import type { EdJson, UnitJson } from '../eds.ts';
import { ED_LIST_MESSAGES, ED_STATUSES } from './network.ts';

const up = useTestUpstream();
const { call } = financeClient(up);
const { affiliated, agent, branch, multi, holding, admin, producer } = DEMO_USERS;

const eds = (username: string, query = '') => call<Page<EdJson>>(username, `/v1/affiliates${query}`);
const units = (username: string, query: string) => call<{ items: UnitJson[] }>(username, `/v1/units${query}`);

/** The seeded EDs: every user whose stored roles hold isAffiliated (disabled ones included). */
const seededEds = [
  ...SEED_USERS.filter((user) => user.roles.split(' ').includes('isAffiliated')),
  // The interior units' EDs (db/seed/network-units.ts).
  ...NETWORK_EDS.map((ed) => ({ username: ed.username, organisation: ed.unit as string })),
  // Registrations under way (db/seed/accreditations.ts): affiliated from the registration's first step.
  ...PENDING_ACCREDITATIONS.map((person) => ({ username: person.username, organisation: null })),
];
const centro = seededEds.filter((user) => user.organisation === 'unitCentro');

/** Every row of a list, page by page. */
async function all(username: string, query = ''): Promise<EdJson[]> {
  const rows: EdJson[] = [];
  for (let page = 0; ; page++) {
    const res = await eds(username, `?pageSize=100&page=${page}${query}`);
    expect(res.status).toBe(200);
    rows.push(...res.body.items);
    if (res.body.items.length < 100) return rows;
  }
}

/** The name's key of migration 0009: lowercase, without accents (eds/name-order.test.ts). */
const keyOf = (name: string) => name.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
const byNameThenId = (a: EdJson, b: EdJson) =>
  keyOf(a.name) === keyOf(b.name) ? (a.id < b.id ? -1 : 1) : keyOf(a.name) < keyOf(b.name) ? -1 : 1;

describe('GET /v1/affiliates: row scope', () => {
  it.each([holding, admin])('gives $username every ED of the network', async ({ username }) => {
    const rows = await all(username);
    expect(rows.map((row) => row.id).sort()).toEqual(seededEds.map((user) => userId(user.username)).sort());
  });

  it('gives a branch its own unit’s EDs only, a real page of 100 among them', async () => {
    const first = await eds(branch.username, '?pageSize=100');
    expect(first.body.totalRows).toBe(centro.length);
    expect(first.body.items).toHaveLength(100);
    const rows = await all(branch.username);
    expect(new Set(rows.map((row) => row.unit_id))).toEqual(new Set([organisationId('unitCentro')]));
    expect(rows).toHaveLength(centro.length);
  });

  it('lets a branch filter by its own unit only: another unit is simply empty', async () => {
    const own = await eds(branch.username, `?unit=${organisationId('unitCentro')}`);
    expect(own.body.totalRows).toBe(centro.length);
    const other = await eds(branch.username, `?unit=${organisationId('unitAldeota')}`);
    expect(other.body).toMatchObject({ items: [], totalRows: 0 });
  });

  it('filters the network by unit for the holding', async () => {
    const rows = await all(holding.username, `&unit=${organisationId('unitAldeota')}`);
    expect(rows.length).toBe(seededEds.filter((user) => user.organisation === 'unitAldeota').length);
  });

  it.each([affiliated, agent, producer])('refuses $username (403)', async ({ username }) => {
    const res = await eds(username);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ detail: 'Forbidden' });
  });

  it('gives multi@ (affiliate and branch) its own unit’s EDs', async () => {
    const rows = await all(multi.username);
    expect(new Set(rows.map((row) => row.unit_id))).toEqual(new Set([organisationId('unitAldeota')]));
  });

  it('counts only the isAffiliated word: "isAffiliatedX" is not an ED', async () => {
    const { db } = up();
    const username = 'quase.afiliado@exemplo.com.br';
    await db
      .insertInto('users')
      .values({ name: 'Quase Afiliado', username, password_hash: 'x', roles: 'isAffiliatedX isBranch' })
      .execute();
    try {
      expect((await eds(holding.username, `?search=${username}`)).body.totalRows).toBe(0);
      await db
        .updateTable('users')
        .set({ roles: 'isBranch isAffiliated' })
        .where('username', '=', username)
        .execute();
      expect((await eds(holding.username, `?search=${username}`)).body.totalRows).toBe(1);
    } finally {
      await db.deleteFrom('users').where('username', '=', username).execute();
    }
  });

  it('needs a token', async () => {
    expect((await up().portal('/v1/affiliates')).status).toBe(401);
  });
});

describe('GET /v1/affiliates: rows, paging and order', () => {
  it('describes an ED with its unit id, statuses and dates', async () => {
    const rows = await all(holding.username);
    const mariana = rows.find((row) => row.username === affiliated.username);
    expect(mariana).toEqual({
      id: userId(affiliated.username),
      name: affiliated.name,
      username: affiliated.username,
      unit_id: organisationId('unitCentro'),
      status: 'OK',
      status_cnpj: 'FINISHED',
      status_points: 'ACCEPTED',
      mobile_phone: affiliated.mobilePhone,
      active: true,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      cnpj: affiliated.cnpj ?? null,
      is_franchisee: false,
      is_trainer: false,
      is_lecturer: false,
      tracking: false,
    });
    expect(rows.some((row) => !row.active)).toBe(true);
  });

  it('defaults to page 0 of 10 by name ascending, ties broken by id', async () => {
    const res = await eds(holding.username);
    expect(res.body).toMatchObject({ page: 0, pageSize: 10, totalRows: seededEds.length });
    const rows = await all(holding.username);
    expect(rows).toEqual([...rows].sort(byNameThenId));
    expect(res.body.items).toEqual(rows.slice(0, 10));
  });

  it('pages without overlap and sorts descending on request', async () => {
    const asc = await all(holding.username);
    const second = await eds(holding.username, '?page=1&pageSize=25');
    expect(second.body.items).toEqual(asc.slice(25, 50));
    const desc = await all(holding.username, '&order=desc');
    expect(desc).toEqual([...asc].reverse());
    expect((await eds(holding.username, '?page=1000')).body.items).toEqual([]);
  });
});

describe('GET /v1/affiliates: search', () => {
  const names = async (search: string, username: string = holding.username) =>
    (await all(username, `&search=${encodeURIComponent(search)}`)).map((row) => row.name);

  it('matches every word as a prefix of a word of the name, ignoring case and accents', async () => {
    const found = await names('mar cos');
    expect(found).toContain(affiliated.name); // Mariana Albuquerque Costa
    for (const name of found) {
      const words = name.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').split(/\s+/);
      expect(words.some((word) => word.startsWith('mar'))).toBe(true);
      expect(words.some((word) => word.startsWith('cos'))).toBe(true);
    }
    expect(await names('MARIANA álbuquerque')).toEqual(await names('mariana albuquerque'));
    expect(await names('antonio')).toEqual(await names('Antônio'));
    expect((await names('antonio')).length).toBeGreaterThan(0);
  });

  it('does not match inside a word', async () => {
    expect(await names('ariana')).toEqual([]);
  });

  it('matches the whole e-mail exactly, in any case', async () => {
    expect(await names(` ${affiliated.username.toUpperCase()} `)).toEqual([affiliated.name]);
    expect(await names('afiliado@demo.com')).toEqual([]);
  });

  it('counts the matches, and keeps the branch scope', async () => {
    const res = await eds(holding.username, '?search=mariana&pageSize=1');
    expect(res.body.totalRows).toBe((await names('mariana')).length);
    expect(await names('juliana', branch.username)).toEqual([]);
    expect(await names('juliana sampaio')).toEqual([multi.name]);
  });

  it('treats punctuation and tsquery operators as separators', async () => {
    expect(await names("mariana & !costa | (x:*')")).toEqual([]);
    expect(await names('mariana-costa')).toEqual([affiliated.name]);
    expect((await all(holding.username, '&search=%20%20')).length).toBe(seededEds.length);
    expect(await names('---')).toEqual([]);
  });
});

describe('GET /v1/affiliates: the toolbar (status, registration period)', () => {
  /** The EDs of `username`'s list that the database holds under `where` (the list's own scope). */
  const stored = async (where: (row: EdJson) => boolean, username: string = holding.username) =>
    (await all(username)).filter(where);

  it('keeps the active or the disabled EDs, within the branch’s unit for a branch', async () => {
    for (const [status, active] of [
      ['INACTIVE', false],
      ['ACTIVE', true],
    ] as const) {
      const res = await eds(holding.username, `?pageSize=100&status=${status}`);
      expect(res.body.items.every((row) => row.active === active)).toBe(true);
      expect(res.body.totalRows).toBe((await stored((row) => row.active === active)).length);
    }
    expect((await eds(holding.username, '?status=ACTIVE,INACTIVE')).body.totalRows).toBe(
      (await eds(holding.username)).body.totalRows,
    );
    const mine = await all(branch.username, '&status=ACTIVE');
    expect(new Set(mine.map((row) => row.unit_id))).toEqual(new Set([organisationId('unitCentro')]));
    expect(mine).toHaveLength((await stored((row) => row.active, branch.username)).length);
  });

  it('keeps the EDs registered within whole Fortaleza days, both ends included', async () => {
    const rows = await all(holding.username);
    const day = (row: EdJson) =>
      new Date(new Date(row.created_at).getTime() - 3 * 3_600_000).toISOString().slice(0, 10);
    const days = [...new Set(rows.map(day))].sort();
    const from = days[Math.floor(days.length / 3)] as string;
    const to = days[Math.floor((2 * days.length) / 3)] as string;
    const res = await all(holding.username, `&from=${from}&to=${to}`);
    expect(res.length).toBeGreaterThan(0);
    expect(res.map((row) => row.id).sort()).toEqual(
      rows
        .filter((row) => day(row) >= from && day(row) <= to)
        .map((row) => row.id)
        .sort(),
    );
    // A single day counts whole.
    expect((await eds(holding.username, `?from=${to}&to=${to}`)).body.totalRows).toBe(
      rows.filter((row) => day(row) === to).length,
    );
  });
});

describe('GET /v1/affiliates: validation', () => {
  it.each([
    ['?page=-1', 'Parâmetro page inválido: use um inteiro a partir de 0.'],
    ['?pageSize=101', 'Parâmetro pageSize inválido: use um inteiro de 1 a 100.'],
    ['?order=up', 'Parâmetro order inválido: use ASC ou DESC.'],
    ['?orderBy=created_at', 'Parâmetro orderBy inválido: use name.'],
    [`?search=${'a'.repeat(101)}`, ED_LIST_MESSAGES.search],
    ['?search=a&search=b', 'Parâmetro search inválido.'],
    ['?unit=centro', ED_LIST_MESSAGES.unit],
    ['?status=BLOCKED', PARAM_MESSAGES.status(ED_STATUSES)],
    ['?from=2026-02-30', PERIOD_MESSAGE],
    ['?from=2026-05-02&to=2026-05-01', PERIOD_MESSAGE],
  ])('%s → 400', async (query, detail) => {
    const res = await eds(holding.username, query);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail });
  });

  it('accepts a search of exactly 100 characters once trimmed', async () => {
    expect((await eds(holding.username, `?search=%20${'a'.repeat(100)}%20`)).status).toBe(200);
  });
});

describe('GET /v1/units', () => {
  it('names the units asked for, in order, leaving unknown ids out', async () => {
    const ids = [
      organisationId('unitAldeota'),
      'nope',
      organisationId('agency'),
      organisationId('unitAldeota'),
    ];
    const res = await units(
      branch.username,
      `?ids=${ids.join(',')}&ids=00000000-0000-4000-8000-000000000000`,
    );
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([
      { id: organisationId('unitAldeota'), name: 'Unidade Fortaleza Aldeota', agenciador: false },
      { id: organisationId('agency'), name: 'Agência Sertão Digital', agenciador: true },
    ]);
  });

  it.each(['', '?ids=', `?ids=${Array.from({ length: 101 }, (_, i) => i).join(',')}`])(
    'refuses ids %j',
    async (query) => {
      const res = await units(holding.username, query);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ detail: ED_LIST_MESSAGES.unitIds });
    },
  );
});
