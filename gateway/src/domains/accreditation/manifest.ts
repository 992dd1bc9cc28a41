/**
 * The accreditation domain as the gateway composes it (domains/index.ts): everything the registries need
 * from it, registered in one place.
 */
import type { DomainManifest } from '../../kernel/domain.ts';
import { ACCESS } from './access.ts';
import { EXPECTED_ACCESS, EXPECTED_CLIENT_ACCESS } from './expected-access.ts';
import { INPUT_RULES } from './input-rules.ts';
import { accreditationResolvers } from './resolvers.ts';
import { ACCREDITATION_ROUTES, type AccreditationApi, createAccreditationApi } from './upstream.ts';

declare module '../../kernel/context.ts' {
  interface UpstreamApis {
    accreditation: AccreditationApi;
  }
}

export const accreditationDomain = {
  name: 'accreditation',
  resolvers: [accreditationResolvers],
  access: ACCESS,
  inputRules: INPUT_RULES,
  expectedAccess: { people: EXPECTED_ACCESS, clients: EXPECTED_CLIENT_ACCESS },
  clients: (client, config) => ({
    accreditation: createAccreditationApi(client('accreditation', config.portalUrl)),
  }),
  routeTables: { ACCREDITATION_ROUTES },
  /** The web's operations on this domain (their names become metric labels: observability/operations.ts). */
  operations: [
    'AccreditationAgent',
    'AccreditationPersonalDataLookups',
    'AccreditationSession',
    'Banks',
    'ChangeMyPassword',
    'MyProfile',
    'PostalAddress',
    'RequestContract',
    'ResendAccreditationCode',
    'SetAccreditationBankDetails',
    'SetAccreditationCnpj',
    'SetAccreditationPassword',
    'SetBankDetails',
    'StartAccreditation',
    'UpdateMyContact',
    'VerifyAccreditationCode',
  ],
} as const satisfies DomainManifest;
