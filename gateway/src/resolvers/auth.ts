/** schema/src/auth.graphql: login, the viewer, password reset. */
import { emailField, loginSchema, MESSAGES, passwordField } from '@portal/schema';
import { object, string } from 'yup';
import type { Resolvers, User } from '../__generated__/resolvers.ts';
import { rolesFromText } from '../auth/roles.ts';
import { fieldValidationError, gatewayError, isUpstreamStatus } from '../errors.ts';
import { VIEWER } from '../loaders.ts';
import type { UpstreamMe } from '../upstream/auth.ts';
import { validateInput } from '../validation.ts';

const passwordResetInput = object({ email: emailField });
const changePasswordInput = object({
  password: passwordField,
  recoveryToken: string().trim().required(MESSAGES.required),
});

/** SPEC §3: displayName is the first word of the name. */
const firstWord = (name: string): string => name.trim().split(/\s+/)[0] ?? '';

export function toUser(me: UpstreamMe): User {
  const roles = rolesFromText(me.roles);
  return {
    id: me.id,
    name: me.name,
    displayName: firstWord(me.name),
    username: me.username,
    roles,
    isAffiliated: roles.includes('AFFILIATED'),
    isAgent: roles.includes('AGENT'),
    isBranch: roles.includes('BRANCH'),
    isProducer: roles.includes('PRODUCER'),
    isHolding: roles.includes('HOLDING'),
    isAdmin: roles.includes('ADMIN'),
    status: me.status,
    branchName: me.branchName,
    mobilePhoneNumber: me.mobilePhoneNumber,
    userInfo: me.userInfo,
  };
}

/**
 * SPEC §5: a 400 whose description names both username and password means wrong credentials;
 * any other 400 is a malformed request. Other failures keep their generic mapping.
 */
export function loginFailure(error: unknown): never {
  if (isUpstreamStatus(error, 400) && error.failure.kind === 'status') {
    const detail = error.failure.detail ?? '';
    const wrongCredentials = /username/i.test(detail) && /password/i.test(detail);
    throw gatewayError(
      'BAD_USER_INPUT',
      wrongCredentials ? MESSAGES.loginWrongCredentials : MESSAGES.loginBadFields,
    );
  }
  throw error;
}

export const authResolvers: Resolvers = {
  Query: {
    me: async (_root, _args, context) => toUser(await context.loaders.viewer.load(VIEWER)),
  },
  Mutation: {
    login: async (_root, args, context) => {
      const { username, password } = await validateInput(loginSchema, args, MESSAGES.loginBadFields);
      const issued = await context.upstream.auth.requestToken(username, password).catch(loginFailure);
      const me = await context.upstream.auth.me(issued.accessToken);
      return { token: issued.accessToken, expiresIn: issued.expiresIn, user: toUser(me) };
    },
    requestPasswordReset: async (_root, args, context) => {
      const { email } = await validateInput(passwordResetInput, args);
      await context.upstream.auth.requestPasswordReset(email);
      return true;
    },
    changePassword: async (_root, args, context) => {
      const { password, recoveryToken } = await validateInput(changePasswordInput, args);
      try {
        await context.upstream.auth.changePassword(password, recoveryToken);
      } catch (error) {
        // An unknown, used or expired link is a problem with the input, not with a session: it
        // must not read as UNAUTHENTICATED, which makes the web app sign out.
        if (isUpstreamStatus(error, 401)) {
          throw fieldValidationError(
            [{ field: 'recoveryToken', message: MESSAGES.passwordChangeFailed }],
            MESSAGES.passwordChangeFailed,
          );
        }
        throw error;
      }
      return true;
    },
  },
};
