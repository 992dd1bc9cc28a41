/**
 * Where a webhook may be sent: a public address over https, never the machine itself or a private
 * or special-purpose network. The rule is enforced where the connection is made: the delivery's
 * agent resolves the name itself and refuses to connect if any answer is not allowed, so a name
 * that answers a public address when subscribing and a private one at delivery time (DNS
 * rebinding) never reaches the private one. The subscription check is the same rule, run early to
 * give the integrator a precise error.
 */

import type { LookupAddress, LookupOneOptions } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, buildConnector } from 'undici';

/** Resolves a host name to every address it answers (tests pass a fake one). */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

export const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

/**
 * Special-purpose blocks ipaddr.js's `range()` reports as plain 'unicast' (checked against its
 * 2.3 tables): IPv4-compatible IPv6 (::a.b.c.d, RFC 4291), local-use NAT64 (RFC 8215), deprecated
 * site-local (RFC 3879) and the IPv6 documentation prefix of RFC 9637.
 */
const MISSED_V6_BLOCKS = ['::/96', '64:ff9b:1::/48', 'fec0::/10', '3fff::/20'].map((cidr) =>
  ipaddr.IPv6.parseCIDR(cidr),
);

export type AddressKind = 'public' | 'loopback' | 'blocked';

/**
 * What an address is, by ipaddr.js's special-purpose ranges: only plain global unicast is public.
 * IPv4-mapped IPv6 (::ffff:a.b.c.d) is judged as the IPv4 address it carries; the other forms that
 * embed IPv4 (NAT64, 6to4, Teredo, IPv4-compatible) are refused outright, as the IPv4 inside may
 * be anything.
 */
export function addressKind(text: string): AddressKind {
  if (!ipaddr.isValid(text)) return 'blocked';
  let address = ipaddr.parse(text);
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress())
    address = (address as ipaddr.IPv6).toIPv4Address();
  const range = address.range();
  if (range === 'loopback') return 'loopback';
  if (range !== 'unicast') return 'blocked';
  if (address.kind() === 'ipv6' && MISSED_V6_BLOCKS.some((block) => (address as ipaddr.IPv6).match(block)))
    return 'blocked';
  return 'public';
}

/** Whether a connection over `protocol` may go to `address`: public only over https. */
const reachable = (address: string, protocol: string, allowLoopback: boolean): boolean => {
  const kind = addressKind(address);
  if (kind === 'loopback') return allowLoopback;
  return kind === 'public' && protocol === 'https:';
};

export class TargetNotAllowedError extends Error {
  readonly code = 'WEBHOOK_TARGET_NOT_ALLOWED';
  constructor(host: string) {
    super(`target not allowed: ${host}`);
  }
}

/** The addresses a host resolves to, all of them allowed, or an error (an IP literal is itself). */
async function allowedAddresses(
  host: string,
  protocol: string,
  allowLoopback: boolean,
  resolve: Resolver,
): Promise<LookupAddress[]> {
  const family = isIP(host);
  const addresses = family ? [{ address: host, family }] : await resolve(host);
  if (
    addresses.length === 0 ||
    !addresses.every(({ address }) => reachable(address, protocol, allowLoopback))
  )
    throw new TargetNotAllowedError(host);
  return addresses;
}

/**
 * Whether a receiver URL is acceptable when subscribing: http(s) without credentials, every
 * address it resolves to allowed (see `reachable`). Deliveries are checked again by the agent.
 */
export async function checkTarget(
  url: string,
  allowLoopback: boolean,
  resolve = systemResolver,
): Promise<boolean> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.username || parsed.password) return false;
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  try {
    await allowedAddresses(parsed.hostname.replace(/^\[|\]$/g, ''), parsed.protocol, allowLoopback, resolve);
    return true;
  } catch {
    return false;
  }
}

type LookupCallback = (error: Error | null, address: string | LookupAddress[], family?: number) => void;

/** A `net.connect` lookup that answers only allowed addresses (all of them, or the first). */
const checkingLookup =
  (protocol: string, allowLoopback: boolean, resolve: Resolver) =>
  (hostname: string, options: LookupOneOptions & { all?: boolean }, callback: LookupCallback): void => {
    allowedAddresses(hostname, protocol, allowLoopback, resolve).then(
      (addresses) => {
        const [first] = addresses;
        if (options.all) callback(null, addresses);
        else if (first) callback(null, first.address, first.family);
      },
      (error: Error) => callback(error, []),
    );
  };

/**
 * The dispatcher of webhook deliveries: every connection resolves through `checkingLookup` (IP
 * literals, which `net.connect` does not look up, are checked before connecting), so what is
 * checked is what is connected to. Redirects are never followed (undici's default).
 */
export function webhookAgent(allowLoopback: boolean, resolve: Resolver = systemResolver): Agent {
  const byProtocol = new Map(
    ['http:', 'https:'].map((protocol) => [
      protocol,
      buildConnector({
        lookup: checkingLookup(protocol, allowLoopback, resolve),
      } as buildConnector.BuildOptions),
    ]),
  );
  const connect: buildConnector.connector = (options, callback) => {
    const connector = byProtocol.get(options.protocol);
    const host = options.hostname.replace(/^\[|\]$/g, '');
    if (!connector || (isIP(host) && !reachable(host, options.protocol, allowLoopback))) {
      callback(new TargetNotAllowedError(host), null);
      return;
    }
    connector(options, callback);
  };
  return new Agent({ connect });
}
