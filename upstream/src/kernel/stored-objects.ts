/**
 * Reading objects of the signed uploads (domain files) from other domains: a banner or product
 * names its images by their get URL, and needs the object's key (for the orphan sweep's reference
 * columns) and, for size rules, its bytes. Domains import this, never the files domain itself.
 */
import type { Db } from '../db/connection.ts';
import { FILES_PATH } from '../files/grants.ts';
import { KEY_PATTERN } from '../files/signing.ts';
import type { ObjectStorage } from '../files/storage.ts';

export type { ObjectStorage };

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

/** The key of a stored object behind `url` whose type is one of `contentTypes`, or null. */
export async function storedObjectKey(
  db: Db,
  url: string,
  contentTypes: readonly string[],
): Promise<string | null> {
  const key = objectKeyOf(url);
  if (!key) return null;
  const row = await db.selectFrom('files').select('content_type').where('key', '=', key).executeTakeFirst();
  return row && contentTypes.includes(row.content_type) ? key : null;
}

/** A stored object's bytes (objects are at most a few MB for images), or null when missing. */
export async function readStoredObject(storage: ObjectStorage, key: string): Promise<Buffer | null> {
  const object = await storage.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}
