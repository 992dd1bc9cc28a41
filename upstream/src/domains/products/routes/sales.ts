/** Suas vendas (docs/product.md §10.5, §10.6 "sales GET"): the viewer's sales, paged and searchable. */
import { type Request, Router } from 'express';
import type { AppDeps } from '../../../deps.ts';
import { authenticate, viewerOf } from '../../../http/auth.ts';
import { HttpError } from '../../../http/errors.ts';
import { pageRequest, queryText } from '../../../kernel/params.ts';
import { listSales, SALE_ORDER_KEYS, SALE_SEARCH_MAX, saleScopeOf } from '../sales.ts';

export const SALE_LIST_MESSAGES = {
  search: `Parâmetro search inválido: use no máximo ${SALE_SEARCH_MAX} caracteres.`,
} as const;

function searchParam(req: Request): string | null {
  const search = (queryText(req, 'search') ?? '').trim();
  if (search.length > SALE_SEARCH_MAX) throw new HttpError(400, SALE_LIST_MESSAGES.search);
  return search === '' ? null : search;
}

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
