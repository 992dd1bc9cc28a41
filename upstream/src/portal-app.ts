/** The portal REST API (docs/upstream-contract.md, "Portal API"). */
import express, { type Express } from 'express';
import type { AppDeps } from './deps.ts';
import { jsonErrorHandler, notFound } from './http/errors.ts';
import { requestContext } from './http/request-context.ts';
import { docsRoutes } from './routes/docs.ts';
import { edNotificationRoutes } from './routes/ed-notifications.ts';
import { healthRoutes } from './routes/health.ts';
import { meRoutes } from './routes/me.ts';
import { notificationRoutes } from './routes/notifications.ts';
import { passwordRoutes } from './routes/password.ts';

/** Larger bodies are refused (413) before parsing: no route here takes more than a few fields. */
const BODY_LIMIT = '100kb';

export function createPortalApp(deps: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(requestContext(deps.logger, 'portal'));
  app.use(express.json({ limit: BODY_LIMIT }));
  // Routers are mounted at the root so each declares full paths (the OpenAPI test relies on it).
  app.use(
    healthRoutes(deps.db, deps.logger),
    docsRoutes(),
    meRoutes(deps),
    passwordRoutes(deps),
    notificationRoutes(deps),
    edNotificationRoutes(deps),
  );
  app.use(notFound);
  app.use(jsonErrorHandler(deps.logger));
  return app;
}
