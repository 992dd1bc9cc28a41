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
      // docs/product.md §10.4 "Gerenciador de produtores": the admin creates and edits producers.
      createProducer: ADMIN_ONLY,
      updateProducer: ADMIN_ONLY,
    },
  },
  scopes: {},
  personOnly: {
    Query: [
      // Gerenciador de produtores and the holding's producer picker: kept for people until an
      // integrator needs them.
      'producers',
    ],
    Mutation: ['createProducer', 'updateProducer'],
  },
} as const satisfies DomainAccess;
