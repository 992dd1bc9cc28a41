/**
 * The auth domain as the gateway composes it (domains/index.ts): everything the registries need
 * from it, registered in one place.
 */
import type { DomainManifest } from '../../kernel/domain.ts';
import { ACCESS } from './access.ts';
import { EXPECTED_ACCESS, EXPECTED_CLIENT_ACCESS } from './expected-access.ts';
import { INPUT_RULES } from './input-rules.ts';
import {
  createMailPreferencesApi,
  MAIL_PREFERENCE_ROUTES,
  type MailPreferencesApi,
  mailPreferenceResolvers,
} from './mail-preferences.ts';
import { authResolvers } from './resolvers.ts';
import { twoFactorResolvers } from './two-factor-resolvers.ts';
import { AUTH_ROUTES, type AuthApi, createAuthApi, TOKEN_ROUTES } from './upstream.ts';

declare module '../../kernel/context.ts' {
  interface UpstreamApis {
    auth: AuthApi;
    mailPreferences: MailPreferencesApi;
  }
}

export const authDomain = {
  name: 'auth',
  resolvers: [authResolvers, twoFactorResolvers, mailPreferenceResolvers],
  access: ACCESS,
  inputRules: INPUT_RULES,
  expectedAccess: { people: EXPECTED_ACCESS, clients: EXPECTED_CLIENT_ACCESS },
  clients: (client, config) => ({
    auth: createAuthApi({
      portal: client('auth', config.portalUrl),
      token: client('token', config.tokenUrl),
      clientId: config.tokenClientId,
      scope: config.tokenScope,
    }),
    mailPreferences: createMailPreferencesApi(client('auth', config.portalUrl)),
  }),
  routeTables: { TOKEN_ROUTES, AUTH_ROUTES, MAIL_PREFERENCE_ROUTES },
  /** The web's operations on this domain (their names become metric labels: observability/operations.ts). */
  operations: [
    'ChangePassword',
    'CompleteLogin',
    'ConfirmTwoFactor',
    'DisableTwoFactor',
    'Login',
    'MailPreferences',
    'RenewSession',
    'RequestPasswordReset',
    'SetMailPreferences',
    'StartTwoFactorEnrolment',
    'TwoFactor',
  ],
} as const satisfies DomainManifest;
