/**
 * The running upstream sweeps on its own (FILES_SWEEP_INTERVAL_SECONDS): with a one-second interval
 * and no grace period, an object no column references is gone shortly after it was stored.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesOverride, listDir, PNG_BYTES } from '../testing/files.ts';
import { useTestUpstream } from '../testing/harness.ts';
import { newObjectKey } from './signing.ts';

const { dir, overrides } = filesOverride();
const files = overrides.files;
if (!files) throw new Error('filesOverride gives a files configuration');
const up = useTestUpstream({ files: { ...files, sweepIntervalSeconds: 1, orphanGraceSeconds: 0 } });

describe('the scheduled orphan sweep', () => {
  it('removes an unreferenced object without being asked', async () => {
    const key = newObjectKey('PRODUCT_IMAGE', 'image/png');
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, key), PNG_BYTES);
    await up()
      .db.insertInto('files')
      .values({
        key,
        purpose: 'PRODUCT_IMAGE',
        content_type: 'image/png',
        size: PNG_BYTES.length,
        owner_id: null,
      })
      .execute();
    await expect.poll(() => listDir(dir), { timeout: 10_000, interval: 200 }).not.toContain(key);
    expect(await up().db.selectFrom('files').select('key').where('key', '=', key).execute()).toEqual([]);
  });
});
