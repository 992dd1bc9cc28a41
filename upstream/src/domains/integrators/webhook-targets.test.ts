import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { addressKind, checkTarget, type Resolver, webhookAgent } from './webhook-targets.ts';

const BLOCKED = [
  ['0.0.0.0', 'unspecified'],
  ['10.1.2.3', 'private'],
  ['172.16.5.4', 'private'],
  ['192.168.1.10', 'private'],
  ['100.64.0.1', 'shared (carrier-grade NAT)'],
  ['169.254.169.254', 'link-local (cloud metadata)'],
  ['224.0.0.1', 'multicast'],
  ['255.255.255.255', 'broadcast'],
  ['192.0.0.8', 'IETF protocol assignments'],
  ['192.0.2.1', 'documentation'],
  ['198.51.100.7', 'documentation'],
  ['203.0.113.9', 'documentation'],
  ['198.18.0.1', 'benchmarking'],
  ['240.0.0.1', 'reserved'],
  ['::', 'unspecified'],
  ['::ffff:10.0.0.1', 'IPv4-mapped private'],
  ['::ffff:169.254.169.254', 'IPv4-mapped link-local'],
  ['::7f00:1', 'IPv4-compatible'],
  ['64:ff9b::a00:1', 'NAT64'],
  ['64:ff9b:1::1', 'local-use NAT64'],
  ['2002:7f00:1::1', '6to4'],
  ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo'],
  ['fe80::1', 'link-local'],
  ['fec0::1', 'site-local'],
  ['fc00::1', 'unique-local'],
  ['fd12:3456::1', 'unique-local'],
  ['ff02::1', 'multicast'],
  ['2001:db8::1', 'documentation'],
  ['3fff::1', 'documentation (RFC 9637)'],
  ['2001:2::1', 'benchmarking'],
  ['100::1', 'discard-only'],
  ['not-an-address', 'not an address'],
] as const;

describe('webhook targets', () => {
  it('classifies every special-purpose block as blocked and loopback in every encoding as loopback', () => {
    for (const [address, why] of BLOCKED) expect(addressKind(address), `${address} (${why})`).toBe('blocked');
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1', '::ffff:7f00:1'])
      expect(addressKind(address), address).toBe('loopback');
    for (const address of ['8.8.8.8', '2606:4700:4700::1111'])
      expect(addressKind(address), address).toBe('public');
  });

  it('refuses loopback written as IPv4-mapped IPv6 when loopback is not allowed', async () => {
    expect(await checkTarget('https://[::ffff:127.0.0.1]/hooks', false)).toBe(false);
    expect(await checkTarget('https://[::ffff:7f00:1]/hooks', false)).toBe(false);
    expect(await checkTarget('https://0x7f.1/hooks', false)).toBe(false);
    expect(await checkTarget('https://8.8.8.8/hooks', false)).toBe(true);
    expect(await checkTarget('http://8.8.8.8/hooks', false)).toBe(false);
  });
});

describe('the webhook agent', () => {
  const servers: Server[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
  });

  /** A local receiver that counts the TCP connections made to it. */
  async function receiver(status = 204, location?: string) {
    const seen = { connections: 0, requests: 0 };
    const server = createServer((_req, res) => {
      seen.requests += 1;
      res.writeHead(status, location ? { location } : {}).end();
    });
    server.on('connection', () => {
      seen.connections += 1;
    });
    servers.push(server);
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    return { seen, port: (server.address() as AddressInfo).port };
  }

  /** A resolver whose answer changes between lookups (DNS rebinding). */
  function rebinding(...answers: string[]): Resolver & { calls: number } {
    const resolve = Object.assign(
      async (_host: string) => {
        const address = answers[Math.min(resolve.calls, answers.length - 1)] ?? '';
        resolve.calls += 1;
        return [{ address, family: address.includes(':') ? 6 : 4 }];
      },
      { calls: 0 },
    );
    return resolve;
  }

  it('checks the address it connects to: a name public at subscription and loopback at delivery is refused', async () => {
    const { seen, port } = await receiver();
    const resolve = rebinding('93.184.216.34', '127.0.0.1');
    const url = `https://hooks.rebind.example:${port}/in`;
    expect(await checkTarget(url, false, resolve)).toBe(true);
    const agent = webhookAgent(false, resolve);
    await expect(request(url, { method: 'POST', body: '{}', dispatcher: agent })).rejects.toThrow(
      /target not allowed/,
    );
    expect(resolve.calls).toBe(2);
    expect(seen.connections).toBe(0);
    await agent.close();
  });

  it('refuses an IP literal that is not allowed without connecting', async () => {
    const { seen, port } = await receiver();
    const agent = webhookAgent(false);
    await expect(
      request(`http://127.0.0.1:${port}/in`, { method: 'POST', dispatcher: agent }),
    ).rejects.toThrow(/target not allowed/);
    await expect(
      request(`http://[::ffff:127.0.0.1]:${port}/in`, { method: 'POST', dispatcher: agent }),
    ).rejects.toThrow(/target not allowed/);
    expect(seen.connections).toBe(0);
    await agent.close();
  });

  it('delivers to loopback when allowed (local development and the e2e receiver), by IP or by name', async () => {
    const { seen, port } = await receiver();
    const agent = webhookAgent(true, rebinding('127.0.0.1'));
    for (const host of ['127.0.0.1', 'receiver.local']) {
      const response = await request(`http://${host}:${port}/in`, { method: 'POST', dispatcher: agent });
      expect(response.statusCode).toBe(204);
      await response.body.dump();
    }
    expect(seen.requests).toBe(2);
    await agent.close();
  });

  it('does not follow a redirect', async () => {
    const target = await receiver();
    const redirecting = await receiver(307, `http://127.0.0.1:${target.port}/elsewhere`);
    const agent = webhookAgent(true);
    const response = await request(`http://127.0.0.1:${redirecting.port}/in`, {
      method: 'POST',
      dispatcher: agent,
    });
    expect(response.statusCode).toBe(307);
    await response.body.dump();
    expect(target.seen.connections).toBe(0);
    await agent.close();
  });
});
