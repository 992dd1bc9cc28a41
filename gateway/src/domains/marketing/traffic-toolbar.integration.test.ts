/**
 * Tráfego Pago's toolbar against the real upstream (docs/architecture.md "Lists"): the screen's one
 * query, one upstream call whatever the rows, fieldErrors for a long search before any upstream call,
 * and the filtered tags streamed through /files/traffic-tags.csv with as many rows as the list.
 */
import { MESSAGES } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import { demoRunner, demoTokens, setupTestStack } from '../../test/stack.ts';

const stack = setupTestStack();
const tokenOf = demoTokens(stack);
const run = demoRunner(stack);

// Tráfego Pago's screen query (web/src/features/marketing/traffic.graphql, TrafficTags).
const TAGS = `query T($search: String, $type: TrafficTagType) {
  trafficTags(search: $search, type: $type) { id pixelId gtmId name enabled }
}`;
interface TagsData {
  trafficTags: { pixelId: string | null; gtmId: string | null; name: string | null }[];
}

async function csvLines(user: string, query: Record<string, string>) {
  const url = `${stack().gateway.url}/files/traffic-tags.csv?${new URLSearchParams(query).toString()}`;
  const res = await fetch(url, { headers: { authorization: `Bearer ${await tokenOf(user)}` } });
  const lines = (await res.text())
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  return { res, lines };
}

describe('Tráfego Pago through the gateway: the list toolbar', () => {
  it('filters by search and type in one upstream call, the same for one row and for all', async () => {
    const all = await run<TagsData>('admin', TAGS, {});
    const one = await run<TagsData>('admin', TAGS, { search: ' gtm-5qx ', type: 'GTM' });
    expect(one.body.errors).toBeUndefined();
    expect(one.body.data?.trafficTags.map((tag) => tag.gtmId)).toEqual(['GTM-5QX7K2M']);
    expect((all.body.data?.trafficTags.length ?? 0) > 1).toBe(true);
    expect(one.calls).toEqual(['GET /v1/marketing/portal/traffic-tags']);
    expect(all.calls).toEqual(one.calls);
    const pixels = await run<TagsData>('admin', TAGS, { type: 'PIXEL' });
    expect(pixels.body.data?.trafficTags.every((tag) => tag.pixelId !== null)).toBe(true);
  });

  it('refuses a search over 100 characters with fieldErrors, before calling upstream', async () => {
    const long = await run('admin', TAGS, { search: 'x'.repeat(101) });
    expect(long.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'search', message: MESSAGES.saleSearchTooLong }],
    });
    expect(long.calls).toEqual([]);
  });

  it('streams the filtered tags through /files/traffic-tags.csv, as many as the list shows', async () => {
    const list = await run<TagsData>('admin', TAGS, { type: 'PIXEL' });
    const { res, lines } = await csvLines('admin', { status: 'PIXEL' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/filename="trafego-pago-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(lines[0]).toBe('ID do Pixel;ID do GTM;Nome;Situação');
    expect(lines.slice(1).map((line) => line.split(';')[0])).toEqual(
      list.body.data?.trafficTags.map((tag) => tag.pixelId),
    );
    expect((await csvLines('admin', { status: 'TIKTOK' })).res.status).toBe(400);
    expect((await csvLines('holding', {})).res.status).toBe(403);
  });
});
