/**
 * E-mails enviados' 'Exportar CSV' (docs/mail.md): the delivery list with the list's filters,
 * streamed from upstream as upstream writes it by files.ts `streamFile`; upstream checks the role.
 */
import { Router } from 'express';
import { streamFile } from '../../files.ts';
import type { UpstreamClientDeps } from '../../kernel/context.ts';
import { MAIL_ROUTES } from './upstream.ts';

/** Where the web downloads the list (`?search=&state=&template=&from=&to=`, upstream's spellings). */
export const MAIL_DELIVERIES_CSV_PATH = '/files/mail-deliveries.csv';

/** A whole outbox takes seconds; the area's default deadline is 10 s. */
const CSV_DOWNLOAD_MS = 5 * 60_000;

const FILTERS = ['search', 'state', 'template', 'from', 'to'] as const;

export function mailFileRoutes(deps: UpstreamClientDeps): Router {
  const router = Router();
  router.get(MAIL_DELIVERIES_CSV_PATH, (req, res) => {
    const query: Record<string, string> = {};
    for (const name of FILTERS) {
      const value = req.query[name];
      if (typeof value === 'string' && value !== '') query[name] = value.slice(0, 100);
    }
    return streamFile(deps, req, res, {
      area: 'mail',
      baseUrl: deps.config.portalUrl,
      route: MAIL_ROUTES.deliveriesCsv,
      params: {},
      query,
      extraHeaders: ['x-report-rows'],
      timeoutMs: CSV_DOWNLOAD_MS,
    });
  });
  return router;
}
