/**
 * The network lists' toolbars (issue #29): the ED list's 'Pendentes', and Alteração em massa's
 * and Gerenciador de Unidades' search, state and period filters with their streamed CSVs (the
 * same filter as the list, the count announced first).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { PENDING_ACCREDITATIONS } from '../../../db/seed/accreditations.ts';
import { organisationId } from '../../../db/seed/organisations.ts';
import { DEMO_USERS, userId } from '../../../db/seed/users.ts';
import type { Page } from '../../../kernel/paging.ts';
import { PARAM_MESSAGES, PERIOD_MESSAGE, searchTooLong } from '../../../kernel/params.ts';
import { csvAs } from '../../../testing/csv.ts';
import { financeClient } from '../../../testing/finance.ts';
import { useTestUpstream } from '../../../testing/harness.ts';
import { type EdJson, PENDING_CNPJ_STATUSES } from '../eds.ts';
import { MASS_CHANGES_CSV_HEADER } from '../mass-change-csv.ts';
import type { MassChangeJson } from '../mass-change-list.ts';
import type { UnitSummaryJson } from '../units.ts';
import { UNITS_CSV_HEADER } from '../units-list.ts';
import { ED_STATUSES } from './network.ts';

const up = useTestUpstream();
const { call } = financeClient(up);
const { holding, admin, branch } = DEMO_USERS;

/** Every row of a paged list, page by page. */
async function all<T>(username: string, path: string): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 0; ; page++) {
    const res = await call<Page<T>>(
      username,
      `${path}${path.includes('?') ? '&' : '?'}pageSize=100&page=${page}`,
    );
    expect(res.status).toBe(200);
    rows.push(...res.body.items);
    if (res.body.items.length < 100) return rows;
  }
}

const isPending = (row: EdJson) =>
  row.status.startsWith('PENDING_') ||
  (PENDING_CNPJ_STATUSES as readonly (string | null)[]).includes(row.status_cnpj);

describe('GET /v1/affiliates?status=PENDING', () => {
  it.each([holding, admin])(
    'keeps exactly the accreditations under way for $username',
    async ({ username }) => {
      const every = await all<EdJson>(username, '/v1/affiliates');
      const pending = await all<EdJson>(username, '/v1/affiliates?status=PENDING');
      expect(pending.map((row) => row.id).sort()).toEqual(
        every
          .filter(isPending)
          .map((row) => row.id)
          .sort(),
      );
      // The seed's registrations under way are among them, whatever step they stopped at.
      const ids = new Set(pending.map((row) => row.id));
      for (const person of PENDING_ACCREDITATIONS) {
        const waits =
          person.status !== 'OK' || (PENDING_CNPJ_STATUSES as readonly string[]).includes(person.statusCnpj);
        expect(ids.has(userId(person.username))).toBe(waits);
      }
      expect(pending.length).toBeGreaterThan(5);
    },
  );

  it('and-s PENDING with Ativo, keeps a branch to its unit, and the CSV holds the same rows', async () => {
    const activePending = await all<EdJson>(holding.username, '/v1/affiliates?status=PENDING,ACTIVE');
    expect(activePending.every((row) => row.active && isPending(row))).toBe(true);
    const mine = await all<EdJson>(branch.username, '/v1/affiliates?status=PENDING');
    expect(new Set(mine.map((row) => row.unit_id))).toEqual(new Set([organisationId('unitCentro')]));
    const { res, lines } = await csvAs(up(), holding.username, '/v1/affiliates/csv?status=PENDING');
    const total = (await call<Page<EdJson>>(holding.username, '/v1/affiliates?status=PENDING')).body
      .totalRows;
    expect(res.headers.get('x-report-rows')).toBe(String(total));
    expect(lines).toHaveLength(total + 1);
  });

  it('refuses an unknown status naming the three', async () => {
    const res = await call(holding.username, '/v1/affiliates?status=WAITING');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: PARAM_MESSAGES.status(ED_STATUSES) });
  });
});

const MASS = '/v1/affiliates/mass-change';

describe('GET /v1/affiliates/mass-change: the toolbar and its CSV', () => {
  beforeAll(async () => {
    const rows = [
      { file_name: 'niveis-marco.csv', state: 'done', created_at: new Date('2026-03-10T15:00:00Z') },
      { file_name: 'unidades-abril.csv', state: 'failed', created_at: new Date('2026-04-05T15:00:00Z') },
      { file_name: 'Níveis abril.csv', state: 'done', created_at: new Date('2026-04-20T15:00:00Z') },
    ] as const;
    await up()
      .db.insertInto('mass_changes')
      .values(
        rows.map((row) => ({
          ...row,
          requested_by: userId(holding.username),
          requested_by_name: 'Toolbar Teste',
          total_rows: 3,
          changed_rows: row.state === 'done' ? 2 : null,
          error_message: row.state === 'failed' ? 'Falhou de propósito.' : null,
        })),
      )
      .execute();
  });

  it('searches the file or the sender (accents ignored), keeps states and a sending period', async () => {
    const names = async (query: string) =>
      (await all<MassChangeJson>(holding.username, `${MASS}?${query}`)).map((job) => job.file_name);
    expect(await names('search=niveis')).toEqual(['Níveis abril.csv', 'niveis-marco.csv']);
    expect(await names('search=toolbar%20teste&status=failed')).toEqual(['unidades-abril.csv']);
    expect(await names('search=toolbar&from=2026-04-01&to=2026-04-20')).toEqual([
      'Níveis abril.csv',
      'unidades-abril.csv',
    ]);
    expect(await names('search=50%25')).toEqual([]);
  });

  it('streams the same rows as CSV, the count first, for the holding only', async () => {
    const { res, lines } = await csvAs(up(), holding.username, `${MASS}/csv?search=toolbar&status=done`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /filename="alteracoes-em-massa-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(lines[0]).toBe(MASS_CHANGES_CSV_HEADER.join(';'));
    expect(lines.slice(1).map((line) => line.split(';').slice(0, 3))).toEqual([
      ['Níveis abril.csv', 'Toolbar Teste', 'Concluída'],
      ['niveis-marco.csv', 'Toolbar Teste', 'Concluída'],
    ]);
    expect(res.headers.get('x-report-rows')).toBe('2');
    expect((await csvAs(up(), admin.username, `${MASS}/csv`)).res.status).toBe(403);
  });

  it.each([
    ['?status=DONE', PARAM_MESSAGES.status(['queued', 'running', 'done', 'failed'])],
    [`?search=${'a'.repeat(101)}`, searchTooLong(100)],
    ['?from=2026-05-02&to=2026-05-01', PERIOD_MESSAGE],
  ])('%s → 400 (list and CSV)', async (query, detail) => {
    for (const path of [MASS, `${MASS}/csv`]) {
      const res = await call(holding.username, `${path}${query}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ detail });
    }
  });
});

const UNITS = '/v1/units/all';

describe('GET /v1/units/all: paged, searched, and its CSV', () => {
  it('pages the organisations by name and searches a piece of the name or the CNPJ’s start', async () => {
    const every = await all<UnitSummaryJson>(holding.username, UNITS);
    const page = await call<Page<UnitSummaryJson>>(holding.username, `${UNITS}?pageSize=2&page=1`);
    expect(page.body.items).toEqual(every.slice(2, 4));
    expect(page.body.totalRows).toBe(every.length);
    const aldeota = await all<UnitSummaryJson>(holding.username, `${UNITS}?search=ALDEOTA`);
    expect(aldeota.map((unit) => unit.id)).toContain(organisationId('unitAldeota'));
    expect(aldeota.every((unit) => /aldeota/i.test(unit.name))).toBe(true);
    const withCnpj = every.find((unit) => unit.cnpj !== null);
    const cnpj = withCnpj?.cnpj ?? '';
    const byCnpj = await all<UnitSummaryJson>(
      holding.username,
      `${UNITS}?search=${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}`,
    );
    expect(byCnpj.map((unit) => unit.id)).toContain(withCnpj?.id);
    expect(await all(holding.username, `${UNITS}?from=2000-01-01&to=2000-01-02`)).toEqual([]);
  });

  it('streams the same rows as CSV, the count first, for the holding only', async () => {
    const total = (await call<Page<UnitSummaryJson>>(holding.username, `${UNITS}?search=unidade`)).body
      .totalRows;
    const { res, lines } = await csvAs(up(), holding.username, `${UNITS}/csv?search=unidade`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/filename="unidades-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(lines[0]).toBe(UNITS_CSV_HEADER.join(';'));
    expect(lines).toHaveLength(total + 1);
    expect(res.headers.get('x-report-rows')).toBe(String(total));
    expect((await csvAs(up(), branch.username, `${UNITS}/csv`)).res.status).toBe(403);
  });

  it.each([
    [`?search=${'a'.repeat(101)}`, searchTooLong(100)],
    ['?from=2026-05-02&to=2026-05-01', PERIOD_MESSAGE],
    ['?orderBy=cnpj', 'Parâmetro orderBy inválido: use name.'],
  ])('%s → 400', async (query, detail) => {
    const res = await call(holding.username, `${UNITS}${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail });
  });
});
