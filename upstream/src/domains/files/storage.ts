/**
 * Where stored objects live, behind one small interface (kernel/stored-objects.ts): local disk under the data folder by
 * default (storage-local.ts), an S3-compatible bucket by configuration (storage-s3.ts). An upload
 * is first written whole to a staging file on local disk; `put` then moves it into the storage,
 * so a dropped connection never leaves a partial object behind.
 */

import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StorageConfig } from '../../files-config.ts';
import type { ObjectStorage } from '../../kernel/stored-objects.ts';
import { LocalStorage } from './storage-local.ts';

/** Where an S3 storage stages uploads (storage-s3.ts's default). */
export const S3_STAGING_DIR = join(tmpdir(), 'portal-uploads');

/**
 * The S3 storage, its AWS SDK loaded with the first object it handles: the SDK is hundreds of
 * modules, about a second of CPU at every start of a process that keeps its files on local disk
 * (the default, every test file's upstream).
 */
function deferredS3(config: Extract<StorageConfig, { kind: 's3' }>): ObjectStorage {
  let storage: Promise<ObjectStorage> | undefined;
  const load = () => {
    storage ??= import('./storage-s3.ts').then(({ S3Storage }) => new S3Storage(config, S3_STAGING_DIR));
    return storage;
  };
  return {
    stagingDir: S3_STAGING_DIR,
    put: async (key, source, contentType, size) => (await load()).put(key, source, contentType, size),
    get: async (key) => (await load()).get(key),
    delete: async (key) => (await load()).delete(key),
  };
}

export function createStorage(config: StorageConfig): ObjectStorage {
  return config.kind === 'local' ? new LocalStorage(config.dir) : deferredS3(config);
}
