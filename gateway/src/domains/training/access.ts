/**
 * Who may call training's root fields (docs/product.md §1.4): a rule per field, the API scope a client
 * needs on top of it, and the fields that stay a person's own. auth/access.ts applies them;
 * security/access-table.snapshot.md shows every domain's together.
 */
import type { Role } from '../../__generated__/resolvers.ts';
import type { DomainAccess } from '../../auth/access.ts';

/** docs/product.md §1.4 "Material de Apoio": affiliate, branch, holding, agent read; holding manages. */
const TRAINING_READERS = ['AFFILIATED', 'BRANCH', 'HOLDING', 'AGENT'] as const satisfies readonly Role[];
const TRAINING_MANAGERS = ['HOLDING'] as const satisfies readonly Role[];

export const ACCESS = {
  rules: {
    Query: {
      // docs/product.md §11.2: Ciclos Comerciais and Ciclos Financeiros are the holding's.
      trainingLibrary: TRAINING_READERS,
      trainingCategories: TRAINING_MANAGERS,
    },
    Mutation: {
      // Status Faturamento: setting a bill to Closed is the holding's and admins' (docs/product.md §5.3).
      createTrainingCategory: TRAINING_MANAGERS,
      editTrainingCategory: TRAINING_MANAGERS,
      moveTrainingCategory: TRAINING_MANAGERS,
      deleteTrainingCategory: TRAINING_MANAGERS,
      addTrainingFile: TRAINING_MANAGERS,
      addTrainingVideo: TRAINING_MANAGERS,
      editTrainingAttachment: TRAINING_MANAGERS,
      moveTrainingAttachment: TRAINING_MANAGERS,
      deleteTrainingAttachment: TRAINING_MANAGERS,
    },
  },
  scopes: {
    Query: {
      // The programme's video is the same file for everyone who may watch it (the ED page shows it
      // to admin too): reference material, not the programme's data.
      trainingLibrary: 'training:read',
      trainingCategories: 'training:read',
    },
    Mutation: {
      // A shop or a unit's system validating a customer's voucher; an affiliate's conversion.
      createTrainingCategory: 'training:write',
      editTrainingCategory: 'training:write',
      moveTrainingCategory: 'training:write',
      deleteTrainingCategory: 'training:write',
      addTrainingFile: 'training:write',
      addTrainingVideo: 'training:write',
      editTrainingAttachment: 'training:write',
      moveTrainingAttachment: 'training:write',
      deleteTrainingAttachment: 'training:write',
    },
  },
  personOnly: {},
} as const satisfies DomainAccess;
