/**
 * Where a webhook may be sent: a public http(s) address, never the machine itself or a private
 * network (checked when subscribing and again before each delivery, as DNS may change).
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

const PRIVATE_V4: readonly [number, number][] = [
  // [network, prefix length]
  [0x0a000000, 8], // 10/8
  [0xac100000, 12], // 172.16/12
  [0xc0a80000, 16], // 192.168/16
  [0xa9fe0000, 16], // 169.254/16 link-local (cloud metadata)
  [0x64400000, 10], // 100.64/10 carrier-grade NAT
  [0x00000000, 8], // 0/8
];

const v4Number = (address: string): number =>
  address.split('.').reduce((value, part) => value * 256 + Number(part), 0);

const inV4 = (address: string, [network, bits]: [number, number]): boolean =>
  Math.floor(v4Number(address) / 2 ** (32 - bits)) === Math.floor(network / 2 ** (32 - bits));

const isLoopback = (address: string): boolean =>
  address === '::1' || (isIP(address) === 4 && inV4(address, [0x7f000000, 8]));

/** Never a target: private, link-local, unique-local and unspecified addresses. */
export function isPrivateAddress(address: string): boolean {
  const mapped = address.toLowerCase().replace(/^::ffff:/, '');
  if (isIP(mapped) === 4) return PRIVATE_V4.some((range) => inV4(mapped, range));
  const lower = mapped.toLowerCase();
  return lower === '::' || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower);
}

/**
 * Whether a receiver URL is acceptable: https with a public address; with `allowLoopback`
 * (development, tests) also http(s) on loopback. Never a private-range address. Names are
 * resolved, and every address they resolve to must pass (checked again before each delivery).
 */
export async function checkTarget(url: string, allowLoopback: boolean): Promise<boolean> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.username || parsed.password) return false;
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = (await lookup(host, { all: true })).map((entry) => entry.address);
    } catch {
      return false;
    }
  }
  if (addresses.length === 0) return false;
  return addresses.every((address) => {
    if (isPrivateAddress(address)) return false;
    if (isLoopback(address)) return allowLoopback;
    return parsed.protocol === 'https:';
  });
}
