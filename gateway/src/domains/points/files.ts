/**
 * Gerenciador de Vouchers' 'Exportar CSV' (docs/product.md §7.6): the vouchers the viewer manages
 * under the list's filters, streamed from upstream as upstream writes it through files.ts
 * `streamFile` (never buffered); upstream checks the filters and the scope as it does the list's.
 */
import { Router } from 'express';
import { streamFile } from '../../files.ts';
import type { UpstreamClientDeps } from '../../kernel/context.ts';
import { toolbarQueryOf } from '../../kernel/list-filter.ts';
import { POINTS_ROUTES } from './upstream.ts';

/** Where the web downloads the managed vouchers (`?search=&status=&from=&to=` as the list's). */
export const VOUCHERS_CSV_PATH = '/files/vouchers.csv';

/** Every voucher of the holding streams in a second or two; the area's default deadline is 10 s. */
const CSV_DOWNLOAD_MS = 5 * 60_000;

export function pointsFileRoutes(deps: UpstreamClientDeps): Router {
  const router = Router();
  router.get(VOUCHERS_CSV_PATH, (req, res) =>
    streamFile(deps, req, res, {
      area: 'points',
      baseUrl: deps.config.portalUrl,
      route: POINTS_ROUTES.vouchersCsv,
      params: {},
      query: { view: 'managed', ...toolbarQueryOf(req.query) },
      extraHeaders: ['x-report-rows'],
      timeoutMs: CSV_DOWNLOAD_MS,
    }),
  );
  return router;
}
