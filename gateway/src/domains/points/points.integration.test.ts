/**
 * Pontos e Vouchers and Gerenciador de Vouchers against the real upstream: customers resolved in
 * one batched call per page whatever its size, the programme state, row scope per role and input
 * checks before any upstream call. Upstream calls are counted with the gateway's call hook.
 */
import { MESSAGES } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import type { DEMO_USERNAMES } from '../../security/access-outcomes.ts';
import { demoRequests, demoTokens, setupTestStack } from '../../test/stack.ts';

const stack = setupTestStack();
const tokenOf = demoTokens(stack);
const request = demoRequests(stack, tokenOf);

type User = keyof typeof DEMO_USERNAMES;

interface VoucherRow {
  id: string;
  code: string;
  status: string;
  points: number;
  value: number;
  expiresAt: string;
  usedAt: string | null;
  customer: { id: string; name: string } | null;
}
interface Page {
  totalRows: number;
  page: number;
  pageSize: number;
  items: VoucherRow[];
}
interface Group {
  count: number;
  points: number;
  value: number;
}

const VOUCHER = 'id code status points value expiresAt usedAt customer { id name }';
const OWN = `query ($page: Int, $pageSize: Int, $status: VoucherStatus, $order: SortDirection) {
  pointsAndVouchers {
    programmeStatus accepted
    voucherSummary { available { count points value } expired { count points value } used { count points value } }
    vouchers(page: $page, pageSize: $pageSize, status: $status, order: $order) {
      totalRows page pageSize items { ${VOUCHER} }
    }
  }
}`;
const MANAGED = `query ($page: Int, $pageSize: Int, $status: VoucherStatus, $search: String, $from: String, $to: String) {
  managedVouchers(page: $page, pageSize: $pageSize, status: $status, search: $search, from: $from, to: $to) {
    totalRows page pageSize items { ${VOUCHER} }
  }
}`;

interface OwnAnswer {
  pointsAndVouchers: {
    programmeStatus: string | null;
    accepted: boolean;
    voucherSummary: { available: Group; expired: Group; used: Group } | null;
    vouchers: Page | null;
  };
}

const run = async <T>(user: User, query: string, variables?: Record<string, unknown>) => {
  const { body, calls } = await request<T>(user, query, variables);
  return { body, routes: calls.sort() };
};

/** The same list straight from upstream. */
const rest = async (user: User, query: string) => {
  const { upstream } = stack();
  const response = await fetch(`${upstream.portalUrl}/v1/finances/portal/points/vouchers${query}`, {
    headers: { authorization: `Bearer ${await tokenOf(user)}` },
  });
  return (await response.json()) as { totalRows: number; items: Array<{ id: string; customer_id: string }> };
};

describe('pointsAndVouchers', () => {
  it('gives a programme member their summary and a page of their vouchers, customers named', async () => {
    const { body, routes } = await run<OwnAnswer>('afiliado', OWN);
    expect(body.errors).toBeUndefined();
    const answer = body.data?.pointsAndVouchers;
    expect(answer).toMatchObject({ programmeStatus: 'ACCEPTED', accepted: true });
    expect(answer?.voucherSummary?.available.count).toBe(10);
    expect(answer?.voucherSummary?.expired.count).toBe(5);
    expect(answer?.voucherSummary?.used.count).toBe(5);
    expect(answer?.vouchers).toMatchObject({ totalRows: 25, page: 0, pageSize: 10 });
    const items = answer?.vouchers?.items ?? [];
    expect(items).toHaveLength(10);
    const expiries = items.map((item) => item.expiresAt);
    expect([...expiries].sort().reverse()).toEqual(expiries);
    for (const item of items) {
      expect(item.code).toMatch(/^VCH-[0-9A-Z]{6}$/);
      expect(item.value).toBe(item.points * 10);
      expect(item.customer?.name).toMatch(/\S+ \S+/);
    }
    // The same rows, and the same customers, as upstream's list.
    const upstreamPage = await rest('afiliado', '');
    expect(items.map((item) => [item.id, item.customer?.id])).toEqual(
      upstreamPage.items.map((item) => [item.id, item.customer_id]),
    );
    expect(routes).toEqual([
      'GET /me',
      'GET /v1/affiliates/by-ids',
      'GET /v1/finances/portal/points/vouchers',
      'GET /v1/finances/portal/points/vouchers/summary',
    ]);
  });

  it('filters by status and sorts ascending on request', async () => {
    const used = await run<OwnAnswer>('afiliado', OWN, { status: 'USED', pageSize: 25 });
    const items = used.body.data?.pointsAndVouchers.vouchers?.items ?? [];
    expect(items).toHaveLength(5);
    for (const item of items) {
      expect(item.status).toBe('USED');
      expect(item.usedAt).not.toBeNull();
    }
    const asc = await run<OwnAnswer>('afiliado', OWN, { order: 'ASC', pageSize: 25 });
    const expiries = (asc.body.data?.pointsAndVouchers.vouchers?.items ?? []).map((item) => item.expiresAt);
    expect([...expiries].sort()).toEqual(expiries);
  });

  it('explains instead of listing for a viewer outside the programme, without asking upstream', async () => {
    const { body, routes } = await run<OwnAnswer>('multi', OWN);
    expect(body.errors).toBeUndefined();
    expect(body.data?.pointsAndVouchers).toEqual({
      programmeStatus: 'ELIGIBLE',
      accepted: false,
      voucherSummary: null,
      vouchers: null,
    });
    expect(routes).toEqual(['GET /me']);
  });
});

describe('managedVouchers', () => {
  it('names the customers of a page of 100 with one upstream call, as for a page of 2', async () => {
    const small = await run<{ managedVouchers: Page }>('holding', MANAGED, { pageSize: 2 });
    const large = await run<{ managedVouchers: Page }>('holding', MANAGED, { pageSize: 100 });
    expect(large.body.errors).toBeUndefined();
    const page = large.body.data?.managedVouchers;
    expect(page?.items).toHaveLength(100);
    expect(page?.totalRows).toBeGreaterThanOrEqual(120);
    expect(new Set(page?.items.map((item) => item.customer?.id)).size).toBeGreaterThan(10);
    for (const item of page?.items ?? []) expect(item.customer?.name).toBeTruthy();
    expect(large.routes).toEqual(small.routes);
    expect(large.routes).toEqual([
      'GET /me',
      'GET /v1/affiliates/by-ids',
      'GET /v1/finances/portal/points/vouchers',
    ]);
  });

  it("gives a branch its unit's vouchers and a producer its company's", async () => {
    for (const user of ['unidade', 'produtor', 'multi'] as const) {
      const { body } = await run<{ managedVouchers: Page }>(user, MANAGED, { pageSize: 100 });
      const expected = await rest(user, '?view=managed&pageSize=100');
      expect(body.data?.managedVouchers.totalRows).toBe(expected.totalRows);
      expect(body.data?.managedVouchers.items.map((item) => item.id)).toEqual(
        expected.items.map((item) => item.id),
      );
    }
  });

  it('filters upstream by status, search and expiry period, in the same calls at 2 and 100 rows', async () => {
    const filter = { status: 'USED', search: 'a', from: '2020-01-01', to: '2099-12-31' };
    const small = await run<{ managedVouchers: Page }>('holding', MANAGED, { ...filter, pageSize: 2 });
    const large = await run<{ managedVouchers: Page }>('holding', MANAGED, { ...filter, pageSize: 100 });
    expect(large.body.errors).toBeUndefined();
    const page = large.body.data?.managedVouchers;
    expect(page?.totalRows).toBeGreaterThan(2);
    expect(page?.items.every((item) => item.status === 'USED')).toBe(true);
    expect(large.routes).toEqual(small.routes);
    expect(large.routes).toHaveLength(3);
    const code = page?.items[0]?.code ?? '';
    const one = await run<{ managedVouchers: Page }>('holding', MANAGED, { search: ` ${code} ` });
    expect(one.body.data?.managedVouchers.items.map((item) => item.code)).toEqual([code]);
  });

  it('refuses a period ending before it starts with fieldErrors, before calling upstream', async () => {
    const { body, routes } = await run('holding', MANAGED, { from: '2026-05-02', to: '2026-05-01' });
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'to', message: MESSAGES.cycleEndBeforeStart }],
    });
    expect(routes.filter((route) => route.includes('/points/'))).toEqual([]);
  });

  it('streams the branch’s managed vouchers under the filters through /files/vouchers.csv', async () => {
    const expected = await rest('unidade', '?view=managed&status=USED');
    const res = await fetch(`${stack().gateway.url}/files/vouchers.csv?status=USED`, {
      headers: { authorization: `Bearer ${await tokenOf('unidade')}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/filename="vouchers-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]?.startsWith('Código;Cliente;Pontos;')).toBe(true);
    expect(lines).toHaveLength(expected.totalRows + 1);
    expect(res.headers.get('x-report-rows')).toBe(String(expected.totalRows));
    expect((await fetch(`${stack().gateway.url}/files/vouchers.csv`)).status).toBe(401);
  });

  it('refuses bad paging with BAD_USER_INPUT before calling upstream for vouchers', async () => {
    for (const [variables, message] of [
      [{ pageSize: 101 }, MESSAGES.pageSizeInvalid],
      [{ pageSize: 0 }, MESSAGES.pageSizeInvalid],
      [{ page: -1 }, MESSAGES.pageInvalid],
    ] as const) {
      const { body, routes } = await run('holding', MANAGED, variables);
      expect(body.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
      expect(routes.filter((route) => route.includes('/points/'))).toEqual([]);
    }
  });

  it('refuses an unknown status with BAD_USER_INPUT', async () => {
    const { body, routes } = await run('holding', MANAGED, { status: 'LOST' });
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(routes).toEqual([]);
  });

  it('is for holding, producer and branch only', async () => {
    const { body, routes } = await run('afiliado', MANAGED);
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(routes).toEqual(['GET /me']);
  });
});
