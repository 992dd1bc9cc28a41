/**
 * Objects as files under one folder (the data folder's `files/`). Staged uploads sit in its
 * `.staging/` so the final rename never crosses file systems and is atomic: an object file exists
 * whole or not at all.
 */
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { ObjectStorage, StoredObject } from '../../kernel/stored-objects.ts';

const isMissing = (error: unknown) => error instanceof Error && 'code' in error && error.code === 'ENOENT';

export class LocalStorage implements ObjectStorage {
  readonly stagingDir: string;

  constructor(private readonly dir: string) {
    this.stagingDir = join(dir, '.staging');
  }

  async put(key: string, source: string): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    await rename(source, join(this.dir, key));
  }

  async get(key: string): Promise<StoredObject | null> {
    const path = join(this.dir, key);
    try {
      const { size } = await stat(path);
      return { body: createReadStream(path), size };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(join(this.dir, key), { force: true });
  }
}
