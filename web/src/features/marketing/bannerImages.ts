/**
 * The banner form's image checks (docs/product.md §9.2), before anything is uploaded: PNG or
 * JPEG only, and the desktop and mobile images of exactly their sizes (the thumbnail of any size).
 * Upstream checks the stored bytes again.
 */
import { BANNER_IMAGE_SIZES, bannerImageSizeMessage, MESSAGES } from '@portal/schema';

export type BannerImageSlot = keyof typeof BANNER_IMAGE_SIZES | 'thumbnail';

const IMAGE_TYPES = ['image/png', 'image/jpeg'];
const IMAGE_NAME = /\.(png|jpe?g)$/i;

/**
 * Reads an image's pixel size; rejects when the browser cannot decode it. createImageBitmap
 * decodes the file itself: an <img> of a blob: URL would be blocked by the CSP (img-src 'self').
 */
export async function readImageSize(file: File): Promise<{ width: number; height: number }> {
  const bitmap = await createImageBitmap(file);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}

/** The message refusing `file` for `slot`, or null when it may be uploaded. */
export async function imageProblem(
  file: File,
  slot: BannerImageSlot,
  readSize: (file: File) => Promise<{ width: number; height: number }> = readImageSize,
): Promise<string | null> {
  if (!IMAGE_TYPES.includes(file.type) || !IMAGE_NAME.test(file.name)) return MESSAGES.bannerImageFormat;
  if (slot === 'thumbnail') return null;
  let size: { width: number; height: number };
  try {
    size = await readSize(file);
  } catch {
    return MESSAGES.bannerImageUnreadable;
  }
  const expected = BANNER_IMAGE_SIZES[slot];
  return size.width === expected.width && size.height === expected.height
    ? null
    : bannerImageSizeMessage(expected, size);
}
