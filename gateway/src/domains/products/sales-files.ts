/**
 * The sales CSV of Acompanhamento de vendas (`SalesTracking.csvPath`, `SellerSalesTotal.csvPath`):
 * a file, not GraphQL data, so it is streamed from upstream (`GET /v1/sales/export.csv`) as upstream
 * serves it, never buffered whole, by files.ts `streamFile` (as the invoice PDFs). The bearer token
 * is passed on; upstream checks it and the row scope. Suas vendas' 'Exportar CSV' streams the same
 * way (`GET /v1/sales.csv`) with the list's filter, which upstream checks as it checks the list's.
 */
import { Router } from 'express';
import { streamFile } from '../../files.ts';
import type { UpstreamClientDeps } from '../../kernel/context.ts';
import { queryText, toolbarQueryOf } from '../../kernel/list-filter.ts';
import { SALES_CSV_PATH } from './sales-resolvers.ts';
import { SALES_TRACKING_ROUTES } from './sales-upstream.ts';
import { PRODUCT_ROUTES } from './upstream.ts';

/** Where the web downloads Suas vendas (`?search=&status=&from=&to=` as the list's). */
export const MANAGED_SALES_CSV_PATH = '/files/managed-sales.csv';

/** Every sale at the large seed streams in a few seconds; the area's default deadline is 10 s. */
const CSV_DOWNLOAD_MS = 5 * 60_000;

export function salesFileRoutes(deps: UpstreamClientDeps): Router {
  const router = Router();
  router.get(SALES_CSV_PATH, (req, res) => {
    const sellerId = queryText(req.query.sellerId);
    return streamFile(deps, req, res, {
      area: 'products',
      baseUrl: deps.config.portalUrl,
      route: SALES_TRACKING_ROUTES.csv,
      params: {},
      query: {
        from: queryText(req.query.from) ?? '',
        to: queryText(req.query.to) ?? '',
        ...(sellerId ? { seller_id: sellerId } : {}),
      },
    });
  });
  router.get(MANAGED_SALES_CSV_PATH, (req, res) =>
    streamFile(deps, req, res, {
      area: 'products',
      baseUrl: deps.config.portalUrl,
      route: PRODUCT_ROUTES.salesCsv,
      params: {},
      query: toolbarQueryOf(req.query),
      timeoutMs: CSV_DOWNLOAD_MS,
    }),
  );
  return router;
}
