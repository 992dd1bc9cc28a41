/**
 * The Redis failure policy (docs/decisions/security.md, "When Redis is down"): this test starts
 * its own redis-server on a free port (never the shared one), stops it mid-run and starts it
 * again. While it is down /readyz says `degraded` and `gateway_redis_up` is 0 at once, and the
 * credential limit is enforced at 1/REDIS_REPLICAS locally instead of silently per replica; once
 * it is back, both say so and the limits are shared again. Selected like the other Redis suites
 * (TEST_REDIS_URL, vitest.config.ts); it also needs `redis-server` on PATH.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../test/gateway.ts';
import { setupTestStack } from '../test/stack.ts';

const stack = setupTestStack();
const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  await new Promise((done) => server.close(done));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
  await new Promise<void>((ready, fail) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) ready();
    });
    child.once('exit', (code) => fail(new Error(`redis-server exited with ${code}`)));
  });
  return child;
}

async function stopRedis(child: ChildProcess): Promise<void> {
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGKILL'); // as a crash: no goodbye to the clients
  await exited;
}

async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    expect(Date.now(), what).toBeLessThan(deadline);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(!hasRedisServer)('Redis stopped mid-run', () => {
  let port = 0;
  let redis: ChildProcess | undefined;
  let gateway: TestGateway;
  const readiness = async () => (await (await fetch(`${gateway.url}/readyz`)).json()) as { status: string };
  const redisUp = async () =>
    /^gateway_redis_up (\d)/m.exec(await (await fetch(`${gateway.url}/metrics`)).text())?.[1];

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    const { upstream } = stack();
    gateway = await startTestGateway({
      PORTAL_URL: upstream.portalUrl,
      TOKEN_URL: upstream.tokenUrl,
      REDIS_URL: `redis://127.0.0.1:${port}`,
      REDIS_REPLICAS: '2',
      AUTH_RATE_LIMIT_PER_USERNAME: '4',
    });
  });
  afterAll(async () => {
    await gateway?.stop();
    if (redis && redis.exitCode === null) await stopRedis(redis);
  });

  it('reports the degraded state at once, enforces a stricter local limit, and recovers', async () => {
    expect(await readiness()).toMatchObject({ status: 'ready', checks: { redis: 'ok' } });
    expect(await redisUp()).toBe('1');

    if (redis) await stopRedis(redis);
    await until(async () => (await readiness()).status === 'degraded', 'readiness to say degraded', 1_000);
    expect(await readiness()).toMatchObject({ checks: { redis: 'down' } });
    expect(await redisUp()).toBe('0');
    // 4 attempts shared by 2 replicas: this one alone allows 2 (each counts twice), not 4.
    for (let attempt = 0; attempt < 2; attempt += 1)
      await gateway.login('unidade@demo.com.br', 'Errada123').catch(() => undefined);
    await expect(gateway.login('unidade@demo.com.br')).rejects.toThrow('TOO_MANY_REQUESTS');

    redis = await startRedis(port);
    await until(async () => (await readiness()).status === 'ready', 'readiness to recover', 10_000);
    expect(await redisUp()).toBe('1');
    // Counted in Redis again: the outage's local counters no longer refuse the account.
    await expect(gateway.login('unidade@demo.com.br')).resolves.toBeTruthy();
  });
});
