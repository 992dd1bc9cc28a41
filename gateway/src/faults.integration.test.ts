/**
 * Upstream faults through the real gateway and upstream, with a proxy in between that makes chosen
 * routes hang, answer 500, answer broken JSON or reset the connection (test/failing-proxy.ts).
 * Deadlines are asserted as generous client-side give-ups, never as measured times: a gateway that
 * did not apply its own deadline would leave the request hanging and fail the test.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_TEXT } from './errors.ts';
import { type FailingProxy, type Fault, startFailingProxy } from './test/failing-proxy.ts';
import { startTestGateway, type TestGateway } from './test/gateway.ts';
import { startUpstream, type UpstreamProcess } from './test/upstream-process.ts';

const TIMEOUT_MS = 1_000;
/** Far beyond the worst case (three attempts at TIMEOUT_MS plus delays), yet bounded. */
const GIVE_UP_MS = 3 * TIMEOUT_MS + 5_000;
const BREAKER_THRESHOLD = 3;
const BREAKER_COOLDOWN_MS = 10_000;
const NOTIFICATIONS = '/v1/notifications/portal/list';
const BALANCE = '/v1/finances/portal/commissions/balance';

let upstream: UpstreamProcess;
let proxy: FailingProxy;
/** Breakers off: each fault is seen on its own. */
let gateway: TestGateway;
/** Breakers on, on a clock the test moves (a busy machine must not end the cool-down early). */
let guarded: TestGateway;
let now = Date.now();
let token: string;
const failed: string[] = [];

beforeAll(async () => {
  upstream = await startUpstream();
  proxy = await startFailingProxy(upstream.portalUrl);
  const env = {
    PORTAL_URL: proxy.url,
    TOKEN_URL: upstream.tokenUrl,
    UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS),
    UPSTREAM_RETRY_DELAY_MS: '20',
  };
  gateway = await startTestGateway({ ...env, CIRCUIT_BREAKER_THRESHOLD: '0' });
  guarded = await startTestGateway(
    {
      ...env,
      CIRCUIT_BREAKER_THRESHOLD: String(BREAKER_THRESHOLD),
      CIRCUIT_BREAKER_COOLDOWN_MS: String(BREAKER_COOLDOWN_MS),
    },
    { now: () => now },
  );
  token = await gateway.login('afiliado@demo.com.br');
});

beforeEach(() => {
  for (const path of failed.splice(0)) proxy.heal(path);
});

afterAll(async () => {
  await gateway?.stop();
  await guarded?.stop();
  await proxy?.close();
  await upstream?.stop();
});

const fail = (path: string, fault: Fault) => {
  proxy.fail(path, fault);
  failed.push(path);
};

const expectUnavailable = (result: Awaited<ReturnType<TestGateway['gql']>>) => {
  expect(result.status).toBe(200);
  expect(result.body.errors?.[0]).toMatchObject({
    message: ERROR_TEXT.unavailable,
    extensions: { code: 'UPSTREAM_UNAVAILABLE' },
  });
  expect(result.text).not.toMatch(/stack|127\.0\.0\.1|ECONN|Falha simulada|"items"/);
};

describe.each<[string, Fault]>([
  ['hangs beyond the timeout', 'hang'],
  ['answers 500', 500],
  ['answers malformed JSON', 'malformed'],
  ['resets the connection', 'reset'],
])('an upstream route that %s', (_, fault) => {
  it('is answered UPSTREAM_UNAVAILABLE within the deadline, without leaking details', async () => {
    fail(NOTIFICATIONS, fault);
    expectUnavailable(await gateway.gql('{ notifications { id } }', { token, timeoutMs: GIVE_UP_MS }));
  });

  it('costs only its own field on the dashboard (partial data)', async () => {
    fail(BALANCE, fault);
    const { body } = await gateway.gql<{ finance: Record<string, unknown> }>(
      '{ finance { balance { pending } totalSales goals { cycle } } }',
      { token, timeoutMs: GIVE_UP_MS },
    );
    expect(body.errors).toEqual([
      expect.objectContaining({ path: ['finance', 'balance'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } }),
    ]);
    expect(body.data?.finance).toMatchObject({ balance: null, totalSales: expect.any(Number) });
  });
});

describe('other requests', () => {
  it('keep being served while some hang on a slow upstream', async () => {
    fail(NOTIFICATIONS, 'hang');
    let hanging = 0;
    const slow = Array.from({ length: 5 }, () =>
      gateway.gql('{ notifications { id } }', { token, timeoutMs: GIVE_UP_MS }).finally(() => {
        hanging += 1;
      }),
    );
    const me = await gateway.gql<{ me: { id: string } }>('{ me { id } }', { token, timeoutMs: GIVE_UP_MS });
    expect(me.body.data?.me.id).toEqual(expect.any(String));
    // The answer came while the slow ones were still waiting for upstream.
    expect(hanging).toBe(0);
    for (const result of await Promise.all(slow)) expectUnavailable(result);
  });
});

describe('circuit breaker', () => {
  const notificationCalls = () => proxy.received().filter((path) => path === NOTIFICATIONS).length;

  it('opens after consecutive failures, fails fast without calling upstream, and leaves other areas alone', async () => {
    fail(NOTIFICATIONS, 500);
    for (let i = 0; i < BREAKER_THRESHOLD; i += 1)
      expectUnavailable(await guarded.gql('{ notifications { id } }', { token }));
    const calls = notificationCalls();
    for (let i = 0; i < 5; i += 1)
      expectUnavailable(await guarded.gql('{ notifications { id } }', { token }));
    expect(notificationCalls()).toBe(calls);
    // 'auth' has its own breaker: the viewer still loads.
    const me = await guarded.gql<{ me: { id: string } }>('{ me { id } }', { token });
    expect(me.body.errors).toBeUndefined();
  });

  it('lets a trial call through after the cool-down and closes when upstream is back', async () => {
    // Still open from the previous test (same gateway); upstream is healthy again.
    const calls = notificationCalls();
    now += BREAKER_COOLDOWN_MS - 1;
    expectUnavailable(await guarded.gql('{ notifications { id } }', { token }));
    now += 1;
    expect((await guarded.gql('{ notifications { id } }', { token })).body.errors).toBeUndefined();
    // Failing fast while open meant upstream saw exactly one call: the successful trial.
    expect(notificationCalls()).toBe(calls + 1);
    for (let i = 0; i < 3; i += 1) {
      expect((await guarded.gql('{ notifications { id } }', { token })).body.errors).toBeUndefined();
    }
  });
});
