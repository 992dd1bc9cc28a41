/**
 * The sales CSV of Acompanhamento de vendas (`SalesTracking.csvPath`, `SellerSalesTotal.csvPath`):
 * a file, not GraphQL data, so it is streamed from upstream (`GET /v1/sales/export.csv`) as upstream
 * serves it, never buffered whole, exactly as the invoice PDFs (files.ts). The bearer token is
 * passed on; upstream checks it and the row scope.
 */
import { pipeline } from 'node:stream';
import { Router } from 'express';
import { ERROR_TEXT, httpErrorOf } from '../../errors.ts';
import { createUpstreamClient, type UpstreamClientDeps } from '../../kernel/context.ts';
import { requestIdOf } from '../../middleware.ts';
import type { UpstreamStream } from '../../upstream/http.ts';
import { SALES_CSV_PATH } from './sales-resolvers.ts';
import { SALES_TRACKING_ROUTES } from './sales-upstream.ts';

const PASSED_HEADERS = ['content-type', 'content-length', 'content-disposition', 'cache-control'] as const;
const BEARER = /^Bearer (\S+)$/;
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

export function salesFileRoutes(deps: UpstreamClientDeps): Router {
  const router = Router();
  router.get(SALES_CSV_PATH, async (req, res) => {
    res.set({ 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' });
    const bearer = BEARER.exec(req.get('authorization') ?? '')?.[1];
    if (!bearer) {
      res.status(401).json({ code: 'UNAUTHENTICATED', error: ERROR_TEXT.unauthenticated });
      return;
    }
    const requestId = requestIdOf(res);
    const client = createUpstreamClient(deps, {
      area: 'products',
      baseUrl: deps.config.portalUrl,
      bearer,
      requestId,
    });
    const sellerId = text(req.query.sellerId);
    const query = {
      from: text(req.query.from) ?? '',
      to: text(req.query.to) ?? '',
      ...(sellerId ? { seller_id: sellerId } : {}),
    };
    let file: UpstreamStream;
    try {
      file = await client.stream(SALES_TRACKING_ROUTES.csv, { query });
    } catch (error) {
      const { status, body } = httpErrorOf(error);
      if (status >= 500) deps.logger.warn('sales csv download failed', { requestId, error });
      res.status(status).json(body);
      return;
    }
    for (const name of PASSED_HEADERS) {
      const value = file.headers[name];
      if (typeof value === 'string') res.set(name, value);
    }
    pipeline(file.body, res, (error) => {
      if (error) deps.logger.warn('sales csv download interrupted', { requestId, error: error.message });
    });
  });
  return router;
}
