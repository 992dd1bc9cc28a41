/**
 * docs/product.md §2.4 "Auth and user": the token service's OAuth2 password grant and the portal's user and
 * password routes (docs/upstream-contract/auth.md).
 */

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
  unknownPassword: { method: 'PUT', path: '/unknown-password' },
  changePassword: { method: 'POST', path: '/change-password' },
} as const satisfies Record<string, Route>;

export interface IssuedToken {
  accessToken: string;
  expiresIn: number;
}

/** RFC 8693 names of the token service's session renewal. */
const TOKEN_EXCHANGE = {
  grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
  subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
} as const;

export interface AuthApi {
  requestToken(username: string, password: string): Promise<IssuedToken>;
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
    return { accessToken: issued.string('access_token'), expiresIn: issued.integer('expires_in') };
  };
  return {
    async requestToken(username, password) {
      return readIssued(
        await token.call(TOKEN_ROUTES.token, {
          form: { grant_type: 'password', username, password, scope, client_id: clientId },
        }),
      );
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
