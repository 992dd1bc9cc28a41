/**
 * Compliance with a suite we did not write: graphql-http's server audits (GraphQL over HTTP spec)
 * against the running gateway. Every MUST audit passes. The SHOULD and MAY audits that fail are
 * deliberate and listed below, so a new deviation fails the test instead of going unnoticed.
 */
import { type AuditResult, serverAudits } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from './test/gateway.ts';
import { startUpstream, type UpstreamProcess } from './test/upstream-process.ts';

/**
 * - Apollo answers 400 to a request whose document does not parse, validate or coerce, whatever the
 *   Accept header (the spec prefers 200 for application/json). Clients (Apollo Client, the web
 *   app) read the errors from either.
 * - CSRF prevention (Apollo's csrfPrevention) refuses "simple" GET requests: a GET needs a
 *   `content-type` other than a form type, or an `apollo-require-preflight` header. The audits
 *   that send a bare GET are refused with 400 by design.
 */
const ACCEPTED_DEVIATIONS: ReadonlySet<string> = new Set([
  'SHOULD use 200 status code on document parsing failure when accepting application/json',
  'SHOULD use 200 status code on document validation failure when accepting application/json',
  'SHOULD use a status code of 200 on variable coercion failure when accepting application/json',
  'MAY accept application/x-www-form-urlencoded formatted GET requests',
  'MAY allow URL-encoded JSON string {variables} parameter in GETs when accepting application/graphql-response+json',
  'MAY allow URL-encoded JSON string {variables} parameter in GETs when accepting application/json',
]);

let upstream: UpstreamProcess;
let gateway: TestGateway;
const results: Array<{ name: string; result: AuditResult }> = [];

beforeAll(async () => {
  upstream = await startUpstream();
  gateway = await startTestGateway({ PORTAL_URL: upstream.portalUrl, TOKEN_URL: upstream.tokenUrl });
  for (const audit of serverAudits({ url: gateway.graphqlUrl })) {
    results.push({ name: audit.name, result: await audit.fn() });
  }
});

afterAll(async () => {
  await gateway?.stop();
  await upstream?.stop();
});

const failing = (requirement: 'MUST' | 'SHOULD' | 'MAY') =>
  results
    .filter(({ name, result }) => name.startsWith(`${requirement} `) && result.status !== 'ok')
    .map(({ name, result }) => `${name}: ${result.status === 'ok' ? '' : result.reason}`);

describe('graphql-http server audits', () => {
  it('ran the whole suite', () => {
    expect(results.length).toBeGreaterThan(30);
  });

  it('passes every MUST audit', () => {
    expect(failing('MUST')).toEqual([]);
  });

  it('fails no SHOULD or MAY audit beyond the deliberate deviations', () => {
    const unexpected = [...failing('SHOULD'), ...failing('MAY')].filter(
      (line) => !ACCEPTED_DEVIATIONS.has(line.slice(0, line.indexOf(': '))),
    );
    expect(unexpected).toEqual([]);
  });
});

describe('GET queries and CSRF prevention', () => {
  const get = (query: string, headers: Record<string, string>) =>
    fetch(`${gateway.graphqlUrl}?query=${encodeURIComponent(query)}`, { headers });

  it('answers a GET query that carries a preflight-forcing header', async () => {
    const response = await get('{ __typename }', {
      accept: 'application/graphql-response+json',
      'apollo-require-preflight': 'true',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/graphql-response\+json/);
    expect(((await response.json()) as { data: unknown }).data).toEqual({ __typename: 'Query' });
  });

  it('refuses a simple GET (what a cross-site form or image could send)', async () => {
    const response = await get('{ __typename }', { accept: 'application/json' });
    expect(response.status).toBe(400);
    expect(await response.text()).not.toContain('__typename":"Query');
  });

  it('never runs a mutation sent by GET', async () => {
    const response = await get('mutation { deleteNotification(id: "x") }', {
      accept: 'application/json',
      'apollo-require-preflight': 'true',
    });
    expect(response.status).toBe(405);
  });
});
