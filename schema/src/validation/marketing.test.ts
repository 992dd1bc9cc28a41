import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import {
  bannerImageSizeMessage,
  createBannerSchema,
  trafficTagSchema,
  updateBannerSchema,
} from './marketing.ts';
import { errorsOf } from './testing.ts';

const all = { abortEarly: false } as const;
const image = {
  name: ' Black Friday ',
  type: 'IMAGE',
  desktopUrl: 'https://cdn.example.com/d.png',
  mobileUrl: 'https://cdn.example.com/m.png',
};

describe('banner rules (docs/product.md §9.2)', () => {
  it('accept an image banner, trimming and dropping empty strings', async () => {
    expect(await createBannerSchema.validate({ ...image, link: '', cta: ' ', title: null })).toEqual({
      name: 'Black Friday',
      type: 'IMAGE',
      desktopUrl: image.desktopUrl,
      mobileUrl: image.mobileUrl,
    });
  });

  it('require the name, the type and, for IMAGE, both images', async () => {
    expect(await errorsOf(createBannerSchema.validate({ name: '', type: '' }, all))).toEqual([
      MESSAGES.bannerNameRequired,
      MESSAGES.bannerTypeRequired,
    ]);
    expect(await errorsOf(createBannerSchema.validate({ name: 'a', type: 'IMAGE' }, all))).toEqual([
      MESSAGES.bannerDesktopRequired,
      MESSAGES.bannerMobileRequired,
    ]);
  });

  it('check every URL and the CTA length with their own texts', async () => {
    const bad = {
      ...image,
      link: 'ftp://x',
      desktopUrl: 'nope',
      mobileUrl: 'javascript:alert(1)',
      thumbnail: 'x',
      cta: 'c'.repeat(33),
    };
    expect(await errorsOf(createBannerSchema.validate(bad, all))).toEqual([
      MESSAGES.bannerLinkInvalid,
      MESSAGES.bannerDesktopUrlInvalid,
      MESSAGES.bannerMobileUrlInvalid,
      MESSAGES.bannerCtaTooLong,
      MESSAGES.bannerThumbnailInvalid,
    ]);
    expect(await errorsOf(createBannerSchema.validate({ ...image, cta: 'c'.repeat(32) }))).toEqual([]);
  });

  it('require a non-blank title and description for TEXTUAL and drop its image URLs', async () => {
    expect(
      await errorsOf(createBannerSchema.validate({ name: 'a', type: 'TEXTUAL', title: '  ' }, all)),
    ).toEqual([MESSAGES.bannerTitleRequired, MESSAGES.bannerDescriptionRequired]);
    const textual = await createBannerSchema.validate({
      name: 'a',
      type: 'TEXTUAL',
      title: 'T',
      description: 'D',
      desktopUrl: image.desktopUrl,
    });
    expect(textual).toEqual({ name: 'a', type: 'TEXTUAL', title: 'T', description: 'D' });
  });

  it('edit without a name but with the Ativo/Inativo toggle', async () => {
    const { name: _name, ...edit } = image;
    expect(await updateBannerSchema.validate({ ...edit, active: false })).toMatchObject({ active: false });
    expect(await errorsOf(updateBannerSchema.validate(edit))).toEqual([MESSAGES.required]);
  });

  it('word the size message with the real numbers', () => {
    expect(bannerImageSizeMessage({ width: 880, height: 206 }, { width: 10, height: 20 })).toBe(
      'A imagem deve ter exatamente 880x206 pixels. Dimensões enviadas: 10x20',
    );
  });
});

describe('traffic tag rules (docs/product.md §9.2)', () => {
  it('accept empty or filled ids and refuse blank ones', async () => {
    expect(await errorsOf(trafficTagSchema.validate({ pixelId: '', gtmId: null }))).toEqual([]);
    expect(
      await errorsOf(trafficTagSchema.validate({ pixelId: ' 1234567890123456 ', gtmId: 'GTM-5QX7K2M' })),
    ).toEqual([]);
    expect(await errorsOf(trafficTagSchema.validate({ pixelId: '  ', gtmId: ' ' }, all))).toEqual([
      MESSAGES.trafficPixelInvalid,
      MESSAGES.trafficGtmInvalid,
    ]);
  });

  it('refuse ids that are not in their real format (issue 29)', async () => {
    for (const [pixelId, gtmId] of [
      ['abc', 'abc'],
      ['123456789', 'GTM-1'],
      ['123456789012345678901', 'gtm-5qx7k2m'],
      ['12345 67890', 'GTM-ABCDEFGHIJK'],
    ]) {
      expect(await errorsOf(trafficTagSchema.validate({ pixelId, gtmId }, all))).toEqual([
        MESSAGES.trafficPixelFormat,
        MESSAGES.trafficGtmFormat,
      ]);
    }
  });
});
