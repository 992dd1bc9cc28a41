/**
 * The sells and commissions lists of docs/product.md §5.8 Finances (paginated, with agent_as_role);
 * each filtered by its list toolbar (search, status, period) and streamed as CSV under it.
 */
import { type Request, Router } from 'express';
import { COMMISSION_STATUSES } from '../../../db/finance-types.ts';
import type { AppDeps } from '../../../deps.ts';
import { authenticate, viewerOf } from '../../../http/auth.ts';
import { sendCsv } from '../../../http/files.ts';
import { HttpError } from '../../../kernel/errors.ts';
import { dayPeriod, pageRequest, scopeOfRequest, searchText, statusFilter } from '../../../kernel/params.ts';
import { SALE_SEARCH_MAX, SALE_SEARCH_MESSAGE, saleFilterOf } from '../../../kernel/sale-filter.ts';
import { explainCommission } from '../commission-explanation.ts';
import { COMMISSION_ORDER_KEYS, type CommissionFilter, listCommissions } from '../commissions.ts';
import { commissionsCsvStream } from '../commissions-csv.ts';
import { listSells, SELL_ORDER_KEYS } from '../sales.ts';
import { sellsCsvStream } from '../sells-csv.ts';

const BASE = '/v1/finances/portal/commissions';

/** Todas as comissões' toolbar: `status`, `search` (a payment id or product words, as sales') and `from`, `to`. */
const commissionFilterOf = (req: Request): CommissionFilter => ({
  statuses: statusFilter(req, COMMISSION_STATUSES),
  search: searchText(req, SALE_SEARCH_MAX, SALE_SEARCH_MESSAGE) || null,
  ...dayPeriod(req),
});

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
    res.json(await listCommissions(deps.db, scope, request, commissionFilterOf(req)));
  });

  // Todas as comissões' 'Exportar CSV': the list's rows under the same filter, oldest first, streamed.
  router.get(`${BASE}/commissions.csv`, auth, async (req, res) => {
    const scope = scopeOfRequest(viewerOf(req), req);
    const stream = await commissionsCsvStream(deps.db, scope, commissionFilterOf(req));
    sendCsv(res, stream, 'todas-as-comissoes.csv', (error) =>
      deps.logger.warn('commissions csv interrupted', { error: error.message }),
    );
  });

  // 'Por que recebi esta comissão?': one commission of the scope explained; outside it, 404 as missing.
  router.get(`${BASE}/commissions/:commissionId/explanation`, auth, async (req, res) => {
    const scope = scopeOfRequest(viewerOf(req), req);
    const explanation = await explainCommission(deps.db, scope, String(req.params.commissionId));
    if (!explanation) throw new HttpError(404, 'Comissão não encontrada.');
    res.json(explanation);
  });

  return router;
}
