/**
 * Suas vendas (docs/product.md §10.5, §10.6 "sales GET"): the viewer's sales, paged, searchable and
 * filtered by status and period (the list toolbar), and the same rows as a streamed CSV.
 */
import { pipeline } from 'node:stream';
import { Router } from 'express';
import type { AppDeps } from '../../../deps.ts';
import { authenticate, viewerOf } from '../../../http/auth.ts';
import { pageRequest } from '../../../kernel/params.ts';
import { SALE_SEARCH_MESSAGE, saleFilterOf } from '../../../kernel/sale-filter.ts';
import { listSales, SALE_ORDER_KEYS, saleCondition, saleScopeOf } from '../sales.ts';
import { salesCsvStream } from '../sales-csv.ts';
import { csvSaleRows } from '../sales-tracking.ts';

export const SALE_LIST_MESSAGES = { search: SALE_SEARCH_MESSAGE } as const;

export function productSaleRoutes(deps: AppDeps): Router {
  const router = Router();
  const auth = authenticate(deps);

  router.get('/v1/sales', auth, async (req, res) => {
    const scope = saleScopeOf(viewerOf(req));
    const request = pageRequest(req, SALE_ORDER_KEYS, { orderBy: 'payment_date' });
    res.json(await listSales(deps.db, scope, request, saleFilterOf(req)));
  });

  // Suas vendas' 'Exportar CSV': the list's rows under the same filter, oldest first, streamed.
  router.get('/v1/sales.csv', auth, (req, res) => {
    const condition = saleCondition(saleScopeOf(viewerOf(req)), saleFilterOf(req));
    res.set({
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="suas-vendas.csv"',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
    pipeline(salesCsvStream(csvSaleRows(deps.db, condition)), res, (error) => {
      if (error) deps.logger.warn('sales list csv interrupted', { error: error.message });
    });
  });

  return router;
}
