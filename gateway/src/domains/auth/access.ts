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
    },
    Mutation: {
      login: 'public',
      requestPasswordReset: 'public',
      changePassword: 'public',
      renewSession: 'authenticated',
    },
  },
  scopes: {
    Query: {
      me: 'profile:read',
    },
  },
  personOnly: {
    Mutation: ['login', 'requestPasswordReset', 'changePassword', 'renewSession'],
  },
} as const satisfies DomainAccess;
