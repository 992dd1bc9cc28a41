/**
 * Starts the REAL reference upstream (portal + token service, `upstream/src/index.ts`) as a child
 * process on random ports with a throwaway in-memory database, for integration tests. It prints
 * one JSON line `{"event":"listening","portalPort":n,"tokenPort":n}` once ready.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const UPSTREAM_DIR = join(REPO_ROOT, 'upstream');
const ENTRY = join(UPSTREAM_DIR, 'src/index.ts');
/** Lines of output kept for the error message when start-up fails. */
const TAIL_LINES = 40;

export interface UpstreamProcess {
  portalUrl: string;
  tokenUrl: string;
  /** SIGTERM, then SIGKILL after 5 s; resolves once the process is gone. */
  stop(): Promise<void>;
  /** Recent stdout/stderr lines, for diagnostics. */
  output(): string;
  /** Resolves with the match of the next output line matching `pattern`: call it before the trigger. */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
}

export interface StartUpstreamOptions {
  env?: Record<string, string>;
  readyTimeoutMs?: number;
}

const exited = (child: ChildProcess): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));

/** SIGTERM, then SIGKILL after 5 s: a child that ignores the first still never outlives its test. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited(child);
  clearTimeout(killer);
}

interface ListeningLine {
  event: 'listening';
  portalPort: number;
  tokenPort: number;
}

const parseListening = (line: string): ListeningLine | null => {
  try {
    const value = JSON.parse(line) as Partial<ListeningLine> | null;
    return value?.event === 'listening' &&
      typeof value.portalPort === 'number' &&
      typeof value.tokenPort === 'number'
      ? (value as ListeningLine)
      : null;
  } catch {
    return null;
  }
};

export async function startUpstream(options: StartUpstreamOptions = {}): Promise<UpstreamProcess> {
  // `node --import tsx` (not the tsx CLI) keeps it one process, so a signal reaches the server itself.
  // `--liftoff-only`: V8 compiles PGlite's WebAssembly with its baseline compiler alone. A child
  // lives for one test file, too short for the optimising tier to pay back its compile: a start
  // costs 4.0 CPU-s instead of 5.5, the suite 453 instead of 579 (docs/performance.md).
  const child = spawn(process.execPath, ['--liftoff-only', '--import', 'tsx', ENTRY], {
    cwd: UPSTREAM_DIR,
    // bcrypt cost 4: the upstream's own tests do the same, hashing dominates their start-up.
    env: {
      ...process.env,
      PORTAL_PORT: '0',
      TOKEN_PORT: '0',
      DATA_DIR: 'memory://',
      // Uploaded objects of this run only, never the repository's .data/files.
      FILES_DIR: join(tmpdir(), `portal-files-${randomUUID()}`),
      BCRYPT_COST: '4',
      // Its pinned day is past Monday 08:00: the weekly summaries would add a message per ED.
      WEEKLY_SUMMARY_TICK_SECONDS: '0',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail: string[] = [];
  const watchers = new Set<(line: string) => void>();
  const output = () => tail.join('\n');
  const remember = (line: string) => {
    tail.push(line);
    if (tail.length > TAIL_LINES) tail.shift();
    for (const watcher of watchers) watcher(line);
  };
  const waitForOutput = (pattern: RegExp, timeoutMs = 5_000) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const timer = setTimeout(() => {
        watchers.delete(watcher);
        reject(new Error(`no upstream output matched ${pattern}:\n${output()}`));
      }, timeoutMs);
      const watcher = (line: string) => {
        const match = line.match(pattern);
        if (!match) return;
        clearTimeout(timer);
        watchers.delete(watcher);
        resolve(match);
      };
      watchers.add(watcher);
    });
  // Both streams are read for the whole life of the child: a full pipe would block its writes.
  createInterface({ input: child.stderr }).on('line', remember);
  const stdout = createInterface({ input: child.stdout });

  const stop = () => stopChild(child);

  const ready = new Promise<ListeningLine>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`upstream did not print its listening line in time:\n${output()}`));
    }, options.readyTimeoutMs ?? 90_000);
    stdout.on('line', (line) => {
      remember(line);
      const listening = parseListening(line);
      if (listening) {
        clearTimeout(timer);
        resolve(listening);
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`upstream exited (${signal ?? code}) before listening:\n${output()}`));
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });

  try {
    const { portalPort, tokenPort } = await ready;
    return {
      portalUrl: `http://127.0.0.1:${portalPort}`,
      tokenUrl: `http://127.0.0.1:${tokenPort}`,
      stop,
      output,
      waitForOutput,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
