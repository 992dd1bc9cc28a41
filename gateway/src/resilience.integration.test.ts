/** What the gateway does when the real upstream goes away mid-run. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_TEXT } from './errors.ts';
import { startTestGateway, type TestGateway } from './test/gateway.ts';
import { startUpstream, type UpstreamProcess } from './test/upstream-process.ts';

const TIMEOUT_MS = 1_500;
const RETRY_DELAY_MS = 50;

let upstream: UpstreamProcess;
let gateway: TestGateway;

beforeAll(async () => {
  upstream = await startUpstream();
  gateway = await startTestGateway({
    PORTAL_URL: upstream.portalUrl,
    TOKEN_URL: upstream.tokenUrl,
    UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS),
    UPSTREAM_RETRY_DELAY_MS: String(RETRY_DELAY_MS),
  });
});

afterAll(async () => {
  await gateway?.stop();
  await upstream?.stop();
});

describe('upstream stopped', () => {
  it('turns ready → unavailable, and answers UPSTREAM_UNAVAILABLE within the configured deadline', async () => {
    expect((await fetch(`${gateway.url}/readyz`)).status).toBe(200);
    const token = await gateway.login('afiliado@demo.com.br');

    await upstream.stop();

    // Worst case for a GET: every attempt refused, plus the delays between them.
    const deadline = TIMEOUT_MS + 2 * RETRY_DELAY_MS + 1_000;
    for (const query of ['{ me { id } }', '{ notifications { id } }']) {
      const started = performance.now();
      const { body, text } = await gateway.gql(query, { token });
      expect(performance.now() - started).toBeLessThan(deadline);
      expect(body.data).toBeNull();
      expect(body.errors?.[0]).toMatchObject({
        message: ERROR_TEXT.unavailable,
        extensions: { code: 'UPSTREAM_UNAVAILABLE' },
      });
      expect(text).not.toMatch(/stack|127\.0\.0\.1|ECONNREFUSED/);
    }

    const login = await gateway.gql(
      'mutation { login(username: "afiliado@demo.com.br", password: "x") { token } }',
    );
    expect(login.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');

    const ready = await fetch(`${gateway.url}/readyz`);
    expect(ready.status).toBe(503);
    expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);
  });
});
