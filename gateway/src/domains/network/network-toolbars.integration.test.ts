/**
 * The network lists' toolbars (issue #29) against the real upstream: the ED list's 'Pendentes'
 * (the homes' 'Credenciamentos pendentes' is the same field and filter), and Gerenciador de
 * Unidades' and Alteração em massa's search, state and period, each one upstream call whatever the
 * page size, bad arguments refused with fieldErrors before any call, and their CSVs streamed
 * through the gateway's file routes under the same filter.
 */
import { MESSAGES } from '@portal/schema';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { demoTokens, setupTestStack } from '../../test/stack.ts';

const stack = setupTestStack();
const tokenOf = demoTokens(stack);

interface Page {
  totalRows: number;
  items: Record<string, unknown>[];
}

const run = async <T>(user: string, query: string, variables: Record<string, unknown> = {}) => {
  const token = await tokenOf(user);
  stack().recorder.reset();
  const { body } = await stack().gateway.gql<T>(query, { token, variables });
  return { body, routes: stack().recorder.calls.map((call) => call.route) };
};

/** The CSV a file route streams as `user`: its response and CRLF lines without the BOM. */
const csvOf = async (user: string, path: string) => {
  const res = await fetch(`${stack().gateway.url}${path}`, {
    headers: { authorization: `Bearer ${await tokenOf(user)}` },
  });
  const lines = (await res.text())
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  return { res, lines };
};

const EDS = `query ($pageSize: Int, $status: EdListStatus) {
  eds(pageSize: $pageSize, status: $status) { totalRows items { id statusCnpj } }
}`;
const HOME = `{ pendingEds: eds(pageSize: 1, status: PENDING) { totalRows } }`;

describe('Query.eds(status: PENDING)', () => {
  it.each(['holding', 'admin'])(
    'gives %s the home’s figure as the filtered list’s total, in constant calls',
    async (user) => {
      const small = await run<{ eds: Page }>(user, EDS, { status: 'PENDING', pageSize: 2 });
      const large = await run<{ eds: Page }>(user, EDS, { status: 'PENDING', pageSize: 100 });
      expect(large.body.errors).toBeUndefined();
      expect(large.routes).toEqual(small.routes);
      const every = await run<{ eds: Page }>(user, EDS, { pageSize: 1 });
      const total = large.body.data?.eds.totalRows ?? 0;
      expect(total).toBeGreaterThan(0);
      expect(total).toBeLessThan(every.body.data?.eds.totalRows ?? 0);
      const home = await run<{ pendingEds: { totalRows: number } }>(user, HOME);
      expect(home.body.data?.pendingEds.totalRows).toBe(total);
      const { res, lines } = await csvOf(user, '/files/eds.csv?status=PENDING');
      expect(res.status).toBe(200);
      expect(lines).toHaveLength(total + 1);
    },
  );

  it('refuses an unknown status as GraphQL does (the enum), before calling upstream', async () => {
    const { body, routes } = await run('holding', EDS, { status: 'WAITING' });
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(routes.filter((route) => route.includes('/v1/affiliates'))).toEqual([]);
  });
});

const UNITS = `query ($page: Int, $pageSize: Int, $search: String, $from: String, $to: String) {
  managedUnits(page: $page, pageSize: $pageSize, search: $search, from: $from, to: $to) {
    totalRows page pageSize items { id name cnpj edCount }
  }
}`;

describe('Query.managedUnits: paged and filtered', () => {
  it('pages and searches in one upstream call at 2 and 100 rows', async () => {
    const small = await run<{ managedUnits: Page }>('holding', UNITS, { pageSize: 2 });
    const large = await run<{ managedUnits: Page }>('holding', UNITS, { pageSize: 100 });
    expect(large.body.errors).toBeUndefined();
    expect(small.body.data?.managedUnits.items).toHaveLength(2);
    expect(large.routes).toEqual(small.routes);
    expect(large.routes).toEqual(['GET /me', 'GET /v1/units/all']);
    const found = await run<{ managedUnits: Page }>('holding', UNITS, { search: ' sobral ' });
    expect(found.body.data?.managedUnits.items.map((unit) => unit.name)).toContain('Unidade Sobral');
    expect(found.body.data?.managedUnits.items.every((unit) => /sobral/i.test(String(unit.name)))).toBe(true);
  });

  it('refuses bad arguments with fieldErrors before calling upstream', async () => {
    for (const [variables, field, message] of [
      [{ from: '2026-05-02', to: '2026-05-01' }, 'to', MESSAGES.cycleEndBeforeStart],
      [{ pageSize: 101 }, 'pageSize', MESSAGES.pageSizeInvalid],
      [{ search: 'a'.repeat(101) }, 'search', MESSAGES.edSearchTooLong],
    ] as const) {
      const { body, routes } = await run('holding', UNITS, variables);
      expect(body.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: [{ field, message }],
      });
      expect(routes.filter((route) => route.includes('/v1/units'))).toEqual([]);
    }
  });

  it('streams the same rows through /files/units.csv, for the holding only', async () => {
    const list = await run<{ managedUnits: Page }>('holding', UNITS, { search: 'unidade' });
    const { res, lines } = await csvOf('holding', '/files/units.csv?search=unidade');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/filename="unidades-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(lines[0]).toBe('Nome;Tipo;CNPJ;EDs;Cadastro');
    expect(lines).toHaveLength((list.body.data?.managedUnits.totalRows ?? 0) + 1);
    expect((await csvOf('unidade', '/files/units.csv')).res.status).toBe(403);
  });
});

const MASS = `query ($pageSize: Int, $search: String, $status: MassChangeState, $from: String, $to: String) {
  massChanges(pageSize: $pageSize, search: $search, status: $status, from: $from, to: $to) {
    totalRows items { id fileName state }
  }
}`;
const START = 'mutation ($i: MassChangeInput!) { startMassChange(input: $i) { id state } }';
const HEADER = 'email;unidade_id;nivel;is_franchisee;is_trainer;is_lecturer;tracking';

describe('Query.massChanges: filtered', () => {
  beforeAll(async () => {
    const email = 'francisca.parente86@rede.exemplo.com.br';
    for (const fileName of ['toolbar-gw-1.csv', 'toolbar-gw-2.csv']) {
      const started = await run('holding', START, {
        i: { fileName, csv: `${HEADER}\n${email};;;sim;;;\n` },
      });
      expect(started.body.errors).toBeUndefined();
    }
    // Both applied before any test filters by state: a job moving from QUEUED to DONE between a
    // read and the CSV's request gave the CSV a state no row had any more (a loaded machine, once).
    const applied = async () => {
      const { body } = await run<{ massChanges: Page }>('holding', MASS, { search: 'toolbar-gw' });
      const states = body.data?.massChanges.items.map((job) => job.state) ?? [];
      return states.length === 2 && states.every((state) => state === 'DONE' || state === 'FAILED');
    };
    // vi.waitFor, not expect.poll: this is a hook, where only the former may wait.
    await vi.waitFor(async () => expect(await applied()).toBe(true), { timeout: 30_000, interval: 200 });
  });

  it('searches the file and keeps a state and a period, in one upstream call at 2 and 100 rows', async () => {
    const small = await run<{ massChanges: Page }>('holding', MASS, { search: 'toolbar-gw', pageSize: 2 });
    const large = await run<{ massChanges: Page }>('holding', MASS, { search: 'toolbar-gw', pageSize: 100 });
    expect(large.body.errors).toBeUndefined();
    expect(large.routes).toEqual(small.routes);
    expect(large.routes).toEqual(['GET /me', 'GET /v1/affiliates/mass-change']);
    expect(large.body.data?.massChanges.items.map((job) => job.fileName)).toEqual([
      'toolbar-gw-2.csv',
      'toolbar-gw-1.csv',
    ]);
    const failed = await run<{ massChanges: Page }>('holding', MASS, {
      search: 'toolbar-gw',
      status: 'FAILED',
    });
    expect(failed.body.data?.massChanges.totalRows).toBe(0);
    const past = await run<{ massChanges: Page }>('holding', MASS, {
      search: 'toolbar-gw',
      to: '2000-01-01',
    });
    expect(past.body.data?.massChanges.totalRows).toBe(0);
  });

  it('refuses a period ending before it starts with fieldErrors, before calling upstream', async () => {
    const { body, routes } = await run('holding', MASS, { from: '2026-05-02', to: '2026-05-01' });
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'to', message: MESSAGES.cycleEndBeforeStart }],
    });
    expect(routes.filter((route) => route.includes('mass-change'))).toEqual([]);
  });

  it('streams the same rows through /files/mass-changes.csv, the state as GraphQL names it', async () => {
    const state = (await run<{ massChanges: Page }>('holding', MASS, { search: 'toolbar-gw-1' })).body.data
      ?.massChanges.items[0]?.state;
    const { res, lines } = await csvOf(
      'holding',
      `/files/mass-changes.csv?search=toolbar-gw-1&status=${state}`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('x-report-rows')).toBe('1');
    expect(lines[0]?.startsWith('Arquivo;Enviado por;Situação;')).toBe(true);
    expect(lines[1]?.startsWith('toolbar-gw-1.csv;')).toBe(true);
    expect((await csvOf('unidade', '/files/mass-changes.csv')).res.status).toBe(403);
  });
});
