/**
 * Notificação ED's 'Exportar CSV' (docs/product.md §8.6): the sent notifications under the list's
 * filters, streamed from upstream as upstream writes it through files.ts `streamFile` (never
 * buffered); upstream checks the filters and the role as it does the list's.
 */
import { Router } from 'express';
import { streamFile } from '../../files.ts';
import type { UpstreamClientDeps } from '../../kernel/context.ts';
import { toolbarQueryOf } from '../../kernel/list-filter.ts';
import { NOTIFICATION_ROUTES } from './upstream.ts';

/** Where the web downloads the sent list (`?search=&status=&from=&to=`, the status being the type). */
export const SENT_ED_CSV_PATH = '/files/ed-notifications.csv';

/** Years of notifications stream in well under a second; the area's default deadline is 10 s. */
const CSV_DOWNLOAD_MS = 60_000;

export function notificationFileRoutes(deps: UpstreamClientDeps): Router {
  const router = Router();
  router.get(SENT_ED_CSV_PATH, (req, res) =>
    streamFile(deps, req, res, {
      area: 'notifications',
      baseUrl: deps.config.portalUrl,
      route: NOTIFICATION_ROUTES.sentEdCsv,
      params: {},
      query: toolbarQueryOf(req.query),
      extraHeaders: ['x-report-rows'],
      timeoutMs: CSV_DOWNLOAD_MS,
    }),
  );
  return router;
}
