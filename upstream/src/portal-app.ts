/** The portal REST API (docs/upstream-contract.md, "Portal API"), composed from the domains. */
import express, { type Express } from 'express';
import type { AppDeps } from './deps.ts';
import { DOMAINS } from './domains/index.ts';
import { jsonErrorHandler, notFound } from './http/errors.ts';
import { requestContext } from './http/request-context.ts';
import { docsRoutes } from './routes/docs.ts';
import { healthRoutes } from './routes/health.ts';
import { activeTracer, traceRequests } from './tracing.ts';

/**
 * Larger bodies are refused (413) before parsing: no route here takes more than a few fields,
 * except the uploads a domain declares (`ownBodyPaths`), which parse their own body after
 * authentication.
 */
const BODY_LIMIT = '100kb';

export function createPortalApp(deps: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  const tracer = activeTracer();
  if (tracer) app.use(traceRequests(tracer, 'portal'));
  app.use(requestContext(deps.logger, 'portal', deps.metrics));
  const json = express.json({ limit: BODY_LIMIT });
  const ownBody = DOMAINS.flatMap((domain) => (domain.ownBodyPaths ? [domain.ownBodyPaths] : []));
  app.use((req, res, next) => (ownBody.some((owns) => owns(req.path)) ? next() : json(req, res, next)));
  // Routers are mounted at the root so each declares full paths (the OpenAPI test relies on it).
  app.use(
    healthRoutes(deps.db, deps.logger, deps.config.instanceId),
    ...(deps.metrics ? [deps.metrics.routes()] : []),
    docsRoutes(),
    ...DOMAINS.flatMap((domain) => domain.routes?.(deps) ?? []),
  );
  app.use(notFound);
  app.use(jsonErrorHandler(deps.logger));
  return app;
}
