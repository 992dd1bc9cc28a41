/**
 * The second factor's role policy (REQUIRE_2FA_ROLES, docs/decisions/security.md, "Second
 * factor") through the gateway and a real upstream that requires it of the holding and producers:
 * such a person's login answers a session held to the enrolment (every other field FORBIDDEN),
 * `renewSession` after the enrolment opens it; a role the policy does not list is not concerned,
 * and neither is an API key whose owner the policy holds back.
 */
import { TWO_FACTOR_MESSAGES } from '@portal/schema';
import { generateSync } from 'otplib';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../test/gateway.ts';
import { setupTestStack } from '../../test/stack.ts';

const stack = setupTestStack(
  { AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_USERNAME: '1000' },
  {},
  () => ({ REQUIRE_2FA_ROLES: 'HOLDING,PRODUCER' }),
);
const gql = <T>(query: string, variables: Record<string, unknown>, token?: string) =>
  stack().gateway.gql<T>(query, { variables, token });

interface Login {
  login: { token: string; twoFactorEnrolmentRequired: boolean; user: { username: string } };
}
const LOGIN = `mutation ($u: String!, $p: String!) {
  login(username: $u, password: $p) { token twoFactorEnrolmentRequired user { username } }
}`;
const RENEW = 'mutation { renewSession { token twoFactorEnrolmentRequired } }';
const UNITS = '{ managedUnits { items { id } } }';

async function login(username: string) {
  const { body } = await gql<Login>(LOGIN, { u: username, p: DEMO_PASSWORD });
  const payload = body.data?.login;
  if (!payload) throw new Error(`login failed: ${JSON.stringify(body.errors)}`);
  return payload;
}

/** Turns the second factor on with `token`; answers a source of valid codes (a later step each). */
async function enrol(token: string) {
  const started = await gql<{ startTwoFactorEnrolment: { secret: string } }>(
    'mutation { startTwoFactorEnrolment { secret } }',
    {},
    token,
  );
  const secret = started.body.data?.startTwoFactorEnrolment.secret ?? '';
  let last = Math.floor(Date.now() / 30_000) - 2;
  const next = () => {
    last = Math.max(last + 1, Math.floor(Date.now() / 30_000) - 1);
    return generateSync({ secret, epoch: last * 30 });
  };
  const confirmed = await gql<{ confirmTwoFactor: { codes: string[] } }>(
    'mutation ($code: String!) { confirmTwoFactor(code: $code) { codes } }',
    { code: next() },
    token,
  );
  expect(confirmed.body.data?.confirmTwoFactor.codes).toHaveLength(10);
  return next;
}

const errorOf = (body: { errors?: readonly { message: string; extensions?: Record<string, unknown> }[] }) =>
  body.errors?.map((error) => [error.extensions?.code, error.message]);

describe('REQUIRE_2FA_ROLES', () => {
  it('holds a required role to the enrolment, and renewSession after it opens the session', async () => {
    const held = await login('holding@demo.com.br');
    expect(held).toMatchObject({
      twoFactorEnrolmentRequired: true,
      user: { username: 'holding@demo.com.br' },
    });

    // The viewer and the enrolment answer; the holding's own screens do not, yet.
    const me = await gql<{ me: { username: string } }>(
      '{ me { username } twoFactor { enabled } }',
      {},
      held.token,
    );
    expect(me.body.data).toEqual({ me: { username: 'holding@demo.com.br' }, twoFactor: { enabled: false } });
    const refused = await gql(UNITS, {}, held.token);
    expect(errorOf(refused.body)).toEqual([['FORBIDDEN', TWO_FACTOR_MESSAGES.enrolmentRequired]]);
    const stillHeld = await gql<{ renewSession: { twoFactorEnrolmentRequired: boolean } }>(
      RENEW,
      {},
      held.token,
    );
    expect(stillHeld.body.data?.renewSession.twoFactorEnrolmentRequired).toBe(true);

    await enrol(held.token);
    const renewed = await gql<{ renewSession: { token: string; twoFactorEnrolmentRequired: boolean } }>(
      RENEW,
      {},
      held.token,
    );
    expect(renewed.body.data?.renewSession.twoFactorEnrolmentRequired).toBe(false);
    const units = await gql<{ managedUnits: { items: unknown[] } }>(
      UNITS,
      {},
      renewed.body.data?.renewSession.token,
    );
    expect(units.body.errors).toBeUndefined();
    expect(units.body.data?.managedUnits.items.length).toBeGreaterThan(0);
  });

  it('leaves a role the policy does not list on the password alone', async () => {
    const branch = await login('unidade@demo.com.br');
    expect(branch.twoFactorEnrolmentRequired).toBe(false);
    const eds = await gql('{ eds { totalRows } }', {}, branch.token);
    expect(eds.body.errors).toBeUndefined();
  });

  it('does not hold back an API key whose owner the policy holds back', async () => {
    // The producer enrols, creates a key, then turns the second factor off: the next login is held
    // to the enrolment again, the key keeps working.
    const producer = 'produtor@demo.com.br';
    const first = await login(producer);
    const next = await enrol(first.token);
    const renewed = await gql<{ renewSession: { token: string } }>(RENEW, {}, first.token);
    const full = renewed.body.data?.renewSession.token ?? '';
    const created = await gql<{ createApiClient: { client: { id: string }; secret: string } }>(
      'mutation ($input: CreateApiClientInput!) { createApiClient(input: $input) { client { id } secret } }',
      { input: { name: 'Loja virtual', scopes: ['profile:read'] } },
      full,
    );
    const client = created.body.data?.createApiClient;
    if (!client) throw new Error(`createApiClient failed: ${JSON.stringify(created.body.errors)}`);
    const disabled = await gql(
      'mutation ($p: String!, $c: String!) { disableTwoFactor(password: $p, code: $c) }',
      { p: DEMO_PASSWORD, c: next() },
      full,
    );
    expect(disabled.body.errors).toBeUndefined();
    expect((await login(producer)).twoFactorEnrolmentRequired).toBe(true);

    const res = await fetch(`${stack().upstream.tokenUrl}/token`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: client.client.id,
        client_secret: client.secret,
      }),
    });
    const issued = (await res.json()) as { access_token: string; two_factor_enrolment_required?: boolean };
    expect([res.status, issued.two_factor_enrolment_required]).toEqual([200, undefined]);
    const asKey = await gql<{ me: { username: string } }>('{ me { username } }', {}, issued.access_token);
    expect([asKey.body.errors, asKey.body.data]).toEqual([undefined, { me: { username: producer } }]);
  });
});
