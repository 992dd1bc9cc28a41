/**
 * Relatórios (docs/product.md §11.4): the holding reads every unit, a branch its own unit only;
 * the CSV is pt-BR (BOM, `;`, decimal comma, Fortaleza dates) and streams in keyset chunks that
 * give exactly the rows one big read would.
 */
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { organisationId } from '../../../db/seed/organisations.ts';
import { DEMO_USERS } from '../../../db/seed/users.ts';
import type { Page } from '../../../kernel/paging.ts';
import { financeClient } from '../../../testing/finance.ts';
import { useTestUpstream } from '../../../testing/harness.ts';
import { CLIENTS_PATH } from '../../integrators/routes/integrators.ts';
import { CSV_HEADERS, csvDate, csvMoney, reportCsv } from '../report-csv.ts';
import { type BranchReportRow, REPORT_MESSAGES, type SaleReportRow } from '../reports.ts';

const up = useTestUpstream();
const { call, token } = financeClient(up);
const { holding, branch, admin } = DEMO_USERS;
const PATH = '/v1/holding/reports';
const CENTRO = organisationId('unitCentro');
const ALDEOTA = organisationId('unitAldeota');

const csvOf = async (username: string, query: string) =>
  up().portal(`${PATH}/sales-details/csv?${query}`, { token: await token(username) });

describe('scope', () => {
  it('gives the holding every unit and a branch its own unit only', async () => {
    const all = await call<Page<BranchReportRow>>(holding.username, `${PATH}/branches`);
    expect(all.status).toBe(200);
    expect(all.body.items.map((row) => row.unit_id)).toEqual(expect.arrayContaining([CENTRO, ALDEOTA]));

    const own = await call<Page<BranchReportRow>>(branch.username, `${PATH}/branches`);
    expect(own.body.items.map((row) => row.unit_id)).toEqual([CENTRO]);
    const details = await call<Page<SaleReportRow>>(branch.username, `${PATH}/sales-details?pageSize=100`);
    expect(details.body.totalRows).toBeGreaterThan(0);
    expect(new Set(details.body.items.map((row) => row.unit_name))).toEqual(
      new Set(['Unidade Fortaleza Centro']),
    );
    const options = await call<{ units: { id: string }[] }>(branch.username, `${PATH}/options`);
    expect(options.body.units.map((unit) => unit.id)).toEqual([CENTRO]);
  });

  it('refuses a branch naming another unit, on the table, the chart and the CSV', async () => {
    for (const path of ['branches', 'chart', 'sales-details/csv']) {
      const res = await call<{ detail: string }>(branch.username, `${PATH}/${path}?unit=${ALDEOTA}`);
      expect(res).toMatchObject({ status: 403, body: { detail: REPORT_MESSAGES.otherUnit } });
    }
  });

  it('refuses roles without reports, and bad filters', async () => {
    expect((await call(admin.username, `${PATH}/branches`)).status).toBe(403);
    expect((await call(holding.username, `${PATH}/branches?from=2026-02-30`)).status).toBe(400);
    const period = await call<{ detail: string }>(
      holding.username,
      `${PATH}/branches?from=2026-02-10&to=2026-02-01`,
    );
    expect(period).toMatchObject({ status: 400, body: { detail: REPORT_MESSAGES.period } });
    expect((await call(holding.username, `${PATH}/nope`)).status).toBe(404);
  });

  it('filters by unit and cycle; the chart sums what the table sums', async () => {
    const centro = await call<Page<BranchReportRow>>(holding.username, `${PATH}/branches?unit=${CENTRO}`);
    expect(centro.body.items.map((row) => row.unit_id)).toEqual([CENTRO]);
    const chart = await call<{ points: { unit_id: string; value: number }[] }>(
      holding.username,
      `${PATH}/chart?unit=${CENTRO}`,
    );
    const charted = chart.body.points.reduce((sum, point) => sum + point.value, 0);
    // The chart keeps the newest 12 cycles: at most the table's total.
    expect(charted).toBeGreaterThan(0);
    expect(charted).toBeLessThanOrEqual(centro.body.items[0]?.value ?? 0);
  });
});

describe('CSV', () => {
  it('is pt-BR: BOM, `;`, decimal comma, Fortaleza dates, the row count announced', async () => {
    const res = await csvOf(branch.username, '');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="relatorio-detalhes-de-vendas-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trimEnd().split('\r\n');
    expect(lines[0]).toBe(CSV_HEADERS['sales-details'].join(';'));
    expect(lines).toHaveLength(Number(res.headers.get('x-report-rows')) + 1);
    const first = lines[1]?.split(';') ?? [];
    expect(first[0]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(first[3]).toBe('Unidade Fortaleza Centro');
    expect(first[9]).toMatch(/^-?\d+,\d{2}$/);
  });

  it('is for people: an API key of the holding gets 403, its JSON report stays readable', async () => {
    const created = await up().portal(CLIENTS_PATH, {
      token: await token(holding.username),
      json: { name: 'ERP', scopes: ['finance:read'] },
    });
    const { client, secret } = (await created.json()) as { client: { id: string }; secret: string };
    const granted = await up().requestToken({
      grant_type: 'client_credentials',
      client_id: client.id,
      client_secret: secret,
    });
    const key = ((await granted.json()) as { access_token: string }).access_token;
    expect((await up().portal(`${PATH}/branches/csv`, { token: key })).status).toBe(403);
    expect((await up().portal(`${PATH}/branches`, { token: key })).status).toBe(200);
  });

  it('formats money and dates', () => {
    expect(csvMoney(123456)).toBe('1234,56');
    expect(csvMoney(5)).toBe('0,05');
    expect(csvMoney(-105)).toBe('-1,05');
    expect(csvDate(new Date('2026-01-01T02:30:00Z'))).toBe('31/12/2025 23:30');
  });

  it('streams in keyset chunks: 2 rows at a time gives exactly the rows of one read', async () => {
    const filter = { cycle: null, from: null, to: null, unitId: null };
    for (const kind of ['branches', 'sales-by-affiliate', 'sales-details'] as const) {
      const whole = await text(reportCsv(up().db, kind, filter, 100_000));
      const chunked = await text(reportCsv(up().db, kind, filter, 2));
      expect(chunked).toBe(whole);
      const rows = whole.trimEnd().split('\r\n').slice(1);
      expect(new Set(rows).size).toBe(rows.length);
      expect(rows.length).toBeGreaterThan(2);
    }
  });
});
