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
      // docs/product.md §3.1: the registration screens and their lookups are public.
      myProfile: PROFILE_READERS,
      accreditationSession: 'public',
      accreditationAgent: 'public',
      banks: 'public',
      brazilianStates: 'public',
      postalAddress: 'public',
    },
    Mutation: {
      // docs/product.md §3.1: registration is done signed out; the session token is the credential.
      setBankDetails: PROFILE_READERS,
      startAccreditation: 'public',
      verifyAccreditationCode: 'public',
      resendAccreditationCode: 'public',
      setAccreditationPassword: 'public',
      setAccreditationCnpj: 'public',
      setAccreditationBankDetails: 'public',
      updateMyContact: PROFILE_READERS,
      changeMyPassword: PROFILE_READERS,
      requestContract: PROFILE_READERS,
    },
  },
  scopes: {
    Query: {
      // The viewer's own membership is loaded after sign-in for every role (docs/product.md §1.7),
      // like `me`: profile:read, which every role may grant (points:read is the programme's roles').
      myProfile: 'profile:read',
      banks: 'reference:read',
      // The programme's video is the same file for everyone who may watch it (the ED page shows it
      // to admin too): reference material, not the programme's data.
      brazilianStates: 'reference:read',
      postalAddress: 'reference:read',
    },
  },
  personOnly: {
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
