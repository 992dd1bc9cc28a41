// scripts/start.mjs reports success only for services that are its own: a port another process
// holds is named with the variable that moves it, the script exits 1 and leaves nothing running.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { ServiceError, waitForService } from '../scripts/lib/proc.mjs';

/** A port nobody holds right now: the kernel's pick for a listener on port 0, then released. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

// Free ports of the kernel's choosing, never the defaults (5173/4000/4010/4011, MailDev's
// 1025/1080) nor fixed numbers: a developer's running portal and a second test run at the same
// time (two CIs on one machine) are not disturbed.
const PORTS = {
  WEB_PORT: await freePort(),
  GATEWAY_PORT: await freePort(),
  PORTAL_PORT: await freePort(),
  TOKEN_PORT: await freePort(),
  MAIL_SMTP_PORT: await freePort(),
  MAIL_WEB_PORT: await freePort(),
};

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

/** Another process's server: answers 200 to everything, as a stranger's health check would. */
async function stranger(port: number, headers: Record<string, string> = {}) {
  const server = createServer((_req, res) => res.writeHead(200, headers).end('ok'));
  servers.push(server);
  await new Promise<void>((done) => server.listen(port, done));
  return server;
}

/** Pids of live processes whose environment holds `marker` (Linux /proc; only our own are readable). */
function processesWith(marker: string): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/environ`, 'latin1').includes(marker);
      } catch {
        return false;
      }
    })
    .map(Number);
}

interface Run {
  child: ChildProcess;
  marker: string;
  output: () => string;
  exit: Promise<number | null>;
}

function runStart(): Run {
  const marker = `START_TEST_MARKER=${randomUUID()}`;
  const [key, value] = marker.split('=') as [string, string];
  const child = spawn(process.execPath, ['scripts/start.mjs', '--no-install', '--no-build'], {
    env: {
      ...process.env,
      ...Object.fromEntries(Object.entries(PORTS).map(([name, port]) => [name, String(port)])),
      DATA_DIR: 'memory://',
      // No real mail server: the run starts its MailDev (docs/mail.md).
      SMTP_URL: '',
      BCRYPT_COST: '4',
      LOG_LEVEL: 'warn',
      [key]: value,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk) => {
    text += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    text += chunk;
  });
  const exit = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return { child, marker, output: () => text, exit };
}

describe('npm start with a port already in use', () => {
  it('names the port and its variable, exits 1 and starts nothing', async () => {
    await stranger(PORTS.GATEWAY_PORT);
    const run = runStart();

    expect(await run.exit).toBe(1);
    expect(run.output()).toContain(`Port ${PORTS.GATEWAY_PORT} is already in use`);
    expect(run.output()).toContain('set GATEWAY_PORT to a free port');
    expect(run.output()).not.toContain('is running');
    expect(processesWith(run.marker)).toEqual([]);
  }, 30_000);

  it("names MailDev's inbox port when another process holds it", async () => {
    await stranger(PORTS.MAIL_WEB_PORT);
    const run = runStart();

    expect(await run.exit).toBe(1);
    expect(run.output()).toContain(`Port ${PORTS.MAIL_WEB_PORT} is already in use`);
    expect(run.output()).toContain('set MAIL_WEB_PORT to a free port');
    expect(processesWith(run.marker)).toEqual([]);
  }, 30_000);

  it('stops the services it had started when a later one finds its port taken', async () => {
    const run = runStart();
    // The upstream's start-up line (upstream/src/index.ts): it is up, the gateway is next.
    const lines = createInterface({ input: run.child.stdout as NodeJS.ReadableStream });
    await new Promise<void>((done) =>
      lines.on('line', (line) => {
        if (line.includes('"event":"listening"')) done();
      }),
    );
    await stranger(PORTS.GATEWAY_PORT);

    expect(await run.exit).toBe(1);
    expect(run.output()).toContain(`Port ${PORTS.GATEWAY_PORT} is already in use`);
    expect(run.output()).not.toContain('is running');
    expect(processesWith(run.marker)).toEqual([]);
  }, 120_000);
});

describe('waitForService', () => {
  const exitedNever = () => spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);

  it('refuses a server that answers without the instance id it was given', async () => {
    await stranger(PORTS.WEB_PORT);
    const child = exitedNever();
    const waiting = waitForService({ url: `http://localhost:${PORTS.WEB_PORT}/`, instanceId: 'ours', child });
    await expect(waiting).rejects.toMatchObject({ reason: 'foreign' });
    await expect(waiting).rejects.toBeInstanceOf(ServiceError);
    child.kill('SIGKILL');
  });

  it('accepts the server that echoes its instance id', async () => {
    await stranger(PORTS.WEB_PORT, { 'x-instance-id': 'ours' });
    const child = exitedNever();
    await waitForService({ url: `http://localhost:${PORTS.WEB_PORT}/`, instanceId: 'ours', child });
    child.kill('SIGKILL');
  });

  it('accepts any answer when told there is no instance id to check (MailDev)', async () => {
    await stranger(PORTS.WEB_PORT);
    const child = exitedNever();
    await waitForService({ url: `http://localhost:${PORTS.WEB_PORT}/`, instanceId: null, child });
    child.kill('SIGKILL');
  });

  it('reports a child that exits before it answers', async () => {
    const child = spawn(process.execPath, ['-e', 'process.exit(3)']);
    const waiting = waitForService({ url: `http://localhost:${PORTS.WEB_PORT}/`, instanceId: 'ours', child });
    await expect(waiting).rejects.toMatchObject({ reason: 'exited' });
  });
});
