import { describe, expect, it } from 'vitest';
import { DEMO_USERS, userId } from '../../../db/seed/users.ts';
import { ACTIVE_STATUSES, PARAM_MESSAGES, PERIOD_MESSAGE } from '../../../kernel/params.ts';
import { csvAs as readCsv } from '../../../testing/csv.ts';
import { financeClient } from '../../../testing/finance.ts';
import { useTestUpstream } from '../../../testing/harness.ts';
import type { InfluencerJson } from '../influencers.ts';
import { INFLUENCERS_CSV_HEADER } from '../influencers-csv.ts';
import { INFLUENCER_MESSAGES } from './influencers.ts';

const up = useTestUpstream();
const { call } = financeClient(up);
// Larissa sells for the agent's agency (seed): she is the agent's influencer.
const larissa = userId('larissa.nunes@exemplo.com.br');

describe('Influenciadores', () => {
  it("lists the agent's influencers with the sales and commissions they gave the agency", async () => {
    const res = await call<{ items: InfluencerJson[]; totalRows: number }>(
      DEMO_USERS.agent.username,
      '/v1/influencers',
    );
    expect(res.status).toBe(200);
    const row = res.body.items.find((item) => item.id === larissa);
    expect(row).toMatchObject({ name: expect.stringContaining('Larissa'), active: true });
    expect(row?.sales_count).toBeGreaterThan(0);
    expect(row?.sales_cents).toBeGreaterThan(0);
    expect(row?.commissions_cents).toBeGreaterThan(0);
    // The agent is not its own influencer, nor is an ED of a unit.
    const ids = res.body.items.map((item) => item.id);
    expect(ids).not.toContain(userId(DEMO_USERS.agent.username));
    expect(ids).not.toContain(userId(DEMO_USERS.affiliated.username));
  });

  it("gives one influencer by id, and anyone else's id as missing", async () => {
    const one = await call<InfluencerJson>(DEMO_USERS.agent.username, `/v1/influencers/${larissa}`);
    expect(one.body.id).toBe(larissa);
    const other = await call(
      DEMO_USERS.agent.username,
      `/v1/influencers/${userId(DEMO_USERS.affiliated.username)}`,
    );
    expect(other).toEqual({ status: 404, body: { detail: INFLUENCER_MESSAGES.notFound } });
    expect((await call(DEMO_USERS.agent.username, '/v1/influencers/nao-e-id')).status).toBe(404);
  });

  it.each([DEMO_USERS.branch, DEMO_USERS.holding, DEMO_USERS.affiliated])(
    'refuses $username',
    async ({ username }) => {
      expect((await call(username, '/v1/influencers')).status).toBe(403);
      expect((await call(username, `/v1/influencers/${larissa}`)).status).toBe(403);
      expect((await call(username, '/v1/influencers/csv')).status).toBe(403);
    },
  );
});

type InfluencerPage = { items: InfluencerJson[]; totalRows: number };
const list = (query: string, username: string = DEMO_USERS.agent.username) =>
  call<InfluencerPage>(username, `/v1/influencers?pageSize=100${query}`);
const fortalezaDay = (instant: string) =>
  new Date(new Date(instant).getTime() - 3 * 3_600_000).toISOString().slice(0, 10);

describe('Influenciadores: the toolbar', () => {
  it('searches by word prefixes of the name or the whole e-mail, within the agent’s own', async () => {
    const byName = await list('&search=LARI%20nun');
    expect(byName.body.items.map((row) => row.id)).toEqual([larissa]);
    const byMail = await list('&search=larissa.nunes%40exemplo.com.br');
    expect(byMail.body.totalRows).toBe(1);
    // An ED of a unit is nobody's influencer, searched or not.
    expect((await list(`&search=${encodeURIComponent(DEMO_USERS.affiliated.username)}`)).body.totalRows).toBe(
      0,
    );
  });

  it('filters by status and registration period, the count following', async () => {
    const all = (await list('')).body.items;
    for (const [status, active] of [
      ['ACTIVE', true],
      ['INACTIVE', false],
    ] as const) {
      const page = (await list(`&status=${status}`)).body;
      expect(page.totalRows).toBe(all.filter((row) => row.active === active).length);
    }
    const day = fortalezaDay(all[0]?.created_at ?? '');
    const sameDay = await list(`&from=${day}&to=${day}`);
    expect(sameDay.body.totalRows).toBe(all.filter((row) => fortalezaDay(row.created_at) === day).length);
    expect(sameDay.body.totalRows).toBeGreaterThan(0);
  });

  it.each([
    ['&status=BLOCKED', PARAM_MESSAGES.status(ACTIVE_STATUSES)],
    ['&from=2026-05-02&to=2026-05-01', PERIOD_MESSAGE],
    [`&search=${'a'.repeat(101)}`, 'Parâmetro search inválido: use no máximo 100 caracteres.'],
  ])('%s → 400', async (query, detail) => {
    expect(await list(query)).toEqual({ status: 400, body: { detail } });
  });
});

describe('GET /v1/influencers/csv', () => {
  const csvAs = (username: string, query = '') => readCsv(up(), username, `/v1/influencers/csv${query}`);

  it('streams the agent’s influencers in pt-BR: BOM, `;`, words, dd/mm/aaaa, decimal comma, the row count', async () => {
    const { res, bytes, lines } = await csvAs(DEMO_USERS.agent.username);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="influenciadores-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(lines[0]).toBe(INFLUENCERS_CSV_HEADER.join(';'));
    const { totalRows } = (await list('')).body;
    expect(lines).toHaveLength(totalRows + 1);
    expect(res.headers.get('x-report-rows')).toBe(String(totalRows));
    const row = lines.find((line) => line.includes('larissa.nunes@exemplo.com.br'))?.split(';');
    expect(row?.[4]).toBe('Ativo');
    expect(row?.[5]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(row?.[7]).toMatch(/^\d+,\d{2}$/);
    expect(row?.[3]).not.toMatch(/^[A-Z_]+$/);
  });

  it('holds what the filtered list holds, and refuses a period ending before it starts', async () => {
    const filtered = await csvAs(DEMO_USERS.agent.username, '?search=larissa');
    expect(filtered.lines).toHaveLength(2);
    expect(filtered.res.headers.get('x-report-rows')).toBe('1');
    expect((await csvAs(DEMO_USERS.agent.username, '?from=2026-05-02&to=2026-05-01')).res.status).toBe(400);
  });
});
