/** Suas vendas (docs/product.md §10.5, §10.6 "sales GET"): the viewer's sales, paged and searchable. */
import { type Request, Router } from 'express';
import type { AppDeps } from '../../../deps.ts';
import { authenticate, viewerOf } from '../../../http/auth.ts';
import { pageRequest, searchText } from '../../../kernel/params.ts';
import { listSales, SALE_ORDER_KEYS, SALE_SEARCH_MAX, saleScopeOf } from '../sales.ts';

export const SALE_LIST_MESSAGES = {
  search: `Parâmetro search inválido: use no máximo ${SALE_SEARCH_MAX} caracteres.`,
} as const;

const searchParam = (req: Request): string | null =>
  searchText(req, SALE_SEARCH_MAX, SALE_LIST_MESSAGES.search) || null;

export function productSaleRoutes(deps: AppDeps): Router {
  const router = Router();
  const auth = authenticate(deps);

  router.get('/v1/sales', auth, async (req, res) => {
    const scope = saleScopeOf(viewerOf(req));
    const request = pageRequest(req, SALE_ORDER_KEYS, { orderBy: 'payment_date' });
    res.json(await listSales(deps.db, scope, request, searchParam(req)));
  });

  return router;
}
