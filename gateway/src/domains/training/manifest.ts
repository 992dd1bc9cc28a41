/**
 * The training domain as the gateway composes it (domains/index.ts): everything the registries need
 * from it, registered in one place.
 */
import type { DomainManifest } from '../../kernel/domain.ts';
import { ACCESS } from './access.ts';
import { EXPECTED_ACCESS, EXPECTED_CLIENT_ACCESS } from './expected-access.ts';
import { INPUT_RULES } from './input-rules.ts';
import { trainingResolvers } from './resolvers.ts';
import { createTrainingApi, TRAINING_ROUTES, type TrainingApi } from './upstream.ts';

declare module '../../kernel/context.ts' {
  interface UpstreamApis {
    training: TrainingApi;
  }
}

export const trainingDomain = {
  name: 'training',
  resolvers: [trainingResolvers],
  access: ACCESS,
  inputRules: INPUT_RULES,
  expectedAccess: { people: EXPECTED_ACCESS, clients: EXPECTED_CLIENT_ACCESS },
  clients: (client, config) => ({
    training: createTrainingApi(client('training', config.portalUrl)),
  }),
  routeTables: { TRAINING_ROUTES },
  /** The web's operations on this domain (their names become metric labels: observability/operations.ts). */
  operations: [
    'AddTrainingFile',
    'AddTrainingVideo',
    'CreateTrainingCategory',
    'DeleteTrainingAttachment',
    'DeleteTrainingCategory',
    'EditTrainingAttachment',
    'EditTrainingCategory',
    'MoveTrainingAttachment',
    'MoveTrainingCategory',
    'TrainingCategories',
    'TrainingLibrary',
    'TrainingUploadUrls',
  ],
} as const satisfies DomainManifest;
