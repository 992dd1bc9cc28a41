// Starts the whole product for a benchmark on its own ports (never a developer's 5173/4000 or the
// e2e suite's), with a throwaway in-memory database, through scripts/start.mjs, which must find the
// web already built. `stop()` ends the start script's process group; start.mjs stops every service
// it started (each in its own group) on SIGTERM.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const env = (name, fallback) => process.env[name] || fallback;

export const ports = {
  web: env('BENCH_WEB_PORT', '5401'),
  gateway: env('BENCH_GATEWAY_PORT', '4400'),
  portal: env('BENCH_PORTAL_PORT', '4410'),
  token: env('BENCH_TOKEN_PORT', '4411'),
};
export const webUrl = `http://localhost:${ports.web}`;
export const gatewayUrl = `http://localhost:${ports.gateway}`;

// The e2e suite's list of the seeded demo accounts: one list for every browser-driving script.
const demo = JSON.parse(readFileSync(join(root, 'e2e', 'demo-accounts.json'), 'utf8'));
export const DEMO_PASSWORD = demo.password;
export const demoAccounts = demo.accounts;

/** Chromium as Debian ships it (never a downloaded browser) and the flags the e2e suite uses. */
export const chromiumPath = env('CHROMIUM_PATH', '/usr/bin/chromium');
export const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

async function waitFor(url, child, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the stack exited (code ${child.exitCode}) before ${url} answered`);
    if (await answers(url)) return;
    await sleep(250);
  }
  throw new Error(`timed out waiting for ${url}`);
}

/**
 * Starts the stack and resolves once the web answers. Refuses to start over something already
 * listening on the web or gateway port: figures from someone else's server would be meaningless.
 */
export async function startStack({ log = console.log } = {}) {
  for (const url of [webUrl, `${gatewayUrl}/healthz`]) {
    if (await answers(url)) throw new Error(`${url} already answers: stop it or set BENCH_*_PORT`);
  }
  log(`Starting the stack: web ${webUrl}, gateway ${gatewayUrl}, DATA_DIR=memory://`);
  const output = [];
  const child = spawn(process.execPath, [resolve(root, 'scripts/start.mjs'), '--no-install', '--no-build'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      WEB_PORT: ports.web,
      GATEWAY_PORT: ports.gateway,
      PORTAL_PORT: ports.portal,
      TOKEN_PORT: ports.token,
      WEB_URL: webUrl,
      CORS_ORIGINS: webUrl,
      DATA_DIR: 'memory://',
    },
  });
  // Kept for a failure report only: the services' logs would drown the figures.
  const keep = (chunk) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      // start.mjs gives its services 12 s to drain before SIGKILL; then it exits.
      await Promise.race([exited, sleep(30_000)]);
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // gone, as expected
      }
    }
  };
  try {
    await waitFor(webUrl, child);
  } catch (error) {
    await stop();
    console.error(output.join('').slice(-4_000));
    throw error;
  }
  return { stop };
}
