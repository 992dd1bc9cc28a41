/**
 * Traffic helpers of the gateway benches: a closed-loop generator for "page loads" made of several
 * HTTP requests (autocannon times single requests; a REST page is a chain of them), and TCP
 * proxies that count connections or add latency. Loopback only; every loop is bounded in time.
 */
import { Agent, request } from 'node:http';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { figuresOf, type LoadFigures } from './support.ts';

export interface HttpCall {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface HttpClient {
  /** Resolves with the status and body; rejects on a socket error. */
  send(call: HttpCall): Promise<{ status: number; body: string }>;
  close(): void;
}

/** A keep-alive HTTP/1.1 client for one origin with at most `connections` sockets (a browser uses 6). */
export function httpClient(origin: string, connections: number): HttpClient {
  const { hostname, port } = new URL(origin);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  return {
    send: (call) =>
      new Promise((resolve, reject) => {
        const req = request(
          { agent, host: hostname, port, method: call.method, path: call.path, headers: call.headers },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
            );
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end(call.body);
      }),
    close: () => agent.destroy(),
  };
}

/**
 * Runs `load` in `concurrency` loops for `seconds` and times each call of it (a page load).
 * A load that throws or answers a non-2xx status counts as a failure and is not timed.
 */
export async function closedLoop(
  load: () => Promise<void>,
  { concurrency, seconds }: { concurrency: number; seconds: number },
): Promise<LoadFigures> {
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      const begin = performance.now();
      try {
        await load();
        latencies.push(performance.now() - begin);
      } catch {
        failures += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return figuresOf(latencies, (performance.now() - started) / 1000, failures);
}

export interface TcpProxy {
  url: string;
  /** TCP connections accepted since start (or since the last reset). */
  connections(): number;
  resetCount(): void;
  stop(): Promise<void>;
}

/**
 * A TCP proxy on loopback `port` to `target` (http://host:port). With `delayMs`, every chunk waits
 * that long in each direction, so a round trip gains 2 x delayMs (order is kept: equal timers fire
 * in the order they were set). Without it, it only counts the connections opened through it.
 */
export async function tcpProxy(port: number, target: string, delayMs = 0): Promise<TcpProxy> {
  const { hostname, port: targetPort } = new URL(target);
  const sockets = new Set<Socket>();
  let accepted = 0;
  const pipe = (from: Socket, to: Socket) => {
    from.on('data', (chunk: Buffer) => {
      if (delayMs === 0) to.write(chunk);
      else setTimeout(() => to.writable && to.write(chunk), delayMs);
    });
    from.on('end', () => (delayMs === 0 ? to.end() : setTimeout(() => to.end(), delayMs)));
    from.on('error', () => to.destroy());
    from.on('close', () => to.destroy());
  };
  const server: Server = createServer((client) => {
    accepted += 1;
    client.setNoDelay(true);
    const upstream = connect({ host: hostname, port: Number(targetPort) });
    upstream.setNoDelay(true);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    }
    pipe(client, upstream);
    pipe(upstream, client);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    url: `http://127.0.0.1:${port}`,
    connections: () => accepted,
    resetCount: () => {
      accepted = 0;
    },
    stop: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
