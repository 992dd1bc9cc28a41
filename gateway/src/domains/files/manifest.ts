/**
 * The files domain as the gateway composes it (domains/index.ts): everything the registries need
 * from it, registered in one place.
 */
import type { DomainManifest } from '../../kernel/domain.ts';
import { ACCESS } from './access.ts';
import { EXPECTED_ACCESS, EXPECTED_CLIENT_ACCESS } from './expected-access.ts';
import { INPUT_RULES } from './input-rules.ts';
import { fileResolvers } from './resolvers.ts';
import { createFilesApi, FILE_ROUTES, type FilesApi } from './upstream.ts';

declare module '../../kernel/context.ts' {
  interface UpstreamApis {
    files: FilesApi;
  }
}

export const filesDomain = {
  name: 'files',
  resolvers: [fileResolvers],
  access: ACCESS,
  inputRules: INPUT_RULES,
  expectedAccess: { people: EXPECTED_ACCESS, clients: EXPECTED_CLIENT_ACCESS },
  clients: (client, config) => ({
    files: createFilesApi(client('files', config.portalUrl)),
  }),
  routeTables: { FILE_ROUTES },
  /** The web's operations on this domain (their names become metric labels: observability/operations.ts). */
  operations: [],
} as const satisfies DomainManifest;
