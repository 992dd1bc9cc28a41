/** POST /token with the RFC 8693 token exchange: renewing a session (docs/upstream-contract/auth.md). */
import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS, userId } from '../../../db/seed/users.ts';
import { loggerFrom } from '../../../logger.ts';
import { useTestUpstream } from '../../../testing/harness.ts';
import { KeyStore } from '../../../token/keys.ts';
import { ACCESS_TOKEN_TYPE, TOKEN_EXCHANGE_GRANT } from '../grant.ts';

const up = useTestUpstream();
const affiliate = DEMO_USERS.affiliated.username;
const branch = DEMO_USERS.branch.username;
const SESSION_MAX_SECONDS = 12 * 3600;

const exchange = (subjectToken: string, fields: Record<string, string> = {}) =>
  up().requestToken({
    grant_type: TOKEN_EXCHANGE_GRANT,
    client_id: 'portal-web',
    subject_token: subjectToken,
    subject_token_type: ACCESS_TOKEN_TYPE,
    ...fields,
  });

const claimsOf = (token: string) => jwt.decode(token) as jwt.JwtPayload;

/** A token signed with the service's own key, with the claims a test needs. */
const signWithServiceKey = async (claims: Record<string, unknown>, expiresIn: number) => {
  const keys = await KeyStore.open(
    up().db,
    loggerFrom('silent', () => undefined),
  );
  return jwt.sign({ username: affiliate, ...claims }, keys.current.privateKey, {
    algorithm: 'RS256',
    keyid: keys.current.kid,
    subject: userId(affiliate),
    issuer: 'portal-token',
    audience: 'portal',
    expiresIn,
  });
};

const expectRefused = async (res: Response) => {
  expect(res.status).toBe(400);
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(await res.json()).toEqual({ error: 'invalid_request', error_description: 'Invalid subject_token' });
};

describe('POST /token, token exchange', () => {
  it('renews a valid token: same user and session, a fresh expiry, usable on the portal', async () => {
    const old = await up().login(affiliate);
    // jsonwebtoken counts in whole seconds: wait for the next one so the new token differs.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const res = await exchange(old);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toEqual({
      access_token: expect.any(String),
      token_type: 'bearer',
      expires_in: 3600,
      issued_token_type: ACCESS_TOKEN_TYPE,
    });
    const renewed = claimsOf(String(body.access_token));
    expect(renewed).toMatchObject({ sub: userId(affiliate), username: affiliate });
    expect(renewed.auth_time).toBe(claimsOf(old).auth_time);
    expect(renewed.exp).toBeGreaterThan(claimsOf(old).exp ?? Number.POSITIVE_INFINITY);
    const me = await up().portal('/me', { token: String(body.access_token) });
    expect(me.status).toBe(200);
  });

  it('refuses an expired token, even one of ours', async () => {
    await expectRefused(
      await exchange(await signWithServiceKey({ auth_time: Math.floor(Date.now() / 1000) }, -5)),
    );
  });

  it('refuses a tampered token (another user in the payload) and one signed with another key', async () => {
    const [header, , signature] = (await up().login(affiliate)).split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...claimsOf(await up().login(affiliate)), sub: userId(branch) }),
    ).toString('base64url');
    await expectRefused(await exchange(`${header}.${forgedPayload}.${signature}`));
    const foreign = jwt.sign({ sub: userId(affiliate) }, 'not-our-key', {
      algorithm: 'HS256',
      issuer: 'portal-token',
      audience: 'portal',
      expiresIn: 600,
    });
    await expectRefused(await exchange(foreign));
    await expectRefused(await exchange('not-a-jwt'));
  });

  it('refuses the token of a user disabled since it was issued', async () => {
    const token = await up().login(branch);
    await up().db.updateTable('users').set({ active: false }).where('id', '=', userId(branch)).execute();
    try {
      await expectRefused(await exchange(token));
    } finally {
      await up().db.updateTable('users').set({ active: true }).where('id', '=', userId(branch)).execute();
    }
  });

  it('never renews past the session limit after the password login', async () => {
    const now = Math.floor(Date.now() / 1000);
    const spent = await signWithServiceKey({ auth_time: now - SESSION_MAX_SECONDS - 1 }, 600);
    await expectRefused(await exchange(spent));
    // Ten minutes left in the session: the new token lasts those ten minutes, not an hour.
    const ending = await signWithServiceKey({ auth_time: now - SESSION_MAX_SECONDS + 600 }, 600);
    const res = await exchange(ending);
    expect(res.status).toBe(200);
    const { expires_in } = (await res.json()) as { expires_in: number };
    expect(expires_in).toBeGreaterThan(590);
    expect(expires_in).toBeLessThanOrEqual(600);
  });

  it.each([
    ['no subject_token', { subject_token: '' }, 'Missing parameter: subject_token'],
    ['no subject_token_type', { subject_token_type: '' }, 'Missing parameter: subject_token_type'],
    [
      'another subject_token_type',
      { subject_token_type: 'urn:ietf:params:oauth:token-type:refresh_token' },
      'Unsupported subject_token_type',
    ],
    ['an unknown client', { client_id: 'intruso' }, 'Unknown client'],
  ])('answers %s as a malformed request', async (_case, fields, description) => {
    const res = await exchange(await up().login(affiliate), fields);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error_description: string }).error_description).toBe(description);
  });
});
