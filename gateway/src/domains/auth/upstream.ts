/**
 * docs/product.md §2.4 "Auth and user": the token service's OAuth2 password grant and the portal's user and
 * password routes (docs/upstream-contract/auth.md).
 */

import { UpstreamError } from '../../errors.ts';
import type { UpstreamMe } from '../../kernel/me.ts';
import type { Route, UpstreamClient } from '../../upstream/http.ts';
import { ShapeReader } from '../../upstream/shape.ts';

/** Routes of the token service (its own base URL). */
export const TOKEN_ROUTES = {
  token: { method: 'POST', path: '/token' },
} as const satisfies Record<string, Route>;

/** Routes of the portal API. */
export const AUTH_ROUTES = {
  me: { method: 'GET', path: '/me' },
  twoFactor: { method: 'GET', path: '/me/two-factor' },
  twoFactorEnrolment: { method: 'POST', path: '/me/two-factor/enrolment' },
  twoFactorConfirmation: { method: 'POST', path: '/me/two-factor/confirmation' },
  twoFactorDeactivation: { method: 'POST', path: '/me/two-factor/deactivation' },
  unknownPassword: { method: 'PUT', path: '/unknown-password' },
  changePassword: { method: 'POST', path: '/change-password' },
} as const satisfies Record<string, Route>;

export interface IssuedToken {
  accessToken: string;
  expiresIn: number;
  /** The role policy holds the session to enrolling a second factor (REQUIRE_2FA_ROLES). */
  enrolmentRequired: boolean;
}

/** The password grant of an account with a second factor: the challenge of the second step. */
export interface SecondFactorChallenge {
  challenge: string;
}

/** The token service's second step (docs/upstream-contract/auth.md, "Second factor"). */
const SECOND_FACTOR_GRANT = 'urn:portal:params:oauth:grant-type:mfa-otp';

export interface TwoFactorStatus {
  enabled: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
}

/** RFC 8693 names of the token service's session renewal. */
const TOKEN_EXCHANGE = {
  grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
  subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
} as const;

export interface AuthApi {
  requestToken(username: string, password: string): Promise<IssuedToken | SecondFactorChallenge>;
  /** The second step of a sign-in: the challenge and a code. */
  completeSignIn(challenge: string, code: string): Promise<IssuedToken>;
  twoFactor(): Promise<TwoFactorStatus>;
  startTwoFactorEnrolment(): Promise<{ secret: string; otpauthUri: string }>;
  confirmTwoFactor(code: string): Promise<string[]>;
  disableTwoFactor(password: string, code: string): Promise<void>;
  /** A fresh token of the same session for the request's (verified) token. */
  renewToken(subjectToken: string): Promise<IssuedToken>;
  /** The user of the request's token, or of `bearer` when given (login's fresh token). */
  me(bearer?: string): Promise<UpstreamMe>;
  requestPasswordReset(mail: string): Promise<void>;
  changePassword(password: string, recoveryToken: string): Promise<void>;
}

export interface AuthApiOptions {
  portal: UpstreamClient;
  token: UpstreamClient;
  clientId: string;
  scope: string;
}

const readMe = (area: string, body: unknown): UpstreamMe => {
  const me = ShapeReader.object(area, 'GET /me', body);
  const info = me.optionalObject('userInfo');
  return {
    id: me.id('id'),
    name: me.string('name'),
    username: me.string('username'),
    roles: me.optionalString('roles') ?? '',
    status: me.string('status'),
    branchName: me.optionalString('branchName'),
    mobilePhoneNumber: me.optionalString('mobilePhoneNumber'),
    userInfo: info && {
      statusCnpj: info.optionalString('status_cnpj'),
      statusPoints: info.optionalString('status_points'),
      pointsAndVouchers: info.optionalString('points_and_vouchers'),
    },
  };
};

export function createAuthApi({ portal, token, clientId, scope }: AuthApiOptions): AuthApi {
  const readIssued = (body: unknown): IssuedToken => {
    const issued = ShapeReader.object(token.area, 'POST /token', body);
    return {
      accessToken: issued.string('access_token'),
      expiresIn: issued.integer('expires_in'),
      enrolmentRequired: issued.optionalBoolean('two_factor_enrolment_required') === true,
    };
  };
  return {
    async requestToken(username, password) {
      try {
        return readIssued(
          await token.call(TOKEN_ROUTES.token, {
            form: { grant_type: 'password', username, password, scope, client_id: clientId },
          }),
        );
      } catch (error) {
        const challenge = challengeOf(error);
        if (challenge === null) throw error;
        return { challenge };
      }
    },
    async completeSignIn(challenge, code) {
      return readIssued(
        await token.call(TOKEN_ROUTES.token, {
          form: {
            grant_type: SECOND_FACTOR_GRANT,
            mfa_token: challenge,
            otp: code,
            scope,
            client_id: clientId,
          },
        }),
      );
    },
    async twoFactor() {
      const status = ShapeReader.object(
        portal.area,
        'GET /me/two-factor',
        await portal.call(AUTH_ROUTES.twoFactor),
      );
      return {
        enabled: status.boolean('enabled'),
        enabledAt: status.optionalString('enabledAt'),
        recoveryCodesLeft: status.integer('recoveryCodesLeft'),
      };
    },
    async startTwoFactorEnrolment() {
      const body = ShapeReader.object(
        portal.area,
        'POST /me/two-factor/enrolment',
        await portal.call(AUTH_ROUTES.twoFactorEnrolment),
      );
      return { secret: body.string('secret'), otpauthUri: body.string('otpauthUri') };
    },
    async confirmTwoFactor(code) {
      const body = ShapeReader.object(
        portal.area,
        'POST /me/two-factor/confirmation',
        await portal.call(AUTH_ROUTES.twoFactorConfirmation, { json: { code } }),
      );
      return body.ids('recoveryCodes');
    },
    async disableTwoFactor(password, code) {
      await portal.call(AUTH_ROUTES.twoFactorDeactivation, { json: { password, code } });
    },
    async renewToken(subjectToken) {
      return readIssued(
        await token.call(TOKEN_ROUTES.token, {
          form: { ...TOKEN_EXCHANGE, subject_token: subjectToken, scope, client_id: clientId },
        }),
      );
    },
    async me(bearer) {
      return readMe(portal.area, await portal.call(AUTH_ROUTES.me, bearer ? { bearer } : {}));
    },
    async requestPasswordReset(mail) {
      await portal.call(AUTH_ROUTES.unknownPassword, { json: { mail } });
    },
    async changePassword(password, recoveryToken) {
      await portal.call(AUTH_ROUTES.changePassword, { json: { password }, bearer: recoveryToken });
    },
  };
}

/** The `mfa_token` of the token service's 403 mfa_required answer, or null for any other failure. */
function challengeOf(error: unknown): string | null {
  if (!(error instanceof UpstreamError) || error.failure.kind !== 'status' || error.failure.status !== 403)
    return null;
  const body = error.failure.body as { error?: unknown; mfa_token?: unknown } | null | undefined;
  return body?.error === 'mfa_required' && typeof body.mfa_token === 'string' ? body.mfa_token : null;
}
