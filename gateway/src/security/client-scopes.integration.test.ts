/**
 * API clients (docs/integrators.md) through the real gateway and upstream: every root field as a
 * read-only producer key and a read-write holding key must give the outcome reviewed in
 * expected-access.ts (the owner's role rule AND the key's scope; default-deny for unscoped fields),
 * a key acts with its owner's row scope only, and a revoked key stops at once.
 */
import type { GraphQLSchema } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { introspect, type RootFieldCall, rootFieldCalls } from '../test/operations.ts';
import { setupTestStack } from '../test/stack.ts';
import { CLIENT_CALLERS, type ClientCaller, DEMO_USERNAMES } from './access-outcomes.ts';
import { expectedClientAccess } from './expected-access.ts';

const BUSINESS_CODES = new Set(['BAD_USER_INPUT', 'NOT_FOUND', 'CONFLICT']);

const stack = setupTestStack({ AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_USERNAME: '1000' });
let schema: GraphQLSchema;
let calls: RootFieldCall[];
const tokens = new Map<ClientCaller, string>();

interface Created {
  createApiClient: { client: { id: string }; secret: string };
}

const CREATE = `mutation ($input: CreateApiClientInput!) {
  createApiClient(input: $input) { client { id name scopes lastUsedAt } secret }
}`;

async function createClient(ownerToken: string, scopes: readonly string[]) {
  const { body } = await stack().gateway.gql<Created>(CREATE, {
    token: ownerToken,
    variables: { input: { name: 'Integração de teste', scopes } },
  });
  const created = body.data?.createApiClient;
  if (!created) throw new Error(`createApiClient failed: ${JSON.stringify(body.errors)}`);
  return { id: created.client.id, secret: created.secret };
}

async function clientToken(client: { id: string; secret: string }): Promise<string> {
  const res = await fetch(`${stack().upstream.tokenUrl}/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: client.id,
      client_secret: client.secret,
    }),
  });
  const body = (await res.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`client_credentials failed: ${JSON.stringify(body)}`);
  return body.access_token;
}

beforeAll(async () => {
  const { gateway } = stack();
  schema = await introspect(gateway);
  calls = rootFieldCalls(schema);
  for (const [caller, { owner, scopes }] of Object.entries(CLIENT_CALLERS)) {
    const client = await createClient(await gateway.login(DEMO_USERNAMES[owner]), scopes);
    tokens.set(caller as ClientCaller, await clientToken(client));
  }
});

describe('every root field as an API client', () => {
  it.each(Object.keys(CLIENT_CALLERS) as ClientCaller[])(
    '%s gets exactly the reviewed outcome',
    async (caller) => {
      const mismatches: string[] = [];
      for (const call of calls) {
        const expected = expectedClientAccess(call.key, caller);
        const { status, body } = await stack().gateway.gql(call.query, {
          variables: call.variables,
          token: tokens.get(caller),
        });
        const codes = (body.errors ?? []).map((error) => String(error.extensions?.code ?? 'NO_CODE'));
        const denial = codes.find((code) => code === 'UNAUTHENTICATED' || code === 'FORBIDDEN');
        const unexpected = codes.filter((code) => !BUSINESS_CODES.has(code));
        const outcome = denial ?? (status === 200 && unexpected.length === 0 ? 'ok' : `HTTP ${status}`);
        if (outcome !== expected)
          mismatches.push(`${call.key}: expected ${expected}, got ${outcome} ${codes}`);
      }
      expect(mismatches).toEqual([]);
    },
  );
});

describe("a key acts as its owner and only as long as it's valid", () => {
  it("reads its owner's rows, the same as the owner's own session", async () => {
    const call = calls.find((candidate) => candidate.key === 'Query.managedVouchers');
    if (!call) throw new Error('Query.managedVouchers is not in the schema');
    const owner = await stack().gateway.login(DEMO_USERNAMES.produtor);
    const asOwner = await stack().gateway.gql(call.query, { variables: call.variables, token: owner });
    const asKey = await stack().gateway.gql(call.query, {
      variables: call.variables,
      token: tokens.get('produtor-leitura'),
    });
    expect(asKey.body.errors).toBeUndefined();
    expect(asKey.body.data).toEqual(asOwner.body.data);
    const me = await stack().gateway.gql<{ me: { username: string } }>('{ me { username } }', {
      token: tokens.get('produtor-leitura'),
    });
    expect(me.body.data?.me.username).toBe(DEMO_USERNAMES.produtor);
  });

  it('stops a token already issued as soon as its key is revoked', async () => {
    const owner = await stack().gateway.login(DEMO_USERNAMES.unidade);
    const client = await createClient(owner, ['profile:read']);
    const token = await clientToken(client);
    const me = () => stack().gateway.gql('{ me { username } }', { token });
    expect((await me()).body.errors).toBeUndefined();
    const revoked = await stack().gateway.gql<{ revokeApiClient: { revokedAt: string | null } }>(
      'mutation ($id: ID!) { revokeApiClient(id: $id) { revokedAt } }',
      { token: owner, variables: { id: client.id } },
    );
    expect(revoked.body.data?.revokeApiClient.revokedAt).toEqual(expect.any(String));
    const after = await me();
    expect(after.body.data ?? null).toBeNull();
    expect(after.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("never grants more than the owner's roles allow", async () => {
    const owner = await stack().gateway.login(DEMO_USERNAMES.produtor);
    const { body } = await stack().gateway.gql(CREATE, {
      token: owner,
      variables: { input: { name: 'Rede', scopes: ['network:read'] } },
    });
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses unknown scopes with field errors, before any upstream call', async () => {
    const owner = await stack().gateway.login(DEMO_USERNAMES.produtor);
    const { body } = await stack().gateway.gql(CREATE, {
      token: owner,
      variables: { input: { name: 'X', scopes: ['tudo:write'] } },
    });
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(body.errors)).toContain('Permissão inválida.');
  });
});
