import { createPublicKey, type JsonWebKey } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERS, OTHER_AFFILIATES, userId } from '../../../db/seed/users.ts';
import { loggerFrom } from '../../../logger.ts';
import { useTestUpstream } from '../../../testing/harness.ts';
import { KeyStore } from '../../../token/keys.ts';

const up = useTestUpstream();
const affiliate = DEMO_USERS.affiliated.username;
const grant = (fields: Record<string, string> = {}) => ({
  grant_type: 'password',
  client_id: 'portal-web',
  username: affiliate,
  password: DEMO_PASSWORD,
  ...fields,
});

const disabledUser = OTHER_AFFILIATES.find((user) => user.active === false);

describe('POST /token', () => {
  it('issues a bearer token for valid credentials, not cacheable, echoing the scope', async () => {
    const res = await up().requestToken(grant({ scope: 'portal' }));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await res.json();
    expect(body).toEqual({
      access_token: expect.any(String),
      token_type: 'bearer',
      expires_in: 3600,
      scope: 'portal',
    });
  });

  it('signs an RS256 JWT with kid and the contract claims', async () => {
    const token = await up().login(affiliate);
    const decoded = jwt.decode(token, { complete: true });
    expect(decoded?.header).toMatchObject({ alg: 'RS256', kid: expect.any(String) });
    const payload = decoded?.payload as jwt.JwtPayload;
    expect(payload).toMatchObject({
      sub: userId(affiliate),
      username: affiliate,
      iss: 'portal-token',
      aud: 'portal',
    });
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(3600);
  });

  it('accepts the username in any case and with surrounding spaces', async () => {
    const res = await up().requestToken(grant({ username: `  ${affiliate.toUpperCase()} ` }));
    expect(res.status).toBe(200);
  });

  it.each([
    ['a wrong password', { password: 'Portal@2025' }],
    ['an unknown user', { username: 'ninguem@demo.com.br' }],
    ['a disabled user', { username: disabledUser?.username ?? '' }],
  ])('refuses %s with invalid_grant naming username and password', async (_case, fields) => {
    const res = await up().requestToken(grant(fields));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Invalid username or password',
    });
  });

  const malformed: [string, () => Promise<Response>, string][] = [
    ['no grant_type', () => up().requestToken(grant({ grant_type: '' })), 'invalid_request'],
    [
      'another grant type',
      () => up().requestToken(grant({ grant_type: 'authorization_code' })),
      'unsupported_grant_type',
    ],
    ['no client_id', () => up().requestToken(grant({ client_id: '' })), 'invalid_request'],
    ['an unknown client', () => up().requestToken(grant({ client_id: 'intruso' })), 'invalid_client'],
    ['no username', () => up().requestToken(grant({ username: '' })), 'invalid_request'],
    ['no password', () => up().requestToken(grant({ password: '' })), 'invalid_request'],
    [
      'a password over 72 bytes',
      () => up().requestToken(grant({ password: 'é'.repeat(37) })),
      'invalid_request',
    ],
    [
      'a username over 254 characters',
      () => up().requestToken(grant({ username: `${'a'.repeat(250)}@x.br` })),
      'invalid_request',
    ],
    [
      'a JSON body',
      () =>
        fetch(`${up().tokenUrl}/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(grant()),
        }),
      'invalid_request',
    ],
    [
      'a repeated parameter',
      () =>
        fetch(`${up().tokenUrl}/token`, {
          method: 'POST',
          body: `${new URLSearchParams(grant())}&username=outro@demo.com.br`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
      'invalid_request',
    ],
  ];

  it.each(malformed)(
    'answers %s with a description that does not name both fields',
    async (_case, send, error) => {
      const res = await send();
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: string; error_description: string };
      expect(body.error).toBe(error);
      expect(body.error_description).toEqual(expect.any(String));
      expect(/username/i.test(body.error_description) && /password/i.test(body.error_description)).toBe(
        false,
      );
    },
  );
});

describe('GET /.well-known/jwks.json', () => {
  it('publishes the key that verifies issued tokens', async () => {
    const token = await up().login(affiliate);
    const { keys } = (await (await fetch(`${up().tokenUrl}/.well-known/jwks.json`)).json()) as {
      keys: (JsonWebKey & { kid: string; alg: string; use: string })[];
    };
    const kid = jwt.decode(token, { complete: true })?.header.kid;
    const jwk = keys.find((key) => key.kid === kid);
    expect(jwk).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwk).not.toHaveProperty('d');
    const publicKey = createPublicKey({ key: jwk as JsonWebKey, format: 'jwk' });
    const payload = jwt.verify(token, publicKey, {
      algorithms: ['RS256'],
      issuer: 'portal-token',
      audience: 'portal',
    });
    expect(payload).toMatchObject({ sub: userId(affiliate) });
  });

  it('keeps the stored key pair across restarts', async () => {
    const served = await (await fetch(`${up().tokenUrl}/.well-known/jwks.json`)).json();
    const reopened = await KeyStore.open(
      up().db,
      loggerFrom('silent', () => undefined),
    );
    expect(reopened.jwks()).toEqual(served);
  });
});

describe('token service', () => {
  it('answers /healthz and JSON 404s', async () => {
    expect(await (await fetch(`${up().tokenUrl}/healthz`)).json()).toEqual({ status: 'ok' });
    const missing = await fetch(`${up().tokenUrl}/me`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ detail: 'Not Found' });
  });
});
