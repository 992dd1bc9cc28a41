/**
 * The mail domain as the gateway composes it (domains/index.ts): E-mails enviados, the holding's
 * view of the outbox (docs/mail.md).
 */
import type { DomainManifest } from '../../kernel/domain.ts';
import { ACCESS } from './access.ts';
import { EXPECTED_ACCESS, EXPECTED_CLIENT_ACCESS } from './expected-access.ts';
import { mailFileRoutes } from './files.ts';
import { INPUT_RULES } from './input-rules.ts';
import { mailResolvers } from './resolvers.ts';
import { createMailApi, MAIL_ROUTES, type MailApi } from './upstream.ts';

declare module '../../kernel/context.ts' {
  interface UpstreamApis {
    mail: MailApi;
  }
}

export const mailDomain = {
  name: 'mail',
  resolvers: [mailResolvers],
  access: ACCESS,
  inputRules: INPUT_RULES,
  expectedAccess: { people: EXPECTED_ACCESS, clients: EXPECTED_CLIENT_ACCESS },
  clients: (client, config) => ({
    mail: createMailApi(client('mail', config.portalUrl)),
  }),
  routeTables: { MAIL_ROUTES },
  fileRoutes: mailFileRoutes,
  /** The web's operations on this domain (their names become metric labels: observability/operations.ts). */
  operations: ['MailDeliveries', 'ResendMailDelivery'],
} as const satisfies DomainManifest;
