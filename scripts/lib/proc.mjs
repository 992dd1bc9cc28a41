// Small process helpers shared by the start and test scripts (plain Node, no dependencies, so
// they run on a fresh machine before `pnpm install`).
import { execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** The pnpm command: a global pnpm 10 when present, otherwise pnpm 10 through npx. */
export function pnpmCommand() {
  try {
    const version = execFileSync('pnpm', ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    if (version.startsWith('10.')) return ['pnpm'];
  } catch {
    // not installed: fall through to npx
  }
  return ['npx', '--yes', 'pnpm@10'];
}

/** Runs a command to completion with inherited output; resolves with its exit code. */
export function run(cmd, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

/**
 * Whether nothing listens on `port`: binding it on every address (IPv6 and IPv4) fails when any
 * process holds it on any one of them, where a connection test would miss a server bound to the
 * other address family.
 */
export function portFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port: Number(port), exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** Why a service started by a script is not the one answering at its URL. */
export class ServiceError extends Error {
  /** @param {'exited' | 'foreign' | 'timeout'} reason */
  constructor(reason, message) {
    super(message);
    this.reason = reason;
  }
}

/**
 * Waits until `url` answers 2xx with header X-Instance-Id equal to `instanceId`: that is the
 * service `child` runs, not another process that was listening on the port already. Rejects with a
 * ServiceError when the child exits first, when the URL answers without that id (a stranger), or
 * at the deadline.
 */
export async function waitForService({ url, instanceId, child, timeoutMs = 120_000 }) {
  let exitCode;
  const onExit = (code, signal) => {
    exitCode = code ?? signal ?? 1;
  };
  if (child.exitCode !== null || child.signalCode !== null) onExit(child.exitCode, child.signalCode);
  else child.once('exit', onExit);
  try {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (exitCode !== undefined) throw new ServiceError('exited', `exited (${exitCode}) before answering`);
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
        await res.arrayBuffer();
        const id = res.headers.get('x-instance-id');
        // Without an instance id (MailDev cannot echo one) the free-port check before the start
        // is what tells our service from a stranger's.
        if (instanceId !== null && id !== instanceId) {
          throw new ServiceError(
            'foreign',
            `${url} is answered by another process (no X-Instance-Id ${instanceId})`,
          );
        }
        if (res.ok) return;
      } catch (error) {
        if (error instanceof ServiceError) throw error;
        // not up yet
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new ServiceError('timeout', `timed out waiting for ${url}`);
  } finally {
    child.off('exit', onExit);
  }
}

/**
 * Starts a long-running service in its own process group (detached), so that stopping it reaches
 * the whole tree: pnpm → tsx → node, or pnpm → vite. Killing only the direct child would leave its
 * grandchildren running as orphans, still holding their ports.
 */
export function spawnGroup(cmd, args, options = {}) {
  return spawn(cmd, args, { ...options, detached: true });
}

const groupAlive = (pid) => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

const signalGroup = (pid, signal) => {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
};

/**
 * SIGTERM to each child's process group, then SIGKILL to whatever is still alive after
 * `graceMs`; resolves once every group is empty. Services drain on SIGTERM (the gateway within
 * 10 s), so the grace period should exceed that.
 */
export async function stopGroups(children, graceMs = 12_000) {
  const pids = children.map((child) => child.pid).filter((pid) => pid !== undefined);
  for (const pid of pids) signalGroup(pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (pids.some(groupAlive) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
  }
  for (const pid of pids.filter(groupAlive)) signalGroup(pid, 'SIGKILL');
  while (pids.some(groupAlive)) await new Promise((r) => setTimeout(r, 50));
}
