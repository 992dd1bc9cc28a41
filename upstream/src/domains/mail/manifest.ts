/** mail: the e-mail outbox's delivery over SMTP, its templates and its delivery log (docs/mail.md). */
import type { DomainManifest } from '../../manifest.ts';
import { deliveryRoutes } from './routes/deliveries.ts';
import { mailPreferenceRoutes } from './routes/preferences.ts';
import { unsubscribeRoutes } from './routes/unsubscribe.ts';
import { startMailWorker } from './worker.ts';

export const mail: DomainManifest = {
  name: 'mail',
  routes: (deps) => [unsubscribeRoutes(deps), mailPreferenceRoutes(deps), deliveryRoutes(deps)],
  workers: ({ queue, db, logger, config, pollingIntervalSeconds, retryDelaySeconds, leaseSeconds }) =>
    startMailWorker(queue, db, logger, config.mail, {
      pollingIntervalSeconds,
      webUrl: config.webUrl,
      ...(retryDelaySeconds === undefined ? {} : { retryDelaySeconds }),
      ...(leaseSeconds === undefined ? {} : { leaseSeconds }),
    }),
  openapi: new URL('./openapi.yaml', import.meta.url),
  tables: ['mail_messages', 'mail_preferences'],
};
