/** mail: the e-mail outbox's delivery over SMTP, its templates and its delivery log (docs/mail.md). */
import type { DomainManifest } from '../../manifest.ts';
import { startMailWorker } from './worker.ts';

export const mail: DomainManifest = {
  name: 'mail',
  workers: ({ queue, db, logger, config, pollingIntervalSeconds, retryDelaySeconds }) =>
    startMailWorker(queue, db, logger, config.mail, {
      pollingIntervalSeconds,
      webUrl: config.webUrl,
      ...(retryDelaySeconds === undefined ? {} : { retryDelaySeconds }),
    }),
  tables: ['mail_messages'],
};
