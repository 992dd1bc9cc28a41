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
      // docs/product.md §12.1 "Material de Apoio": read by affiliate, branch, holding and agent;
      // its categories are managed by the holding.
      trainingLibrary: TRAINING_READERS,
      trainingCategories: TRAINING_MANAGERS,
    },
    Mutation: {
      // The holding manages the support material's categories, files and videos.
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
      // training:read, which the library's readers (affiliate, agent, branch, holding) may grant.
      trainingLibrary: 'training:read',
      trainingCategories: 'training:read',
    },
    Mutation: {
      // A holding integration maintaining the support material (training:write, the holding's).
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
