/**
 * The second factor's role policy (REQUIRE_2FA_ROLES, domains/auth/enrolment-policy.ts): here the
 * holding and producers must enrol. Its password login answers a token good only for the enrolment; everything
 * else refuses it (403) until the enrolment is done and the session renewed. Other roles and API
 * clients (even one the holding owns) are not concerned.
 */
import jwt from 'jsonwebtoken';
import { generateSync } from 'otplib';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERS, userId } from '../../../db/seed/users.ts';
import { ENROLMENT_REQUIRED_DETAIL } from '../../../http/auth.ts';
import { hashClientSecret } from '../../../kernel/api-clients.ts';
import { useTestUpstream } from '../../../testing/harness.ts';
import { ACCESS_TOKEN_TYPE, TOKEN_EXCHANGE_GRANT } from '../grant.ts';

const up = useTestUpstream({ requireTwoFactorRoles: ['isHolding', 'isProducer'] });
const MASS_CHANGES = '/v1/affiliates/mass-change';

interface TokenAnswer {
  access_token: string;
  two_factor_enrolment_required?: boolean;
}

async function grant(fields: Record<string, string>): Promise<TokenAnswer> {
  const res = await up().requestToken({ client_id: 'portal-web', ...fields });
  expect(res.status).toBe(200);
  return (await res.json()) as TokenAnswer;
}

const passwordGrant = (username: string) =>
  grant({ grant_type: 'password', username, password: DEMO_PASSWORD });

const renew = (token: string) =>
  grant({ grant_type: TOKEN_EXCHANGE_GRANT, subject_token: token, subject_token_type: ACCESS_TOKEN_TYPE });

const status = async (path: string, token: string, method = 'GET') =>
  (await up().portal(path, { token, method })).status;

describe('REQUIRE_2FA_ROLES', () => {
  it('holds a required role without a second factor to the enrolment, then opens the session', async () => {
    const login = await passwordGrant(DEMO_USERS.holding.username);
    expect(login.two_factor_enrolment_required).toBe(true);
    const limited = login.access_token;
    // The viewer and the enrolment answer; nothing else does.
    expect(await status('/me', limited)).toBe(200);
    expect(await status('/me/two-factor', limited)).toBe(200);
    const refused = await up().portal(MASS_CHANGES, { token: limited });
    expect([refused.status, await refused.json()]).toEqual([403, { detail: ENROLMENT_REQUIRED_DETAIL }]);
    // A renewal before the enrolment is still limited.
    expect((await renew(limited)).two_factor_enrolment_required).toBe(true);

    const started = await up().portal('/me/two-factor/enrolment', { method: 'POST', token: limited });
    const { secret } = (await started.json()) as { secret: string };
    const confirmed = await up().portal('/me/two-factor/confirmation', {
      method: 'POST',
      token: limited,
      json: { code: generateSync({ secret }) },
    });
    expect(confirmed.status).toBe(200);

    // The renewal after it is a full token of the same session (its auth_time kept).
    const full = await renew(limited);
    expect(full.two_factor_enrolment_required).toBeUndefined();
    expect(await status(MASS_CHANGES, full.access_token)).toBe(200);
    const authTime = (token: string) => (jwt.decode(token) as { auth_time: number }).auth_time;
    expect(authTime(full.access_token)).toBe(authTime(limited));
    // The next password login asks for the code, as for anyone enrolled.
    const next = await up().requestToken({
      grant_type: 'password',
      client_id: 'portal-web',
      username: DEMO_USERS.holding.username,
      password: DEMO_PASSWORD,
    });
    expect([next.status, ((await next.json()) as { error: string }).error]).toEqual([403, 'mfa_required']);
  });

  it('leaves the roles the policy does not list on the password alone', async () => {
    const login = await passwordGrant(DEMO_USERS.branch.username);
    expect(login.two_factor_enrolment_required).toBeUndefined();
    expect(await status('/me', login.access_token)).toBe(200);
    expect(await status('/v1/bills', login.access_token)).not.toBe(403);
  });

  it('does not concern API clients, even a key of a person the policy holds back', async () => {
    // Written straight to the table: the producer (a required role, no second factor) could not
    // create it now, but a key made before the policy was turned on keeps working.
    const owner = userId(DEMO_USERS.producer.username);
    expect((await passwordGrant(DEMO_USERS.producer.username)).two_factor_enrolment_required).toBe(true);
    const secret = 'pk_policy-test-secret-0123456789';
    const client = await up()
      .db.insertInto('api_clients')
      .values({ owner_id: owner, name: 'ERP', secret_hash: hashClientSecret(secret), scopes: 'profile:read' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await up().requestToken({
      grant_type: 'client_credentials',
      client_id: client.id,
      client_secret: secret,
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as TokenAnswer;
    expect(body.two_factor_enrolment_required).toBeUndefined();
    expect(await status('/me', body.access_token)).toBe(200);
  });
});
