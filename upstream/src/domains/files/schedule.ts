/** Runs the orphan sweep (sweep.ts) every FILES_SWEEP_INTERVAL_SECONDS while the upstream runs. */
import type { Db } from '../../db/connection.ts';
import type { FilesConfig } from '../../files-config.ts';
import type { ObjectStorage } from '../../kernel/stored-objects.ts';
import type { Logger } from '../../logger.ts';
import type { FileReference } from '../../manifest.ts';
import { sweepOrphans } from './sweep.ts';

/** Starts the timer; returns what stops it. One run at a time: a slow run delays the next. */
export function scheduleSweep(
  deps: { db: Db; storage: ObjectStorage; logger: Logger },
  config: Pick<FilesConfig, 'sweepIntervalSeconds' | 'orphanGraceSeconds'>,
  references: readonly FileReference[],
): () => void {
  if (config.sweepIntervalSeconds === 0) return () => undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const run = async () => {
    try {
      const removed = await sweepOrphans(deps.db, deps.storage, {
        graceSeconds: config.orphanGraceSeconds,
        references,
      });
      if (removed.length > 0) deps.logger.info('orphan files removed', { count: removed.length });
    } catch (error) {
      deps.logger.warn('orphan sweep failed', { error });
    }
    if (!stopped) schedule();
  };
  const schedule = () => {
    timer = setTimeout(run, config.sweepIntervalSeconds * 1000);
    timer.unref();
  };
  schedule();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
