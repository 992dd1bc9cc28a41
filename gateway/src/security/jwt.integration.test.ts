/**
 * Bearer tokens end to end: the real gateway in front of an in-process upstream (so the test can
 * read the token service's signing key and switch a user off in its database). Every token below
 * must get UNAUTHENTICATED, on a field the gateway guards with roles (me, through GET /me), on
 * one it leaves to upstream (notifications) and on the session renewal (the token service's
 * token exchange); a genuine token must work and renew. The verifier's own unit
 * tests are auth/jwt.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { startUpstream } from '@portal/upstream';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The upstream's own test configuration (random ports, fast hashing): @portal/upstream exports
// only startUpstream, and a hand-written config would miss every setting added later.
import { testConfig } from '../../../upstream/src/testing/config.ts';
import { ERROR_TEXT } from '../errors.ts';
import { startTestGateway, type TestGateway } from '../test/gateway.ts';

type RunningUpstream = Awaited<ReturnType<typeof startUpstream>>;

const ISSUER = 'portal-token';
const AUDIENCE = 'portal';
const RENEW = 'mutation { renewSession { token expiresIn } }';
const PROBES = ['{ me { id } }', '{ notifications { id } }', RENEW];
const REFUSED = PROBES.map(() => 'UNAUTHENTICATED');

let upstream: RunningUpstream;
let gateway: TestGateway;
let signingKey: { kid: string; privateKey: string; publicKey: string };
let afiliadoId: string;

beforeAll(async () => {
  // The global setup's seeded snapshot, as the child upstreams load it: seeding here instead took
  // this worker most of a minute on a loaded machine, past the hook's timeout once in CI.
  const snapshot = process.env.PGLITE_SNAPSHOT;
  upstream = await startUpstream({
    config: testConfig({ kind: 'pglite', dataDir: 'memory://' }, { logLevel: 'silent' }),
    ...(snapshot ? { pgliteSnapshot: new Blob([new Uint8Array(readFileSync(snapshot))]) } : {}),
  });
  gateway = await startTestGateway({ PORTAL_URL: upstream.portalUrl, TOKEN_URL: upstream.tokenUrl });
  const key = await upstream.db
    .selectFrom('signing_keys')
    .select(['kid', 'private_key_pem', 'public_key_pem'])
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  signingKey = { kid: key.kid, privateKey: key.private_key_pem, publicKey: key.public_key_pem };
  const user = await upstream.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'afiliado@demo.com.br')
    .executeTakeFirstOrThrow();
  afiliadoId = user.id;
});

afterAll(async () => {
  await gateway?.stop();
  await upstream?.close();
});

/** A token signed with the token service's real key; `claims`/`options` spoil one thing at a time. */
const genuine = (options: jwt.SignOptions = {}, claims: object = {}) =>
  jwt.sign({ username: 'afiliado@demo.com.br', ...claims }, signingKey.privateKey, {
    algorithm: 'RS256',
    keyid: signingKey.kid,
    subject: afiliadoId,
    issuer: ISSUER,
    audience: AUDIENCE,
    expiresIn: 600,
    ...options,
  });

const codesWith = async (token: string) => {
  const codes: unknown[] = [];
  for (const query of PROBES) {
    const { status, body } = await gateway.gql(query, { token });
    expect(status).toBe(200);
    expect(body.data ?? null).toBeNull();
    codes.push(body.errors?.[0]?.extensions?.code);
  }
  return codes;
};

const unsigned = (header: object, payload: object) =>
  `${Buffer.from(JSON.stringify(header)).toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.`;

describe('tokens the gateway refuses', () => {
  it('accepts the genuine token these are spoiled from', async () => {
    for (const query of PROBES) {
      const { body } = await gateway.gql(query, { token: genuine() });
      expect(body.errors).toBeUndefined();
    }
  });

  it.each([
    [
      'alg: none',
      () =>
        unsigned(
          { alg: 'none', typ: 'JWT', kid: signingKey.kid },
          {
            sub: afiliadoId,
            iss: ISSUER,
            aud: AUDIENCE,
            exp: Math.floor(Date.now() / 1000) + 600,
          },
        ),
    ],
    [
      'HS256 signed with the RS256 public key',
      () =>
        jwt.sign({}, signingKey.publicKey, {
          algorithm: 'HS256',
          keyid: signingKey.kid,
          subject: afiliadoId,
          issuer: ISSUER,
          audience: AUDIENCE,
          expiresIn: 600,
        }),
    ],
    ['expired', () => genuine({ expiresIn: -60 })],
    ['a wrong issuer', () => genuine({ issuer: 'someone-else' })],
    ['a wrong audience', () => genuine({ audience: 'another-app' })],
    [
      'no exp',
      () =>
        jwt.sign({ sub: afiliadoId, iss: ISSUER, aud: AUDIENCE }, signingKey.privateKey, {
          algorithm: 'RS256',
          keyid: signingKey.kid,
        }),
    ],
    ['a user that does not exist (deleted)', () => genuine({ subject: randomUUID() })],
  ])('%s', async (_name, token) => {
    expect(await codesWith(token())).toEqual(REFUSED);
  });

  it('a disabled user, from the moment it is disabled', async () => {
    const token = await gateway.login('multi@demo.com.br');
    expect((await gateway.gql('{ me { id } }', { token })).body.errors).toBeUndefined();
    await upstream.db
      .updateTable('users')
      .set({ active: false })
      .where('username', '=', 'multi@demo.com.br')
      .execute();
    try {
      expect(await codesWith(token)).toEqual(REFUSED);
    } finally {
      await upstream.db
        .updateTable('users')
        .set({ active: true })
        .where('username', '=', 'multi@demo.com.br')
        .execute();
    }
  });
});

describe('renewSession', () => {
  type Renewed = { renewSession: { token: string; expiresIn: number } };
  const claims = (token: string) => jwt.decode(token) as jwt.JwtPayload;

  it('gives a signed-in user a fresh token of the same session, which works', async () => {
    const token = await gateway.login('afiliado@demo.com.br');
    // Whole seconds: wait for the next one so the new token's exp is later.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const { body } = await gateway.gql<Renewed>(RENEW, { token });
    expect(body.errors).toBeUndefined();
    const renewed = body.data?.renewSession;
    expect(renewed?.expiresIn).toBe(3600);
    expect(claims(renewed?.token ?? '')).toMatchObject({
      sub: afiliadoId,
      auth_time: claims(token).auth_time,
    });
    expect(claims(renewed?.token ?? '').exp).toBeGreaterThan(claims(token).exp ?? Number.POSITIVE_INFINITY);
    const me = await gateway.gql<{ me: { id: string } }>('{ me { id } }', { token: renewed?.token ?? '' });
    expect(me.body.data?.me.id).toBe(afiliadoId);
  });

  it('refuses a session past its limit after the password login, with the session text', async () => {
    const longAgo = Math.floor(Date.now() / 1000) - 13 * 3600;
    const { body } = await gateway.gql(RENEW, { token: genuine({}, { auth_time: longAgo }) });
    expect(body.data).toBeNull();
    expect(body.errors?.[0]).toMatchObject({
      message: ERROR_TEXT.sessionInvalid,
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });
});
