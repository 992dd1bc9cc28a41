/**
 * Marketing over HTTP (docs/product.md §9.1, §9.2, §9.3): the banner manager (holding only),
 * the images checked on their stored bytes, the order kept whole by swaps (even concurrent or
 * interrupted ones) and deletes, the orphan sweep sparing banner images, and the traffic tags.
 */
import { MESSAGES } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../db/seed/users.ts';
import { filesOverride, listDir, pngOfSize } from '../../../testing/files.ts';
import { financeClient } from '../../../testing/finance.ts';
import { useTestUpstream } from '../../../testing/harness.ts';
import type { UploadUrls } from '../../files/grants.ts';
import { LocalStorage } from '../../files/storage-local.ts';
import { sweepOrphans } from '../../files/sweep.ts';
import { FILE_REFERENCES } from '../../index.ts';
import { BANNER_DETAIL, type BannerJson, swapBanners } from '../banners.ts';
import type { TrafficTagJson } from '../traffic.ts';
import {
  AFFILIATE_BANNERS_PATH,
  BANNERS_PATH,
  PUBLIC_TRAFFIC_TAGS_PATH,
  TRAFFIC_TAGS_PATH,
} from './marketing.ts';

const { dir, overrides } = filesOverride();
const up = useTestUpstream(overrides);
const { call } = financeClient(up);
const { holding, admin, affiliated } = DEMO_USERS;

type Detail = { detail: string };

/** Uploads a PNG of the given size as the web form does; returns its get URL. */
async function uploaded(width: number, height: number): Promise<string> {
  const bytes = pngOfSize(width, height);
  const urls = await call<UploadUrls>(holding.username, '/v1/files/upload-urls', {
    json: { purpose: 'BANNER_IMAGE', contentType: 'image/png', size: bytes.length, fileName: 'b.png' },
  });
  const put = await fetch(urls.body.putUrl, {
    method: 'PUT',
    headers: { 'content-type': 'image/png' },
    body: new Uint8Array(bytes),
  });
  expect(put.status).toBe(201);
  return urls.body.getUrl;
}

const textual = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  type: 'TEXTUAL',
  title: `Título ${name}`,
  description: 'Descrição',
  link: 'https://loja.example.com.br',
  cta: 'Saiba mais',
  ...extra,
});

const create = async (body: Record<string, unknown>) => {
  const res = await call<BannerJson>(holding.username, BANNERS_PATH, { json: body });
  expect(res.status).toBe(201);
  return res.body;
};

const list = async () => (await call<{ banners: BannerJson[] }>(holding.username, BANNERS_PATH)).body.banners;
const positions = async () => (await list()).map((banner) => banner.order);

describe('banner manager access', () => {
  it('is the holding’s: other roles 403, anonymous 401; affiliates read the active list', async () => {
    expect((await call(affiliated.username, BANNERS_PATH)).status).toBe(403);
    expect((await call(admin.username, BANNERS_PATH, { json: textual('x') })).status).toBe(403);
    expect((await up().portal(BANNERS_PATH)).status).toBe(401);
    expect((await call(affiliated.username, AFFILIATE_BANNERS_PATH)).status).toBe(200);
  });
});

describe('banners', () => {
  it('creates a textual banner at the end, edits it (type locked, name kept) and hides it when inactive', async () => {
    const before = await list();
    const created = await create(textual('Campanha', { cta: '', thumbnail: '' }));
    expect(created).toMatchObject({
      name: 'Campanha',
      type: 'TEXTUAL',
      active: true,
      order: before.length + 1,
      cta: null,
      thumbnail: null,
      desktopUrl: null,
    });

    const edited = await call<BannerJson>(holding.username, `${BANNERS_PATH}/${created.id}`, {
      method: 'PUT',
      json: { ...textual('ignored'), title: 'Novo título', active: false },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Campanha', title: 'Novo título', active: false });

    const retyped = await call<Detail>(holding.username, `${BANNERS_PATH}/${created.id}`, {
      method: 'PUT',
      json: {
        type: 'IMAGE',
        desktopUrl: 'https://x.example/d.png',
        mobileUrl: 'https://x.example/m.png',
        active: true,
      },
    });
    expect(retyped.body.detail).toBe(BANNER_DETAIL.typeLocked);

    // The audit trail: the creation and the edit, not the refused retype.
    const trail = await call<{ items: { action: string; before: unknown; after: unknown }[] }>(
      holding.username,
      `/v1/holding/history?entity=banner&entity_id=${created.id}`,
    );
    expect(trail.body.items.map((row) => row.action)).toEqual(['banner.updated', 'banner.created']);
    expect(trail.body.items[0]).toMatchObject({ before: { active: true }, after: { active: false } });

    const shown = (await call<{ banners: BannerJson[] }>(affiliated.username, AFFILIATE_BANNERS_PATH)).body
      .banners;
    expect(shown.map((banner) => banner.id)).not.toContain(created.id);
  });

  it('refuses invalid forms with the texts of docs/product.md §9.2', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [textual(''), MESSAGES.bannerNameRequired],
      [textual('a', { cta: 'c'.repeat(33) }), MESSAGES.bannerCtaTooLong],
      [textual('a', { title: '   ' }), MESSAGES.bannerTitleRequired],
      [
        { name: 'a', type: 'IMAGE', mobileUrl: 'https://cdn.example.com/m.png' },
        MESSAGES.bannerDesktopRequired,
      ],
      [
        {
          name: 'a',
          type: 'IMAGE',
          desktopUrl: 'https://cdn.example.com/d.png',
          mobileUrl: 'https://cdn.example.com/m.png',
        },
        MESSAGES.bannerDesktopUrlInvalid,
      ],
    ];
    for (const [body, detail] of cases) {
      expect(await call<Detail>(holding.username, BANNERS_PATH, { json: body })).toEqual({
        status: 400,
        body: { detail },
      });
    }
  });

  it('accepts uploaded images of the exact sizes and refuses others with the real numbers', async () => {
    const desktop = await uploaded(880, 206);
    const mobile = await uploaded(351, 158);
    const banner = await create({ name: 'Imagem', type: 'IMAGE', desktopUrl: desktop, mobileUrl: mobile });
    expect(banner).toMatchObject({ type: 'IMAGE', desktopUrl: desktop, mobileUrl: mobile });

    const wrong = await uploaded(800, 200);
    const refused = await call<Detail>(holding.username, BANNERS_PATH, {
      json: { name: 'Errada', type: 'IMAGE', desktopUrl: wrong, mobileUrl: mobile },
    });
    expect(refused).toEqual({
      status: 400,
      body: { detail: 'A imagem deve ter exatamente 880x206 pixels. Dimensões enviadas: 800x200' },
    });
    const swapped = await call<Detail>(holding.username, BANNERS_PATH, {
      json: { name: 'Trocada', type: 'IMAGE', desktopUrl: desktop, mobileUrl: desktop },
    });
    expect(swapped.body.detail).toBe(
      'A imagem deve ter exatamente 351x158 pixels. Dimensões enviadas: 880x206',
    );
  });

  it('keeps referenced banner images through the sweep and frees them once the banner is gone', async () => {
    const desktop = await uploaded(880, 206);
    const mobile = await uploaded(351, 158);
    const banner = await create({ name: 'Varredura', type: 'IMAGE', desktopUrl: desktop, mobileUrl: mobile });
    const keyOf = (url: string) => url.split('/').pop() ?? '';
    const storage = new LocalStorage(dir);
    const later = new Date(Date.now() + 3 * 24 * 3600 * 1000);

    await sweepOrphans(up().db, storage, { graceSeconds: 3600, now: later, references: FILE_REFERENCES });
    expect(await listDir(dir)).toEqual(expect.arrayContaining([keyOf(desktop), keyOf(mobile)]));

    expect((await call(holding.username, `${BANNERS_PATH}/${banner.id}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    const removed = await sweepOrphans(up().db, storage, {
      graceSeconds: 3600,
      now: later,
      references: FILE_REFERENCES,
    });
    expect(removed).toEqual(expect.arrayContaining([keyOf(desktop), keyOf(mobile)]));
  });

  it('swaps neighbours, keeps the order whole under concurrent swaps and after a delete', async () => {
    for (const name of ['A', 'B', 'C', 'D']) await create(textual(name));
    const banners = await list();
    const ids = banners.map((banner) => banner.id);
    const n = ids.length;

    const swap = await call<{ banners: BannerJson[] }>(holding.username, `${BANNERS_PATH}/swap`, {
      json: { banner1: ids[n - 1], banner2: ids[n - 2] },
    });
    expect(swap.status).toBe(200);
    expect(swap.body.banners.slice(-2).map((banner) => banner.id)).toEqual([ids[n - 1], ids[n - 2]]);

    // Overlapping swaps (each shares a banner with the next) all land, none leaves a duplicate.
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call(holding.username, `${BANNERS_PATH}/swap`, {
          json: { banner1: ids[n - 1 - (i % 3)], banner2: ids[n - 2 - (i % 3)] },
        }),
      ),
    );
    expect(results.every((result) => result.status === 200)).toBe(true);
    expect(await positions()).toEqual(Array.from({ length: n }, (_, i) => i + 1));

    const middle = (await list())[n - 2];
    expect((await call(holding.username, `${BANNERS_PATH}/${middle?.id}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    expect(await positions()).toEqual(Array.from({ length: n - 1 }, (_, i) => i + 1));
    expect(
      (await call<Detail>(holding.username, `${BANNERS_PATH}/${middle?.id}`, { method: 'DELETE' })).status,
    ).toBe(404);
  });

  it('leaves both banners where they were when a swap is interrupted between its writes', async () => {
    await create(textual('E'));
    await create(textual('F'));
    const before = await list();
    const [a, b] = before.slice(-2);
    await expect(
      swapBanners(up().db, a?.id ?? '', b?.id ?? '', async () => {
        throw new Error('interrupted');
      }),
    ).rejects.toThrow('interrupted');
    expect((await list()).map((banner) => [banner.id, banner.order])).toEqual(
      before.map((banner) => [banner.id, banner.order]),
    );
  });
});

describe('traffic tags', () => {
  it('are the admin’s: created, listed, edited, deleted, and the enabled ids public', async () => {
    expect((await call(holding.username, TRAFFIC_TAGS_PATH)).status).toBe(403);
    const created = await call<TrafficTagJson>(admin.username, TRAFFIC_TAGS_PATH, {
      json: { pixelId: ' 1234567890 ', gtmId: '' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ key: '1234567890', value: null, enabled: true });

    const blank = await call<Detail>(admin.username, TRAFFIC_TAGS_PATH, { json: { pixelId: '  ' } });
    expect(blank).toEqual({ status: 400, body: { detail: MESSAGES.trafficPixelInvalid } });
    // Issue 29: 'abc' is no Pixel id, 'abc' no GTM id.
    const pixelAbc = await call<Detail>(admin.username, TRAFFIC_TAGS_PATH, { json: { pixelId: 'abc' } });
    expect(pixelAbc).toEqual({ status: 400, body: { detail: MESSAGES.trafficPixelFormat } });
    const gtmAbc = await call<Detail>(admin.username, TRAFFIC_TAGS_PATH, { json: { gtmId: 'abc' } });
    expect(gtmAbc).toEqual({ status: 400, body: { detail: MESSAGES.trafficGtmFormat } });

    const edited = await call<TrafficTagJson>(admin.username, `${TRAFFIC_TAGS_PATH}/${created.body.id}`, {
      method: 'PUT',
      json: { pixelId: '1234567890', gtmId: 'GTM-ABC1234' },
    });
    expect(edited.body).toMatchObject({ key: '1234567890', value: 'GTM-ABC1234' });
    const listed = await call<{ tags: TrafficTagJson[] }>(admin.username, TRAFFIC_TAGS_PATH);
    expect(listed.body.tags.map((tag) => tag.id)).toContain(created.body.id);

    // The seeded enabled tags (db/seed/marketing.ts) come first, oldest first; the disabled one not at all.
    const open = await up().portal(PUBLIC_TRAFFIC_TAGS_PATH);
    expect(await open.json()).toEqual({
      pixelIds: ['1234567890123456', '1234567890'],
      gtmIds: ['GTM-5QX7K2M', 'GTM-ABC1234'],
    });

    const path = `${TRAFFIC_TAGS_PATH}/${created.body.id}`;
    expect((await call(admin.username, path, { method: 'DELETE' })).status).toBe(204);
    expect((await call(admin.username, path, { method: 'DELETE' })).status).toBe(404);
  });
});
