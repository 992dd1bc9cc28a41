import { createHash } from 'node:crypto';

/** The demo secret of a seeded voucher, derived from its code as upstream's seed/points.ts does. */
export function seededSecret(code: string): string {
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  const bytes = createHash('sha256').update(`portal-seed:secret:${code}`).digest();
  const text = [...bytes.subarray(0, 16)].map((byte) => alphabet[byte % alphabet.length]).join('');
  return (text.match(/.{4}/g) ?? []).join('-');
}
