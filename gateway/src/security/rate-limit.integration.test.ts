/**
 * Login and password-reset rate limits through the real gateway and upstream. The test client is
 * on loopback, which TRUST_PROXY trusts by default, so `x-forwarded-for` plays distinct client
 * addresses; the limits here are small (3 per username and address, 5 per address, 8 per username
 * from anywhere) to keep the test short.
 */
import { MESSAGES } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestGateway, type TestGateway } from '../test/gateway.ts';
import { setupTestStack } from '../test/stack.ts';

const LOGIN = 'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token } }';
const RESET = 'mutation ($e: String!) { requestPasswordReset(email: $e) }';
const CHANGE = 'mutation ($p: String!, $t: String!) { changePassword(password: $p, recoveryToken: $t) }';

const LIMITS = {
  AUTH_RATE_LIMIT_PER_USERNAME: '3',
  AUTH_RATE_LIMIT_PER_IP: '5',
  AUTH_RATE_LIMIT_USERNAME_CEILING: '8',
};

const stack = setupTestStack(LIMITS);

const from = (ip: string) => ({ 'x-forwarded-for': ip });

const login = async (ip: string, username: string, password: string, target?: TestGateway) => {
  const { gateway, recorder } = stack();
  recorder.reset();
  const { body } = await (target ?? gateway).gql(LOGIN, {
    variables: { u: username, p: password },
    headers: from(ip),
  });
  return {
    error: body.errors?.[0],
    token: (body.data as { login?: { token: string } } | null)?.login?.token,
  };
};

const TOO_MANY = { message: MESSAGES.tooManyAttempts, extensions: { code: 'TOO_MANY_REQUESTS' } };

describe('login', () => {
  it('locks the guessing address out of the account, not its owner signing in from elsewhere', async () => {
    for (let i = 0; i < 3; i += 1) {
      const { error } = await login('198.51.100.1', 'afiliado@demo.com.br', 'Errada123');
      expect(error?.message).toBe(MESSAGES.loginWrongCredentials);
    }
    // From the guessing address even the right password is refused, without calling upstream.
    const blocked = await login('198.51.100.1', ' Afiliado@Demo.com.br ', DEMO_PASSWORD);
    expect(blocked.error).toMatchObject(TOO_MANY);
    expect(stack().recorder.calls).toEqual([]);
    // The owner, from another address, gets in; other users are not affected.
    expect((await login('198.51.100.2', 'afiliado@demo.com.br', DEMO_PASSWORD)).token).toBeTruthy();
    expect((await login('198.51.100.1', 'agente@demo.com.br', DEMO_PASSWORD)).token).toBeTruthy();
  });

  it('applies the per-username ceiling once guesses from many addresses add up', async () => {
    for (let i = 0; i < 8; i += 1) {
      const { error } = await login(`198.51.100.${40 + i}`, 'agente@demo.com.br', 'Errada123');
      expect(error?.message).toBe(MESSAGES.loginWrongCredentials);
    }
    const blocked = await login('198.51.100.60', 'agente@demo.com.br', DEMO_PASSWORD);
    expect(blocked.error).toMatchObject(TOO_MANY);
    expect(stack().recorder.calls).toEqual([]);
  });

  it('refuses an address after its failures, whatever the username', async () => {
    for (let i = 0; i < 5; i += 1) {
      const { error } = await login('198.51.100.3', `ninguem${i}@demo.com.br`, 'Errada123');
      expect(error?.message).toBe(MESSAGES.loginWrongCredentials);
    }
    expect((await login('198.51.100.3', 'unidade@demo.com.br', DEMO_PASSWORD)).error).toMatchObject(TOO_MANY);
    expect((await login('198.51.100.4', 'unidade@demo.com.br', DEMO_PASSWORD)).token).toBeTruthy();
  });

  it('counts neither successes nor malformed input: a busy office keeps logging in', async () => {
    for (let i = 0; i < 12; i += 1) {
      expect((await login('198.51.100.5', 'holding@demo.com.br', DEMO_PASSWORD)).token).toBeTruthy();
      expect((await login('198.51.100.5', '', 'x')).error?.message).toBe(MESSAGES.loginBadFields);
    }
  });

  it('forgets a username failures after it logs in', async () => {
    for (let round = 0; round < 3; round += 1) {
      await login('198.51.100.6', 'admin@demo.com.br', 'Errada123');
      await login('198.51.100.7', 'admin@demo.com.br', 'Errada123');
      expect((await login('198.51.100.8', 'admin@demo.com.br', DEMO_PASSWORD)).token).toBeTruthy();
    }
  });

  it('ignores x-forwarded-for when TRUST_PROXY does not trust the hop', async () => {
    const { upstream } = stack();
    const direct = await startTestGateway({
      PORTAL_URL: upstream.portalUrl,
      TOKEN_URL: upstream.tokenUrl,
      ...LIMITS,
      TRUST_PROXY: 'false',
    });
    try {
      // Five addresses claimed, one real one: the fifth failure is the address's last.
      for (let i = 0; i < 5; i += 1) await login(`203.0.113.${i}`, `x${i}@demo.com.br`, 'Errada123', direct);
      expect(
        (await login('203.0.113.99', 'produtor@demo.com.br', DEMO_PASSWORD, direct)).error,
      ).toMatchObject(TOO_MANY);
    } finally {
      await direct.stop();
    }
  });
});

describe('password reset', () => {
  it('limits the requests per e-mail, counting every one, without calling upstream once over', async () => {
    const { gateway, recorder } = stack();
    const request = (e: string, ip: string) => gateway.gql(RESET, { variables: { e }, headers: from(ip) });
    for (let i = 0; i < 3; i += 1) {
      const { body } = await request('produtor@demo.com.br', '198.51.100.10');
      expect(body.data).toEqual({ requestPasswordReset: true });
    }
    recorder.reset();
    expect((await request('PRODUTOR@demo.com.br', '198.51.100.10')).body.errors?.[0]).toMatchObject(TOO_MANY);
    // From other addresses the mailbox gets at most the ceiling's e-mails.
    for (let i = 0; i < 5; i += 1) {
      expect((await request('produtor@demo.com.br', `198.51.100.${11 + i}`)).body.errors).toBeUndefined();
    }
    recorder.reset();
    expect((await request('produtor@demo.com.br', '198.51.100.20')).body.errors?.[0]).toMatchObject(TOO_MANY);
    expect(recorder.calls).toEqual([]);
  });

  it('limits refused recovery tokens per address', async () => {
    const { gateway } = stack();
    for (let i = 0; i < 5; i += 1) {
      const { body } = await gateway.gql(CHANGE, {
        variables: { p: 'NovaSenha2026', t: `${'B'.repeat(42)}${i}` },
        headers: from('198.51.100.30'),
      });
      expect(body.errors?.[0]?.message).toBe(MESSAGES.passwordChangeFailed);
    }
    const { body } = await gateway.gql(CHANGE, {
      variables: { p: 'NovaSenha2026', t: 'C'.repeat(43) },
      headers: from('198.51.100.30'),
    });
    expect(body.errors?.[0]).toMatchObject(TOO_MANY);
  });
});
