/**
 * The orphan sweep (docs/product.md §9.4) on the test database: with a test-only reference column,
 * an old unreferenced object goes (row and bytes), a referenced one and a young one stay.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { filesOverride, listDir, storePng } from '../../testing/files.ts';
import { useTestUpstream } from '../../testing/harness.ts';
import { FILE_REFERENCES } from '../index.ts';
import { LocalStorage } from './storage-local.ts';
import { sweepOrphans } from './sweep.ts';

const { dir, overrides } = filesOverride();
const up = useTestUpstream(overrides);
const storage = new LocalStorage(dir);
const TEST_REFERENCE = { table: 'test_file_refs', column: 'image_key' };
// The registered columns too: the seed's objects (support material) are referenced by them.
const REFERENCES = [...FILE_REFERENCES, TEST_REFERENCE];
const DAY = 24 * 3600;

const storedFile = (ageSeconds: number) => storePng(up().db, dir, ageSeconds);

const hasRow = async (key: string) =>
  (await up().db.selectFrom('files').select('key').where('key', '=', key).executeTakeFirst()) !== undefined;

beforeAll(async () => {
  await sql`create table test_file_refs (image_key text)`.execute(up().db);
});

describe('sweepOrphans', () => {
  it('removes an old unreferenced object and keeps referenced and young ones', async () => {
    const [orphan, referenced, young] = [
      await storedFile(2 * DAY),
      await storedFile(2 * DAY),
      await storedFile(60),
    ];
    await sql`insert into test_file_refs (image_key) values (${referenced})`.execute(up().db);

    const removed = await sweepOrphans(up().db, storage, { graceSeconds: DAY, references: REFERENCES });

    expect(removed).toEqual([orphan]);
    expect(await hasRow(orphan)).toBe(false);
    expect(await listDir(dir)).not.toContain(orphan);
    for (const kept of [referenced, young]) {
      expect(await hasRow(kept)).toBe(true);
      expect(await listDir(dir)).toContain(kept);
    }
  });

  it('sweeps an object once its last reference is gone', async () => {
    const key = await storedFile(2 * DAY);
    await sql`insert into test_file_refs (image_key) values (${key})`.execute(up().db);
    const options = { graceSeconds: DAY, references: REFERENCES };
    expect(await sweepOrphans(up().db, storage, options)).toEqual([]);
    await sql`delete from test_file_refs where image_key = ${key}`.execute(up().db);
    expect(await sweepOrphans(up().db, storage, options)).toEqual([key]);
    expect(await listDir(dir)).not.toContain(key);
  });

  it('refuses a reference that is not a plain identifier', async () => {
    await expect(
      sweepOrphans(up().db, storage, { graceSeconds: DAY, references: [{ table: 'x; drop', column: 'k' }] }),
    ).rejects.toThrow('invalid file reference');
  });
});
