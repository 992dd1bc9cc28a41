/**
 * Marketing demo data (docs/upstream-contract/marketing.md "Demo data"): three banners — one IMAGE
 * with designed 880x206 and 351x158 PNGs, an active TEXTUAL one and an inactive TEXTUAL one — and
 * three paid-traffic tags (two enabled). The images' `files` rows go in with the seed; their bytes
 * are written at start-up by `storeBannerSeedFiles` (seed/stored-files.ts), like the training
 * library's.
 */
import { readFileSync } from 'node:fs';
import { FILES_PATH, type ObjectStorage } from '../../kernel/stored-objects.ts';
import type { Db } from '../connection.ts';
import { hoursBeforeBase, seedId } from './ids.ts';
import { insertAll } from './insert-all.ts';
import type { SeedObject } from './stored-files.ts';
import { storeSeedObjects } from './stored-files.ts';

/**
 * The origin the seeded image URLs are written with. Upstream serves a banner URL that names one
 * of its objects on the files' public origin of the moment (marketing/banners.ts `servedUrls`), so
 * this one never reaches a client; it is the default portal's, for anyone reading the table.
 */
const SEED_ORIGIN = 'http://localhost:4010';

/**
 * A slot's designed image: `banner/banner-<slot>.png` beside this file, rendered from
 * upstream/scripts/banner/banner.html by `pnpm --filter @portal/upstream banner:render` (committed,
 * so seeding needs no browser; the compiled image copies the PNGs beside the code).
 */
const bannerImage = (slot: 'desktop' | 'mobile'): SeedObject => {
  const file = new URL(`./banner/banner-${slot}.png`, import.meta.url);
  let bytes: Buffer | undefined;
  return {
    key: `banner-image.${seedId(`banner-image:${slot}`)}.png`,
    contentType: 'image/png',
    bytes: () => {
      bytes ??= readFileSync(file);
      return bytes;
    },
  };
};

export const BANNER_SEED_IMAGES = {
  desktop: bannerImage('desktop'),
  mobile: bannerImage('mobile'),
} as const;

const urlOf = (object: SeedObject) => `${SEED_ORIGIN}${FILES_PATH}/${object.key}`;

export const bannerSeedId = (key: string): string => seedId(`banner:${key}`);

const BANNERS = [
  {
    id: bannerSeedId('cursos-em-dobro'),
    name: 'Cursos com comissão em dobro',
    type: 'IMAGE' as const,
    active: true,
    link: 'https://www.exemplo.com.br/campanhas/cursos-em-dobro',
    desktop_url: urlOf(BANNER_SEED_IMAGES.desktop),
    mobile_url: urlOf(BANNER_SEED_IMAGES.mobile),
    desktop_key: BANNER_SEED_IMAGES.desktop.key,
    mobile_key: BANNER_SEED_IMAGES.mobile.key,
  },
  {
    id: bannerSeedId('comissao-dobro'),
    name: 'Comissão em dobro',
    type: 'TEXTUAL' as const,
    active: true,
    link: 'https://www.exemplo.com.br/campanhas/comissao-em-dobro',
    title: 'Comissão em dobro nos vouchers',
    description: 'Até o fim do ciclo, cada voucher vendido pelo seu link rende o dobro de comissão.',
    cta: 'Quero divulgar',
  },
  {
    id: bannerSeedId('black-friday'),
    name: 'Black Friday (encerrada)',
    type: 'TEXTUAL' as const,
    active: false,
    title: 'Black Friday: descontos de até 40%',
    description: 'Campanha encerrada: fica guardada para a próxima edição.',
    cta: 'Ver ofertas',
  },
];

/** Tags of the admin's Tráfego Pago: ids in the shapes Meta and Google hand out. */
const TRAFFIC_TAGS = [
  {
    key: 'meta',
    name: 'Meta Ads — vendas',
    type: 'Pixel',
    pixel_id: '1234567890123456',
    gtm_id: null,
    enabled: true,
  },
  {
    key: 'gtm',
    name: 'Google Tag Manager',
    type: 'GTM',
    pixel_id: null,
    gtm_id: 'GTM-5QX7K2M',
    enabled: true,
  },
  {
    key: 'antiga',
    name: 'Campanha antiga',
    type: 'Pixel + GTM',
    pixel_id: '9876543210987654',
    gtm_id: 'GTM-W3P8ZR4',
    enabled: false,
  },
] as const;

export const trafficTagSeedId = (key: string): string => seedId(`traffic-tag:${key}`);

export async function seedMarketing(db: Db): Promise<void> {
  await insertAll(
    db,
    'files',
    Object.values(BANNER_SEED_IMAGES).map((image, index) => ({
      key: image.key,
      purpose: 'BANNER_IMAGE',
      content_type: image.contentType,
      size: image.bytes().length,
      owner_id: null,
      created_at: hoursBeforeBase(120 - index),
    })),
  );
  const bannerAt = (index: number) => hoursBeforeBase(110 - index * 24);
  await insertAll(
    db,
    'banners',
    BANNERS.map((banner, index) => ({
      ...banner,
      position: index + 1,
      created_at: bannerAt(index),
      updated_at: bannerAt(index),
    })),
    true,
  );
  const tagAt = (index: number) => hoursBeforeBase(300 - index * 48);
  await insertAll(
    db,
    'traffic_tags',
    TRAFFIC_TAGS.map(({ key, ...tag }, index) => ({
      ...tag,
      id: trafficTagSeedId(key),
      created_at: tagAt(index),
      updated_at: tagAt(index),
    })),
  );
}

/** The banners' images, written by storeSeedObjects when the storage lacks them. */
export const storeBannerSeedFiles = (db: Db, storage: ObjectStorage): Promise<number> =>
  storeSeedObjects(db, storage, Object.values(BANNER_SEED_IMAGES));
