/**
 * Todas as comissões' list toolbar upstream (docs/product.md §5.2): the commissions narrowed by
 * status, search (payment id or product) and a period of days, counted for the filter, each side
 * within its own rows, and the same rows streamed as CSV.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../db/seed/users.ts';
import type { Page } from '../../../kernel/paging.ts';
import { FIN, financeClient } from '../../../testing/finance.ts';
import { useTestUpstream } from '../../../testing/harness.ts';
import type { CommissionJson } from '../commissions.ts';
import { COMMISSIONS_CSV_HEADER } from '../commissions-csv.ts';

const up = useTestUpstream();
const { call, token } = financeClient(up);
const { affiliated, agent, holding } = DEMO_USERS;

const commissions = (username: string, query: string) =>
  call<Page<CommissionJson>>(username, `${FIN}/commissions/commissions?pageSize=100&${query}`);

/** The Fortaleza day of an instant, as the date inputs send it. */
const dayOf = (iso: string) => new Date(Date.parse(iso) - 3 * 3_600_000).toISOString().slice(0, 10);

describe('GET commissions/commissions: the list toolbar', () => {
  it('narrows by a product word, a payment id, a day and a status, counting the filter', async () => {
    const all = await commissions(affiliated.username, '');
    const newest = all.body.items[0];
    if (!newest) throw new Error('no seeded commission');
    const word = newest.product.name.split(' ')[0] ?? '';
    const byProduct = await commissions(
      affiliated.username,
      `search=${encodeURIComponent(word.toUpperCase())}`,
    );
    expect(byProduct.body.items.map((row) => row.id)).toContain(newest.id);
    for (const row of byProduct.body.items)
      expect(row.product.name.toLowerCase()).toContain(word.toLowerCase());
    const byPayment = await commissions(affiliated.username, `search=${newest.payment.id}`);
    expect(byPayment.body.items.length).toBeGreaterThan(0);
    for (const row of byPayment.body.items) expect(row.payment.id).toBe(newest.payment.id);

    const day = dayOf(newest.date);
    const sameDay = await commissions(affiliated.username, `from=${day}&to=${day}`);
    expect(sameDay.body.items.map((row) => row.id)).toContain(newest.id);
    for (const row of sameDay.body.items) expect(dayOf(row.date)).toBe(day);
    expect(sameDay.body.totalRows).toBe(sameDay.body.items.length);

    const held = await commissions(affiliated.username, `status=${newest.status}&to=${day}`);
    for (const row of held.body.items) {
      expect(row.status).toBe(newest.status);
      expect(dayOf(row.date) <= day).toBe(true);
    }
  });

  it('keeps each side within its rows and refuses a malformed filter', async () => {
    const affiliateSide = await commissions(agent.username, 'agent_as_role=affiliate&search=a');
    const branchSide = await commissions(agent.username, 'agent_as_role=branch&search=a');
    const ids = new Set(affiliateSide.body.items.map((row) => row.id));
    for (const row of branchSide.body.items) expect(ids.has(row.id)).toBe(false);
    expect((await commissions(holding.username, 'search=a')).body.totalRows).toBe(0);
    expect((await commissions(affiliated.username, 'from=2026-02-02&to=2026-02-01')).status).toBe(400);
    expect((await commissions(affiliated.username, `search=${'x'.repeat(101)}`)).status).toBe(400);
  });
});

describe('GET commissions/commissions.csv', () => {
  it('streams the filtered rows with a BOM, the header and one row each', async () => {
    const list = await commissions(affiliated.username, 'status=Ready');
    const res = await up().portal(`${FIN}/commissions/commissions.csv?status=Ready`, {
      token: await token(affiliated.username),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('todas-as-comissoes.csv');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trimEnd().split('\r\n');
    expect(lines[0]).toBe(COMMISSIONS_CSV_HEADER.join(';'));
    expect(lines.slice(1)).toHaveLength(list.body.totalRows);
    expect(lines[1]).toMatch(
      /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2};.+;.+;(\d+\/\d+)?;(Crédito|Débito);Disponível;-?\d+,\d{2};\d+$/,
    );
    const bad = await up().portal(`${FIN}/commissions/commissions.csv?from=ontem`, {
      token: await token(affiliated.username),
    });
    expect(bad.status).toBe(400);
  });
});
