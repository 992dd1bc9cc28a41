/**
 * What may be reused between requests and what may not (issue 32). Apollo keeps each parsed and
 * validated document by the hash of its text (its default document store), so a repeated query
 * costs no parse and no validation; that is the only thing shared. Everything a result is made of
 * is per request: the viewer is one GET /me per request with that request's token (a disabled
 * account is refused on its next request), variables apply anew, and the cost budget is spent on
 * every request, cached document or not.
 *
 * Upstream is a stub on loopback answering GET /me per bearer token, so the test needs no database.
 */
import { generateKeyPairSync } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from './test/gateway.ts';
import { type LoopbackServer, startLoopbackServer } from './test/loopback-server.ts';

const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const tokenOf = (sub: string) =>
  jwt.sign({ sub }, keys.privateKey, {
    algorithm: 'RS256',
    issuer: 'portal-token',
    audience: 'portal',
    expiresIn: 60,
  });

const USERS: Record<string, { id: string; name: string; username: string }> = {
  '11': { id: '11', name: 'Ana Souza', username: 'ana@demo.com.br' },
  '22': { id: '22', name: 'Bruno Lima', username: 'bruno@demo.com.br' },
};
const TOKENS = { ana: tokenOf('11'), bruno: tokenOf('22') };

/** The users the stub answers 401 for, as upstream does for a disabled account. */
const disabled = new Set<string>();
/** The bearer of every GET /me the stub received, in order. */
const meCalls: string[] = [];

const BUDGET = 100_000;
let upstream: LoopbackServer;
let gateway: TestGateway;

beforeAll(async () => {
  upstream = await startLoopbackServer((req, res) => {
    const bearer = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    const sub = (jwt.decode(bearer) as { sub?: string } | null)?.sub ?? '';
    if (req.method !== 'GET' || req.url !== '/me') {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"detail":"Not Found"}');
      return;
    }
    meCalls.push(bearer);
    const user = USERS[sub];
    if (!user || disabled.has(sub)) {
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"detail":"Not authenticated"}');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        ...user,
        roles: 'isAffiliated',
        status: 'ACTIVE',
        branchName: null,
        mobilePhoneNumber: null,
        userInfo: null,
      }),
    );
  });
  gateway = await startTestGateway({
    PORTAL_URL: upstream.url,
    TOKEN_URL: upstream.url,
    JWT_PUBLIC_KEY: keys.publicKey.export({ format: 'pem', type: 'spki' }).toString(),
    COST_BUDGET_CAPACITY: String(BUDGET),
    COST_BUDGET_RESTORE_PER_MINUTE: '1',
  });
});

afterAll(async () => {
  await gateway.stop();
  await upstream.close();
});

beforeEach(() => {
  disabled.clear();
  meCalls.splice(0);
});

/** One document text for every request below: the cached document is the same every time. */
const ME = 'query Me($withName: Boolean!) { me { id username name @include(if: $withName) } }';

interface MeAnswer {
  me: { id: string; username: string; name?: string } | null;
}

const askMe = (token: string, withName = true) =>
  gateway.gql<MeAnswer>(ME, { token, variables: { withName } });

describe('the document cache shares documents, never results', () => {
  it('answers each caller with their own viewer, one GET /me per request with their token', async () => {
    const answers = [
      await askMe(TOKENS.ana),
      await askMe(TOKENS.bruno),
      await askMe(TOKENS.ana),
      await askMe(TOKENS.bruno),
    ];
    expect(answers.map(({ body }) => body.data?.me?.username)).toEqual([
      'ana@demo.com.br',
      'bruno@demo.com.br',
      'ana@demo.com.br',
      'bruno@demo.com.br',
    ]);
    expect(meCalls).toEqual([TOKENS.ana, TOKENS.bruno, TOKENS.ana, TOKENS.bruno]);
  });

  it('applies each request its own variables', async () => {
    const withName = await askMe(TOKENS.ana, true);
    const without = await askMe(TOKENS.ana, false);
    const again = await askMe(TOKENS.ana, true);
    expect(withName.body.data?.me).toEqual({ id: '11', username: 'ana@demo.com.br', name: 'Ana Souza' });
    expect(without.body.data?.me).toEqual({ id: '11', username: 'ana@demo.com.br' });
    expect(again.body.data?.me).toEqual(withName.body.data?.me);
    expect(meCalls).toHaveLength(3);
  });

  it('sees an account disabled between two requests of the same document', async () => {
    expect((await askMe(TOKENS.bruno)).body.data?.me?.id).toBe('22');
    disabled.add('22');
    const refused = await askMe(TOKENS.bruno);
    expect(refused.body.data?.me ?? null).toBeNull();
    expect(refused.body.errors?.map((error) => error.extensions?.code)).toEqual(['UNAUTHENTICATED']);
    // The other user's identical request is untouched.
    expect((await askMe(TOKENS.ana)).body.data?.me?.id).toBe('11');
  });

  it('spends the cost budget on every request, the cached document included', async () => {
    const budgets: number[] = [];
    let requested = 0;
    for (let i = 0; i < 3; i += 1) {
      const { body } = await askMe(TOKENS.ana);
      const cost = body.extensions?.cost as { requested: number; budget: { available: number } };
      requested = cost.requested;
      budgets.push(cost.budget.available);
    }
    expect(requested).toBeGreaterThan(0);
    // Each request takes its cost from the bucket (the refill of 1 a minute is below a unit here).
    expect(budgets[1]).toBe((budgets[0] ?? 0) - requested);
    expect(budgets[2]).toBe((budgets[1] ?? 0) - requested);
  });
});
