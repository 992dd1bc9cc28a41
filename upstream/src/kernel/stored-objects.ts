/**
 * Reading objects of the signed uploads (domain files) from other domains: a banner or product
 * names its images by their get URL, and needs the object's key (for the orphan sweep's reference
 * columns) and, for size rules, its bytes. Domains import this, never the files domain itself.
 */
import type { Readable } from 'node:stream';
import type { Db } from '../db/connection.ts';

/** Where objects are read and written: GET and PUT `${FILES_PATH}/<key>` (domain files). */
export const FILES_PATH = '/v1/files';

/** `<purpose>.<uuid>.<ext>`: one path segment, nothing a file system or S3 would interpret. */
export const KEY_PATTERN =
  /^[a-z]+(?:-[a-z]+)*\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{2,5}$/;

export interface StoredObject {
  body: Readable;
  size: number;
}

/**
 * Where stored objects live, behind one small interface (the files domain's storage.ts picks the
 * driver). Here, in the kernel, so the drivers, the app's dependencies and other domains name it
 * without importing the files domain.
 */
export interface ObjectStorage {
  /** A folder on local disk where uploads are staged before `put`. */
  readonly stagingDir: string;
  /** Moves (or copies, then removes) the complete staged file `source` to `key`. */
  put(key: string, source: string, contentType: string, size: number): Promise<void>;
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; a missing one is not an error. */
  delete(key: string): Promise<void>;
}

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
