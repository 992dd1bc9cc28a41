/**
 * Suas vendas (docs/product.md §10.5, §10.6 "sales GET"): the viewer's sales, paged, searchable and
 * filtered by status and period (the list toolbar), and the same rows as a streamed CSV.
 */
import { pipeline } from 'node:stream';
import { type Request, Router } from 'express';
import type { AppDeps } from '../../../deps.ts';
import { authenticate, viewerOf } from '../../../http/auth.ts';
import { dayPeriod, pageRequest, searchText, statusFilter } from '../../../kernel/params.ts';
import {
  listSales,
  SALE_ORDER_KEYS,
  SALE_SEARCH_MAX,
  SALE_STATUSES,
  type SaleFilter,
  saleCondition,
  saleScopeOf,
} from '../sales.ts';
import { salesCsvStream } from '../sales-csv.ts';
import { csvSaleRows } from '../sales-tracking.ts';

export const SALE_LIST_MESSAGES = {
  search: `Parâmetro search inválido: use no máximo ${SALE_SEARCH_MAX} caracteres.`,
} as const;

/** The toolbar's filter: `search`, `status` (repeated or comma-separated) and the days `from`, `to`. */
const saleFilter = (req: Request): SaleFilter => ({
  search: searchText(req, SALE_SEARCH_MAX, SALE_LIST_MESSAGES.search) || null,
  statuses: statusFilter(req, SALE_STATUSES),
  ...dayPeriod(req),
});

export function productSaleRoutes(deps: AppDeps): Router {
  const router = Router();
  const auth = authenticate(deps);

  router.get('/v1/sales', auth, async (req, res) => {
    const scope = saleScopeOf(viewerOf(req));
    const request = pageRequest(req, SALE_ORDER_KEYS, { orderBy: 'payment_date' });
    res.json(await listSales(deps.db, scope, request, saleFilter(req)));
  });

  // Suas vendas' 'Exportar CSV': the list's rows under the same filter, oldest first, streamed.
  router.get('/v1/sales.csv', auth, (req, res) => {
    const condition = saleCondition(saleScopeOf(viewerOf(req)), saleFilter(req));
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
