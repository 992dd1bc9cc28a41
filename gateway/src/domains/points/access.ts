/**
 * Who may call points's root fields (docs/product.md §1.4): a rule per field, the API scope a client
 * needs on top of it, and the fields that stay a person's own. auth/access.ts applies them;
 * security/access-table.snapshot.md shows every domain's together.
 */
import type { Role } from '../../__generated__/resolvers.ts';
import type { DomainAccess } from '../../auth/access.ts';

/** docs/product.md §1.4 "Pontos e Vouchers": affiliates only (flag on; enrolment is the field's concern). */
const POINTS_READERS = ['AFFILIATED'] as const satisfies readonly Role[];
/** docs/product.md §1.4 "Gerenciador de Vouchers": holding, branch and producer manage vouchers. */
const VOUCHER_MANAGERS = ['HOLDING', 'PRODUCER', 'BRANCH'] as const satisfies readonly Role[];
/** docs/product.md §1.4 "Convert points": affiliate and branch. */
const POINTS_CONVERTERS = ['AFFILIATED', 'BRANCH'] as const satisfies readonly Role[];

export const ACCESS = {
  rules: {
    Query: {
      pointsAndVouchers: POINTS_READERS,
      managedVouchers: VOUCHER_MANAGERS,
      // Converter pontos: the membership, points and convertible commissions; the programme video
      // for anyone who can join (affiliate, branch for the ED programme, holding); one voucher by
      // id for the Gerenciador de Vouchers users. Admins too see the video, on the ED details.
      pointsConversion: POINTS_CONVERTERS,
      pointsProgrammeVideo: ['AFFILIATED', 'BRANCH', 'HOLDING', 'ADMIN'],
      voucher: VOUCHER_MANAGERS,
      // docs/product.md §1.7: every signed-in viewer reads its own membership (NOT_AFFILIATE without one).
      pointsMembership: 'authenticated',
    },
    Mutation: {
      // docs/product.md §1.4: affiliates convert their points and confirm their membership;
      // Gerenciador de Vouchers users (holding, producer, branch) use vouchers.
      convertPoints: POINTS_READERS,
      validatePointsCode: POINTS_READERS,
      useVoucher: VOUCHER_MANAGERS,
      // docs/product.md §7.2: affiliates join as users (then sign and confirm), branch users join
      // their unit (the ED programme), the holding joins itself; upstream checks the type per role.
      joinPointsProgramme: ['AFFILIATED', 'BRANCH', 'HOLDING'],
      signPointsProgramme: POINTS_READERS,
      resendPointsCode: POINTS_READERS,
      // Converter pontos (docs/product.md §1.4: affiliate, branch): commissions become points.
      convertCommissionsToPoints: POINTS_CONVERTERS,
    },
  },
  scopes: {
    Query: {
      pointsAndVouchers: 'points:read',
      managedVouchers: 'points:read',
      // The Converter pontos reads and one voucher by id (convertCommissionsToPoints is person-only:
      // it turns a person's money into points).
      pointsConversion: 'points:read',
      voucher: 'points:read',
      // The viewer's own membership is loaded after sign-in for every role (docs/product.md §1.7),
      // like `me`: profile:read, which every role may grant (points:read is the programme's roles').
      pointsMembership: 'profile:read',
      // The programme's video is the same file for everyone who may watch it (the ED page shows it
      // to admin too): reference material, not the programme's data.
      pointsProgrammeVideo: 'reference:read',
    },
    Mutation: {
      // A shop or a unit's system validating a customer's voucher; an affiliate's conversion.
      convertPoints: 'points:write',
      useVoucher: 'points:write',
    },
  },
  personOnly: {
    // docs/integrators.md §3: joining the programme is a person's act (they accept its terms and
    // confirm a code sent to them); converting commissions turns a person's money into points.
    Mutation: [
      'joinPointsProgramme',
      'signPointsProgramme',
      'resendPointsCode',
      'validatePointsCode',
      'convertCommissionsToPoints',
    ],
  },
} as const satisfies DomainAccess;
