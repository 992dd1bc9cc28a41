/** The second factor through the gateway and the real upstream: enrolment, the login's two steps, disabling. */
import { TWO_FACTOR_MESSAGES } from '@portal/schema';
import { generateSync } from 'otplib';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../test/gateway.ts';
import { setupTestStack } from '../../test/stack.ts';

const stack = setupTestStack({ AUTH_RATE_LIMIT_PER_USERNAME: '4' });
const gql = <T>(query: string, variables: Record<string, unknown>, token?: string) =>
  stack().gateway.gql<T>(query, { variables, token });

const LOGIN = `mutation ($u: String!, $p: String!) {
  login(username: $u, password: $p) { token twoFactorChallenge user { username } }
}`;
const COMPLETE = `mutation ($challenge: String!, $code: String!) {
  completeLogin(challenge: $challenge, code: $code) { token expiresIn twoFactorChallenge user { username } }
}`;
const STATUS = '{ twoFactor { enabled enabledAt recoveryCodesLeft } }';

/** Each call: a valid code of a later time step than the previous one (codes are single use). */
function codes(secret: string) {
  let last = Math.floor(Date.now() / 30_000) - 2;
  return () => {
    last = Math.max(last + 1, Math.floor(Date.now() / 30_000) - 1);
    return generateSync({ secret, epoch: last * 30 });
  };
}

interface Login {
  login: { token: string | null; twoFactorChallenge: string | null };
}

async function enrol(username: string) {
  const token = await stack().gateway.login(username);
  const started = await gql<{ startTwoFactorEnrolment: { secret: string; otpauthUri: string } }>(
    'mutation { startTwoFactorEnrolment { secret otpauthUri } }',
    {},
    token,
  );
  const secret = started.body.data?.startTwoFactorEnrolment.secret ?? '';
  expect(started.body.data?.startTwoFactorEnrolment.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
  const next = codes(secret);
  const confirmed = await gql<{ confirmTwoFactor: { codes: string[] } }>(
    'mutation ($code: String!) { confirmTwoFactor(code: $code) { codes } }',
    { code: next() },
    token,
  );
  return { token, next, recovery: confirmed.body.data?.confirmTwoFactor.codes ?? [] };
}

const challengeOf = async (username: string): Promise<string> => {
  const { body } = await gql<Login>(LOGIN, { u: username, p: DEMO_PASSWORD });
  expect(body.data?.login.token).toBeNull();
  return body.data?.login.twoFactorChallenge ?? '';
};

describe('the second factor', () => {
  it('enrols, then the login answers a challenge and completeLogin a session', async () => {
    const username = 'holding@demo.com.br';
    const { token, next, recovery } = await enrol(username);
    expect(recovery).toHaveLength(10);
    const status = await gql<{ twoFactor: { enabled: boolean; recoveryCodesLeft: number } }>(
      STATUS,
      {},
      token,
    );
    expect(status.body.data?.twoFactor).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });

    const wrong = await gql(COMPLETE, { challenge: await challengeOf(username), code: '000000' });
    expect(wrong.body.errors?.[0]).toMatchObject({
      message: TWO_FACTOR_MESSAGES.wrongCode,
      extensions: {
        code: 'BAD_USER_INPUT',
        fieldErrors: [{ field: 'code', message: TWO_FACTOR_MESSAGES.wrongCode }],
      },
    });
    const done = await gql<{ completeLogin: { token: string; user: { username: string } } }>(COMPLETE, {
      challenge: await challengeOf(username),
      code: next(),
    });
    expect(done.body.data?.completeLogin).toMatchObject({ token: expect.any(String), user: { username } });

    // A recovery code works once, typed in lower case.
    const code = (recovery[0] ?? '').toLowerCase();
    expect(
      (await gql(COMPLETE, { challenge: await challengeOf(username), code })).body.errors,
    ).toBeUndefined();
    const again = await gql(COMPLETE, { challenge: await challengeOf(username), code });
    expect(again.body.errors?.[0]?.message).toBe(TWO_FACTOR_MESSAGES.wrongCode);
  });

  it('says the challenge expired when it is unknown, and checks the code shape before upstream', async () => {
    const unknown = await gql(COMPLETE, { challenge: 'x'.repeat(43), code: '123456' });
    expect(unknown.body.errors?.[0]).toMatchObject({
      message: TWO_FACTOR_MESSAGES.expired,
      extensions: { fieldErrors: [{ field: 'challenge', message: TWO_FACTOR_MESSAGES.expired }] },
    });
    const shape = await gql(COMPLETE, { challenge: 'x'.repeat(43), code: '12' });
    expect(shape.body.errors?.[0]?.extensions?.fieldErrors).toEqual([
      { field: 'code', message: TWO_FACTOR_MESSAGES.codeShape },
    ]);
  });

  it('counts wrong codes in the login limits', async () => {
    const username = 'admin@demo.com.br';
    await enrol(username);
    const challenge = await challengeOf(username);
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await gql(COMPLETE, { challenge, code: '000000' }));
    expect(answers.at(-1)?.body.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
  });

  it('disables with the password and a code; a wrong password is a field error', async () => {
    const username = 'produtor@demo.com.br';
    const { token, next } = await enrol(username);
    const DISABLE = 'mutation ($p: String!, $c: String!) { disableTwoFactor(password: $p, code: $c) }';
    const bad = await gql(DISABLE, { p: 'errada123', c: '000000' }, token);
    expect(bad.body.errors?.[0]?.extensions?.fieldErrors).toEqual([
      { field: 'password', message: TWO_FACTOR_MESSAGES.wrongPassword },
    ]);
    const ok = await gql<{ disableTwoFactor: boolean }>(DISABLE, { p: DEMO_PASSWORD, c: next() }, token);
    expect(ok.body.data?.disableTwoFactor).toBe(true);
    const { body } = await gql<Login>(LOGIN, { u: username, p: DEMO_PASSWORD });
    expect(body.data?.login.token).toEqual(expect.any(String));
  });
});
