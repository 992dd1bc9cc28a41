/**
 * Starts the gateway's real entry point (src/index.ts) as a child process, for what only a real
 * process shows: signals, draining, exit codes. `node --import tsx` keeps it one process, so a
 * signal sent to it reaches the server itself.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const GATEWAY_DIR = fileURLToPath(new URL('../../', import.meta.url));
const LISTENING = /gateway listening on (http:\/\/\S+)\/graphql/;

export interface GatewayProcess {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal), or rejects after `timeoutMs`. */
  exited(timeoutMs: number): Promise<number | null>;
  /** Every line the process printed (JSON log lines). */
  output(): string[];
  /** SIGKILL if still running: the safety net of afterAll. */
  kill(): void;
}

export interface GatewayProcessOptions {
  /** Extra Node flags before the entry point (e.g. a preload module for the load bench). */
  nodeArgs?: readonly string[];
  /** Opens an IPC channel to the child (child.send / 'message'). */
  ipc?: boolean;
  /**
   * Runs the compiled dist/index.js as the production image does (`pnpm compile` first) instead of
   * src/index.ts through tsx, whose per-closure name helpers cost CPU production never pays (benches).
   */
  compiled?: boolean;
}

export async function startGatewayProcess(
  env: Record<string, string>,
  options: GatewayProcessOptions = {},
): Promise<GatewayProcess> {
  const entry = options.compiled
    ? ['--conditions=compiled', 'dist/index.js']
    : ['--import', 'tsx', 'src/index.ts'];
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), ...entry], {
    cwd: GATEWAY_DIR,
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: options.ipc ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  });
  const { stdout, stderr } = child;
  if (!stdout || !stderr) throw new Error('the gateway process has no output pipes');
  const lines: string[] = [];
  let exitCode: number | null | undefined;
  const exit = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      exitCode = code;
      resolve(code);
    }),
  );
  createInterface({ input: stderr }).on('line', (line) => lines.push(line));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`gateway did not start:\n${lines.join('\n')}`)), 60_000);
    createInterface({ input: stdout }).on('line', (line) => {
      lines.push(line);
      const match = LISTENING.exec(line);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    void exit.then((code) => {
      clearTimeout(timer);
      reject(new Error(`gateway exited (${code}) before listening:\n${lines.join('\n')}`));
    });
  });
  return {
    url,
    child,
    exited: (timeoutMs) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`gateway still running after ${timeoutMs} ms`)),
          timeoutMs,
        );
        void exit.then((code) => {
          clearTimeout(timer);
          resolve(code);
        });
      }),
    output: () => [...lines],
    kill: () => {
      if (exitCode === undefined) child.kill('SIGKILL');
    },
  };
}
