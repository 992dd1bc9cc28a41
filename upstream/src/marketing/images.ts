/**
 * Banner images (docs/product.md §5, §9): a banner's image URL must name an object uploaded through
 * the signed uploads, so its key is recorded (the orphan sweep keeps referenced objects) and its
 * real size is read from the stored bytes: an integrator cannot store a wrong-size banner by
 * skipping the web form's check.
 */
import { BANNER_IMAGE_SIZES, bannerImageSizeMessage, MESSAGES } from '@portal/schema';
import { imageSize } from 'image-size';
import type { Db } from '../db/connection.ts';
import { FILES_PATH } from '../files/grants.ts';
import { KEY_PATTERN } from '../files/signing.ts';
import type { ObjectStorage } from '../files/storage.ts';
import { HttpError } from '../kernel/errors.ts';

const BANNER_IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg'];

/** The object key in a get URL (`…/v1/files/<key>`), or null for any other URL. */
export function objectKeyOf(url: string): string | null {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return null;
  }
  const prefix = `${FILES_PATH}/`;
  if (!path.startsWith(prefix)) return null;
  const key = path.slice(prefix.length);
  return KEY_PATTERN.test(key) ? key : null;
}

async function readAll(storage: ObjectStorage, key: string): Promise<Buffer | null> {
  const object = await storage.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** The key of a stored PNG/JPEG behind `url`, or null when the URL names none. */
async function storedImageKey(db: Db, url: string): Promise<string | null> {
  const key = objectKeyOf(url);
  if (!key) return null;
  const row = await db.selectFrom('files').select('content_type').where('key', '=', key).executeTakeFirst();
  return row && BANNER_IMAGE_TYPES.includes(row.content_type) ? key : null;
}

export type BannerImageSlot = keyof typeof BANNER_IMAGE_SIZES;

const INVALID_URL = {
  desktop: MESSAGES.bannerDesktopUrlInvalid,
  mobile: MESSAGES.bannerMobileUrlInvalid,
} as const satisfies Record<BannerImageSlot, string>;

/** Checks a desktop or mobile image: an uploaded PNG/JPEG of exactly the slot's size. Returns its key. */
export async function checkedBannerImage(
  db: Db,
  storage: ObjectStorage,
  slot: BannerImageSlot,
  url: string,
): Promise<string> {
  const key = await storedImageKey(db, url);
  if (!key) throw new HttpError(400, INVALID_URL[slot]);
  const bytes = await readAll(storage, key);
  let size: { width: number; height: number };
  try {
    if (!bytes) throw new Error('object missing');
    const read = imageSize(bytes);
    size = { width: read.width, height: read.height };
  } catch {
    throw new HttpError(400, MESSAGES.bannerImageUnreadable);
  }
  const expected = BANNER_IMAGE_SIZES[slot];
  if (size.width !== expected.width || size.height !== expected.height) {
    throw new HttpError(400, bannerImageSizeMessage(expected, size));
  }
  return key;
}

/** The thumbnail has no size rule; its key is recorded when it is one of ours. */
export const thumbnailKey = (db: Db, url: string | undefined): Promise<string | null> =>
  url ? storedImageKey(db, url) : Promise.resolve(null);
