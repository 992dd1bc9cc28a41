/**
 * Where stored objects live, behind one small interface: local disk under the data folder by
 * default (storage-local.ts), an S3-compatible bucket by configuration (storage-s3.ts). An upload
 * is first written whole to a staging file on local disk; `put` then moves it into the storage,
 * so a dropped connection never leaves a partial object behind.
 */
import type { Readable } from 'node:stream';
import type { StorageConfig } from './config.ts';
import { LocalStorage } from './storage-local.ts';
import { S3Storage } from './storage-s3.ts';

export interface StoredObject {
  body: Readable;
  size: number;
}

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

export function createStorage(config: StorageConfig): ObjectStorage {
  return config.kind === 'local' ? new LocalStorage(config.dir) : new S3Storage(config);
}
