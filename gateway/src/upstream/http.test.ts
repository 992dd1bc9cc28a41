/**
 * The client's transport rules against a local HTTP server that misbehaves on purpose (faults the
 * reference upstream cannot produce on demand: 503 bursts, hangs, broken JSON).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UpstreamError } from '../errors.ts';
import { createLogger } from '../logger.ts';
import { extractDetail, fillPath, UpstreamClient, type UpstreamClientOptions } from './http.ts';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let baseUrl: string;
let seen: Seen[] = [];
let handler: (req: IncomingMessage, res: ServerResponse, attempt: number) => void;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      handler(req, res, seen.length);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen = [];
});

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
};

const client = (options: Partial<UpstreamClientOptions> = {}) =>
  new UpstreamClient({
    area: 'portal',
    baseUrl,
    timeoutMs: 500,
    retries: 3,
    retryDelayMs: 10,
    bearer: 'user-token',
    requestId: 'req-1',
    logger: createLogger('silent'),
    ...options,
  });

const failureOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return (error as UpstreamError).failure;
};

describe('UpstreamClient', () => {
  it('forwards bearer, request id, query and agent_as_role, and parses JSON', async () => {
    handler = (_req, res) => json(res, 200, { ok: true });
    const result = await client().call(
      { method: 'GET', path: '/v1/things/{thing_id}' },
      { params: { thing_id: 'a/b' }, query: { page: 0, search: undefined }, agentAsRole: 'affiliate' },
    );
    expect(result).toEqual({ ok: true });
    expect(seen[0]?.url).toBe('/v1/things/a%2Fb?page=0&agent_as_role=affiliate');
    expect(seen[0]?.headers.authorization).toBe('Bearer user-token');
    expect(seen[0]?.headers['x-request-id']).toBe('req-1');
  });

  it('keeps a base URL path prefix, and reports to the call hook the path and query it sent', async () => {
    handler = (_req, res) => json(res, 200, { ok: true });
    const targets: string[] = [];
    await client({ baseUrl: `${baseUrl}/api`, onCall: (event) => targets.push(event.target) }).call(
      { method: 'GET', path: '/v1/things/{thing_id}' },
      { params: { thing_id: 'ç 1' }, query: { search: 'a&b', page: 2 } },
    );
    expect(seen[0]?.url).toBe('/api/v1/things/%C3%A7%201?search=a%26b&page=2');
    expect(targets).toEqual([seen[0]?.url]);
  });

  it('sends JSON and form bodies, and an explicit bearer instead of the request one', async () => {
    handler = (_req, res) => res.writeHead(204).end();
    await client().call({ method: 'POST', path: '/json' }, { json: { mail: 'a@b.c' } });
    await client({ bearer: null }).call(
      { method: 'POST', path: '/form' },
      { form: { a: '1 2' }, bearer: 'other' },
    );
    expect(seen[0]).toMatchObject({
      body: '{"mail":"a@b.c"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(seen[1]).toMatchObject({
      body: 'a=1+2',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: 'Bearer other' },
    });
  });

  it('returns undefined for an empty body', async () => {
    handler = (_req, res) => res.writeHead(204).end();
    expect(await client().call({ method: 'DELETE', path: '/x' })).toBeUndefined();
  });

  it('retries a GET on 503 up to the configured attempts, then fails', async () => {
    handler = (_req, res) => json(res, 503, { detail: 'down' });
    expect(await failureOf(client().call({ method: 'GET', path: '/x' }))).toEqual({
      kind: 'status',
      status: 503,
      detail: 'down',
    });
    expect(seen).toHaveLength(3);
  });

  it('succeeds when a retry does', async () => {
    handler = (_req, res, attempt) => (attempt < 2 ? json(res, 502, {}) : json(res, 200, [1]));
    expect(await client().call({ method: 'GET', path: '/x' })).toEqual([1]);
    expect(seen).toHaveLength(2);
  });

  it('never retries writes, nor client errors', async () => {
    handler = (_req, res) => json(res, 503, {});
    await failureOf(client().call({ method: 'POST', path: '/x' }, { json: {} }));
    expect(seen).toHaveLength(1);
    handler = (_req, res) => json(res, 404, { detail: 'Not found' });
    expect(await failureOf(client().call({ method: 'GET', path: '/x' }))).toMatchObject({ status: 404 });
    expect(seen).toHaveLength(2);
  });

  it('gives up at the deadline and does not retry a timeout', async () => {
    handler = () => undefined; // never answers
    const started = performance.now();
    expect(await failureOf(client({ timeoutMs: 150 }).call({ method: 'GET', path: '/slow' }))).toEqual({
      kind: 'timeout',
    });
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(seen).toHaveLength(1);
  });

  it('treats broken JSON as malformed and a closed port as unreachable', async () => {
    handler = (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"half":');
    expect(await failureOf(client().call({ method: 'GET', path: '/x' }))).toMatchObject({
      kind: 'malformed',
    });
    const closed = client({ baseUrl: 'http://127.0.0.1:1', retryDelayMs: 0 });
    expect(await failureOf(closed.call({ method: 'GET', path: '/x' }))).toEqual({ kind: 'unreachable' });
  });

  it('streams a file: resolves with the headers before the body has ended', async () => {
    let finish = () => {};
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/pdf' }).write('%PDF-first');
      finish = () => res.end('-rest');
    };
    const file = await client().stream({ method: 'GET', path: '/file' });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(seen[0]?.headers.accept).toBe('*/*');
    const chunks = file.body[Symbol.asyncIterator]();
    expect(String((await chunks.next()).value)).toBe('%PDF-first');
    finish();
    expect(String((await chunks.next()).value)).toBe('-rest');
  });

  it('keeps the deadline running while a streamed body is read: a stalled body is cut at it', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/csv' }).write('first;row\n'); // then stalls
    };
    const started = performance.now();
    const file = await client({ timeoutMs: 200 }).stream({ method: 'GET', path: '/file' });
    const read = (async () => {
      for await (const _chunk of file.body) {
        // reads until the deadline cuts the body
      }
    })();
    const error = await read.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect((error as Error | null)?.name).toBe('TimeoutError');
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('fails a streamed call like any other: status with detail, retries on 503', async () => {
    handler = (_req, res) => json(res, 404, { detail: 'Nota fiscal não encontrada' });
    expect(await failureOf(client().stream({ method: 'GET', path: '/file' }))).toEqual({
      kind: 'status',
      status: 404,
      detail: 'Nota fiscal não encontrada',
    });
    handler = (_req, res, attempt) => (attempt < 3 ? json(res, 503, {}) : res.writeHead(200).end('%PDF'));
    const file = await client().stream({ method: 'GET', path: '/file' });
    expect(String((await file.body[Symbol.asyncIterator]().next()).value)).toBe('%PDF');
    expect(seen).toHaveLength(3);
  });

  it('does not follow redirects (they could carry the bearer elsewhere)', async () => {
    handler = (_req, res) => res.writeHead(302, { location: 'http://example.com/' }).end();
    expect(await failureOf(client().call({ method: 'GET', path: '/x' }))).toMatchObject({ status: 302 });
  });
});

describe('helpers', () => {
  it('fills and encodes path parameters, and refuses missing ones', () => {
    expect(fillPath('/a/{id}/b', { id: '1 2' })).toBe('/a/1%202/b');
    expect(() => fillPath('/a/{id}', {})).toThrow('missing path parameter');
    // A lone surrogate (fuzzing found it) is bad input, not an unexpected error.
    expect(() => fillPath('/a/{id}', { id: '\uD800' })).toThrow(
      expect.objectContaining({ extensions: { code: 'BAD_USER_INPUT' } }),
    );
  });

  it('extracts only the human detail of an error body', () => {
    expect(extractDetail('{"detail":"Produtor já cadastrado"}')).toBe('Produtor já cadastrado');
    expect(
      extractDetail('{"error":"invalid_grant","error_description":"Invalid username or password"}'),
    ).toBe('Invalid username or password');
    expect(extractDetail('{"detail":[{"loc":["body","cnpj"],"msg":"CNPJ inválido"}]}')).toBe('CNPJ inválido');
    expect(extractDetail('<html>stack trace</html>')).toBeNull();
    expect(extractDetail(JSON.stringify({ detail: 'x'.repeat(501) }))).toBeNull();
  });
});
