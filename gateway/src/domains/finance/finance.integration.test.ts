/**
 * Finance reads against the real upstream: the spec's normalisations (voucher entries, voucher
 * installments, 404 goals), agent sides, holding skips, per-request de-duplication, the integration
 * cache and role rules. Upstream calls are counted with the gateway's call hook.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CallRecorder, callRecorder, startTestGateway, type TestGateway } from '../../test/gateway.ts';
import { startUpstream, type UpstreamProcess } from '../../test/upstream-process.ts';

const BASE = '/v1/finances/portal';
const HOUR = 60 * 60 * 1000;

interface Entry {
  productName: string;
  value: number;
}

let upstream: UpstreamProcess;
let gateway: TestGateway;
let recorder: CallRecorder;
let clock = Date.parse('2026-01-15T12:00:00Z');
const tokens = new Map<string, string>();

beforeAll(async () => {
  upstream = await startUpstream();
  recorder = callRecorder();
  gateway = await startTestGateway(
    { PORTAL_URL: upstream.portalUrl, TOKEN_URL: upstream.tokenUrl },
    { onUpstreamCall: recorder.hook, now: () => clock },
  );
});

afterAll(async () => {
  await gateway?.stop();
  await upstream?.stop();
});

const tokenOf = async (user: string) => {
  const known = tokens.get(user);
  if (known) return known;
  const token = await gateway.login(`${user}@demo.com.br`);
  tokens.set(user, token);
  return token;
};

/** Runs a query as a demo user and returns its body, with the upstream calls it made. */
const run = async <T>(user: string, query: string, variables?: Record<string, unknown>) => {
  const token = await tokenOf(user);
  recorder.reset();
  const { body } = await gateway.gql<T>(query, { token, variables });
  return { body, calls: [...recorder.calls] };
};

/** The same data straight from upstream, for comparison. */
const rest = async <T>(user: string, path: string): Promise<T> => {
  const response = await fetch(`${upstream.portalUrl}${BASE}${path}`, {
    headers: { authorization: `Bearer ${await tokenOf(user)}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
};

describe('normalisations', () => {
  it("merges a bill's Voucher entries into one line whose value is their sum", async () => {
    type Bill = { id: string; value: number; entries: Entry[] };
    const { body } = await run<{ finance: { payments: { items: Bill[] } } }>(
      'afiliado',
      '{ finance { payments(pageSize: 100) { items { id value entries { productName value } } } } }',
    );
    expect(body.errors).toBeUndefined();
    const raw = await rest<{
      items: Array<{ id: string; entries: Array<{ product: { name: string }; value: number }> }>;
    }>('afiliado', '/payments?pageSize=100');
    let merged = 0;
    for (const bill of body.data?.finance.payments.items ?? []) {
      const original = raw.items.find((item) => item.id === bill.id)?.entries ?? [];
      const vouchers = original.filter((entry) => entry.product.name.startsWith('Voucher'));
      const others = original
        .filter((entry) => !entry.product.name.startsWith('Voucher'))
        .map((entry) => ({ productName: entry.product.name, value: entry.value }));
      expect(bill.entries.filter((entry) => entry.productName !== 'Voucher')).toEqual(others);
      const voucherLines = bill.entries.filter((entry) => entry.productName === 'Voucher');
      if (vouchers.length === 0) expect(voucherLines).toEqual([]);
      else {
        expect(voucherLines).toEqual([
          { productName: 'Voucher', value: vouchers.reduce((sum, entry) => sum + entry.value, 0) },
        ]);
      }
      expect(bill.entries.reduce((sum, entry) => sum + entry.value, 0)).toBe(bill.value);
      if (vouchers.length > 1) merged += 1;
    }
    expect(merged).toBeGreaterThan(0); // the seed has bills with two voucher entries
  });

  it('hides installments of voucher products in commissions and sales', async () => {
    type Row = { installments: number | null; product: { name: string; isVoucher: boolean } };
    const { body } = await run<{ finance: { commissions: { items: Row[] }; sales: { items: Row[] } } }>(
      'afiliado',
      `{ finance {
        commissions(pageSize: 100) { items { installments installment product { name isVoucher } } }
        sales(pageSize: 100) { items { installments product { name isVoucher } } }
      } }`,
    );
    expect(body.errors).toBeUndefined();
    const rows = [...(body.data?.finance.commissions.items ?? []), ...(body.data?.finance.sales.items ?? [])];
    const vouchers = rows.filter((row) => row.product.name.startsWith('Voucher'));
    expect(vouchers.length).toBeGreaterThan(0);
    for (const row of vouchers)
      expect(row).toMatchObject({ installments: null, product: { isVoucher: true } });
    for (const row of rows.filter((item) => !item.product.isVoucher))
      expect(row.installments).toBeGreaterThan(0);
  });

  it('answers null goals, without an error, for a cycle that has none (404)', async () => {
    const { body } = await run<{ finance: { none: unknown; current: { cycle: number } | null } }>(
      'afiliado',
      '{ finance { none: goals(cycleId: "3") { cycle } current: goals { cycle minimum } } }',
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.finance.none).toBeNull();
    expect(body.data?.finance.current?.cycle).toBe(14);
  });

  it('maps upstream enum spellings to the schema enums', async () => {
    const { body } = await run<{
      finance: { commissions: { items: Array<{ status: string; type: string }> } };
    }>(
      'afiliado',
      '{ finance { commissions(pageSize: 100, status: CONVERTED_TO_POINTS) { items { status type } } } }',
    );
    expect(body.errors).toBeUndefined();
    const items = body.data?.finance.commissions.items ?? [];
    expect(items.length).toBeGreaterThan(0);
    expect(new Set(items.map((item) => item.status))).toEqual(new Set(['CONVERTED_TO_POINTS']));
    for (const item of items) expect(['CREDIT', 'DEBIT']).toContain(item.type);
  });
});

describe('agent sides (agent_as_role)', () => {
  const QUERY = `query ($as: AgentRole) { finance(as: $as) {
    agentAsRole balance { pending earned } integration { kind integrated }
  } }`;
  type Answer = {
    finance: {
      agentAsRole: string | null;
      balance: { pending: number; earned: number };
      integration: { kind: string | null; integrated: boolean };
    };
  };

  it('reads the affiliate side by default and the branch side with as: BRANCH', async () => {
    const affiliate = await run<Answer>('agente', QUERY, { as: 'AFFILIATED' });
    expect(affiliate.calls.find((call) => call.route.endsWith('/commissions/balance'))?.target).toContain(
      'agent_as_role=affiliate',
    );
    const branch = await run<Answer>('agente', QUERY, { as: 'BRANCH' });
    expect(branch.calls.find((call) => call.route.endsWith('/commissions/balance'))?.target).toContain(
      'agent_as_role=branch',
    );
    const byDefault = await run<Answer>('agente', QUERY);

    expect(affiliate.body.data?.finance).toMatchObject({
      agentAsRole: 'AFFILIATED',
      balance: await rest('agente', '/commissions/balance?agent_as_role=affiliate'),
      integration: { kind: 'DMEI', integrated: true },
    });
    expect(branch.body.data?.finance).toMatchObject({
      agentAsRole: 'BRANCH',
      balance: await rest('agente', '/commissions/balance?agent_as_role=branch'),
      integration: { kind: 'BBP', integrated: true },
    });
    expect(branch.body.data?.finance.balance).not.toEqual(affiliate.body.data?.finance.balance);
    expect(byDefault.body.data?.finance).toEqual(affiliate.body.data?.finance);
  });

  it('ignores `as` for non-agents and never sends agent_as_role for them', async () => {
    const { body, calls } = await run<Answer>('afiliado', QUERY, { as: 'BRANCH' });
    expect(body.errors).toBeUndefined();
    expect(body.data?.finance).toMatchObject({
      agentAsRole: null,
      balance: await rest('afiliado', '/commissions/balance'),
      integration: { kind: null, integrated: false },
    });
    expect(calls.filter((call) => call.target.includes('agent_as_role'))).toEqual([]);
  });
});

describe('holding', () => {
  it('skips commission, sales and balance lookups without calling upstream, but reads every bill', async () => {
    const { body, calls } = await run<{
      finance: Record<string, unknown> & { payments: { totalRows: number } };
    }>(
      'holding',
      `{ finance {
        balance { pending } unitBalance { currentCycle } totalSales salesByCycle { cycle }
        commissions(pageSize: 5) { totalRows items { id } } sales { totalRows page pageSize items { id } }
        payments(pageSize: 5) { totalRows }
      } }`,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.finance).toMatchObject({
      balance: null,
      unitBalance: null,
      totalSales: null,
      salesByCycle: [],
      commissions: { totalRows: 0, items: [] },
      sales: { totalRows: 0, page: 0, pageSize: 10, items: [] },
    });
    expect(body.data?.finance.payments.totalRows).toBeGreaterThan(0);
    const routes = calls.map((call) => call.route);
    expect(routes.filter((route) => /\/(commissions|sales)\//.test(route))).toEqual([]);
    expect(routes).toContain(`GET ${BASE}/payments`);
  });
});

describe('one upstream call per resource and request', () => {
  it('shares lookups between aliases and loads the listed bills’ commissions in one batch', async () => {
    const { body, calls } = await run<{ finance: { p1: { items: unknown[] } } }>(
      'afiliado',
      `{ finance {
        a: balance { pending } b: balance { earned } totalSales t: totalSales
        p1: payments(pageSize: 3) { items { id commissions { id } } }
        p2: payments(pageSize: 3) { items { id cycle commissions { value } } }
      } }`,
    );
    expect(body.errors).toBeUndefined();
    const count = (route: string) => calls.filter((call) => call.route === `GET ${BASE}${route}`).length;
    expect(count('/commissions/balance')).toBe(1);
    expect(count('/sales/total')).toBe(1);
    expect(count('/payments')).toBe(1);
    expect(count('/payments/commissions')).toBe(1);
    expect(count('/payments/{paymentId}')).toBe(0);
  });

  it('gives listed bills the commissions of their detail, in one call whatever the page size', async () => {
    type Bills = {
      finance: { payments: { items: Array<{ id: string; commissions: Array<{ id: string }> }> } };
    };
    const query =
      'query ($n: Int!) { finance { payments(pageSize: $n) { items { id commissions { id } } } } }';
    const small = await run<Bills>('afiliado', query, { n: 2 });
    const large = await run<Bills>('afiliado', query, { n: 12 });
    expect(small.body.errors).toBeUndefined();
    expect(large.body.errors).toBeUndefined();
    const routes = (calls: typeof small.calls) => calls.map((call) => call.route).sort();
    expect(routes(large.calls)).toEqual(routes(small.calls));
    const bills = large.body.data?.finance.payments.items ?? [];
    expect(bills).toHaveLength(12);
    const target = large.calls.find((call) => call.route.endsWith('/payments/commissions'))?.target ?? '';
    expect(new URL(target, 'http://x').searchParams.get('ids')?.split(',')).toEqual(
      bills.map((bill) => bill.id),
    );
    for (const bill of bills.slice(0, 4)) {
      const { body } = await run<{ finance: { payment: { commissions: Array<{ id: string }> } } }>(
        'afiliado',
        'query ($id: ID!) { finance { payment(id: $id) { commissions { id } } } }',
        { id: bill.id },
      );
      expect(bill.commissions).toEqual(body.data?.finance.payment.commissions);
    }
  });

  it('uses the commissions that come with a single bill', async () => {
    const raw = await rest<{ items: Array<{ id: string }> }>('afiliado', '/payments?pageSize=1');
    const id = raw.items[0]?.id;
    const { body, calls } = await run<{ finance: { payment: { commissions: unknown[] } } }>(
      'afiliado',
      'query ($id: ID!) { finance { payment(id: $id) { id status commissions { id status } } } }',
      { id },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.finance.payment.commissions.length).toBeGreaterThan(0);
    expect(calls.filter((call) => call.route.includes('/payments'))).toHaveLength(1);
  });

  it('answers null for a bill that is not the viewer’s', async () => {
    const raw = await rest<{ items: Array<{ id: string }> }>('unidade', '/payments?pageSize=1');
    const { body } = await run<{ finance: { payment: unknown } }>(
      'afiliado',
      'query ($id: ID!) { finance { payment(id: $id) { id } } }',
      { id: raw.items[0]?.id },
    );
    expect(body.data).toEqual({ finance: { payment: null } });
    expect(body.errors).toBeUndefined();
  });
});

describe('integration info cache', () => {
  const QUERY = '{ finance { integration { kind } } }';

  it('is kept per user and side, and refetched once older than 1 hour', async () => {
    const integrationCalls = (calls: Array<{ route: string }>) =>
      calls.filter((call) => call.route.endsWith('/payments/integration')).length;
    expect(integrationCalls((await run('multi', QUERY)).calls)).toBe(1);
    clock += HOUR - 1;
    expect(integrationCalls((await run('multi', QUERY)).calls)).toBe(0);
    // Another user has their own entry.
    expect(integrationCalls((await run('unidade', QUERY)).calls)).toBe(1);
    clock += 1;
    const stale = await run<{ finance: { integration: { kind: null } } }>('multi', QUERY);
    expect(integrationCalls(stale.calls)).toBe(1);
    expect(stale.body.data?.finance.integration.kind).toBeNull();
  });
});

describe('career plan', () => {
  it("shows the level, each level's own goal (growing with the level) and the documents", async () => {
    const { body } = await run<{
      careerPlan: { level: number; levels: Array<{ level: number; goal: number }>; documents: unknown[] };
    }>(
      'afiliado',
      '{ careerPlan { level levels { level name goal } currentCycleSales documents { title url } } }',
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.careerPlan.level).toBe(2);
    expect(body.data?.careerPlan.levels.map((level) => [level.level, level.goal])).toEqual([
      [1, 2_500_000],
      [2, 4_000_000],
      [3, 6_500_000],
      [4, 10_000_000],
      [5, 15_000_000],
    ]);
    expect(body.data?.careerPlan.documents).toHaveLength(4);
  });
});

describe('role rules', () => {
  it.each(['produtor', 'admin'])('refuses finance to %s (FORBIDDEN) without finance calls', async (user) => {
    const { body, calls } = await run(user, '{ finance { balance { pending } } }');
    expect(body.data).toBeNull();
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(calls.filter((call) => call.route.includes(BASE))).toEqual([]);
  });
});
