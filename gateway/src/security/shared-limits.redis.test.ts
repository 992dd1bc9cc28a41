/**
 * Two gateway PROCESSES on one Redis share one set of limits (issue "Integrators"): failed logins
 * counted by one refuse on the other, and a cost bucket drained through one throttles the other.
 * Runs only with TEST_REDIS_URL (vitest.config.ts); scripts/test.mjs sets it when Redis answers
 * (in CI an unreachable Redis fails the run). Keys carry a prefix unique to this run and are
 * deleted afterwards.
 */
import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@portal/schema';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, graphqlClient } from '../test/gateway.ts';
import { type GatewayProcess, startGatewayProcess } from '../test/gateway-process.ts';
import { startUpstream, type UpstreamProcess } from '../test/upstream-process.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `portal-test:${randomUUID()}:`;
const LOGIN = 'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token } }';
const ME = '{ me { id username } }'; // costs 3

let upstream: UpstreamProcess;
const gateways: GatewayProcess[] = [];
const client = (index: number) => {
  const gateway = gateways[index];
  if (!gateway) throw new Error('the gateways are used before beforeAll has started them');
  return graphqlClient(`${gateway.url}/graphql`);
};

beforeAll(async () => {
  upstream = await startUpstream();
  const env = {
    PORTAL_URL: upstream.portalUrl,
    TOKEN_URL: upstream.tokenUrl,
    REDIS_URL,
    REDIS_KEY_PREFIX: PREFIX,
    AUTH_RATE_LIMIT_PER_USERNAME: '3',
    MAX_COST: '10',
    COST_BUDGET_CAPACITY: '10',
    COST_BUDGET_RESTORE_PER_MINUTE: '1',
  };
  gateways.push(...(await Promise.all([startGatewayProcess(env), startGatewayProcess(env)])));
});

afterAll(async () => {
  for (const gateway of gateways) gateway.child.kill('SIGTERM');
  await Promise.all(gateways.map((gateway) => gateway.exited(15_000).catch(() => gateway.kill())));
  await upstream?.stop();
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${PREFIX}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

describe('two gateway processes on one Redis', () => {
  it('count failed logins together: the third failure through either refuses on both', async () => {
    const from = { 'x-forwarded-for': '198.51.100.70' };
    const attempt = (index: number, password: string) =>
      client(index).gql(LOGIN, { variables: { u: 'afiliado@demo.com.br', p: password }, headers: from });
    for (const index of [0, 1, 0]) {
      expect((await attempt(index, 'Errada123')).body.errors?.[0]?.message).toBe(
        MESSAGES.loginWrongCredentials,
      );
    }
    // Each process saw at most two failures; only a shared count reaches three.
    for (const index of [1, 0]) {
      expect((await attempt(index, DEMO_PASSWORD)).body.errors?.[0]).toMatchObject({
        extensions: { code: 'TOO_MANY_REQUESTS' },
      });
    }
    // Nothing fell back to a process's memory.
    expect(gateways.flatMap((gateway) => gateway.output()).join('\n')).not.toContain('redis unavailable');
  });

  it('drain one cost bucket: spent through one, throttled on the other', async () => {
    const token = await client(0).login('agente@demo.com.br');
    const available: unknown[] = [];
    for (const index of [0, 1, 0]) {
      const { body } = await client(index).gql(ME, { token });
      const cost = body.extensions?.cost as { budget: { available: number } } | undefined;
      available.push(cost?.budget.available);
    }
    expect(available).toEqual([7, 4, 1]);
    const throttled = await client(1).gql(ME, { token });
    expect(throttled.status).toBe(429);
    expect(throttled.body.errors?.[0]).toMatchObject({ extensions: { code: 'THROTTLED' } });
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(100);
  });
});
