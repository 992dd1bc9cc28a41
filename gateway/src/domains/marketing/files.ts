/**
 * Marketing's file: Tráfego Pago's 'Exportar CSV', streamed as upstream writes it (files.ts
 * `streamFile`). Upstream checks the admin's role and the filter, exactly as for the list.
 */
import { Router } from 'express';
import { streamFile } from '../../files.ts';
import type { UpstreamClientDeps } from '../../kernel/context.ts';
import { queryText } from '../../kernel/list-filter.ts';
import { MARKETING_ROUTES } from './upstream.ts';

/** Where the web downloads Tráfego Pago (`?search=&status=PIXEL|GTM` as the list's toolbar). */
export const TRAFFIC_CSV_PATH = '/files/traffic-tags.csv';

export function marketingFileRoutes(deps: UpstreamClientDeps): Router {
  const router = Router();
  // The toolbar's select is `status` in the URL, as every list's; upstream calls it `type` (lower case).
  router.get(TRAFFIC_CSV_PATH, (req, res) => {
    const search = queryText(req.query.search)?.trim() ?? '';
    const type = queryText(req.query.status)?.toLowerCase() ?? '';
    return streamFile(deps, req, res, {
      area: 'marketing',
      baseUrl: deps.config.portalUrl,
      route: MARKETING_ROUTES.trafficTagsCsv,
      params: {},
      query: { ...(search ? { search } : {}), ...(type ? { type } : {}) },
    });
  });
  return router;
}
