/**
 * Who may call producers's root fields (docs/product.md §1.4): a rule per field, the API scope a client
 * needs on top of it, and the fields that stay a person's own. auth/access.ts applies them;
 * security/access-table.snapshot.md shows every domain's together.
 */
import { ADMIN_ONLY, ADMIN_OR_HOLDING, type DomainAccess } from '../../auth/access.ts';

export const ACCESS = {
  rules: {
    Query: {
      // docs/product.md §1.4 "Produtos": holding; "Gerenciador de produtores": admin (the holding
      // reads the producers to pick a product's producer).
      producers: ADMIN_OR_HOLDING,
    },
    Mutation: {
      // Status Faturamento: setting a bill to Closed is the holding's and admins' (docs/product.md §5.3).
      createProducer: ADMIN_ONLY,
      updateProducer: ADMIN_ONLY,
    },
  },
  scopes: {},
  personOnly: {
    Query: [
      // The holding's and admin's management screens and the agent's influencers: kept for people
      // until an integrator needs them (no scope grantable by agents exists).
      'producers',
    ],
    Mutation: ['createProducer', 'updateProducer'],
  },
} as const satisfies DomainAccess;
