/** Login, the viewer, role rules and password reset against the real upstream, over HTTP. */
import { generateKeyPairSync } from 'node:crypto';
import { MESSAGES } from '@portal/schema';
import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { ERROR_TEXT } from '../../errors.ts';
import { DEMO_PASSWORD, startTestGateway } from '../../test/gateway.ts';
import { setupInboxStack } from '../../test/inbox.ts';

const ME = `{ me { id name displayName username roles isAffiliated isAgent isBranch isProducer isHolding isAdmin
  status branchName userInfo { statusCnpj statusPoints pointsAndVouchers } } }`;
const LOGIN = `mutation ($username: String!, $password: String!) {
  login(username: $username, password: $password) { token expiresIn user { id username roles } }
}`;

interface Me {
  me: {
    id: string;
    name: string;
    displayName: string;
    username: string;
    roles: string[];
    isAffiliated: boolean;
    isAgent: boolean;
    isBranch: boolean;
    isProducer: boolean;
    isHolding: boolean;
    isAdmin: boolean;
    status: string;
    branchName: string | null;
  };
}

const { stack, inbox } = setupInboxStack();

describe('login', () => {
  it('returns a token that answers me', async () => {
    const { body } = await stack().gateway.gql<{
      login: { token: string; expiresIn: number; user: { username: string } };
    }>(LOGIN, { variables: { username: '  Afiliado@Demo.com.BR ', password: DEMO_PASSWORD } });
    expect(body.errors).toBeUndefined();
    const login = body.data?.login;
    expect(login?.user.username).toBe('afiliado@demo.com.br');
    expect(login?.expiresIn).toBeGreaterThan(0);
    const me = await stack().gateway.gql<Me>(ME, { token: login?.token });
    expect(me.body.data?.me).toMatchObject({
      username: 'afiliado@demo.com.br',
      displayName: 'Mariana',
      roles: ['AFFILIATED'],
      isAffiliated: true,
    });
  });

  it("says 'Usuário ou senha incorretos.' for wrong credentials", async () => {
    for (const variables of [
      { username: 'afiliado@demo.com.br', password: 'errada123' },
      { username: 'ninguem@demo.com.br', password: DEMO_PASSWORD },
    ]) {
      const { body } = await stack().gateway.gql(LOGIN, { variables });
      expect(body.data).toBeNull();
      expect(body.errors?.[0]).toMatchObject({
        message: MESSAGES.loginWrongCredentials,
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
  });

  it("says 'Campos incorretos.' for a malformed request", async () => {
    // Empty fields never reach upstream...
    const empty = await stack().gateway.gql(LOGIN, { variables: { username: ' ', password: DEMO_PASSWORD } });
    expect(empty.body.errors?.[0]).toMatchObject({
      message: MESSAGES.loginBadFields,
      extensions: {
        code: 'BAD_USER_INPUT',
        fieldErrors: [{ field: 'username', message: MESSAGES.required }],
      },
    });
    // ...and a 400 from the token service that is not about credentials (an unknown client id).
    const misconfigured = await startTestGateway({
      PORTAL_URL: stack().upstream.portalUrl,
      TOKEN_URL: stack().upstream.tokenUrl,
      TOKEN_CLIENT_ID: 'unknown-client',
    });
    try {
      const { body } = await misconfigured.gql(LOGIN, {
        variables: { username: 'afiliado@demo.com.br', password: DEMO_PASSWORD },
      });
      expect(body.errors?.[0]).toMatchObject({
        message: MESSAGES.loginBadFields,
        extensions: { code: 'BAD_USER_INPUT' },
      });
    } finally {
      await misconfigured.stop();
    }
  });
});

describe('me', () => {
  it('flags the multi-role account as affiliate and branch', async () => {
    const { body } = await stack().gateway.gql<Me>(ME, {
      token: await stack().gateway.login('multi@demo.com.br'),
    });
    expect(body.data?.me).toMatchObject({
      roles: ['AFFILIATED', 'BRANCH'],
      isAffiliated: true,
      isBranch: true,
      isAgent: false,
      isProducer: false,
      isHolding: false,
      isAdmin: false,
    });
  });

  it('flags the agent (from its organisation) as AGENT', async () => {
    const { body } = await stack().gateway.gql<Me>(ME, {
      token: await stack().gateway.login('agente@demo.com.br'),
    });
    expect(body.data?.me).toMatchObject({ roles: ['AGENT'], isAgent: true, isAffiliated: false });
  });

  it('gives the branch its unit name', async () => {
    const { body } = await stack().gateway.gql<Me>(ME, {
      token: await stack().gateway.login('unidade@demo.com.br'),
    });
    expect(body.data?.me).toMatchObject({ isBranch: true, branchName: 'Unidade Fortaleza Centro' });
  });

  it('answers UNAUTHENTICATED without a token and with a forged one', async () => {
    const forger = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const genuine = jwt.decode(await stack().gateway.login('admin@demo.com.br'), { complete: true });
    // Same kid, issuer, audience and subject as a real token, signed with someone else's key.
    const forged = jwt.sign({ sub: String(genuine?.payload.sub ?? '1') }, forger.privateKey, {
      algorithm: 'RS256',
      keyid: genuine?.header.kid,
      issuer: 'portal-token',
      audience: 'portal',
      expiresIn: 600,
    });
    for (const token of [undefined, forged]) {
      const { body } = await stack().gateway.gql(ME, { token });
      expect(body.data).toBeNull();
      expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });
});

describe('role rules', () => {
  const ED = '{ edNotifications { id title recipients } }';

  it('refuses ED notifications to an affiliate with FORBIDDEN', async () => {
    const { body } = await stack().gateway.gql(ED, {
      token: await stack().gateway.login('afiliado@demo.com.br'),
    });
    expect(body.errors?.[0]).toMatchObject({
      message: ERROR_TEXT.forbidden,
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('shows ED notifications to admin and holding', async () => {
    for (const username of ['admin@demo.com.br', 'holding@demo.com.br']) {
      const { body } = await stack().gateway.gql<{ edNotifications: unknown[] }>(ED, {
        token: await stack().gateway.login(username),
      });
      expect(body.errors).toBeUndefined();
      expect(Array.isArray(body.data?.edNotifications)).toBe(true);
    }
  });
});

describe('password reset', () => {
  const REQUEST = 'mutation ($email: String!) { requestPasswordReset(email: $email) }';
  const CHANGE = 'mutation ($p: String!, $t: String!) { changePassword(password: $p, recoveryToken: $t) }';

  it('validates the e-mail before calling upstream', async () => {
    const { body } = await stack().gateway.gql(REQUEST, { variables: { email: 'nao-e-email' } });
    expect(body.errors?.[0]).toMatchObject({
      message: MESSAGES.invalidEmail,
      extensions: {
        code: 'BAD_USER_INPUT',
        fieldErrors: [{ field: 'email', message: MESSAGES.invalidEmail }],
      },
    });
  });

  it('accepts any valid e-mail without revealing whether it has an account', async () => {
    const { body } = await stack().gateway.gql(REQUEST, { variables: { email: 'ninguem@demo.com.br' } });
    expect(body.data).toEqual({ requestPasswordReset: true });
  });

  it('validates the new password and refuses an unknown recovery token', async () => {
    const weak = await stack().gateway.gql(CHANGE, { variables: { p: 'abc', t: 'whatever' } });
    expect(weak.body.errors?.[0]?.extensions?.fieldErrors).toEqual([
      { field: 'password', message: MESSAGES.passwordRules },
    ]);
    const unknown = await stack().gateway.gql(CHANGE, {
      variables: { p: 'NovaSenha123', t: 'not-a-real-token' },
    });
    expect(unknown.body.errors?.[0]).toMatchObject({
      message: MESSAGES.passwordChangeFailed,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('changes the password with the link of the e-mail upstream sends', async () => {
    const before = inbox.receiver().received.length;
    await stack().gateway.gql(REQUEST, { variables: { email: 'produtor@demo.com.br' } });
    const recoveryToken =
      (await inbox.waitFor('produtor@demo.com.br', /alterar-senha\?token=([\w-]+)/, before))[1] ?? '';
    const changed = await stack().gateway.gql(CHANGE, {
      variables: { p: 'NovaSenha2026', t: recoveryToken },
    });
    expect(changed.body.data).toEqual({ changePassword: true });
    expect(changed.body.errors).toBeUndefined();
    expect(await stack().gateway.login('produtor@demo.com.br', 'NovaSenha2026')).toBeTruthy();
    // The link is single-use.
    const again = await stack().gateway.gql(CHANGE, { variables: { p: 'OutraSenha2026', t: recoveryToken } });
    expect(again.body.errors?.[0]?.message).toBe(MESSAGES.passwordChangeFailed);
  });
});
