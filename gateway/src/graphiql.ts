/**
 * GraphiQL, served by the gateway itself from the bundle `pnpm --filter @portal/gateway build`
 * writes to dist/graphiql (graphiql/vite.config.ts). Everything it needs is in that bundle, so it
 * works with no internet. Apollo's own landing page is disabled because it loads from a CDN.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import express, { type Request, Router } from 'express';

/** Where the bundle's assets are served; must match `base` in graphiql/vite.config.ts. */
export const GRAPHIQL_BASE = '/graphiql/';

const MISSING_BUNDLE_HTML = `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><title>GraphiQL indisponível</title></head>
<body>
<h1>GraphiQL ainda não foi compilado</h1>
<p>Execute <code>pnpm --filter @portal/gateway build</code> e recarregue a página.
A API GraphQL continua respondendo em <code>POST /graphql</code>.</p>
</body>
</html>`;

/**
 * A browser navigating to /graphql prefers text/html; GraphQL clients ask for JSON, and a GET that
 * carries a query is a GraphQL request whatever it accepts.
 */
export const wantsGraphiQL = (req: Request): boolean =>
  req.query.query === undefined &&
  req.accepts(['application/graphql-response+json', 'application/json', 'text/html']) === 'text/html';

export function graphiqlRoutes(dir: string): Router {
  const router = Router();
  // Hashed file names: a changed bundle gets new URLs, so caching for a day is safe.
  router.use(GRAPHIQL_BASE, express.static(dir, { index: false, maxAge: '1d', fallthrough: false }));
  router.get('/graphql', async (req, res, next) => {
    if (!wantsGraphiQL(req)) return next();
    res.type('html').set('cache-control', 'no-cache');
    try {
      // Read per visit (a few KB): a bundle built while the gateway runs shows up without a restart.
      res.send(await readFile(join(dir, 'index.html'), 'utf8'));
    } catch {
      res.status(503).send(MISSING_BUNDLE_HTML);
    }
  });
  return router;
}
