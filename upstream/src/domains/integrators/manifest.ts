/** integrators: API clients (Chaves de API) and signed webhooks, delivered on the job queue. */
import type { DomainManifest } from '../../manifest.ts';
import { integratorRoutes } from './routes/integrators.ts';
import { startWebhookWorker } from './webhooks.ts';

export const integrators: DomainManifest = {
  name: 'integrators',
  routes: (deps) => [integratorRoutes(deps)],
  workers: ({ queue, db, logger, config, pollingIntervalSeconds, leaseSeconds }) =>
    startWebhookWorker(queue, db, logger, {
      pollingIntervalSeconds,
      allowLoopback: config.webhookAllowLoopback,
      ...(leaseSeconds === undefined ? {} : { leaseSeconds }),
    }),
  openapi: new URL('./openapi.yaml', import.meta.url),
  tables: ['api_clients', 'webhook_subscriptions', 'webhook_events', 'webhook_deliveries'],
};
