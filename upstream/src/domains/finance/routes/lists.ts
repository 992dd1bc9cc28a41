/**
 * The sells and commissions lists of docs/product.md §5.8 Finances (paginated, with agent_as_role);
 * the sells filtered by the list toolbar (search, status, period) and streamed as CSV under it.
 */
import { Router } from 'express';
import { COMMISSION_STATUSES } from '../../../db/finance-types.ts';
import type { AppDeps } from '../../../deps.ts';
import { authenticate, viewerOf } from '../../../http/auth.ts';
import { sendCsv } from '../../../http/files.ts';
import { pageRequest, scopeOfRequest, statusFilter } from '../../../kernel/params.ts';
import { saleFilterOf } from '../../../kernel/sale-filter.ts';
import { COMMISSION_ORDER_KEYS, listCommissions } from '../commissions.ts';
import { listSells, SELL_ORDER_KEYS } from '../sales.ts';
import { sellsCsvStream } from '../sells-csv.ts';

const BASE = '/v1/finances/portal/commissions';

export function financeListRoutes(deps: AppDeps): Router {
  const router = Router();
  const auth = authenticate(deps);

  router.get(`${BASE}/sells`, auth, async (req, res) => {
    const scope = scopeOfRequest(viewerOf(req), req);
    const request = pageRequest(req, SELL_ORDER_KEYS, { orderBy: 'payment.date' });
    res.json(await listSells(deps.db, scope, request, saleFilterOf(req)));
  });

  // Todas as vendas' 'Exportar CSV': the list's rows under the same filter, oldest first, streamed.
  router.get(`${BASE}/sells.csv`, auth, (req, res) => {
    const stream = sellsCsvStream(deps.db, scopeOfRequest(viewerOf(req), req), saleFilterOf(req));
    sendCsv(res, stream, 'todas-as-vendas.csv', (error) =>
      deps.logger.warn('sells csv interrupted', { error: error.message }),
    );
  });

  router.get(`${BASE}/commissions`, auth, async (req, res) => {
    const scope = scopeOfRequest(viewerOf(req), req);
    const request = pageRequest(req, COMMISSION_ORDER_KEYS, { orderBy: 'date' });
    const statuses = statusFilter(req, COMMISSION_STATUSES);
    res.json(await listCommissions(deps.db, scope, request, statuses));
  });

  return router;
}
