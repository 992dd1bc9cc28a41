/**
 * The finance lists' toolbars against the real upstream (docs/architecture.md "Lists"): each
 * screen's one query with search, status and period, the same upstream calls at 2 and at 100 rows,
 * a period ending before it starts refused with fieldErrors, and the filtered list streamed through
 * its file route with as many rows as the list counts.
 */
import { MESSAGES } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import { demoRequests, demoTokens, setupTestStack } from '../../test/stack.ts';

const stack = setupTestStack();
const tokenOf = demoTokens(stack);
const run = demoRequests(stack, tokenOf);

/** CSV lines after the BOM and the header. */
async function csvRows(user: string, path: string, query: Record<string, string>) {
  const url = `${stack().gateway.url}${path}?${new URLSearchParams(query).toString()}`;
  const res = await fetch(url, { headers: { authorization: `Bearer ${await tokenOf(user)}` } });
  expect(res.status).toBe(200);
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder().decode(bytes.slice(3));
  return {
    disposition: res.headers.get('content-disposition') ?? '',
    rows: text.trimEnd().split('\r\n').slice(1),
  };
}

// Faturamento's screen query (web/src/features/finance/billing.graphql, Billings).
const BILLINGS = `query B($pageSize: Int!, $search: String, $status: BillingStatus, $from: String, $to: String) {
  finance { agentAsRole paymentsSummary { paid awaitingInvoice processing }
    payments(page: 0, pageSize: $pageSize, order: DESC, search: $search, status: $status, from: $from, to: $to) {
      totalRows items { id status cycle value producerName producerCnpj payeeName errorMessage } } }
}`;
interface BillingsData {
  finance: {
    payments: {
      totalRows: number;
      items: { id: string; status: string; cycle: number; producerName: string; payeeName: string }[];
    };
  };
}

describe('Faturamento through the gateway', () => {
  it('filters in one upstream list call, the same calls at 2 and at 100 rows', async () => {
    const filter = { status: 'PAID', from: '2025-01-01', to: '2026-12-31' };
    const small = await run<BillingsData>('holding', BILLINGS, { ...filter, pageSize: 2 });
    const large = await run<BillingsData>('holding', BILLINGS, { ...filter, pageSize: 100 });
    expect(large.body.errors).toBeUndefined();
    expect(small.body.data?.finance.payments.items).toHaveLength(2);
    expect(large.calls.filter((route) => route.endsWith('/payments'))).toHaveLength(1);
    expect(large.calls).toEqual(small.calls);
    for (const bill of large.body.data?.finance.payments.items ?? []) expect(bill.status).toBe('PAID');

    // What a person types: the first word of a producer's name.
    const producer = large.body.data?.finance.payments.items[0]?.producerName.split(' ')[0] ?? '';
    const found = await run<BillingsData>('holding', BILLINGS, { pageSize: 100, search: producer });
    expect(found.body.data?.finance.payments.items.length).toBeGreaterThan(0);
    for (const bill of found.body.data?.finance.payments.items ?? []) {
      expect(`${bill.producerName} ${bill.payeeName}`).toContain(producer);
    }
  });

  it('refuses a period ending before it starts with fieldErrors', async () => {
    const backwards = await run('afiliado', BILLINGS, { pageSize: 10, from: '2026-02-02', to: '2026-02-01' });
    expect(backwards.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'to', message: MESSAGES.cycleEndBeforeStart }],
    });
    expect(backwards.calls.filter((route) => route.endsWith('/payments'))).toHaveLength(0);
  });

  it('streams the filtered bills through /files/billings.csv, as many as the list counts', async () => {
    const list = await run<BillingsData>('holding', BILLINGS, { pageSize: 10, status: 'PAID' });
    const { disposition, rows } = await csvRows('holding', '/files/billings.csv', { status: 'PAID' });
    expect(disposition).toContain('faturamento.csv');
    expect(rows).toHaveLength(list.body.data?.finance.payments.totalRows ?? -1);
    for (const row of rows) expect(row.split(';')[1]).toBe('Pago');
    const own = await run<BillingsData>('afiliado', BILLINGS, { pageSize: 10 });
    const mine = await csvRows('afiliado', '/files/billings.csv', {});
    expect(mine.rows).toHaveLength(own.body.data?.finance.payments.totalRows ?? -1);
    expect((await fetch(`${stack().gateway.url}/files/billings.csv`)).status).toBe(401);
  });
});

// Todas as comissões' screen query (web/src/features/finance/sales.graphql, AllCommissions).
const COMMISSIONS = `query C($as: AgentRole, $pageSize: Int!, $search: String, $status: CommissionStatus, $from: String, $to: String) {
  finance(as: $as) { agentAsRole
    commissions(page: 0, pageSize: $pageSize, order: DESC, search: $search, status: $status, from: $from, to: $to) {
      totalRows items { id status value date paymentId product { id name } } } }
}`;
interface CommissionsData {
  finance: {
    commissions: { totalRows: number; items: { id: string; status: string; product: { name: string } }[] };
  };
}

describe('Todas as comissões through the gateway', () => {
  it('filters in one upstream call, the same calls at 2 and at 100 rows', async () => {
    const filter = { status: 'READY', from: '2025-01-01', to: '2026-12-31' };
    const small = await run<CommissionsData>('afiliado', COMMISSIONS, { ...filter, pageSize: 2 });
    const large = await run<CommissionsData>('afiliado', COMMISSIONS, { ...filter, pageSize: 100 });
    expect(large.body.errors).toBeUndefined();
    expect(small.body.data?.finance.commissions.items).toHaveLength(2);
    expect(large.calls.filter((route) => route.endsWith('/commissions/commissions'))).toHaveLength(1);
    expect(large.calls).toEqual(small.calls);
    for (const row of large.body.data?.finance.commissions.items ?? []) expect(row.status).toBe('READY');
    const backwards = await run('afiliado', COMMISSIONS, {
      pageSize: 10,
      from: '2026-02-02',
      to: '2026-02-01',
    });
    expect(backwards.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'to', message: MESSAGES.cycleEndBeforeStart }],
    });
  });

  it('streams the filtered rows through /files/all-commissions.csv on the agent’s side', async () => {
    const word = (
      await run<CommissionsData>('agente', COMMISSIONS, { as: 'BRANCH', pageSize: 1 })
    ).body.data?.finance.commissions.items[0]?.product.name.split(' ')[0];
    const filter = { as: 'BRANCH', search: word ?? '', status: 'READY' };
    const list = await run<CommissionsData>('agente', COMMISSIONS, { ...filter, pageSize: 10 });
    const { disposition, rows } = await csvRows('agente', '/files/all-commissions.csv', {
      as: 'branch',
      search: filter.search,
      status: 'READY',
    });
    expect(disposition).toContain('todas-as-comissoes.csv');
    expect(rows).toHaveLength(list.body.data?.finance.commissions.totalRows ?? -1);
    for (const row of rows) expect(row.split(';')[5]).toBe('Disponível');
  });
});

// Notas Fiscais' screen query (web/src/features/finance/invoice-list/invoices.graphql, Invoices).
const INVOICES = `query I($pageSize: Int!, $search: String, $status: BillingStatus, $from: String, $to: String) {
  invoices(page: 0, pageSize: $pageSize, order: DESC, search: $search, status: $status, from: $from, to: $to) {
    totalRows items { id status sentAt cycle value payeeName producerName producerCnpj pdfPath } }
}`;
interface InvoicesData {
  invoices: { totalRows: number; items: { id: string; status: string; sentAt: string }[] };
}

describe('Notas Fiscais through the gateway', () => {
  it('filters in one upstream call, the same calls at 2 and at 100 rows, and refuses a backwards period', async () => {
    const filter = { status: 'PAID', from: '2024-01-01', to: '2026-12-31' };
    const small = await run<InvoicesData>('holding', INVOICES, { ...filter, pageSize: 2 });
    const large = await run<InvoicesData>('holding', INVOICES, { ...filter, pageSize: 100 });
    expect(large.body.errors).toBeUndefined();
    expect(small.body.data?.invoices.items).toHaveLength(2);
    expect(large.calls.filter((route) => route.endsWith('/invoices'))).toHaveLength(1);
    expect(large.calls).toEqual(small.calls);
    for (const row of large.body.data?.invoices.items ?? []) expect(row.status).toBe('PAID');
    const backwards = await run('holding', INVOICES, { pageSize: 10, from: '2026-02-02', to: '2026-02-01' });
    expect(backwards.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'to', message: MESSAGES.cycleEndBeforeStart }],
    });
  });

  it('streams the filtered invoices through /files/invoices.csv, as many as the list counts', async () => {
    const list = await run<InvoicesData>('unidade', INVOICES, { pageSize: 10, status: 'PAID' });
    const { disposition, rows } = await csvRows('unidade', '/files/invoices.csv', { status: 'PAID' });
    expect(disposition).toContain('notas-fiscais.csv');
    expect(rows).toHaveLength(list.body.data?.invoices.totalRows ?? -1);
  });
});
