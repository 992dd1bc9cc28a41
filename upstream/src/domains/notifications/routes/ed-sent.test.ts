/** Notificação ED's sent list under its toolbar and its CSV (docs/upstream-contract/notifications.md). */
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../db/seed/users.ts';
import type { Page } from '../../../kernel/paging.ts';
import { PARAM_MESSAGES, PERIOD_MESSAGE, searchTooLong } from '../../../kernel/params.ts';
import { csvAs } from '../../../testing/csv.ts';
import { useTestUpstream } from '../../../testing/harness.ts';
import type { EdNotificationItem } from '../queries.ts';
import { SENT_ED_CSV_HEADER } from '../sent.ts';

const up = useTestUpstream();
const PATH = '/v1/notifications/portal/ed/sent';
const { holding, admin, branch } = DEMO_USERS;

async function call<T>(username: string, path: string, json?: unknown) {
  const res = await up().portal(path, { token: await up().login(username), ...(json ? { json } : {}) });
  return { status: res.status, body: (await res.json()) as T };
}

describe('GET notifications/portal/ed/sent', () => {
  it('pages the sent notifications newest first, filtered by words, type and period', async () => {
    const unique = `Campanha Órion ${Date.now()}`;
    const sent = await call<EdNotificationItem>(holding.username, '/v1/notifications/portal/ed', {
      title: unique,
      message: 'Participe da reunião de quinta-feira.',
      type: 'WARN',
    });
    expect(sent.status).toBe(201);
    const all = await call<Page<EdNotificationItem>>(holding.username, `${PATH}?pageSize=2`);
    expect(all.status).toBe(200);
    expect(all.body.items).toHaveLength(2);
    expect(all.body.items[0]?.id).toBe(sent.body.id);
    expect(all.body.totalRows).toBeGreaterThanOrEqual(2);
    const dates = all.body.items.map((item) => item.date);
    expect(dates).toEqual([...dates].sort().reverse());

    const found = await call<Page<EdNotificationItem>>(
      admin.username,
      `${PATH}?search=${encodeURIComponent(' orion ')}&status=WARN`,
    );
    expect(found.body.items.map((item) => item.title)).toEqual([unique]);
    expect(found.body.totalRows).toBe(1);
    const byMessage = await call<Page<EdNotificationItem>>(
      admin.username,
      `${PATH}?search=REUNIAO%20de%20QUINTA`,
    );
    expect(byMessage.body.items.map((item) => item.id)).toContain(sent.body.id);
    const otherType = await call<Page<EdNotificationItem>>(
      admin.username,
      `${PATH}?search=orion&status=ERROR`,
    );
    expect(otherType.body.totalRows).toBe(0);
    const past = await call<Page<EdNotificationItem>>(
      admin.username,
      `${PATH}?search=orion&from=2020-01-01&to=2020-12-31`,
    );
    expect(past.body.totalRows).toBe(0);
  });

  it('refuses bad filters with 400 and other roles with 403', async () => {
    for (const [query, detail] of [
      [`search=${'a'.repeat(101)}`, searchTooLong(100)],
      ['from=2026-05-02&to=2026-05-01', PERIOD_MESSAGE],
      ['status=LOUD', PARAM_MESSAGES.status(['SUCCESS', 'WARN', 'ERROR', 'INFO'])],
    ] as const) {
      expect(await call(holding.username, `${PATH}?${query}`)).toMatchObject({
        status: 400,
        body: { detail },
      });
    }
    expect((await call(branch.username, PATH)).status).toBe(403);
    expect((await csvAs(up(), branch.username, `${PATH}/csv`)).res.status).toBe(403);
  });

  it('streams the same rows as a pt-BR CSV with the row count first', async () => {
    const list = await call<Page<EdNotificationItem>>(holding.username, `${PATH}?pageSize=100&status=WARN`);
    const { res, bytes, lines } = await csvAs(up(), holding.username, `${PATH}/csv?status=WARN`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /filename="notificacoes-ed-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(res.headers.get('x-report-rows')).toBe(String(list.body.totalRows));
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(lines[0]).toBe(SENT_ED_CSV_HEADER.join(';'));
    expect(lines).toHaveLength(list.body.totalRows + 1);
    expect(lines.slice(1).every((line) => line.split(';')[2] === 'Atenção')).toBe(true);
  });
});
