/**
 * The HTTP surface of the gateway that needs no upstream: health, GraphiQL, limits, CSRF, CORS,
 * body errors, and what clients see when upstream cannot be reached. Upstreams point at a closed
 * port here; the real upstream is exercised by the *.integration.test.ts suites.
 */
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_TEXT } from './errors.ts';
import { startTestGateway, type TestGateway } from './test/gateway.ts';

const closedPortUrl = async (): Promise<string> => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
};

const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const forger = generateKeyPairSync('rsa', { modulusLength: 2048 });
const token = (privateKey = keys.privateKey) =>
  jwt.sign({ sub: '1' }, privateKey, {
    algorithm: 'RS256',
    issuer: 'portal-token',
    audience: 'portal',
    expiresIn: 60,
  });

/** Stack traces, file paths and upstream addresses must never reach a client. */
const expectNoInternals = (text: string, upstreamUrl: string) => {
  expect(text).not.toMatch(/stack|\bat .+\.(ts|js):\d+|node_modules|\/work\//i);
  expect(text).not.toContain(upstreamUrl);
};

const TIMEOUT_MS = 1_000;
let gateway: TestGateway;
let upstreamUrl: string;

beforeAll(async () => {
  upstreamUrl = await closedPortUrl();
  gateway = await startTestGateway({
    PORTAL_URL: upstreamUrl,
    TOKEN_URL: upstreamUrl,
    JWT_PUBLIC_KEY: keys.publicKey.export({ format: 'pem', type: 'spki' }).toString(),
    UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS),
    CORS_ORIGINS: 'https://portal.example.com',
    MAX_DEPTH: '10',
    MAX_ALIASES: '15',
    INSTANCE_ID: 'this-run',
  });
});

afterAll(() => gateway.stop());

describe('probes', () => {
  it('/healthz answers while upstream is down; /readyz does not', async () => {
    const health = await fetch(`${gateway.url}/healthz`);
    expect([health.status, await health.json()]).toEqual([200, { status: 'ok' }]);
    // `npm start` tells its own gateway from a stranger on the port by this (scripts/start.mjs).
    expect(health.headers.get('x-instance-id')).toBe('this-run');
    const ready = await fetch(`${gateway.url}/readyz`);
    expect(ready.status).toBe(503);
    const body = await ready.text();
    expect(JSON.parse(body)).toEqual({ status: 'unavailable', checks: { portal: 'down', token: 'down' } });
    expectNoInternals(body, upstreamUrl);
  });
});

describe('GraphiQL', () => {
  const page = (url: string) =>
    fetch(url, { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });

  it('is served to browsers on GET /graphql with its bundled assets, nothing from a CDN', async () => {
    const response = await page(gateway.graphqlUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const html = await response.text();
    expect(html).toContain('id="graphiql"');
    const references = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
    // Inline data: URIs (the empty favicon) load nothing; everything else must be ours.
    const assets = references.filter((reference) => !reference.startsWith('data:'));
    expect(assets.length).toBeGreaterThan(1);
    for (const asset of assets) {
      expect(asset).toMatch(/^\/graphiql\//);
      expect((await fetch(`${gateway.url}${asset}`)).status).toBe(200);
    }
  });

  it('tells the developer to build it when the bundle is missing', async () => {
    const bare = await startTestGateway({ GRAPHIQL_DIR: mkdtempSync(join(tmpdir(), 'no-graphiql-')) });
    try {
      const response = await page(bare.graphqlUrl);
      expect(response.status).toBe(503);
      expect(await response.text()).toContain('pnpm --filter @portal/gateway build');
    } finally {
      await bare.stop();
    }
  });

  it('leaves GraphQL GET requests to Apollo', async () => {
    const response = await fetch(`${gateway.graphqlUrl}?query=${encodeURIComponent('{ __typename }')}`, {
      headers: { accept: 'application/json', 'apollo-require-preflight': 'true' },
    });
    expect(await response.json()).toEqual({
      data: { __typename: 'Query' },
      extensions: { cost: { requested: 0, budget: null } },
    });
  });
});

describe('authentication', () => {
  it('answers UNAUTHENTICATED without a token, with a forged one, and with a broken header', async () => {
    const attempts: Array<Record<string, string>> = [
      {},
      { authorization: `Bearer ${token(forger.privateKey)}` },
      { authorization: 'Basic x' },
    ];
    for (const headers of attempts) {
      const { body } = await gateway.gql('{ notifications { id } }', { headers });
      expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect(body.data).toBeNull();
    }
  });

  it('maps an unreachable upstream to UPSTREAM_UNAVAILABLE within the deadline', async () => {
    const started = performance.now();
    const { text, body } = await gateway.gql('{ notifications { id } }', { token: token() });
    expect(performance.now() - started).toBeLessThan(TIMEOUT_MS + 1_000);
    expect(body.errors?.[0]).toMatchObject({
      message: ERROR_TEXT.unavailable,
      extensions: { code: 'UPSTREAM_UNAVAILABLE' },
    });
    expectNoInternals(text, upstreamUrl);
  });

  it('still serves public mutations to a caller with a bad token', async () => {
    const { body } = await gateway.gql('mutation { requestPasswordReset(email: "nao-e-email") }', {
      headers: { authorization: 'Bearer forged' },
    });
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('query limits', () => {
  const nested = (levels: number) => `{ me { ${'... on User { '.repeat(levels)}id${' }'.repeat(levels)} } }`;

  it('rejects a too-deep query', async () => {
    const { status, body } = await gateway.gql(nested(12));
    expect(status).toBe(400);
    expect(body.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/depth limit of 10 exceeded/),
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    expect((await gateway.gql(nested(3), { token: token() })).status).not.toBe(400);
  });

  it('rejects too many aliases', async () => {
    // __typename aliases are allowed (graphql-armor's allow-list): they cost nothing.
    const aliases = Array.from({ length: 16 }, (_, index) => `a${index}: me { id }`).join(' ');
    const { status, body } = await gateway.gql(`{ ${aliases} }`);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toMatch(/Aliases limit of 15 exceeded/);
  });

  it('stops parsing documents with too many tokens', async () => {
    const { status, body } = await gateway.gql(`{ ${'__typename '.repeat(2_100)} }`);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toMatch(/2000 tokens/);
  });

  it('answers an oversized body with 413 and broken JSON with 400, without stack traces', async () => {
    const big = await fetch(gateway.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `# ${'x'.repeat(200_000)}\n{ __typename }` }),
    });
    expect(big.status).toBe(413);
    expectNoInternals(await big.text(), upstreamUrl);
    const broken = await fetch(gateway.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": ',
    });
    expect(broken.status).toBe(400);
    expectNoInternals(await broken.text(), upstreamUrl);
  });

  it('does not batch operations', async () => {
    const response = await fetch(gateway.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ query: '{ __typename }' }, { query: '{ __typename }' }]),
    });
    expect(response.status).toBe(400);
  });
});

describe('browser protections', () => {
  it('refuses simple cross-site requests (CSRF prevention)', async () => {
    const response = await fetch(`${gateway.graphqlUrl}?query=${encodeURIComponent('{ __typename }')}`, {
      headers: { accept: 'application/json' },
    });
    expect(response.status).toBe(400);
  });

  it('answers CORS only for allowed origins', async () => {
    const preflight = (origin: string) =>
      fetch(gateway.graphqlUrl, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization',
        },
      });
    const allowed = await preflight('https://portal.example.com');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://portal.example.com');
    expect(allowed.headers.get('access-control-allow-headers')).toContain('authorization');
    const denied = await preflight('https://evil.example.com');
    expect(denied.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('echoes a sane x-request-id and replaces a suspicious one', async () => {
    const ok = await gateway.gql('{ __typename }', { headers: { 'x-request-id': 'abc-123' } });
    expect(ok.headers.get('x-request-id')).toBe('abc-123');
    const odd = await gateway.gql('{ __typename }', { headers: { 'x-request-id': 'a b\tc' } });
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('introspection switched off', () => {
  it('refuses introspection and hides field suggestions', async () => {
    const closed = await startTestGateway({
      INTROSPECTION: 'false',
      PORTAL_URL: upstreamUrl,
      TOKEN_URL: upstreamUrl,
    });
    try {
      const introspection = await closed.gql('{ __schema { types { name } } }');
      expect(introspection.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
      const typo = await closed.gql('{ notificatons { id } }');
      expect(typo.body.errors?.[0]?.message).not.toMatch(/Did you mean/);
      const open = await gateway.gql('{ notificatons { id } }');
      expect(open.body.errors?.[0]?.message).toMatch(/Did you mean "notifications"/);
    } finally {
      await closed.stop();
    }
  });
});
