/** GET /healthz, served by both apps: "ok" only when the database answers. */
import { Router } from 'express';
import { sql } from 'kysely';
import type { Db } from '../db/connection.ts';
import type { Logger } from '../logger.ts';

export function healthRoutes(db: Db, logger: Logger, instanceId?: string): Router {
  const router = Router();
  router.get('/healthz', async (_req, res) => {
    if (instanceId) res.set('x-instance-id', instanceId);
    try {
      await sql`select 1`.execute(db);
      res.json({ status: 'ok' });
    } catch (error) {
      logger.error('health check failed', { error });
      res.status(503).json({ detail: 'Database unavailable' });
    }
  });
  return router;
}
