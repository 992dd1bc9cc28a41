/**
 * schema/src/auth.graphql: login, the viewer, password reset. Arguments arrive validated and
 * normalised (security/input-rules.ts); the three credential mutations run inside their rate limits
 * (security/rate-limit.ts).
 */
import { MESSAGES } from '@portal/schema';
import type { LoginPayload, Resolvers, User } from '../../__generated__/resolvers.ts';
import { rolesFromText } from '../../auth/roles.ts';
import { ERROR_TEXT, fieldValidationError, gatewayError, isUpstreamStatus } from '../../errors.ts';
import type { Context } from '../../kernel/context.ts';
import type { UpstreamMe } from '../../kernel/me.ts';
import { VIEWER } from '../../kernel/me.ts';
import type { IssuedToken } from './upstream.ts';

/** docs/product.md §2.3: displayName is the first word of the name. */
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
 * docs/product.md §2.1: a 400 whose description names both username and password means wrong credentials;
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

/**
 * The token service refuses a renewal (400) when the session cannot go on: user disabled or gone,
 * session past its limit. For the client that is a session that ended, like an expired token.
 */
function renewalFailure(error: unknown): never {
  if (isUpstreamStatus(error, 400)) throw gatewayError('UNAUTHENTICATED', ERROR_TEXT.sessionInvalid);
  throw error;
}

/** The answer of a login that opened a session: its token and its user. */
export async function sessionPayload(context: Context, issued: IssuedToken): Promise<LoginPayload> {
  const me = await context.upstream.auth.me(issued.accessToken);
  return {
    token: issued.accessToken,
    expiresIn: issued.expiresIn,
    user: toUser(me),
    twoFactorChallenge: null,
    twoFactorEnrolmentRequired: issued.enrolmentRequired,
  };
}

/** A login counts against the limits when the token service refused the credentials (any 400). */
const refusedCredentials = (error: unknown): boolean =>
  (error as { extensions?: { code?: unknown } } | null)?.extensions?.code === 'BAD_USER_INPUT';

export const authResolvers: Resolvers = {
  Query: {
    me: async (_root, _args, context) => toUser(await context.loaders.viewer.load(VIEWER)),
  },
  Mutation: {
    login: async (_root, { username, password }, context) => {
      const issued = await context.rateLimits.login.guard(
        { ip: context.clientIp, username },
        () => context.upstream.auth.requestToken(username, password).catch(loginFailure),
        refusedCredentials,
      );
      // The second factor is on: no session yet (two-factor-resolvers.ts completes it).
      if ('challenge' in issued)
        return {
          token: null,
          expiresIn: null,
          user: null,
          twoFactorChallenge: issued.challenge,
          twoFactorEnrolmentRequired: false,
        };
      return sessionPayload(context, issued);
    },
    renewSession: async (_root, _args, context) => {
      // The role rule ('authenticated') lets only a verified token get here.
      if (context.auth.status !== 'verified')
        throw gatewayError('UNAUTHENTICATED', ERROR_TEXT.sessionInvalid);
      const issued = await context.upstream.auth.renewToken(context.auth.token).catch(renewalFailure);
      return {
        token: issued.accessToken,
        expiresIn: issued.expiresIn,
        twoFactorEnrolmentRequired: issued.enrolmentRequired,
      };
    },
    // Every request counts: each one may send an e-mail.
    requestPasswordReset: async (_root, { email }, context) => {
      await context.rateLimits.passwordResetRequest.guard(
        { ip: context.clientIp, username: email },
        () => context.upstream.auth.requestPasswordReset(email),
        () => true,
      );
      return true;
    },
    // Refused recovery tokens count per IP: the token is the only secret, and it names no user.
    changePassword: async (_root, { password, recoveryToken }, context) => {
      try {
        await context.rateLimits.passwordChange.guard(
          { ip: context.clientIp },
          () => context.upstream.auth.changePassword(password, recoveryToken),
          (error) => isUpstreamStatus(error, 401),
        );
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
