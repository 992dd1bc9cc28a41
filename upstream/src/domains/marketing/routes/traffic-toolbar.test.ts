/** Tráfego Pago's list toolbar (docs/upstream-contract/marketing.md): search, type and the CSV. */
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../db/seed/users.ts';
import { searchTooLong } from '../../../kernel/params.ts';
import { csvAs } from '../../../testing/csv.ts';
import { financeClient } from '../../../testing/finance.ts';
import { useTestUpstream } from '../../../testing/harness.ts';
import { TRAFFIC_CSV_HEADER, type TrafficTagJson } from '../traffic.ts';
import { TRAFFIC_TAGS_PATH, TRAFFIC_TYPE_INVALID } from './marketing.ts';

const up = useTestUpstream();
const { call } = financeClient(up);
const { admin, holding } = DEMO_USERS;
const tags = async (query: string) =>
  (await call<{ tags: TrafficTagJson[] }>(admin.username, `${TRAFFIC_TAGS_PATH}?${query}`)).body.tags;

describe('GET marketing/portal/traffic-tags: the toolbar', () => {
  it('keeps the tags whose ids or name hold the search, and the type asked for', async () => {
    expect((await tags('search=%20gtm-5qx%20')).map((tag) => tag.value)).toEqual(['GTM-5QX7K2M']);
    expect((await tags('search=antiga')).map((tag) => tag.name)).toEqual(['Campanha antiga']);
    const pixels = await tags('type=pixel');
    expect(pixels.length).toBeGreaterThan(0);
    expect(pixels.every((tag) => tag.key !== null)).toBe(true);
    const gtms = await tags('type=gtm&search=GTM-');
    expect(gtms.length).toBeGreaterThan(0);
    expect(gtms.every((tag) => tag.value !== null)).toBe(true);
    expect(await tags('search=%25')).toEqual([]);
    expect(await call(admin.username, `${TRAFFIC_TAGS_PATH}?type=tiktok`)).toMatchObject({
      status: 400,
      body: { detail: TRAFFIC_TYPE_INVALID },
    });
    expect(await call(admin.username, `${TRAFFIC_TAGS_PATH}?search=${'x'.repeat(101)}`)).toMatchObject({
      status: 400,
      body: { detail: searchTooLong(100) },
    });
  });

  it('streams the same tags as a pt-BR CSV, oldest first', async () => {
    const list = await tags('type=pixel');
    const { res, bytes, lines } = await csvAs(up(), admin.username, `${TRAFFIC_TAGS_PATH}/csv?type=pixel`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/filename="trafego-pago-\d{4}-\d{2}-\d{2}\.csv"/);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(lines[0]).toBe(TRAFFIC_CSV_HEADER.join(';'));
    expect(lines.slice(1).map((line) => line.split(';')[0])).toEqual(list.map((tag) => tag.key));
    expect(lines.slice(1).every((line) => /;(Ativa|Inativa)$/.test(line))).toBe(true);
    expect((await csvAs(up(), holding.username, `${TRAFFIC_TAGS_PATH}/csv`)).res.status).toBe(403);
    expect((await csvAs(up(), admin.username, `${TRAFFIC_TAGS_PATH}/csv?type=x`)).res.status).toBe(400);
  });
});
