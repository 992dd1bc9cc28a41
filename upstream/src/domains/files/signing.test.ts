import { describe, expect, it } from 'vitest';
import {
  grantQuery,
  KEY_PATTERN,
  newObjectKey,
  signGrant,
  type UploadGrant,
  verifyGrant,
} from './signing.ts';

const SECRET = 'a-test-secret-of-at-least-32-characters';
const NOW = 1_800_000_000;
const grant: UploadGrant = {
  key: newObjectKey('BANNER_IMAGE', 'image/png'),
  purpose: 'BANNER_IMAGE',
  contentType: 'image/png',
  maxSize: 1000,
  expires: NOW + 60,
  ownerId: '11111111-1111-4111-8111-111111111111',
};
const query = () => Object.fromEntries(grantQuery(SECRET, grant));

describe('upload URL signatures', () => {
  it('makes a new key per upload, of the purpose and the type', () => {
    expect(grant.key).toMatch(/^banner-image\.[0-9a-f-]{36}\.png$/);
    expect(KEY_PATTERN.test(grant.key)).toBe(true);
    expect(newObjectKey('BANNER_IMAGE', 'image/png')).not.toBe(grant.key);
  });

  it('accepts the URL it signed until it expires', () => {
    expect(verifyGrant(SECRET, grant.key, query(), NOW)).toEqual({ ok: true, grant });
    expect(verifyGrant(SECRET, grant.key, query(), NOW + 60)).toEqual({ ok: false, reason: 'expired' });
  });

  it.each([
    ['type', 'image/jpeg'],
    ['max', '1001'],
    ['exp', String(NOW + 3600)],
    ['purpose', 'SUPPORT_MATERIAL'],
    ['owner', '22222222-2222-4222-8222-222222222222'],
  ])('refuses the URL with %s changed', (name, value) => {
    expect(verifyGrant(SECRET, grant.key, { ...query(), [name]: value }, NOW)).toEqual({
      ok: false,
      reason: 'signature',
    });
  });

  it('refuses another key, another secret, and malformed parameters', () => {
    const otherKey = newObjectKey('BANNER_IMAGE', 'image/png');
    expect(verifyGrant(SECRET, otherKey, query(), NOW)).toMatchObject({ reason: 'signature' });
    expect(verifyGrant(`${SECRET}!`, grant.key, query(), NOW)).toMatchObject({ reason: 'signature' });
    expect(verifyGrant(SECRET, '../etc/passwd', query(), NOW)).toMatchObject({ reason: 'malformed' });
    expect(verifyGrant(SECRET, grant.key, { ...query(), sig: 'zz' }, NOW)).toMatchObject({
      reason: 'malformed',
    });
    expect(verifyGrant(SECRET, grant.key, { ...query(), max: '1e3' }, NOW)).toMatchObject({
      reason: 'malformed',
    });
  });

  it('signs every bound field', () => {
    expect(signGrant(SECRET, grant)).toBe(query().sig);
    expect(signGrant(SECRET, { ...grant, maxSize: 999 })).not.toBe(query().sig);
  });
});
