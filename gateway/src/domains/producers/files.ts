/**
 * Gerenciador de produtores' 'Exportar CSV' (docs/product.md §10.4): the producers under the list's
 * filters, streamed from upstream as upstream writes it through files.ts `streamFile` (never
 * buffered); upstream checks the filters and the role (admin) as it does the list's.
 */
import { Router } from 'express';
import { streamFile } from '../../files.ts';
import type { UpstreamClientDeps } from '../../kernel/context.ts';
import { toolbarQueryOf } from '../../kernel/list-filter.ts';
import { PRODUCER_ROUTES } from './upstream.ts';

/** Where the web downloads the producers (`?search=&from=&to=` as the list's). */
export const PRODUCERS_CSV_PATH = '/files/producers.csv';

/** A few hundred producers stream at once; the area's default deadline is 10 s. */
const CSV_DOWNLOAD_MS = 60_000;

export function producerFileRoutes(deps: UpstreamClientDeps): Router {
  const router = Router();
  router.get(PRODUCERS_CSV_PATH, (req, res) => {
    // A producer has no status: only the search and the period go on.
    const { status: _none, ...query } = toolbarQueryOf(req.query);
    return streamFile(deps, req, res, {
      area: 'producers',
      baseUrl: deps.config.portalUrl,
      route: PRODUCER_ROUTES.producersCsv,
      params: {},
      query,
      extraHeaders: ['x-report-rows'],
      timeoutMs: CSV_DOWNLOAD_MS,
    });
  });
  return router;
}
