/**
 * Seeded objects (the training library's files, the banners' images): the seed's rows name them in
 * `files`, and their bytes are made, not shipped. At start-up each one whose row exists and whose
 * bytes the storage lacks (a fresh data folder, an in-memory test database) is written, so the
 * links work from the first request.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ObjectStorage } from '../../kernel/stored-objects.ts';
import type { Db } from '../connection.ts';

export interface SeedObject {
  key: string;
  contentType: string;
  bytes: () => Buffer;
}

/** Writes the missing objects among `objects` whose `files` row exists; returns how many. */
export async function storeSeedObjects(
  db: Db,
  storage: ObjectStorage,
  objects: readonly SeedObject[],
): Promise<number> {
  if (objects.length === 0) return 0;
  const rows = await db
    .selectFrom('files')
    .select('key')
    .where(
      'key',
      'in',
      objects.map(({ key }) => key),
    )
    .execute();
  const recorded = new Set(rows.map((row) => row.key));
  let stored = 0;
  for (const object of objects) {
    if (!recorded.has(object.key)) continue;
    const existing = await storage.get(object.key);
    existing?.body.destroy();
    if (existing) continue;
    await mkdir(storage.stagingDir, { recursive: true });
    const staged = join(storage.stagingDir, `seed-${object.key}.part`);
    const bytes = object.bytes();
    await writeFile(staged, bytes);
    await storage.put(object.key, staged, object.contentType, bytes.length);
    stored++;
  }
  return stored;
}
