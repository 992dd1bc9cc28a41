/**
 * The holding's file: the CSV of a report of Relatórios (`SalesReport.csvPath`), streamed as
 * upstream writes it by files.ts `streamFile`, never buffered, so a 100 000-row report crosses the
 * gateway in constant memory. Upstream checks the role and holds a branch to its unit, exactly as
 * for the GraphQL fields.
 */
import { Router } from 'express';
import { streamFile } from '../../files.ts';
import type { UpstreamClientDeps } from '../../kernel/context.ts';
import { HOLDING_REPORT_ROUTES } from './reports-upstream.ts';

/** A whole report's download (100 000 rows take seconds, not minutes); the default deadline is 10 s. */
const REPORT_DOWNLOAD_MS = 5 * 60_000;

/** Query parameters a report's CSV accepts (the report filter); anything else is not passed on. */
const REPORT_QUERY = ['cycle', 'from', 'to', 'unit'] as const;

export function holdingFileRoutes(deps: UpstreamClientDeps): Router {
  const router = Router();
  router.get('/files/reports/:kind', (req, res) => {
    const query: Record<string, string> = {};
    for (const name of REPORT_QUERY) {
      const value = req.query[name];
      if (typeof value === 'string' && value !== '') query[name] = value;
    }
    return streamFile(deps, req, res, {
      area: 'holding',
      baseUrl: deps.config.portalUrl,
      route: HOLDING_REPORT_ROUTES.reportCsv,
      params: { kind: req.params.kind },
      query,
      extraHeaders: ['x-report-rows'],
      timeoutMs: REPORT_DOWNLOAD_MS,
    });
  });
  return router;
}
