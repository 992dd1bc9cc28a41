/**
 * The real upstream (`src/index.ts`, the production entry) as a child process, for the tests that
 * kill it: it runs on the database it is given (a PGlite folder on disk or a PostgreSQL URL) and
 * random ports, so a second process started on the same database finds what the first one left.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { DatabaseConfig } from '../config.ts';
import { type Db, openDatabase } from '../db/connection.ts';
import type { freshDatabase } from './harness.ts';

const UPSTREAM_DIR = fileURLToPath(new URL('../../', import.meta.url));
const OUTPUT_LINES = 60;

export interface UpstreamChild {
  /** Resolves with its addresses once it printed its listening line (its workers run before). */
  listening: Promise<{ portalUrl: string; tokenUrl: string }>;
  /** Sends `signal` and resolves once the process is gone. */
  kill(signal: NodeJS.Signals): Promise<void>;
  /** The last lines it printed, for a failing test's message. */
  output(): string;
  /** Resolves once `count` lines it printed (since its start) matched `pattern`; rejects after 60 s. */
  printed(pattern: RegExp, count?: number): Promise<void>;
}

const gone = (child: ChildProcess): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));

/** Starts `src/index.ts` on `database` with `env` added. */
export function spawnUpstream(database: DatabaseConfig, env: Record<string, string> = {}): UpstreamChild {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
    cwd: UPSTREAM_DIR,
    env: {
      ...process.env,
      PORTAL_PORT: '0',
      TOKEN_PORT: '0',
      BCRYPT_COST: '4',
      FILES_DIR: join(tmpdir(), `portal-files-${randomUUID()}`),
      // An empty DATABASE_URL is unset (config.ts): one inherited from the shell must not win.
      ...(database.kind === 'postgres'
        ? { DATABASE_URL: database.url }
        : { DATABASE_URL: '', DATA_DIR: database.dataDir }),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Every line is kept (a test's child prints a few thousand): `printed` counts from the start.
  const lines: string[] = [];
  const output = () => lines.slice(-OUTPUT_LINES).join('\n');
  const watchers = new Set<(line: string) => void>();
  const keep = (line: string) => {
    lines.push(line);
    for (const watcher of watchers) watcher(line);
  };
  const printed = (pattern: RegExp, count = 1) =>
    new Promise<void>((resolve, reject) => {
      let seen = lines.filter((line) => pattern.test(line)).length;
      if (seen >= count) return resolve();
      const fail = (why: string) => () => {
        clearTimeout(timer);
        watchers.delete(watcher);
        reject(new Error(`upstream ${why} before printing ${pattern} ${count} times:\n${output()}`));
      };
      const timer = setTimeout(fail('took 60 s'), 60_000);
      const watcher = (line: string) => {
        if (pattern.test(line)) seen += 1;
        if (seen < count) return;
        clearTimeout(timer);
        watchers.delete(watcher);
        resolve();
      };
      watchers.add(watcher);
      child.once('exit', fail('exited'));
    });
  const kill = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await gone(child);
  };
  // Both pipes are read for the child's whole life: a full one would block its writes.
  createInterface({ input: child.stderr }).on('line', keep);
  const listening = new Promise<{ portalPort: number; tokenPort: number }>((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      keep(line);
      const parsed = line.startsWith('{"event":"listening"') ? JSON.parse(line) : undefined;
      if (parsed) resolve(parsed);
    });
    child.once('exit', (code, signal) =>
      reject(new Error(`upstream exited (${signal ?? code}) before listening:\n${output()}`)),
    );
  }).then(({ portalPort, tokenPort }) => ({
    portalUrl: `http://127.0.0.1:${portalPort}`,
    tokenUrl: `http://127.0.0.1:${tokenPort}`,
  }));
  // A kill before it listens is no failure of its own; whoever awaits `listening` is told.
  listening.catch(() => undefined);
  return { listening, kill, output, printed };
}

/**
 * The environment a killed process's successor recovers with. On PGlite a start puts back what
 * the dead process had taken (jobs/orphans.ts), with production's leases. On PostgreSQL only a
 * lease tells a dead process's job from another instance's: it runs out after 5 s here, is looked
 * for every second, and the job is retried at once.
 */
export const recoveryEnv = (database: DatabaseConfig): Record<string, string> =>
  database.kind === 'postgres'
    ? { JOBS_LEASE_SECONDS: '5', JOBS_RETRY_DELAY_SECONDS: '0', JOBS_MAINTENANCE_INTERVAL_SECONDS: '1' }
    : {};

/**
 * Opens a fresh database in this process, only while no upstream runs on it (PGlite is one
 * process's); the first opening loads the seeded snapshot into the empty PGlite folder.
 */
export async function withDatabase<T>(
  fresh: Awaited<ReturnType<typeof freshDatabase>>,
  work: (db: Db) => Promise<T>,
  first = false,
): Promise<T> {
  const db = await openDatabase(
    fresh.database,
    first && fresh.snapshot ? { pgliteSnapshot: fresh.snapshot } : {},
  );
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}
