/**
 * Histórico's CSV: the rows the list's filters keep, as many as it counts, newest first, each in
 * words (the action as the 'Ação' filter names it, who did it, what it was about), never JSON;
 * holding and admin only.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../db/seed/users.ts';
import { billOf, financeClient } from '../../../testing/finance.ts';
import { useTestUpstream } from '../../../testing/harness.ts';
import type { HistoryJson } from '../history.ts';
import { HISTORY_CSV_HEADER } from '../history-csv.ts';

const up = useTestUpstream();
const { call, token } = financeClient(up);
const { holding, affiliated } = DEMO_USERS;

const csvLines = async (username: string, query: string) => {
  const res = await up().portal(`/v1/holding/history.csv?${query}`, { token: await token(username) });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { res, bytes, lines: new TextDecoder().decode(bytes.slice(3)).trimEnd().split('\r\n') };
};

describe('GET holding/history.csv', () => {
  it('streams the filtered trail in words, as many rows as the list counts', async () => {
    const bill = await billOf(up, { username: affiliated.username }, 'Open');
    const closed = await call(holding.username, `/v1/holding/bills/${bill}/status`, {
      method: 'PUT',
      json: { value: 'Closed' },
    });
    expect(closed.status).toBe(200);
    const list = await call<HistoryJson>(holding.username, '/v1/holding/history?action=bill.closed');
    const { res, bytes, lines } = await csvLines(holding.username, 'action=bill.closed');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('historico.csv');
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(lines[0]).toBe(HISTORY_CSV_HEADER.join(';'));
    expect(lines.slice(1)).toHaveLength(list.body.totalRows);
    expect(lines[1]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2};.+;Fatura encerrada;.+;\d+;(Sim|Não)$/);
    for (const line of lines) expect(line).not.toMatch(/[{}]/);
  });

  it('refuses a bad period and every other role', async () => {
    expect((await csvLines(holding.username, 'from=2026-02-02&to=2026-02-01')).res.status).toBe(400);
    expect((await csvLines(affiliated.username, '')).res.status).toBe(403);
  });
});
