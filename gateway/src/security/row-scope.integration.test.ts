/**
 * Row-level scope, through the real gateway and upstream: whatever the role rules let a caller
 * call, it only ever reads and acts on its own rows. A branch never reads another unit's bills, an
 * affiliate never another affiliate's (details by id, invoice download, invoice upload and
 * generation on someone else's bill), an agent's two sides stay apart, a producer has no bills at
 * all, and nobody deletes someone else's notification.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { TINY_PDF_BASE64 } from '../test/operations.ts';
import { setupTestStack } from '../test/stack.ts';

interface Bill {
  id: string;
  status: string;
  payeeName: string;
}

/** An account the way a caller reads it: a demo user, and for the agent the side it acts on. */
interface View {
  name: string;
  user: string;
  as?: 'AFFILIATED' | 'BRANCH';
}

const VIEWS: readonly View[] = [
  { name: 'afiliado', user: 'afiliado' },
  { name: 'agente as affiliate', user: 'agente', as: 'AFFILIATED' },
  { name: 'agente as branch', user: 'agente', as: 'BRANCH' },
  { name: 'unidade', user: 'unidade' },
  { name: 'multi (affiliate and branch)', user: 'multi' },
];

const BILLS = `query ($as: AgentRole) { finance(as: $as) {
  payments(pageSize: 100) { totalRows items { id status payeeName } } } }`;
const BILL = 'query ($id: ID!, $as: AgentRole) { finance(as: $as) { payment(id: $id) { id status } } }';
const UPLOAD = `mutation ($id: ID!, $pdf: String!, $as: AgentRole) {
  uploadInvoice(billingId: $id, pdf: $pdf, as: $as) { id status } }`;
const GENERATE =
  'mutation ($id: ID!, $as: AgentRole) { generateInvoice(billingId: $id, as: $as) { id status } }';
const ME = '{ me { name branchName } }';

const stack = setupTestStack();
const tokens = new Map<string, string>();
const bills = new Map<string, Bill[]>();

const tokenOf = async (user: string): Promise<string> => {
  const known = tokens.get(user);
  if (known) return known;
  const token = await stack().gateway.login(`${user}@demo.com.br`);
  tokens.set(user, token);
  return token;
};

const asUser = async <T>(user: string, query: string, variables: Record<string, unknown> = {}) =>
  (await stack().gateway.gql<T>(query, { token: await tokenOf(user), variables })).body;

/** GET of an upstream finance route with the user's token, as an integrator could call it. */
const upstreamGet = async (user: string, path: string, agentSide?: 'affiliate' | 'branch') => {
  const query = agentSide ? `?agent_as_role=${agentSide}` : '';
  return fetch(`${stack().upstream.portalUrl}/v1/finances/portal${path}${query}`, {
    headers: { authorization: `Bearer ${await tokenOf(user)}` },
  });
};

const upstreamSide = (view: View) =>
  view.as === 'BRANCH' ? 'branch' : view.as === 'AFFILIATED' ? 'affiliate' : undefined;

const billsOf = (view: View): Bill[] => bills.get(view.name) ?? [];

/** Bills of the OTHER views, the ones `view` must never reach. */
const othersBills = (view: View): Bill[] => VIEWS.filter((other) => other !== view).flatMap(billsOf);

/** One bill of each status group of the other views: open ones (sendable) and invoiced ones. */
/**
 * A branch opens its own unit's EDs' bills by id (the ED details link to them; afiliado@ is an ED
 * of unidade@'s unit, network-contracts.integration.test.ts): those are no "other account" for it.
 */
const opensBillsOf = (view: View, other: View): boolean =>
  view.user === 'unidade' && other.user === 'afiliado';

const targetsFor = (view: View, { byId = false } = {}): Bill[] => {
  const foreign = othersBills(view);
  const pick = (statuses: string[]) =>
    VIEWS.filter((other) => other !== view && !(byId && opensBillsOf(view, other)))
      .map((other) => billsOf(other).find((bill) => statuses.includes(bill.status)))
      .filter((bill): bill is Bill => bill !== undefined);
  const targets = [...pick(['OPEN', 'ERROR']), ...pick(['PAID'])];
  expect(targets.length).toBeGreaterThan(0);
  expect(foreign.length).toBeGreaterThan(targets.length);
  return targets;
};

beforeAll(async () => {
  for (const view of VIEWS) {
    const body = await asUser<{ finance: { payments: { totalRows: number; items: Bill[] } } }>(
      view.user,
      BILLS,
      { as: view.as },
    );
    expect(body.errors).toBeUndefined();
    const page = body.data?.finance.payments;
    // One page holds them all, so "not in my list" below means "not mine".
    expect(page?.totalRows).toBe(page?.items.length);
    bills.set(view.name, page?.items ?? []);
  }
});

describe('lists', () => {
  it('give every account its own bills only: no bill is in two lists', () => {
    const seen = new Map<string, string>();
    for (const view of VIEWS) {
      expect(billsOf(view).length, view.name).toBeGreaterThan(0);
      for (const bill of billsOf(view)) {
        expect(seen.get(bill.id), `${bill.id} of ${view.name}`).toBeUndefined();
        seen.set(bill.id, view.name);
      }
    }
  });

  it("name the caller (or the caller's unit) as payee of every bill", async () => {
    for (const view of VIEWS) {
      const me = (await asUser<{ me: { name: string; branchName: string | null } }>(view.user, ME)).data?.me;
      const payees = new Set(billsOf(view).map((bill) => bill.payeeName));
      if (view.user === 'multi') expect([...payees].sort()).toEqual([me?.name, me?.branchName].sort());
      else if (view.user === 'unidade') expect([...payees]).toEqual([me?.branchName]);
      else if (view.as === 'BRANCH') expect([...payees]).not.toContain(me?.name);
      else expect([...payees]).toEqual([me?.name]);
      expect(payees.size, view.name).toBeLessThanOrEqual(2);
    }
  });
});

describe.each(VIEWS)('$name', (view) => {
  it("cannot read another account's bill by id, through the gateway or upstream", async () => {
    for (const bill of targetsFor(view, { byId: true })) {
      const body = await asUser<{ finance: { payment: unknown } }>(view.user, BILL, {
        id: bill.id,
        as: view.as,
      });
      expect(body.errors).toBeUndefined();
      expect(body.data?.finance.payment, bill.id).toBeNull();
      const direct = await upstreamGet(view.user, `/payments/${bill.id}`, upstreamSide(view));
      expect(direct.status, bill.id).toBe(404);
    }
  });

  it("cannot download another account's invoice", async () => {
    for (const bill of targetsFor(view).filter((target) => target.status === 'PAID')) {
      const response = await upstreamGet(view.user, `/bills/${bill.id}/invoice`, upstreamSide(view));
      expect(response.status, bill.id).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/json/);
    }
    // ...while its own invoices download.
    const own = billsOf(view).find((bill) => bill.status === 'PAID');
    const mine = await upstreamGet(view.user, `/bills/${own?.id}/invoice`, upstreamSide(view));
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('application/pdf');
  });

  it("cannot upload or generate an invoice on another account's bill", async () => {
    for (const bill of targetsFor(view)) {
      for (const [query, extra] of [
        [UPLOAD, { pdf: TINY_PDF_BASE64 }],
        [GENERATE, {}],
      ] as const) {
        const body = await asUser(view.user, query, { id: bill.id, as: view.as, ...extra });
        expect(body.errors?.[0]?.extensions?.code, `${bill.id} ${query.slice(0, 30)}`).toBe('NOT_FOUND');
      }
    }
  });
});

describe('the targets of those attempts', () => {
  it('are untouched: still in their owners lists with their status', async () => {
    for (const view of VIEWS) {
      const body = await asUser<{ finance: { payments: { items: Bill[] } } }>(view.user, BILLS, {
        as: view.as,
      });
      expect(body.data?.finance.payments.items, view.name).toEqual(billsOf(view));
    }
  });
});

describe('producers', () => {
  it('have no bills: empty lists, and any bill or invoice by id is not found', async () => {
    const list = await upstreamGet('produtor', '/payments');
    expect(((await list.json()) as { totalRows: number }).totalRows).toBe(0);
    const someone = billsOf(VIEWS[0] as View).find((bill) => bill.status === 'PAID');
    expect((await upstreamGet('produtor', `/payments/${someone?.id}`)).status).toBe(404);
    expect((await upstreamGet('produtor', `/bills/${someone?.id}/invoice`)).status).toBe(404);
    const body = await asUser('produtor', BILL, { id: someone?.id });
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('holding', () => {
  it('reads any bill (Faturamento) but cannot send invoices for it', async () => {
    const open = billsOf(VIEWS[0] as View).find((bill) => bill.status === 'OPEN');
    const read = await asUser<{ finance: { payment: { id: string } | null } }>('holding', BILL, {
      id: open?.id,
    });
    expect(read.data?.finance.payment?.id).toBe(open?.id);
    const upload = await asUser('holding', UPLOAD, { id: open?.id, pdf: TINY_PDF_BASE64 });
    expect(upload.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('notifications', () => {
  const LIST = '{ notifications { id } }';
  const DELETE = 'mutation ($id: ID!) { deleteNotification(id: $id) }';

  it("cannot be deleted by another user, and stay in their owner's list", async () => {
    const own = await asUser<{ notifications: Array<{ id: string }> }>('afiliado', LIST);
    const target = own.data?.notifications[0]?.id;
    expect(target).toBeDefined();
    for (const intruder of ['unidade', 'multi', 'admin', 'holding']) {
      const body = await asUser(intruder, DELETE, { id: target });
      expect(body.errors?.[0]?.extensions?.code, intruder).toBe('NOT_FOUND');
    }
    const after = await asUser<{ notifications: Array<{ id: string }> }>('afiliado', LIST);
    expect(after.data?.notifications.map((item) => item.id)).toContain(target);
  });
});
