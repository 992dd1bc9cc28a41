/**
 * Banner images (docs/product.md §9.2): a banner's image URL must name an object uploaded through
 * the signed uploads, so its key is recorded (the orphan sweep keeps referenced objects) and its
 * real size is read from the stored bytes: an integrator cannot store a wrong-size banner by
 * skipping the web form's check.
 */
import { BANNER_IMAGE_SIZES, bannerImageSizeMessage, MESSAGES } from '@portal/schema';
import { imageSize } from 'image-size';
import type { Db } from '../../db/connection.ts';
import { HttpError } from '../../kernel/errors.ts';
import { type ObjectStorage, readStoredObject, storedObjectKey } from '../../kernel/stored-objects.ts';

const BANNER_IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg'];

/** The key of a stored PNG/JPEG behind `url`, or null when the URL names none. */
const storedImageKey = (db: Db, url: string) => storedObjectKey(db, url, BANNER_IMAGE_TYPES);

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
  const bytes = await readStoredObject(storage, key);
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
