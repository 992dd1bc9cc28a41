/**
 * Where stored objects live, behind one small interface (kernel/stored-objects.ts): local disk under the data folder by
 * default (storage-local.ts), an S3-compatible bucket by configuration (storage-s3.ts). An upload
 * is first written whole to a staging file on local disk; `put` then moves it into the storage,
 * so a dropped connection never leaves a partial object behind.
 */

import type { StorageConfig } from '../../files-config.ts';
import type { ObjectStorage } from '../../kernel/stored-objects.ts';
import { LocalStorage } from './storage-local.ts';
import { S3Storage } from './storage-s3.ts';

export function createStorage(config: StorageConfig): ObjectStorage {
  return config.kind === 'local' ? new LocalStorage(config.dir) : new S3Storage(config);
}
