/**
 * The marketing demo data (db/seed/marketing.ts, docs/upstream-contract/marketing.md "Demo data"):
 * the seeded banners in order with real images of the §9.2 sizes, served on this portal's origin,
 * the affiliates' active ones, and the seeded paid-traffic tags.
 */
import { BANNER_IMAGE_SIZES } from '@portal/schema';
import { imageSize } from 'image-size';
import { describe, expect, it } from 'vitest';
import { BANNER_SEED_IMAGES, bannerSeedId, trafficTagSeedId } from '../../../db/seed/marketing.ts';
import { DEMO_USERS } from '../../../db/seed/users.ts';
import { filesOverride } from '../../../testing/files.ts';
import { financeClient } from '../../../testing/finance.ts';
import { useTestUpstream } from '../../../testing/harness.ts';
import type { UploadUrls } from '../../files/grants.ts';
import type { BannerJson } from '../banners.ts';
import type { TrafficTagJson } from '../traffic.ts';
import { AFFILIATE_BANNERS_PATH, BANNERS_PATH, TRAFFIC_TAGS_PATH } from './marketing.ts';

const up = useTestUpstream(filesOverride().overrides);
const { call } = financeClient(up);
const { holding, admin, affiliated } = DEMO_USERS;

describe('marketing demo data', () => {
  it('lists the seeded banners in order: one IMAGE, an active and an inactive TEXTUAL', async () => {
    const { body } = await call<{ banners: BannerJson[] }>(holding.username, BANNERS_PATH);
    expect(body.banners.map((banner) => [banner.id, banner.type, banner.active, banner.order])).toEqual([
      [bannerSeedId('cursos-em-dobro'), 'IMAGE', true, 1],
      [bannerSeedId('comissao-dobro'), 'TEXTUAL', true, 2],
      [bannerSeedId('black-friday'), 'TEXTUAL', false, 3],
    ]);
    expect(body.banners[1]).toMatchObject({ title: 'Comissão em dobro nos vouchers', cta: 'Quero divulgar' });
  });

  it('serves the IMAGE banner’s images on this portal, stored at start-up in the §9.2 sizes', async () => {
    const { body } = await call<{ banners: BannerJson[] }>(affiliated.username, AFFILIATE_BANNERS_PATH);
    expect(body.banners.map((banner) => banner.id)).toEqual([
      bannerSeedId('cursos-em-dobro'),
      bannerSeedId('comissao-dobro'),
    ]);
    const [image] = body.banners;
    for (const slot of ['desktop', 'mobile'] as const) {
      const url = slot === 'desktop' ? image?.desktopUrl : image?.mobileUrl;
      expect(url?.startsWith(`${up().portalUrl}/v1/files/banner-image.`)).toBe(true);
      const res = await fetch(url ?? '');
      expect(res.headers.get('content-type')).toBe('image/png');
      const size = imageSize(new Uint8Array(await res.arrayBuffer()));
      expect({ width: size.width, height: size.height }).toEqual(BANNER_IMAGE_SIZES[slot]);
    }
  });

  it('ships designed images the banner rules accept: uploaded again, they make a new IMAGE banner', async () => {
    const urls: Record<string, string> = {};
    for (const slot of ['desktop', 'mobile'] as const) {
      const bytes = BANNER_SEED_IMAGES[slot].bytes();
      // Committed seed assets stay light (upstream/scripts/render-banner.mjs renders them).
      expect(bytes.length).toBeLessThan(60_000);
      const signed = await call<UploadUrls>(holding.username, '/v1/files/upload-urls', {
        json: {
          purpose: 'BANNER_IMAGE',
          contentType: 'image/png',
          size: bytes.length,
          fileName: `${slot}.png`,
        },
      });
      const put = await fetch(signed.body.putUrl, {
        method: 'PUT',
        headers: { 'content-type': 'image/png' },
        body: new Uint8Array(bytes),
      });
      // The upload sniffs the bytes (file-type): a real PNG.
      expect(put.status).toBe(201);
      urls[slot] = signed.body.getUrl;
    }
    const created = await call<BannerJson>(holding.username, BANNERS_PATH, {
      json: {
        name: `Seed reenviado ${Date.now()}`,
        type: 'IMAGE',
        link: 'https://www.exemplo.com.br/campanhas/cursos-em-dobro',
        desktopUrl: urls.desktop,
        mobileUrl: urls.mobile,
      },
    });
    // The §9.2 size check (image-size on the stored bytes) passes for both slots.
    expect(created.status).toBe(201);
  });

  it('lists the seeded paid-traffic tags, one disabled', async () => {
    const { body } = await call<{ tags: TrafficTagJson[] }>(admin.username, TRAFFIC_TAGS_PATH);
    expect(body.tags.map((tag) => [tag.id, tag.key, tag.value, tag.enabled])).toEqual([
      [trafficTagSeedId('meta'), '1234567890123456', null, true],
      [trafficTagSeedId('gtm'), null, 'GTM-5QX7K2M', true],
      [trafficTagSeedId('antiga'), '9876543210987654', 'GTM-W3P8ZR4', false],
    ]);
  });
});
