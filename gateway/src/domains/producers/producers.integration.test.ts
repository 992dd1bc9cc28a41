/**
 * Gerenciador de produtores' toolbar against the real upstream (docs/architecture.md "Lists"): the
 * screen's one query with a search and a registration period, the same upstream calls at 2 and at
 * 100 rows, a period ending before it starts refused with fieldErrors, and the filtered list
 * streamed through /files/producers.csv with as many rows as the list counts.
 */
import { MESSAGES } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import { demoRunner, demoTokens, setupTestStack } from '../../test/stack.ts';

const stack = setupTestStack();
const tokenOf = demoTokens(stack);
const run = demoRunner(stack);

// The screen's query (web/src/features/producers/producers.graphql, Producers).
const PRODUCERS = `query P($pageSize: Int!, $search: String, $from: String, $to: String) {
  producers(page: 0, pageSize: $pageSize, search: $search, from: $from, to: $to) {
    totalRows items { id fancyName corporateName cnpj }
  }
}`;
interface ProducersData {
  producers: { totalRows: number; items: { id: string; fancyName: string; corporateName: string | null }[] };
}

async function csv(user: string, query: string) {
  return fetch(`${stack().gateway.url}/files/producers.csv${query}`, {
    headers: { authorization: `Bearer ${await tokenOf(user)}` },
  });
}

describe('Gerenciador de produtores through the gateway', () => {
  it('filters in one upstream call, the same calls at 2 and at 100 rows', async () => {
    const filter = { from: '2000-01-01', to: '2099-12-31' };
    const small = await run<ProducersData>('admin', PRODUCERS, { ...filter, pageSize: 2 });
    const large = await run<ProducersData>('admin', PRODUCERS, { ...filter, pageSize: 100 });
    expect(large.body.errors).toBeUndefined();
    expect(small.body.data?.producers.items).toHaveLength(2);
    expect(large.calls).toEqual(['GET /v1/products/portal/producers']);
    expect(large.calls).toEqual(small.calls);
    const none = await run<ProducersData>('admin', PRODUCERS, {
      pageSize: 10,
      from: '2000-01-01',
      to: '2000-01-02',
    });
    expect(none.body.data?.producers.totalRows).toBe(0);
    const name = large.body.data?.producers.items[0]?.fancyName.split(' ')[0] ?? '';
    const found = await run<ProducersData>('admin', PRODUCERS, { pageSize: 100, search: ` ${name} ` });
    expect(found.body.data?.producers.items.length).toBeGreaterThan(0);
  });

  it('refuses a period ending before it starts and a malformed day with fieldErrors, before upstream', async () => {
    const backwards = await run('admin', PRODUCERS, { pageSize: 10, from: '2026-02-02', to: '2026-02-01' });
    expect(backwards.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'to', message: MESSAGES.cycleEndBeforeStart }],
    });
    const malformed = await run('admin', PRODUCERS, { pageSize: 10, from: '2026-02-30' });
    expect(malformed.body.errors?.[0]?.extensions).toMatchObject({
      fieldErrors: [{ field: 'from', message: MESSAGES.cycleDateInvalid }],
    });
    expect([...backwards.calls, ...malformed.calls]).toEqual([]);
  });

  it('streams the filtered producers through /files/producers.csv, as many as the list counts', async () => {
    const list = await run<ProducersData>('admin', PRODUCERS, { pageSize: 10 });
    const res = await csv('admin', '?status=IGNORED');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/filename="produtores-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]?.startsWith('Nome fantasia;Razão social;CNPJ;')).toBe(true);
    expect(lines).toHaveLength((list.body.data?.producers.totalRows ?? -1) + 1);
    expect(res.headers.get('x-report-rows')).toBe(String(list.body.data?.producers.totalRows));
    const none = await csv('admin', '?from=2000-01-01&to=2000-01-02');
    expect(
      (await none.text())
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n'),
    ).toHaveLength(1);
    expect((await csv('holding', '')).status).toBe(403);
    expect((await fetch(`${stack().gateway.url}/files/producers.csv`)).status).toBe(401);
  });
});
