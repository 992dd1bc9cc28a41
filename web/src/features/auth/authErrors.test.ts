import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { MESSAGES } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import { badInputMessage, loginErrorText } from './authErrors.ts';

const graphQLError = (code: string, message: string) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions: { code } }] });

describe('auth error texts', () => {
  it("show the rate limit's text: inline on the login, in the toast of the reset request", () => {
    const limited = graphQLError('TOO_MANY_REQUESTS', MESSAGES.tooManyAttempts);
    expect(loginErrorText(limited)).toBe(MESSAGES.tooManyAttempts);
    expect(badInputMessage(limited)).toBe(MESSAGES.tooManyAttempts);
  });

  it('leave other failures to the generic text', () => {
    const down = graphQLError(
      'UPSTREAM_UNAVAILABLE',
      'Serviço indisponível no momento, tente novamente mais tarde.',
    );
    expect(loginErrorText(down)).toBeNull();
    expect(badInputMessage(down)).toBeNull();
    expect(badInputMessage(new Error('network'))).toBeNull();
  });
});
