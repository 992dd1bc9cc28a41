/**
 * The ED list against the real upstream: row scope per role, paging, search, validation, and the
 * units of a page named through ONE batched upstream call (GET /v1/units), whatever the page size.
 */
import { describe, expect, it } from 'vitest';
import { demoTokens, setupTestStack } from '../../test/stack.ts';

const stack = setupTestStack();
const tokenOf = demoTokens(stack);

interface EdRow {
  id: string;
  name: string;
  email: string;
  unit: { id: string; name: string; agenciador: boolean } | null;
  statusCnpj: string | null;
  active: boolean;
  createdAt: string;
}
interface EdsData {
  eds: { items: EdRow[]; totalRows: number; page: number; pageSize: number };
}

const EDS = `query Eds($page: Int, $pageSize: Int, $order: SortDirection, $search: String,
  $status: EdListStatus, $from: String, $to: String) {
  eds(page: $page, pageSize: $pageSize, order: $order, search: $search, status: $status, from: $from, to: $to) {
    items { id name email unit { id name agenciador } statusCnpj active createdAt }
    totalRows page pageSize
  }
}`;

const run = async (user: string, variables: Record<string, unknown> = {}) => {
  const token = await tokenOf(user);
  stack().recorder.reset();
  const { body } = await stack().gateway.gql<EdsData>(EDS, { token, variables });
  return { body, calls: stack().recorder.calls.map((call) => call.route) };
};

describe('Query.eds', () => {
  it('gives the branch a full page of 100 of its unit’s EDs with 3 upstream calls', async () => {
    const { body, calls } = await run('unidade', { pageSize: 100 });
    expect(body.errors).toBeUndefined();
    const page = body.data?.eds;
    expect(page?.items).toHaveLength(100);
    expect(page?.totalRows).toBeGreaterThanOrEqual(100);
    expect(new Set(page?.items.map((row) => row.unit?.name))).toEqual(new Set(['Unidade Fortaleza Centro']));
    // GET /me (role rule), the list, one units batch: never one call per row.
    expect(calls.filter((route) => route.includes('/v1/units'))).toHaveLength(1);
    expect(calls).toHaveLength(3);
  });

  it('names every unit of a holding page in one batch', async () => {
    const small = await run('holding', { pageSize: 2 });
    const large = await run('holding', { pageSize: 100, page: 0 });
    expect(large.body.data?.eds.items).toHaveLength(100);
    // Every unit named: the demo units, the network seed's and an agency's (registrations through
    // an agent's link), all from one batched lookup: a name, never an id. A person who registered
    // through the holding's own route has no unit (the seed's pending accreditations include some;
    // the list shows "—"): a few rows, never a page of gaps.
    const items = large.body.data?.eds.items ?? [];
    const withUnit = items.filter((row) => row.unit !== null);
    expect(items.length - withUnit.length).toBeLessThan(5);
    const names = new Set(withUnit.map((row) => row.unit?.name));
    expect(names.size).toBeGreaterThan(2);
    for (const name of names) expect(name).toMatch(/^(Unidade|Agência) \p{L}/u);
    expect(large.calls).toEqual(small.calls);
  });

  it('pages and orders by name, ascending by default', async () => {
    const first = (await run('admin', { pageSize: 5 })).body.data?.eds;
    const second = (await run('admin', { pageSize: 5, page: 1 })).body.data?.eds;
    const both = [...(first?.items ?? []), ...(second?.items ?? [])].map((row) => row.name);
    expect(both).toHaveLength(10);
    // Upstream's name key: case and accents do not count ("Álvaro, Ana, bruno, Érica").
    const key = (name: string) => name.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
    expect(both).toEqual([...both].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0)));
    const desc = (await run('admin', { pageSize: 5, order: 'DESC' })).body.data?.eds.items ?? [];
    expect(desc[0]?.name.localeCompare(both[0] ?? '')).toBeGreaterThan(0);
  });

  it('searches by word prefixes, ignoring case and accents, and by e-mail', async () => {
    const words = (await run('holding', { search: '  MAR  cos ' })).body.data?.eds;
    expect(words?.items.map((row) => row.email)).toContain('afiliado@demo.com.br');
    const mail = (await run('holding', { search: 'afiliado@demo.com.br' })).body.data?.eds;
    expect(mail?.items.map((row) => row.name)).toEqual(['Mariana Albuquerque Costa']);
    const none = (await run('holding', { search: 'zzzz' })).body.data?.eds;
    expect(none).toMatchObject({ items: [], totalRows: 0 });
  });

  it('keeps the branch to its unit in a search too', async () => {
    const page = (await run('unidade', { search: 'juliana sampaio' })).body.data?.eds;
    expect(page?.totalRows).toBe(0);
    const multi = (await run('multi', { search: 'juliana sampaio' })).body.data?.eds;
    expect(multi?.items.map((row) => row.unit?.name)).toEqual(['Unidade Fortaleza Aldeota']);
  });

  it.each(['afiliado', 'agente', 'produtor'])(
    'refuses %s with FORBIDDEN before any list call',
    async (user) => {
      const { body, calls } = await run(user);
      expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(calls.some((route) => route.includes('/v1/affiliates'))).toBe(false);
    },
  );

  it('filters by status and registration period upstream, in the same calls at 2 and 100 rows', async () => {
    const filter = { status: 'INACTIVE', from: '2020-01-01', to: '2099-12-31' };
    const small = await run('holding', { ...filter, pageSize: 2 });
    const large = await run('holding', { ...filter, pageSize: 100 });
    expect(large.body.errors).toBeUndefined();
    const page = large.body.data?.eds;
    expect(page?.totalRows).toBeGreaterThan(0);
    expect(page?.items.every((row) => !row.active)).toBe(true);
    expect(large.calls).toEqual(small.calls);
    const active = (await run('unidade', { status: 'ACTIVE', pageSize: 100 })).body.data?.eds;
    expect(active?.items.every((row) => row.active && row.unit?.name === 'Unidade Fortaleza Centro')).toBe(
      true,
    );
    const future = (await run('holding', { from: '2099-01-01' })).body.data?.eds;
    expect(future).toMatchObject({ items: [], totalRows: 0 });
  });

  it.each([
    [
      { from: '2026-05-02', to: '2026-05-01' },
      'to',
      'A data final deve ser igual ou posterior à data inicial.',
    ],
    [{ search: 'a'.repeat(101) }, 'search', 'A busca deve ter no máximo 100 caracteres.'],
    [{ pageSize: 101 }, 'pageSize', 'O tamanho da página deve estar entre 1 e 100.'],
    [{ page: -1 }, 'page', 'A página deve ser um número inteiro maior ou igual a zero.'],
  ])('rejects %j with BAD_USER_INPUT before calling upstream', async (variables, field, message) => {
    const { body, calls } = await run('holding', variables);
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field, message }],
    });
    expect(calls.some((route) => route.includes('/v1/affiliates'))).toBe(false);
  });
});

interface EdDetails extends EdRow {
  cnpj: string | null;
  isFranchisee: boolean;
  isTrainer: boolean;
  isLecturer: boolean;
  tracking: boolean;
}

const ED_FIELDS =
  'id name unit { id name } cnpj statusCnpj active isFranchisee isTrainer isLecturer tracking';
const ED = `query Ed($id: ID!) {
  ed(id: $id) { ${ED_FIELDS} sales(pageSize: 5) { totalRows items { id productName value status paymentDate } } }
}`;
const SET_FLAG = `mutation SetEdFlag($id: ID!, $flag: EdFlag!, $value: Boolean!) {
  setEdFlag(id: $id, flag: $flag, value: $value) { ${ED_FIELDS} }
}`;
const SET_ACTIVE = `mutation SetEdActive($id: ID!, $active: Boolean!) {
  setEdActive(id: $id, active: $active) { ${ED_FIELDS} }
}`;

const gqlAs = async <T>(user: string, query: string, variables: Record<string, unknown>) => {
  const token = await tokenOf(user);
  stack().recorder.reset();
  const { body } = await stack().gateway.gql<T>(query, { token, variables });
  return { body, calls: stack().recorder.calls.map((call) => call.route) };
};

/** The id of the first ED (by name) of the unit `user` manages. */
const firstEdOf = async (user: 'unidade' | 'multi') => {
  const id = (await run(user, { pageSize: 1 })).body.data?.eds.items[0]?.id;
  if (!id) throw new Error(`${user} manages no ED`);
  return id;
};

describe('Query.ed and the ED details mutations', () => {
  it('gives the holding an ED with its unit and toggles in a constant number of upstream calls', async () => {
    const id = await firstEdOf('multi');
    const { body, calls } = await gqlAs<{
      ed: (EdDetails & { sales: { totalRows: number; items: { value: number; status: string }[] } }) | null;
    }>('holding', ED, { id });
    expect(body.errors).toBeUndefined();
    expect(body.data?.ed).toMatchObject({
      id,
      unit: { name: 'Unidade Fortaleza Aldeota' },
      isFranchisee: false,
      isTrainer: false,
      isLecturer: false,
      tracking: false,
    });
    expect(body.data?.ed?.sales.items.length).toBeLessThanOrEqual(5);
    for (const sale of body.data?.ed?.sales.items ?? []) expect(Number.isInteger(sale.value)).toBe(true);
    // GET /me (role rule), the ED, its unit, its sales page: whatever the page size.
    expect(calls).toHaveLength(4);
  });

  it('adds bills, level and stars and the programmes with one call each, whatever the page size', async () => {
    const full = (pageSize: number) => `query Ed($id: ID!) {
      ed(id: $id) {
        ${ED_FIELDS}
        sales(pageSize: ${pageSize}) { totalRows items { id } }
        bills(pageSize: ${pageSize}) { totalRows items { id status value cycle producerName updatedAt } }
        levelStars { level levelName stars cycleSales }
        programmes { status points { available used expired } vouchers { available used expired } }
        contractSignature { status requestedAt signedAt }
      }
    }`;
    const id = await firstEdOf('unidade');
    const small = await gqlAs<{ ed: { bills: { totalRows: number }; levelStars: { stars: number } } }>(
      'holding',
      full(2),
      { id },
    );
    expect(small.body.errors).toBeUndefined();
    expect(small.body.data?.ed.levelStars.stars).toBeGreaterThanOrEqual(0);
    const large = await gqlAs('holding', full(100), { id });
    // GET /me, the ED, its unit, sales, bills, levels-stars, programmes, contract-sign.
    expect(small.calls).toHaveLength(8);
    expect(large.calls).toEqual(small.calls);
    // Another unit's branch gets null for the whole ED, its parts never asked for.
    const other = await gqlAs<{ ed: null }>('multi', full(2), { id });
    expect(other.body.data?.ed).toBeNull();
  });

  it("streams the branch's list through /files/eds.csv: BOM, header, its unit only, the row count", async () => {
    const res = await fetch(`${stack().gateway.url}/files/eds.csv?search=%20%20`, {
      headers: { authorization: `Bearer ${await tokenOf('unidade')}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="eds-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]?.startsWith('Nome;E-mail;Unidade;')).toBe(true);
    expect(new Set(lines.slice(1).map((line) => line.split(';')[2]))).toEqual(
      new Set(['Unidade Fortaleza Centro']),
    );
    expect(res.headers.get('x-report-rows')).toBe(String(lines.length - 1));
    // The toolbar's filters reach upstream: only the network's disabled EDs.
    const disabled = await fetch(`${stack().gateway.url}/files/eds.csv?status=INACTIVE&from=2020-01-01`, {
      headers: { authorization: `Bearer ${await tokenOf('holding')}` },
    });
    const rows = (await disabled.text()).trimEnd().split('\r\n').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((line) => line.split(';')[6]))).toEqual(new Set(['Desativado']));
    // No token: refused before upstream; who manages no EDs: upstream's 403 relayed.
    expect((await fetch(`${stack().gateway.url}/files/eds.csv`)).status).toBe(401);
    const producer = await fetch(`${stack().gateway.url}/files/eds.csv`, {
      headers: { authorization: `Bearer ${await tokenOf('produtor')}` },
    });
    expect(producer.status).toBe(403);
  });

  it('answers null to a branch asking for another unit’s ED, as for an unknown one', async () => {
    const aldeota = await firstEdOf('multi');
    const other = await gqlAs<{ ed: EdDetails | null }>('unidade', ED, { id: aldeota });
    expect(other.body.errors).toBeUndefined();
    expect(other.body.data?.ed).toBeNull();
    const unknown = await gqlAs<{ ed: EdDetails | null }>('holding', ED, {
      id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.body.data?.ed).toBeNull();
  });

  it('saves a toggle for the branch’s own ED and refuses another unit’s as NOT_FOUND', async () => {
    const own = await firstEdOf('unidade');
    const on = await gqlAs<{ setEdFlag: EdDetails }>('unidade', SET_FLAG, {
      id: own,
      flag: 'IS_TRAINER',
      value: true,
    });
    expect(on.body.data?.setEdFlag.isTrainer).toBe(true);
    const off = await gqlAs<{ setEdFlag: EdDetails }>('unidade', SET_FLAG, {
      id: own,
      flag: 'IS_TRAINER',
      value: false,
    });
    expect(off.body.data?.setEdFlag.isTrainer).toBe(false);
    const aldeota = await firstEdOf('multi');
    const other = await gqlAs('unidade', SET_FLAG, { id: aldeota, flag: 'TRACKING', value: true });
    expect(other.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('rejects a blank id with BAD_USER_INPUT before calling upstream', async () => {
    const { body, calls } = await gqlAs('holding', SET_FLAG, { id: '  ', flag: 'IS_LECTURER', value: true });
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'id', message: '*campo obrigatório' }],
    });
    expect(calls).toHaveLength(0);
  });

  it('disables and enables an ED', async () => {
    const id = await firstEdOf('multi');
    const off = await gqlAs<{ setEdActive: EdDetails }>('admin', SET_ACTIVE, { id, active: false });
    expect(off.body.data?.setEdActive.active).toBe(false);
    const on = await gqlAs<{ setEdActive: EdDetails }>('admin', SET_ACTIVE, { id, active: true });
    expect(on.body.data?.setEdActive.active).toBe(true);
  });

  it.each(['afiliado', 'agente', 'produtor'])('refuses %s with FORBIDDEN', async (user) => {
    const id = await firstEdOf('unidade');
    const { body } = await gqlAs(user, SET_FLAG, { id, flag: 'IS_TRAINER', value: true });
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('Influenciadores', () => {
  it("gives the agent its influencers with sales and commissions, and another user's id as null", async () => {
    const list = await gqlAs<{
      influencers: {
        totalRows: number;
        items: { id: string; name: string; salesCount: number; commissions: number }[];
      };
    }>('agente', '{ influencers(pageSize: 100) { totalRows items { id name salesCount commissions } } }', {});
    expect(list.body.errors).toBeUndefined();
    const larissa = list.body.data?.influencers.items.find((item) => item.name.startsWith('Larissa'));
    expect(larissa?.salesCount).toBeGreaterThan(0);
    expect(list.calls).toHaveLength(2);
    const one = await gqlAs<{ influencer: { id: string } | null }>(
      'agente',
      'query ($id: ID!) { influencer(id: $id) { id } }',
      { id: larissa?.id },
    );
    expect(one.body.data?.influencer?.id).toBe(larissa?.id);
    const ed = await firstEdOf('unidade');
    const other = await gqlAs<{ influencer: null }>(
      'agente',
      'query ($id: ID!) { influencer(id: $id) { id } }',
      {
        id: ed,
      },
    );
    expect(other.body.errors).toBeUndefined();
    expect(other.body.data?.influencer).toBeNull();
  });

  const INFLUENCERS = `query ($pageSize: Int, $search: String, $status: ActiveStatus, $from: String, $to: String) {
    influencers(pageSize: $pageSize, search: $search, status: $status, from: $from, to: $to) {
      totalRows items { id name active }
    }
  }`;
  type Influencers = {
    influencers: { totalRows: number; items: { id: string; name: string; active: boolean }[] };
  };

  it('filters upstream by search, status and period, in the same calls at 2 and 100 rows', async () => {
    const filter = { status: 'ACTIVE', from: '2020-01-01', to: '2099-12-31' };
    const small = await gqlAs<Influencers>('agente', INFLUENCERS, { ...filter, pageSize: 2 });
    const large = await gqlAs<Influencers>('agente', INFLUENCERS, { ...filter, pageSize: 100 });
    expect(large.body.errors).toBeUndefined();
    expect(large.body.data?.influencers.items.every((row) => row.active)).toBe(true);
    expect(large.body.data?.influencers.totalRows).toBeGreaterThan(2);
    expect(large.calls).toEqual(small.calls);
    expect(large.calls).toHaveLength(2);
    const found = await gqlAs<Influencers>('agente', INFLUENCERS, { search: ' larissa NUN ' });
    expect(found.body.data?.influencers.items.map((row) => row.name)).toEqual([
      expect.stringMatching(/^Larissa/),
    ]);
  });

  it('refuses a period ending before it starts with fieldErrors, before calling upstream', async () => {
    const { body, calls } = await gqlAs<Influencers>('agente', INFLUENCERS, {
      from: '2026-05-02',
      to: '2026-05-01',
    });
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'to', message: 'A data final deve ser igual ou posterior à data inicial.' }],
    });
    expect(calls.some((route) => route.includes('/v1/influencers'))).toBe(false);
  });

  it('streams the agent’s filtered list through /files/influencers.csv', async () => {
    const res = await fetch(`${stack().gateway.url}/files/influencers.csv?search=larissa&status=ACTIVE`, {
      headers: { authorization: `Bearer ${await tokenOf('agente')}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /filename="influenciadores-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]?.startsWith('Nome;E-mail;Celular;')).toBe(true);
    expect(lines).toHaveLength(2);
    expect(res.headers.get('x-report-rows')).toBe('1');
    const branch = await fetch(`${stack().gateway.url}/files/influencers.csv`, {
      headers: { authorization: `Bearer ${await tokenOf('unidade')}` },
    });
    expect(branch.status).toBe(403);
  });
});
