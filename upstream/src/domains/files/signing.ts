/**
 * Upload URLs (docs/product.md §9.4). The put URL carries everything the PUT may store, signed
 * with HMAC-SHA256 under the server's secret: the object key, the content type, the maximum size,
 * the expiry, and the purpose and owner the row records. Changing any of them breaks the signature,
 * so the URL is a capability for exactly one object of one type and size, until it expires.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { isUploadPurpose, UPLOAD_EXTENSIONS, type UploadPurpose } from '@portal/schema';

import { KEY_PATTERN } from '../../kernel/stored-objects.ts';

export { KEY_PATTERN };

export interface UploadGrant {
  key: string;
  purpose: UploadPurpose;
  contentType: string;
  /** Bytes the PUT may carry at most (the declared size). */
  maxSize: number;
  /** Unix seconds. */
  expires: number;
  ownerId: string;
}

/** A new key for each upload: stored objects are immutable, a replaced image is a new object. */
export function newObjectKey(purpose: UploadPurpose, contentType: string): string {
  const extension = UPLOAD_EXTENSIONS[contentType];
  if (!extension) throw new Error(`no extension for ${contentType}`);
  return `${purpose.toLowerCase().replaceAll('_', '-')}.${randomUUID()}.${extension}`;
}

const payload = (grant: UploadGrant): string =>
  [grant.key, grant.contentType, grant.maxSize, grant.expires, grant.purpose, grant.ownerId].join('\n');

export const signGrant = (secret: string, grant: UploadGrant): string =>
  createHmac('sha256', secret).update(payload(grant)).digest('hex');

/** The query string of a put URL. */
export function grantQuery(secret: string, grant: UploadGrant): URLSearchParams {
  return new URLSearchParams({
    type: grant.contentType,
    max: String(grant.maxSize),
    exp: String(grant.expires),
    purpose: grant.purpose,
    owner: grant.ownerId,
    sig: signGrant(secret, grant),
  });
}

export type GrantCheck =
  | { ok: true; grant: UploadGrant }
  | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

const HEX_SHA256 = /^[0-9a-f]{64}$/;

/** Reads and verifies a put URL's key and query; `now` in Unix seconds. */
export function verifyGrant(
  secret: string,
  key: string,
  query: Readonly<Record<string, unknown>>,
  now: number,
): GrantCheck {
  const text = (name: string) => (typeof query[name] === 'string' ? query[name] : '');
  // Digits only: one spelling per number, so '1e3' and '0x3e8' are not other names for 1000.
  const number = (name: string) => (/^[0-9]{1,15}$/.test(text(name)) ? Number(text(name)) : Number.NaN);
  const [maxSize, expires] = [number('max'), number('exp')];
  const purpose = text('purpose');
  const sig = text('sig');
  if (
    !KEY_PATTERN.test(key) ||
    !Number.isSafeInteger(maxSize) ||
    !Number.isSafeInteger(expires) ||
    !isUploadPurpose(purpose) ||
    !HEX_SHA256.test(sig)
  ) {
    return { ok: false, reason: 'malformed' };
  }
  const grant: UploadGrant = {
    key,
    purpose,
    contentType: text('type'),
    maxSize,
    expires,
    ownerId: text('owner'),
  };
  const expected = Buffer.from(signGrant(secret, grant), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(sig, 'hex'))) return { ok: false, reason: 'signature' };
  // Checked after the signature, so an expiry moved forward reads as tampering, not as expired.
  if (expires <= now) return { ok: false, reason: 'expired' };
  return { ok: true, grant };
}
