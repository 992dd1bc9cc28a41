/**
 * Who may call auth's root fields (docs/product.md §1.4): a rule per field, the API scope a client
 * needs on top of it, and the fields that stay a person's own. auth/access.ts applies them;
 * security/access-table.snapshot.md shows every domain's together.
 */
import type { DomainAccess } from '../../auth/access.ts';

export const ACCESS = {
  rules: {
    Query: {
      me: 'authenticated',
      twoFactor: 'authenticated',
      mailPreferences: 'authenticated',
    },
    Mutation: {
      login: 'public',
      completeLogin: 'public',
      startTwoFactorEnrolment: 'authenticated',
      confirmTwoFactor: 'authenticated',
      disableTwoFactor: 'authenticated',
      requestPasswordReset: 'public',
      changePassword: 'public',
      renewSession: 'authenticated',
      setMailPreferences: 'authenticated',
    },
  },
  scopes: {
    Query: {
      me: 'profile:read',
    },
  },
  // The second factor is a person's sign-in: an API client never reads or changes it.
  personOnly: {
    // E-mail preferences are the person's own inbox: no client reads or changes them either.
    Query: ['twoFactor', 'mailPreferences'],
    Mutation: [
      'login',
      'completeLogin',
      'requestPasswordReset',
      'changePassword',
      'renewSession',
      'startTwoFactorEnrolment',
      'confirmTwoFactor',
      'disableTwoFactor',
      'setMailPreferences',
    ],
  },
} as const satisfies DomainAccess;
