/**
 * The sales CSV of Acompanhamento de vendas (`SalesTracking.csvPath`, `SellerSalesTotal.csvPath`):
 * a file, not GraphQL data, so it is streamed from upstream (`GET /v1/sales/export.csv`) as upstream
 * serves it, never buffered whole, by files.ts `streamFile` (as the invoice PDFs). The bearer token
 * is passed on; upstream checks it and the row scope.
 */
import { Router } from 'express';
import { streamFile } from '../../files.ts';
import type { UpstreamClientDeps } from '../../kernel/context.ts';
import { SALES_CSV_PATH } from './sales-resolvers.ts';
import { SALES_TRACKING_ROUTES } from './sales-upstream.ts';

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

export function salesFileRoutes(deps: UpstreamClientDeps): Router {
  const router = Router();
  router.get(SALES_CSV_PATH, (req, res) => {
    const sellerId = text(req.query.sellerId);
    return streamFile(deps, req, res, {
      area: 'products',
      baseUrl: deps.config.portalUrl,
      route: SALES_TRACKING_ROUTES.csv,
      params: {},
      query: {
        from: text(req.query.from) ?? '',
        to: text(req.query.to) ?? '',
        ...(sellerId ? { seller_id: sellerId } : {}),
      },
    });
  });
  return router;
}
