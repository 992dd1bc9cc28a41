/**
 * Notificação ED's sent list through the gateway against the real upstream: the toolbar's filters
 * reach upstream, the page costs the same calls at 2 and 100 rows, bad arguments are refused with
 * fieldErrors before any upstream call, and the CSV streams at /files/ed-notifications.csv.
 */
import { MESSAGES } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import { demoRequests, demoTokens, setupTestStack } from '../../test/stack.ts';

const stack = setupTestStack();
const tokenOf = demoTokens(stack);
const request = demoRequests(stack, tokenOf);

const SENT = `query ($pageSize: Int, $search: String, $type: NotificationType, $from: String, $to: String) {
  sentEdNotifications(pageSize: $pageSize, search: $search, type: $type, from: $from, to: $to) {
    totalRows page pageSize items { id title type recipients audience audienceUnit { name } }
  }
}`;
const SEND = `mutation ($input: EdNotificationInput!) { sendEdNotification(input: $input) { id } }`;

interface Sent {
  sentEdNotifications: {
    totalRows: number;
    items: { id: string; title: string; type: string; audienceUnit: { name: string } | null }[];
  };
}

describe('sentEdNotifications', () => {
  it('filters by words, type and period upstream, in the same calls at 2 and 100 rows', async () => {
    for (const title of ['Plantão de sábado', 'Plantao de domingo', 'Plantão de feriado']) {
      const sent = await request('holding', SEND, {
        input: { title, message: 'Escala da unidade.', type: 'WARN' },
      });
      expect(sent.body.errors).toBeUndefined();
    }
    const filter = { search: ' PLANTAO ', type: 'WARN', from: '2020-01-01' };
    const small = await request<Sent>('holding', SENT, { ...filter, pageSize: 2 });
    const large = await request<Sent>('holding', SENT, { ...filter, pageSize: 100 });
    expect(large.body.errors).toBeUndefined();
    expect(large.body.data?.sentEdNotifications.totalRows).toBe(3);
    expect(large.body.data?.sentEdNotifications.items.map((item) => item.title)).toEqual([
      'Plantão de feriado',
      'Plantao de domingo',
      'Plantão de sábado',
    ]);
    expect(small.body.data?.sentEdNotifications.items).toHaveLength(2);
    expect(large.calls.sort()).toEqual(small.calls.sort());
    const other = await request<Sent>('admin', SENT, { ...filter, type: 'ERROR' });
    expect(other.body.data?.sentEdNotifications.totalRows).toBe(0);
  });

  it('names the units of a page through one units call, however many rows', async () => {
    const { body, calls } = await request<Sent>('admin', SENT, { pageSize: 100 });
    expect(body.errors).toBeUndefined();
    expect(calls.filter((call) => call.includes('/notifications/'))).toEqual([
      'GET /v1/notifications/portal/ed/sent',
    ]);
    expect(new Set(calls).size).toBe(calls.length);
  });

  it('refuses a period ending before it starts and a long search with fieldErrors, before upstream', async () => {
    const period = await request('holding', SENT, { from: '2026-05-02', to: '2026-05-01' });
    expect(period.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'to', message: MESSAGES.cycleEndBeforeStart }],
    });
    expect(period.calls.filter((call) => call.includes('/notifications/'))).toEqual([]);
    const search = await request('holding', SENT, { search: 'a'.repeat(101) });
    expect(search.body.errors?.[0]?.extensions).toMatchObject({
      fieldErrors: [{ field: 'search', message: MESSAGES.saleSearchTooLong }],
    });
    const refused = await request('unidade', SENT);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('streams the sent list under the filters through /files/ed-notifications.csv', async () => {
    const { body } = await request<Sent>('holding', SENT, { type: 'WARN', pageSize: 100 });
    const total = body.data?.sentEdNotifications.totalRows ?? -1;
    const res = await fetch(`${stack().gateway.url}/files/ed-notifications.csv?status=WARN`, {
      headers: { authorization: `Bearer ${await tokenOf('holding')}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /filename="notificacoes-ed-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Título;Mensagem;Tipo;Público;Destinatários;Enviada em');
    expect(lines).toHaveLength(total + 1);
    expect(res.headers.get('x-report-rows')).toBe(String(total));
    expect((await fetch(`${stack().gateway.url}/files/ed-notifications.csv`)).status).toBe(401);
  });
});
