import { generateKeyPairSync } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_USERS, userId } from '../db/seed/users.ts';
import { useTestUpstream } from '../testing/harness.ts';

const up = useTestUpstream();
const affiliate = DEMO_USERS.affiliated.username;

/** The upstream's own signing key, read from the database, to mint tokens with chosen claims. */
async function realKey(): Promise<{ kid: string; privateKey: string; publicKey: string }> {
  const row = await up().db.selectFrom('signing_keys').selectAll().executeTakeFirstOrThrow();
  return { kid: row.kid, privateKey: row.private_key_pem, publicKey: row.public_key_pem };
}

const claims = { sub: userId(affiliate), username: affiliate, iss: 'portal-token', aud: 'portal' };
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Base64url JSON segments, for tokens jsonwebtoken refuses to build. */
const segment = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

async function expectUnauthenticated(headers: Record<string, string>) {
  const res = await fetch(`${up().portalUrl}/me`, { headers });
  expect(res.status).toBe(401);
  expect(res.headers.get('www-authenticate')).toBe('Bearer');
  expect(await res.json()).toEqual({ detail: 'Not authenticated' });
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('bearer authentication of portal routes', () => {
  it('accepts a valid token (case-insensitive scheme)', async () => {
    const token = await up().login(affiliate);
    const res = await fetch(`${up().portalUrl}/me`, { headers: { authorization: `bearer ${token}` } });
    expect(res.status).toBe(200);
  });

  it('refuses a request without a token, or with another scheme', async () => {
    await expectUnauthenticated({});
    await expectUnauthenticated({ authorization: 'Basic YWZpbGlhZG86c2VuaGE=' });
    await expectUnauthenticated(bearer('not-a-jwt'));
  });

  it('refuses an expired token', async () => {
    const { kid, privateKey } = await realKey();
    const token = jwt.sign({ ...claims, iat: nowSeconds() - 7200, exp: nowSeconds() - 3600 }, privateKey, {
      algorithm: 'RS256',
      keyid: kid,
    });
    await expectUnauthenticated(bearer(token));
  });

  it('refuses a token without expiry', async () => {
    const { kid, privateKey } = await realKey();
    const token = jwt.sign(claims, privateKey, { algorithm: 'RS256', keyid: kid });
    await expectUnauthenticated(bearer(token));
  });

  it.each([
    ['issuer', { iss: 'someone-else' }],
    ['audience', { aud: 'another-api' }],
  ])('refuses a token for another %s', async (_claim, override) => {
    const { kid, privateKey } = await realKey();
    const token = jwt.sign({ ...claims, ...override }, privateKey, {
      algorithm: 'RS256',
      keyid: kid,
      expiresIn: 600,
    });
    await expectUnauthenticated(bearer(token));
  });

  it('refuses a token signed by another key under our kid', async () => {
    const { kid } = await realKey();
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const token = jwt.sign(claims, privateKey, { algorithm: 'RS256', keyid: kid, expiresIn: 600 });
    await expectUnauthenticated(bearer(token));
  });

  it('refuses alg "none" and HS256 signed with the public key', async () => {
    const { kid, publicKey } = await realKey();
    const exp = nowSeconds() + 600;
    await expectUnauthenticated(bearer(`${segment({ alg: 'none', kid })}.${segment({ ...claims, exp })}.`));
    // The classic confusion attack: the public key (which anyone can fetch) as an HMAC secret.
    const hs256 = jwt.sign({ ...claims, exp }, Buffer.from(publicKey), { algorithm: 'HS256', keyid: kid });
    await expectUnauthenticated(bearer(hs256));
  });

  it('refuses a valid signature for a user that does not exist', async () => {
    const { kid, privateKey } = await realKey();
    const token = jwt.sign({ ...claims, sub: userId('fantasma@demo.com.br') }, privateKey, {
      algorithm: 'RS256',
      keyid: kid,
      expiresIn: 600,
    });
    await expectUnauthenticated(bearer(token));
  });

  describe('a disabled user', () => {
    afterAll(async () => {
      await up().db.updateTable('users').set({ active: true }).where('username', '=', affiliate).execute();
    });

    it('loses access with a token issued before', async () => {
      const token = await up().login(affiliate);
      await up().db.updateTable('users').set({ active: false }).where('username', '=', affiliate).execute();
      await expectUnauthenticated(bearer(token));
    });
  });
});
