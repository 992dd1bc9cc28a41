/**
 * A local webhook receiver for the route tests that subscribe to upstream's webhooks: it records
 * every request and answers the next status a test queued (204 once none is left).
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

export interface WebhookReceiver {
  /** The URL to subscribe (loopback: the test upstream must allow it). */
  url: string;
  /** What arrived, oldest first; a test resets it before the deliveries it checks. */
  received: ReceivedWebhook[];
  /** The statuses to answer, in order, before 204. */
  statuses: number[];
}

/** Starts the receiver in beforeAll and closes it in afterAll; returns an accessor to it. */
export function useWebhookReceiver(): () => WebhookReceiver {
  const receiver: WebhookReceiver = { url: '', received: [], statuses: [] };
  let server: Server | undefined;
  beforeAll(async () => {
    const listening = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      req.on('end', () => {
        receiver.received.push({ headers: req.headers, body });
        res.statusCode = receiver.statuses.shift() ?? 204;
        res.end();
      });
    });
    await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
    server = listening;
    receiver.url = `http://127.0.0.1:${(listening.address() as AddressInfo).port}/hooks`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
  });
  return () => receiver;
}
