/**
 * Relatórios and Integração through the gateway against the real upstream (docs/product.md §11.4,
 * §11.5): a branch reads its own unit only (another unit: FORBIDDEN, on the fields and the CSV);
 * the CSV streams through /files/reports with its BOM, header and row count; bad filters never
 * reach upstream; Integração lists the integrated payees.
 */
import { MESSAGES } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import { demoRequests, demoTokens, setupTestStack } from '../../test/stack.ts';

const stack = setupTestStack();
const tokenOf = demoTokens(stack);
const request = demoRequests(stack, tokenOf);

const REPORT = `query ($filter: ReportFilterInput) {
  salesReport(filter: $filter) {
    units { id name }
    cycles
    chart { cycle unitName value }
    branches(pageSize: 100) { totalRows items { unitId unitName affiliates salesCount value } }
    sales(pageSize: 5) { totalRows items { unitName status value } }
    csvPath(kind: SALES_DETAILS)
  }
}`;

interface Report {
  units: { id: string; name: string }[];
  cycles: number[];
  chart: { cycle: number; unitName: string; value: number }[];
  branches: { totalRows: number; items: { unitId: string; unitName: string }[] };
  sales: { totalRows: number; items: { unitName: string | null }[] };
  csvPath: string;
}

const report = async (user: string, filter: Record<string, unknown> = {}) =>
  stack().gateway.gql<{ salesReport: Report }>(REPORT, { token: await tokenOf(user), variables: { filter } });

describe('Relatórios through the gateway', () => {
  it('gives the holding every unit and a branch its own; a branch naming another unit is FORBIDDEN', async () => {
    const holding = (await report('holding')).body.data?.salesReport;
    expect(holding?.units.length).toBeGreaterThan(1);
    expect(holding?.chart.length).toBeGreaterThan(0);
    const branch = (await report('unidade')).body.data?.salesReport;
    expect(branch?.units.map((unit) => unit.name)).toEqual(['Unidade Fortaleza Centro']);
    expect(branch?.branches.items.map((row) => row.unitName)).toEqual(['Unidade Fortaleza Centro']);
    expect(new Set(branch?.sales.items.map((row) => row.unitName))).toEqual(
      new Set(['Unidade Fortaleza Centro']),
    );

    const other = holding?.units.find((unit) => unit.name !== 'Unidade Fortaleza Centro');
    const refused = await report('unidade', { unitId: other?.id });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const csv = await fetch(`${stack().gateway.url}/files/reports/sales-details?unit=${other?.id}`, {
      headers: { authorization: `Bearer ${await tokenOf('unidade')}` },
    });
    expect(csv.status).toBe(403);
  });

  it('refuses a period ending before it starts before calling upstream', async () => {
    const { body } = await report('holding', { from: '2026-03-10', to: '2026-03-01' });
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(body.errors)).toContain(MESSAGES.cycleEndBeforeStart);
  });

  it('streams the CSV through /files/reports with its BOM, header and row count', async () => {
    const path = (await report('holding')).body.data?.salesReport.csvPath;
    expect(path).toBe('/files/reports/sales-details');
    const res = await fetch(`${stack().gateway.url}${path}`, {
      headers: { authorization: `Bearer ${await tokenOf('holding')}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="relatorio-detalhes-de-vendas-/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^Data;Ciclo;ID do pagamento;Unidade;Afiliado;/);
    expect(lines.length - 1).toBe(Number(res.headers.get('x-report-rows')));
    expect((await fetch(`${stack().gateway.url}${path}`)).status).toBe(401);
  });
});

describe('Integração through the gateway', () => {
  it('lists the integrated payees for the admin; a branch is FORBIDDEN', async () => {
    const query =
      '{ payeeIntegrations(pageSize: 100) { totalRows items { kind payeeKind payeeName } } billsIntegrationUrl }';
    const { body } = await stack().gateway.gql<{
      payeeIntegrations: { totalRows: number; items: { kind: string; payeeKind: string }[] };
      billsIntegrationUrl: string | null;
    }>(query, { token: await tokenOf('admin') });
    expect(body.data?.payeeIntegrations.totalRows).toBeGreaterThan(0);
    expect(body.data?.payeeIntegrations.items[0]?.kind).toMatch(/^(DMEI|BBP)$/);
    expect(body.data?.payeeIntegrations.items[0]?.payeeKind).toMatch(/^(AFFILIATE|BRANCH)$/);
    const refused = await stack().gateway.gql(query, { token: await tokenOf('unidade') });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  const INTEGRATIONS = `query ($pageSize: Int, $kind: IntegrationKind, $search: String) {
    payeeIntegrations(pageSize: $pageSize, kind: $kind, search: $search) { totalRows items { kind payeeName } }
    billsIntegrationUrl
  }`;
  interface Integrations {
    payeeIntegrations: { totalRows: number; items: { kind: string; payeeName: string }[] };
  }

  it('filters by kind and a piece of the name upstream, in the same calls at 2 and 100 rows', async () => {
    const all = await request<Integrations>('holding', INTEGRATIONS, { pageSize: 100, kind: 'DMEI' });
    const name = all.body.data?.payeeIntegrations.items[0]?.payeeName ?? '';
    const filter = { kind: 'DMEI', search: ` ${name.slice(0, 4)} ` };
    const small = await request<Integrations>('holding', INTEGRATIONS, { ...filter, pageSize: 2 });
    const large = await request<Integrations>('holding', INTEGRATIONS, { ...filter, pageSize: 100 });
    expect(large.body.errors).toBeUndefined();
    const page = large.body.data?.payeeIntegrations;
    expect(page?.items.map((item) => item.payeeName)).toContain(name);
    expect(page?.items.every((item) => item.kind === 'DMEI')).toBe(true);
    expect(large.calls.sort()).toEqual(small.calls.sort());
    expect(large.calls.filter((call) => call.includes('/holding/'))).toHaveLength(2);
  });

  it('refuses a search over 100 characters with fieldErrors, before calling upstream', async () => {
    const { body, calls } = await request('holding', INTEGRATIONS, { search: 'a'.repeat(101) });
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'search', message: MESSAGES.saleSearchTooLong }],
    });
    expect(calls.filter((call) => call.includes('/holding/'))).toEqual([]);
  });

  it('streams the integrated payees under the filters through /files/integrations.csv', async () => {
    const { body } = await request<Integrations>('admin', INTEGRATIONS, { pageSize: 100, kind: 'BBP' });
    const total = body.data?.payeeIntegrations.totalRows ?? -1;
    const res = await fetch(`${stack().gateway.url}/files/integrations.csv?kind=BBP`, {
      headers: { authorization: `Bearer ${await tokenOf('admin')}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/filename="integracoes-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Favorecido;Tipo;Integração');
    expect(lines).toHaveLength(total + 1);
    expect(res.headers.get('x-report-rows')).toBe(String(total));
    expect((await fetch(`${stack().gateway.url}/files/integrations.csv`)).status).toBe(401);
  });
});
