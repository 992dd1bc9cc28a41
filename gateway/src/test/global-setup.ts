import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { loadConfig } from '../config.ts';

const UPSTREAM_DIR = fileURLToPath(new URL('../../../upstream/', import.meta.url));

/** `pnpm test` may run before `pnpm build` (CI does): build the GraphiQL bundle if it is missing. */
async function buildGraphiql(): Promise<void> {
  const { graphiqlDir } = loadConfig({});
  if (existsSync(join(graphiqlDir, 'index.html'))) return;
  const { build } = await import('vite');
  await build({
    configFile: fileURLToPath(new URL('../../graphiql/vite.config.ts', import.meta.url)),
    logLevel: 'warn',
  });
}

/**
 * One migrated and seeded upstream database for the whole run: every upstream child process
 * (test/upstream-process.ts) loads a fresh in-memory copy of it through PGLITE_SNAPSHOT, instead of
 * paying PGlite's initdb, the migrations and the seed at each of the suite's dozens of starts. Set
 * in the environment the test workers inherit; the children get it with the rest of it.
 */
async function buildUpstreamSnapshot(): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'gateway-upstream-'));
  const file = join(dir, 'pglite.tar');
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/testing/snapshot-cli.ts', file], {
    cwd: UPSTREAM_DIR,
  });
  process.env.PGLITE_SNAPSHOT = file;
  return () => rmSync(dir, { recursive: true, force: true });
}

export default async function setup(): Promise<() => void> {
  const [, removeSnapshot] = await Promise.all([buildGraphiql(), buildUpstreamSnapshot()]);
  return removeSnapshot;
}
