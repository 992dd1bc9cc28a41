/**
 * Histórico through the gateway against the real upstream (docs/product/holding.md §11.5): a closed
 * bill comes back named (its payee and cycle), the people for the filter come with the page, the
 * filters by action, person, period and search narrow it, a whole page of 100 rows costs the same two upstream calls (the session and the page),
 * and a bad filter is refused with fieldErrors before upstream.
 */
import { MESSAGES } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import { demoTokens, setupTestStack } from '../../test/stack.ts';

const HISTORY = `query ($action: String, $actorId: ID, $from: String, $to: String, $pageSize: Int, $search: String) {
  holdingHistory(action: $action, actorId: $actorId, from: $from, to: $to, pageSize: $pageSize, search: $search) {
    totalRows
    items { action actorName entityId subjectName subjectCycle removed before after }
    actors { id name }
  }
}`;
const BILLS = `query { holdingBills(status: OPEN, pageSize: 1) { items { id cycle payeeName } } }`;
const CLOSE = `mutation ($id: ID!) { closeBilling(billingId: $id) { id } }`;

interface Entry {
  action: string;
  actorName: string | null;
  entityId: string;
  subjectName: string | null;
  subjectCycle: number | null;
  removed: boolean;
}
interface HistoryData {
  holdingHistory: { totalRows: number; items: Entry[]; actors: { id: string; name: string }[] };
}

const stack = setupTestStack();
const tokenOf = demoTokens(stack);
const history = async (variables: Record<string, unknown>) => {
  const token = await tokenOf('holding');
  stack().recorder.reset();
  const { body } = await stack().gateway.gql<HistoryData>(HISTORY, { token, variables });
  return { body, upstreamCalls: stack().recorder.calls.map((call) => call.route) };
};
/** Today in Fortaleza (UTC-3), as the period filter takes it. */
const today = () => new Date(Date.now() - 3 * 3600_000).toISOString().slice(0, 10);

describe('Histórico through the gateway', () => {
  it('names a closed bill by payee and cycle, filters by action, person and period, in two upstream calls', async () => {
    const token = await tokenOf('holding');
    const open = await stack().gateway.gql<{
      holdingBills: { items: { id: string; cycle: number; payeeName: string }[] };
    }>(BILLS, { token });
    const bill = open.body.data?.holdingBills.items[0];
    if (!bill) throw new Error('an open bill expected');
    const closed = await stack().gateway.gql(CLOSE, { token, variables: { id: bill.id } });
    expect(closed.body.errors).toBeUndefined();

    const first = await history({ action: 'bill.closed', pageSize: 100 });
    // The viewer's session and the page itself: the names and the people come with the page.
    expect(first.upstreamCalls).toEqual(['GET /me', 'GET /v1/holding/history']);
    const page = first.body.data?.holdingHistory;
    expect(page?.items.find((entry) => entry.entityId === bill.id)).toMatchObject({
      action: 'bill.closed',
      actorName: 'Luciana Tavares Brito',
      subjectName: bill.payeeName,
      subjectCycle: bill.cycle,
      removed: false,
    });
    expect(new Set(page?.items.map((entry) => entry.action))).toEqual(new Set(['bill.closed']));
    const me = page?.actors.find((actor) => actor.name === 'Luciana Tavares Brito');
    if (!me) throw new Error('the holding user among the actors expected');

    const mine = await history({ action: 'bill.closed', actorId: me.id, from: today(), to: today() });
    expect(mine.body.data?.holdingHistory.items.some((entry) => entry.entityId === bill.id)).toBe(true);
    const earlier = await history({ action: 'bill.closed', actorId: me.id, to: '2000-01-01' });
    expect(earlier.body.data?.holdingHistory.totalRows).toBe(0);

    // The search finds the bill by its payee's name, in capitals and without accents.
    const folded = bill.payeeName.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
    const found = await history({ action: 'bill.closed', search: folded, pageSize: 100 });
    expect(found.body.data?.holdingHistory.items.some((entry) => entry.entityId === bill.id)).toBe(true);
  });

  it('refuses an unknown action and a period that ends before it starts, before upstream', async () => {
    const { body, upstreamCalls } = await history({
      action: 'nada.feito',
      from: '2026-03-10',
      to: '2026-03-01',
      search: 'x'.repeat(101),
    });
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: expect.arrayContaining([
        { field: 'action', message: MESSAGES.historyActionInvalid },
        { field: 'to', message: MESSAGES.cycleEndBeforeStart },
        { field: 'search', message: MESSAGES.historySearchTooLong },
      ]),
    });
    expect(upstreamCalls).not.toContain('GET /v1/holding/history');
  });

  it('streams the filtered trail through /files/history.csv, as many rows as the list counts, in words', async () => {
    const list = await history({ action: 'bill.closed', pageSize: 10 });
    const total = list.body.data?.holdingHistory.totalRows ?? -1;
    const url = `${stack().gateway.url}/files/history.csv?action=bill.closed`;
    const res = await fetch(url, { headers: { authorization: `Bearer ${await tokenOf('holding')}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('historico.csv');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = new TextDecoder().decode(bytes.slice(3)).trimEnd().split('\r\n').slice(1);
    expect(rows).toHaveLength(total);
    for (const row of rows) expect(row.split(';')[2]).toBe('Fatura encerrada');
    expect((await fetch(url)).status).toBe(401);
  });
});
