/**
 * A tiny HTTP proxy in front of the real upstream that fails chosen routes, for partial-failure
 * and fault tests: the gateway's PORTAL_URL points here, every other request reaches upstream
 * unchanged. Failing a route here (rather than in upstream) keeps test switches out of the product.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * How a failed route misbehaves: an HTTP status with a JSON detail, an answer that never comes
 * (held until the proxy closes or the client gives up), a 200 whose body is not JSON, a
 * connection reset before any answer, or the real answer after a delay (a slow but working route).
 */
export type Fault = number | 'hang' | 'malformed' | 'reset' | { delayMs: number };

export interface FailingProxy {
  url: string;
  /**
   * Paths (without query) answered with `fault` instead of being forwarded; a path ending in `*`
   * matches every path that starts with the rest. Default fault: HTTP 500.
   */
  fail(path: string, fault?: Fault): void;
  heal(path: string): void;
  /** Requests the proxy received (forwarded or failed), by path. */
  received(): string[];
  close(): Promise<void>;
}

const readBody = async (request: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

function misbehave(
  fault: Exclude<Fault, { delayMs: number }>,
  request: IncomingMessage,
  response: ServerResponse,
): void {
  if (fault === 'hang') return; // closeAllConnections() at close() ends it
  if (fault === 'reset') {
    request.socket.resetAndDestroy();
    return;
  }
  if (fault === 'malformed') {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('{"items": [1, 2,');
    return;
  }
  response.writeHead(fault, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ detail: 'Falha simulada.' }));
}

export async function startFailingProxy(targetUrl: string): Promise<FailingProxy> {
  const failing = new Map<string, Fault>();
  const received: string[] = [];
  const faultOf = (path: string): Fault | undefined => {
    const exact = failing.get(path);
    if (exact !== undefined) return exact;
    for (const [pattern, fault] of failing) {
      if (pattern.endsWith('*') && path.startsWith(pattern.slice(0, -1))) return fault;
    }
    return undefined;
  };
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', targetUrl);
    received.push(url.pathname);
    const fault = faultOf(url.pathname);
    const body = await readBody(request);
    if (typeof fault === 'object') await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    else if (fault !== undefined) {
      misbehave(fault, request, response);
      return;
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string' && name !== 'host' && name !== 'connection') headers.set(name, value);
    }
    try {
      const answer = await fetch(url, {
        method: request.method,
        headers,
        body: body.length > 0 ? body : undefined,
        redirect: 'manual',
      });
      const text = Buffer.from(await answer.arrayBuffer());
      response.writeHead(answer.status, {
        'content-type': answer.headers.get('content-type') ?? 'text/plain',
      });
      response.end(text);
    } catch {
      // Upstream itself is gone: behave like a proxy would.
      response.writeHead(502, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ detail: 'Bad gateway' }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    fail: (path, fault = 500) => failing.set(path, fault),
    heal: (path) => failing.delete(path),
    received: () => [...received],
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
