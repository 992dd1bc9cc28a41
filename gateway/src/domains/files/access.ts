/**
 * Who may call files's root fields (docs/product.md §1.4): a rule per field, the API scope a client
 * needs on top of it, and the fields that stay a person's own. auth/access.ts applies them;
 * security/access-table.snapshot.md shows every domain's together.
 */
import { ADMIN_OR_HOLDING, type DomainAccess } from '../../auth/access.ts';

export const ACCESS = {
  rules: {
    Mutation: {
      // docs/product.md §9.4: banners and products are managed by holding, the platform by admin.
      createUploadUrls: ADMIN_OR_HOLDING,
    },
  },
  scopes: {
    Mutation: {
      createUploadUrls: 'files:write',
    },
  },
  personOnly: {},
} as const satisfies DomainAccess;
