/** GET /openapi.json: the OpenAPI document of both apps (src/openapi.yaml) as JSON. */
import { Router } from 'express';
import { openApiDocument } from '../openapi.ts';

export function docsRoutes(): Router {
  const router = Router();
  router.get('/openapi.json', (_req, res) => {
    res.json(openApiDocument());
  });
  return router;
}
