/**
 * Who may call accreditation's root fields (docs/product.md §1.4): a rule per field, the API scope a client
 * needs on top of it, and the fields that stay a person's own. auth/access.ts applies them;
 * security/access-table.snapshot.md shows every domain's together.
 */
import type { Role } from '../../__generated__/resolvers.ts';
import type { DomainAccess } from '../../auth/access.ts';

/** docs/product.md §3.3 "Meu Perfil": affiliate and agent. */
const PROFILE_READERS = ['AFFILIATED', 'AGENT'] as const satisfies readonly Role[];

export const ACCESS = {
  rules: {
    Query: {
      // docs/product.md §3.3 "Meu Perfil": the affiliate's and agent's own profile.
      myProfile: PROFILE_READERS,
      // docs/product.md §3.1: the registration screens and their lookups are public.
      accreditationSession: 'public',
      accreditationAgent: 'public',
      banks: 'public',
      brazilianStates: 'public',
      postalAddress: 'public',
    },
    Mutation: {
      // docs/product.md §3.3: Meu Perfil's bank details, the affiliate's and agent's own.
      setBankDetails: PROFILE_READERS,
      // docs/product.md §3.1: registration is done signed out; the session token is the credential.
      startAccreditation: 'public',
      verifyAccreditationCode: 'public',
      resendAccreditationCode: 'public',
      setAccreditationPassword: 'public',
      setAccreditationCnpj: 'public',
      setAccreditationBankDetails: 'public',
      // docs/product.md §3.3: Meu Perfil's contact and contract (affiliate, agent).
      updateMyContact: PROFILE_READERS,
      // Every person changes their own password: Meu Perfil, and Minha conta for the other roles
      // (issue 29); a person only (personOnly below), never an API client.
      changeMyPassword: 'authenticated',
      requestContract: PROFILE_READERS,
    },
  },
  scopes: {
    Query: {
      // The owner's own profile, like `me`: profile:read, which every role may grant.
      myProfile: 'profile:read',
      // The forms' lookups (banks, states, postal addresses): the same reference data for everyone.
      banks: 'reference:read',
      brazilianStates: 'reference:read',
      postalAddress: 'reference:read',
    },
  },
  personOnly: {
    // docs/integrators.md §3: the registration (driven signed out, its session token the credential)
    // and Meu Perfil's edits are a person's own acts, refused to every key.
    Query: ['accreditationSession', 'accreditationAgent'],
    Mutation: [
      'startAccreditation',
      'verifyAccreditationCode',
      'resendAccreditationCode',
      'setAccreditationPassword',
      'setAccreditationCnpj',
      'setAccreditationBankDetails',
      'setBankDetails',
      'updateMyContact',
      'changeMyPassword',
      'requestContract',
    ],
  },
} as const satisfies DomainAccess;
