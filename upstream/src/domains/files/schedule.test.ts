/**
 * The running upstream sweeps on its own (FILES_SWEEP_INTERVAL_SECONDS): with a one-second interval
 * and no grace period, an object no column references is gone shortly after it was stored.
 */
import { describe, expect, it } from 'vitest';
import { filesOverride, listDir, storePng } from '../../testing/files.ts';
import { useTestUpstream } from '../../testing/harness.ts';

const { dir, overrides } = filesOverride();
const files = overrides.files;
if (!files) throw new Error('filesOverride gives a files configuration');
const up = useTestUpstream({ files: { ...files, sweepIntervalSeconds: 1, orphanGraceSeconds: 0 } });

describe('the scheduled orphan sweep', () => {
  it('removes an unreferenced object without being asked', async () => {
    const key = await storePng(up().db, dir);
    await expect.poll(() => listDir(dir), { timeout: 10_000, interval: 200 }).not.toContain(key);
    expect(await up().db.selectFrom('files').select('key').where('key', '=', key).execute()).toEqual([]);
  });
});
