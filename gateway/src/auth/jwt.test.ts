import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UpstreamError } from '../errors.ts';
import { createLogger } from '../logger.ts';
import { createTokenVerifier, InvalidTokenError, type JwksOptions } from './jwt.ts';

const pair = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
const signing = pair();
const rotated = pair();
const stranger = pair();

const jwk = (key: KeyObject, kid: string) => ({
  ...key.export({ format: 'jwk' }),
  kid,
  use: 'sig',
  alg: 'RS256',
});

let published: object[] = [];
let jwksRequests = 0;
let server: Server;
let jwksUrl: string;

beforeAll(async () => {
  server = createServer((_req, res) => {
    jwksRequests += 1;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: published }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/.well-known/jwks.json`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  published = [jwk(signing.publicKey, 'k1')];
  jwksRequests = 0;
});

const settings = { jwtIssuer: 'portal-token', jwtAudience: 'portal', upstreamTimeoutMs: 1_000 };
const verifier = (options: JwksOptions = {}) =>
  createTokenVerifier({ ...settings, jwksUrl, jwtPublicKey: null }, createLogger('silent'), options);

const claims = { sub: '42', username: 'afiliado@demo.com.br' };
const sign = (
  payload: object = claims,
  options: jwt.SignOptions = {},
  key: KeyObject | string = signing.privateKey,
) =>
  jwt.sign(payload, key, {
    algorithm: 'RS256',
    keyid: 'k1',
    issuer: 'portal-token',
    audience: 'portal',
    expiresIn: 600,
    ...options,
  });

const rejection = async (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe('token verification', () => {
  it('accepts an RS256 token from the JWKS and reads the subject', async () => {
    expect(await verifier().verify(sign())).toEqual({ userId: '42', username: 'afiliado@demo.com.br' });
  });

  it("reads an API client's id and scopes (docs/integrators.md)", async () => {
    const token = sign({ ...claims, client_id: 'c-1', scope: 'points:read profile:read' });
    expect(await verifier().verify(token)).toMatchObject({
      userId: '42',
      client: { id: 'c-1', scopes: ['points:read', 'profile:read'] },
    });
  });

  it('caches the key set', async () => {
    const tokens = verifier();
    await tokens.verify(sign());
    await tokens.verify(sign());
    expect(jwksRequests).toBe(1);
  });

  it.each([
    ['an expired token', () => sign(claims, { expiresIn: -60 })],
    ['a wrong issuer', () => sign(claims, { issuer: 'someone-else' })],
    ['a wrong audience', () => sign(claims, { audience: 'other-app' })],
    [
      'a token without expiry',
      () =>
        jwt.sign(claims, signing.privateKey, {
          algorithm: 'RS256',
          keyid: 'k1',
          issuer: 'portal-token',
          audience: 'portal',
        }),
    ],
    ['a token without subject', () => sign({ username: 'x' })],
    ['a forged signature', () => sign(claims, {}, stranger.privateKey)],
    [
      'alg none',
      () => jwt.sign(claims, '', { algorithm: 'none', issuer: 'portal-token', audience: 'portal' }),
    ],
    ['garbage', () => 'not-a-jwt'],
  ])('rejects %s', async (_name, token) => {
    expect(await rejection(verifier().verify(token()))).toBeInstanceOf(InvalidTokenError);
  });

  it('rejects an HS256 token "signed" with the public key', async () => {
    const publicPem = signing.publicKey.export({ format: 'pem', type: 'spki' }).toString();
    const token = jwt.sign(claims, publicPem, {
      algorithm: 'HS256',
      keyid: 'k1',
      issuer: 'portal-token',
      audience: 'portal',
      expiresIn: 600,
    });
    expect(await rejection(verifier().verify(token))).toBeInstanceOf(InvalidTokenError);
  });

  it('refetches the key set for an unknown kid, at most once per interval', async () => {
    let now = 1_000_000;
    const tokens = verifier({ minRefetchMs: 30_000, now: () => now });
    await tokens.verify(sign());
    published = [jwk(signing.publicKey, 'k1'), jwk(rotated.publicKey, 'k2')];
    now += 30_000;
    const rotatedToken = sign(claims, { keyid: 'k2' }, rotated.privateKey);
    expect((await tokens.verify(rotatedToken)).userId).toBe('42');
    expect(jwksRequests).toBe(2);
    // Random kids right after: no new fetch, just a rejection.
    expect(await rejection(tokens.verify(sign(claims, { keyid: 'k9' })))).toBeInstanceOf(InvalidTokenError);
    expect(jwksRequests).toBe(2);
  });

  it('reports an unreachable key set as an upstream failure, not a bad token', async () => {
    const tokens = createTokenVerifier(
      { ...settings, jwksUrl: 'http://127.0.0.1:1/jwks', jwtPublicKey: null },
      createLogger('silent'),
    );
    const error = await rejection(tokens.verify(sign()));
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).failure.kind).toBe('unreachable');
  });

  it('uses a configured PEM instead of the JWKS', async () => {
    const pem = signing.publicKey.export({ format: 'pem', type: 'spki' }).toString();
    const tokens = createTokenVerifier(
      { ...settings, jwksUrl: 'http://127.0.0.1:1/unused', jwtPublicKey: pem },
      createLogger('silent'),
    );
    expect((await tokens.verify(sign())).userId).toBe('42');
    expect(await rejection(tokens.verify(sign(claims, {}, stranger.privateKey)))).toBeInstanceOf(
      InvalidTokenError,
    );
  });
});

describe('verification cache', () => {
  it('answers a known token the same way again', async () => {
    const tokens = verifier();
    const token = sign();
    const first = await tokens.verify(token);
    expect(await tokens.verify(token)).toEqual(first);
  });

  it('never remembers a refused token', async () => {
    const tokens = verifier();
    const forged = sign(claims, {}, stranger.privateKey);
    expect(await rejection(tokens.verify(forged))).toBeInstanceOf(InvalidTokenError);
    expect(await rejection(tokens.verify(forged))).toBeInstanceOf(InvalidTokenError);
  });
});
