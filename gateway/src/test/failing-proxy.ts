/**
 * A tiny HTTP proxy in front of the real upstream that fails chosen routes, for partial-failure
 * tests: the gateway's PORTAL_URL points here, every other request reaches upstream unchanged.
 * Failing a route here (rather than in upstream) keeps test switches out of the product.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FailingProxy {
  url: string;
  /** Paths (without query) answered with `status` and a JSON detail instead of being forwarded. */
  fail(path: string, status?: number): void;
  heal(path: string): void;
  close(): Promise<void>;
}

const readBody = async (request: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

export async function startFailingProxy(targetUrl: string): Promise<FailingProxy> {
  const failing = new Map<string, number>();
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', targetUrl);
    const status = failing.get(url.pathname);
    const body = await readBody(request);
    if (status !== undefined) {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ detail: 'Falha simulada.' }));
      return;
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string' && name !== 'host' && name !== 'connection') headers.set(name, value);
    }
    const answer = await fetch(url, {
      method: request.method,
      headers,
      body: body.length > 0 ? body : undefined,
      redirect: 'manual',
    });
    const text = Buffer.from(await answer.arrayBuffer());
    response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/plain' });
    response.end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    fail: (path, status = 500) => failing.set(path, status),
    heal: (path) => failing.delete(path),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
