/**
 * The second factor in schema/src/auth.graphql: the login's second step and the viewer's
 * enrolment. Wrong codes are refused on the `code` field with the schema's pt-BR text; the login's
 * second step runs inside the login's rate limits (security/rate-limit.ts), keyed by the address
 * and the challenge, and upstream drops a challenge after five wrong codes.
 */
import { TWO_FACTOR_MESSAGES } from '@portal/schema';
import type { Resolvers } from '../../__generated__/resolvers.ts';
import { fieldValidationError, gatewayError, isUpstreamStatus } from '../../errors.ts';
import { sessionPayload } from './resolvers.ts';

/** The token service's description of a challenge that can no longer be completed. */
const EXPIRED_CHALLENGE = 'Invalid or expired mfa_token';

const wrongCode = () =>
  fieldValidationError(
    [{ field: 'code', message: TWO_FACTOR_MESSAGES.wrongCode }],
    TWO_FACTOR_MESSAGES.wrongCode,
  );

/** A refused second step: the challenge is gone (sign in again), or the code is wrong. */
function completeLoginFailure(error: unknown): never {
  if (isUpstreamStatus(error, 400) && error.failure.kind === 'status') {
    if (error.failure.detail === EXPIRED_CHALLENGE) {
      throw fieldValidationError(
        [{ field: 'challenge', message: TWO_FACTOR_MESSAGES.expired }],
        TWO_FACTOR_MESSAGES.expired,
      );
    }
    throw wrongCode();
  }
  throw error;
}

/** The portal's refusals of the enrolment routes, in the schema's words. */
const UPSTREAM_TEXT: Readonly<Record<string, () => Error>> = {
  'Código inválido.': wrongCode,
  'Senha incorreta.': () =>
    fieldValidationError([{ field: 'password', message: TWO_FACTOR_MESSAGES.wrongPassword }]),
  'A verificação em duas etapas já está ativa.': () =>
    gatewayError('CONFLICT', TWO_FACTOR_MESSAGES.alreadyEnabled),
  'A verificação em duas etapas não está ativa.': () =>
    gatewayError('CONFLICT', TWO_FACTOR_MESSAGES.notEnabled),
  'Comece a ativação novamente.': () => gatewayError('CONFLICT', TWO_FACTOR_MESSAGES.restart),
};

function enrolmentFailure(error: unknown): never {
  if ((isUpstreamStatus(error, 400) || isUpstreamStatus(error, 409)) && error.failure.kind === 'status') {
    const mapped = UPSTREAM_TEXT[error.failure.detail ?? ''];
    if (mapped) throw mapped();
  }
  throw error;
}

/** A second step counts against the limits when its code (or challenge) was refused. */
const refusedCode = (error: unknown): boolean =>
  (error as { extensions?: { code?: unknown } } | null)?.extensions?.code === 'BAD_USER_INPUT';

export const twoFactorResolvers: Resolvers = {
  Query: {
    twoFactor: (_root, _args, context) => context.upstream.auth.twoFactor(),
  },
  Mutation: {
    completeLogin: async (_root, { challenge, code }, context) => {
      const issued = await context.rateLimits.login.guard(
        { ip: context.clientIp, username: `challenge:${challenge}` },
        () => context.upstream.auth.completeSignIn(challenge, code).catch(completeLoginFailure),
        refusedCode,
      );
      return sessionPayload(context, issued);
    },
    startTwoFactorEnrolment: (_root, _args, context) =>
      context.upstream.auth.startTwoFactorEnrolment().catch(enrolmentFailure),
    confirmTwoFactor: async (_root, { code }, context) => ({
      codes: await context.upstream.auth.confirmTwoFactor(code).catch(enrolmentFailure),
    }),
    // A wrong password or code counts like a refused login: both are guesses at a credential.
    disableTwoFactor: async (_root, { password, code }, context) => {
      await context.rateLimits.login.guard(
        {
          ip: context.clientIp,
          username: context.auth.status === 'verified' ? `user:${context.auth.viewer.userId}` : null,
        },
        () => context.upstream.auth.disableTwoFactor(password, code).catch(enrolmentFailure),
        refusedCode,
      );
      return true;
    },
  },
};
