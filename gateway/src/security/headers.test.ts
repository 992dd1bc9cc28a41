/**
 * The gateway's HTTP protections as a browser meets them: helmet headers on every answer, a
 * Content-Security-Policy that loads nothing for API answers and only our own bundle for GraphiQL
 * (no inline script, no eval), CSRF prevention on simple requests, CORS only for the allow-list.
 * No upstream is needed: it points at a closed port.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../test/gateway.ts';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway({
    PORTAL_URL: 'http://127.0.0.1:1',
    TOKEN_URL: 'http://127.0.0.1:1',
    CORS_ORIGINS: 'https://portal.example.com',
  });
});

afterAll(() => gateway.stop());

/** CSP text → { directive: [sources] }. */
const directives = (csp: string | null): Record<string, string[]> =>
  Object.fromEntries(
    (csp ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );

const expectBaseline = (headers: Headers) => {
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('referrer-policy')).toBe('no-referrer');
  expect(headers.get('strict-transport-security')).toMatch(/max-age=\d+; includeSubDomains/);
  expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
  expect(headers.get('cross-origin-resource-policy')).toBe('same-origin');
  expect(headers.get('permissions-policy')).toContain('camera=()');
  expect(headers.get('x-powered-by')).toBeNull();
};

describe('security headers', () => {
  it('on GraphQL answers: helmet baseline, and a policy that loads nothing', async () => {
    const { headers } = await gateway.gql('{ __typename }');
    expectBaseline(headers);
    expect(directives(headers.get('content-security-policy'))).toMatchObject({
      'default-src': ["'none'"],
      'frame-ancestors': ["'none'"],
    });
  });

  it('on probes and errors too', async () => {
    for (const response of [
      await fetch(`${gateway.url}/healthz`),
      await fetch(`${gateway.url}/nowhere`),
      await fetch(gateway.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{',
      }),
    ]) {
      expectBaseline(response.headers);
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    }
  });

  it('on GraphiQL: our own scripts only, no inline script and no eval', async () => {
    const page = await fetch(gateway.graphqlUrl, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expectBaseline(page.headers);
    const csp = directives(page.headers.get('content-security-policy'));
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(JSON.stringify(csp)).not.toContain('unsafe-eval');
    // The page itself honours it: every script has a src on our origin, none has a body.
    const html = await page.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc="\/graphiql\//);
      expect(body?.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+=/i);
    // Its assets get the same policy.
    const asset = html.match(/src="(\/graphiql\/[^"]+\.js)"/)?.[1];
    const script = await fetch(`${gateway.url}${asset}`);
    expect(script.headers.get('content-security-policy')).toContain("script-src 'self'");
  });
});

describe('CSRF prevention', () => {
  it('refuses a GET query without a preflight-forcing header, and a form-encoded POST', async () => {
    const get = await fetch(`${gateway.graphqlUrl}?query=${encodeURIComponent('{ __typename }')}`);
    expect(get.status).toBe(400);
    const form = await fetch(gateway.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'query=%7B__typename%7D',
    });
    expect(form.status).toBeGreaterThanOrEqual(400);
    const text = await fetch(gateway.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(text.status).toBe(400);
  });

  it('accepts what the web client and GraphiQL send: JSON with content-type application/json', async () => {
    const { status, body } = await gateway.gql('{ __typename }');
    expect(status).toBe(200);
    expect(body.data).toEqual({ __typename: 'Query' });
  });
});
