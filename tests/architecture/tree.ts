/** The repository's files as the workspace tests read them. */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '../..');

/** Where hand-written product code lives, from the repository root. */
export const SOURCE_ROOTS = ['web/src', 'gateway/src', 'upstream/src', 'schema/src'];

/** Folders no rule reads: dependencies, Git, generated or built output, local data and reports. */
const SKIPPED = new Set([
  'node_modules',
  '.git',
  '__generated__',
  'dist',
  '.data',
  'coverage',
  'test-results',
  'playwright-report',
]);

/** Every file under `dir` (from the repository root), as paths from the root. */
export function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(join(ROOT, dir))) {
    if (SKIPPED.has(name)) continue;
    const path = dir === '.' ? name : `${dir}/${name}`;
    if (statSync(join(ROOT, path)).isDirectory()) walk(path, out);
    else out.push(path);
  }
  return out;
}
