/**
 * The banner form's image checks (docs/product.md §9.2), before anything is uploaded: PNG or
 * JPEG only, and the desktop and mobile images of exactly their sizes (the thumbnail of any size).
 * Upstream checks the stored bytes again.
 */
import { BANNER_IMAGE_SIZES, bannerImageSizeMessage, MESSAGES } from '@portal/schema';

export type BannerImageSlot = keyof typeof BANNER_IMAGE_SIZES | 'thumbnail';

const IMAGE_TYPES = ['image/png', 'image/jpeg'];
const IMAGE_NAME = /\.(png|jpe?g)$/i;

/** Reads an image's pixel size; rejects when the browser cannot decode it. */
export const readImageSize = (file: File): Promise<{ width: number; height: number }> =>
  new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve({ width: image.naturalWidth, height: image.naturalHeight });
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('unreadable'));
    };
    image.src = url;
  });

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
