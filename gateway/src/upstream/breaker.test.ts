/**
 * The circuit breaker's state machine on a fake clock, then wired into the HTTP client against a
 * local server that fails on purpose (the gateway-level behaviour is in resilience.integration).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UpstreamError } from '../errors.ts';
import { createLogger } from '../logger.ts';
import { type LoopbackServer, startLoopbackServer } from '../test/loopback-server.ts';
import { type BreakerTransition, CircuitBreaker, CircuitBreakers } from './breaker.ts';
import { UpstreamClient } from './http.ts';

const COOLDOWN_MS = 1_000;

const clock = () => {
  let now = 0;
  return { now: () => now, advance: (ms: number) => (now += ms) };
};

describe('CircuitBreaker', () => {
  it('opens after N consecutive failures and fails fast while open', () => {
    const time = clock();
    const transitions: BreakerTransition[] = [];
    const breaker = new CircuitBreaker('finances', { threshold: 3, cooldownMs: COOLDOWN_MS }, time.now, (t) =>
      transitions.push(t),
    );
    for (let i = 0; i < 2; i += 1) {
      expect(breaker.tryAcquire()).toBe(true);
      breaker.failure();
    }
    expect(breaker.current).toBe('closed');
    breaker.tryAcquire();
    breaker.failure();
    expect(breaker.current).toBe('open');
    expect(breaker.tryAcquire()).toBe(false);
    time.advance(COOLDOWN_MS - 1);
    expect(breaker.tryAcquire()).toBe(false);
    expect(transitions).toEqual([{ area: 'finances', from: 'closed', to: 'open' }]);
  });

  it('counts only consecutive failures: a success in between starts over', () => {
    const breaker = new CircuitBreaker('auth', { threshold: 2, cooldownMs: COOLDOWN_MS }, clock().now);
    breaker.failure();
    breaker.success();
    breaker.failure();
    expect(breaker.current).toBe('closed');
    breaker.failure();
    expect(breaker.current).toBe('open');
  });

  it('half-opens after the cool-down with one trial call, and closes when it succeeds', () => {
    const time = clock();
    const breaker = new CircuitBreaker('auth', { threshold: 1, cooldownMs: COOLDOWN_MS }, time.now);
    breaker.failure();
    time.advance(COOLDOWN_MS);
    expect(breaker.current).toBe('half-open');
    expect(breaker.tryAcquire()).toBe(true);
    // Other callers keep failing fast while the trial is out.
    expect(breaker.tryAcquire()).toBe(false);
    breaker.success();
    expect(breaker.current).toBe('closed');
    expect(breaker.tryAcquire()).toBe(true);
    expect(breaker.tryAcquire()).toBe(true);
  });

  it('opens again for a whole cool-down when the trial fails', () => {
    const time = clock();
    const breaker = new CircuitBreaker('auth', { threshold: 5, cooldownMs: COOLDOWN_MS }, time.now);
    for (let i = 0; i < 5; i += 1) breaker.failure();
    time.advance(COOLDOWN_MS);
    expect(breaker.tryAcquire()).toBe(true);
    breaker.failure(); // one failure is enough in half-open
    expect(breaker.current).toBe('open');
    time.advance(COOLDOWN_MS - 1);
    expect(breaker.tryAcquire()).toBe(false);
    time.advance(1);
    expect(breaker.tryAcquire()).toBe(true);
  });

  it('never opens with threshold 0 (turned off)', () => {
    const breaker = new CircuitBreaker('auth', { threshold: 0, cooldownMs: COOLDOWN_MS }, clock().now);
    for (let i = 0; i < 100; i += 1) breaker.failure();
    expect(breaker.tryAcquire()).toBe(true);
    expect(breaker.current).toBe('closed');
  });

  it('keeps one breaker per area', () => {
    const breakers = new CircuitBreakers({ threshold: 1, cooldownMs: COOLDOWN_MS });
    breakers.for('payments').failure();
    expect(breakers.for('payments')).toBe(breakers.for('payments'));
    expect(breakers.states()).toEqual({ payments: 'open' });
    expect(breakers.for('finances').tryAcquire()).toBe(true);
  });
});

describe('UpstreamClient with a breaker', () => {
  let server: LoopbackServer;
  let status = 500;
  let hits = 0;

  beforeAll(async () => {
    server = await startLoopbackServer((_req, res) => {
      hits += 1;
      res.writeHead(status, { 'content-type': 'application/json' }).end('{"detail":"x"}');
    });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    hits = 0;
  });

  const client = (breaker: CircuitBreaker) =>
    new UpstreamClient({
      area: breaker.area,
      baseUrl: server.url,
      timeoutMs: 500,
      retries: 3,
      retryDelayMs: 0,
      bearer: null,
      requestId: 'r',
      logger: createLogger('silent'),
      breaker,
    });

  const failureOf = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => (error instanceof UpstreamError ? error.failure : error),
    );

  it('stops the retries as soon as the circuit opens, then fails fast without calling', async () => {
    status = 503;
    const breaker = new CircuitBreaker('finances', { threshold: 2, cooldownMs: 60_000 });
    // Attempt 1 and 2 fail (the second opens the circuit); attempt 3 is refused locally.
    expect(await failureOf(client(breaker).call({ method: 'GET', path: '/x' }))).toEqual({
      kind: 'circuit-open',
    });
    expect(hits).toBe(2);
    expect(await failureOf(client(breaker).call({ method: 'GET', path: '/x' }))).toEqual({
      kind: 'circuit-open',
    });
    expect(hits).toBe(2);
  });

  it('does not count 4xx answers as failures', async () => {
    status = 404;
    const breaker = new CircuitBreaker('finances', { threshold: 2, cooldownMs: 60_000 });
    for (let i = 0; i < 5; i += 1) {
      expect(await failureOf(client(breaker).call({ method: 'GET', path: '/x' }))).toMatchObject({
        status: 404,
      });
    }
    expect(breaker.current).toBe('closed');
    expect(hits).toBe(5);
  });

  it('closes again once upstream answers the trial call', async () => {
    status = 500;
    const time = clock();
    const breaker = new CircuitBreaker('payments', { threshold: 1, cooldownMs: 100 }, time.now);
    await failureOf(client(breaker).call({ method: 'POST', path: '/x' }));
    expect(breaker.current).toBe('open');
    status = 200;
    time.advance(100);
    expect(await client(breaker).call({ method: 'GET', path: '/x' })).toEqual({ detail: 'x' });
    expect(breaker.current).toBe('closed');
  });
});
