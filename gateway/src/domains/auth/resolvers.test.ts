import { MESSAGES } from '@portal/schema';
import type { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../../errors.ts';
import { loginFailure, toUser } from './resolvers.ts';

describe('toUser', () => {
  it('maps upstream /me: role text to a list and flags, first name, camelCase user info', () => {
    const user = toUser({
      id: '7',
      name: 'Maria Clara Souza',
      username: 'multi@demo.com.br',
      roles: 'isAffiliated isBranch isSomethingNew',
      status: 'OK',
      branchName: 'Unidade Fortaleza Centro',
      mobilePhoneNumber: null,
      userInfo: { statusCnpj: 'FINISHED', statusPoints: 'ACCEPTED', pointsAndVouchers: 'ACCEPTED' },
    });
    expect(user).toMatchObject({
      displayName: 'Maria',
      roles: ['AFFILIATED', 'BRANCH'],
      isAffiliated: true,
      isBranch: true,
      isAgent: false,
      isProducer: false,
      isHolding: false,
      isAdmin: false,
      userInfo: { statusCnpj: 'FINISHED', statusPoints: 'ACCEPTED', pointsAndVouchers: 'ACCEPTED' },
    });
  });
});

describe('loginFailure', () => {
  const thrown = (error: unknown): GraphQLError | unknown => {
    try {
      loginFailure(error);
    } catch (caught) {
      return caught;
    }
    return null;
  };
  const tokenError = (status: number, detail: string | null) =>
    new UpstreamError('token', { kind: 'status', status, detail });

  it('names wrong credentials only when the description mentions username and password', () => {
    const wrong = thrown(tokenError(400, 'Invalid USERNAME or Password')) as GraphQLError;
    expect([wrong.message, wrong.extensions.code]).toEqual([
      MESSAGES.loginWrongCredentials,
      'BAD_USER_INPUT',
    ]);
    expect((thrown(tokenError(400, 'Unknown client')) as GraphQLError).message).toBe(MESSAGES.loginBadFields);
    expect((thrown(tokenError(400, 'Missing password')) as GraphQLError).message).toBe(
      MESSAGES.loginBadFields,
    );
    expect((thrown(tokenError(400, null)) as GraphQLError).message).toBe(MESSAGES.loginBadFields);
  });

  it('leaves other failures to the generic mapping', () => {
    const outage = tokenError(503, null);
    expect(thrown(outage)).toBe(outage);
  });
});
