/**
 * Integração (docs/product.md §11.5): the integrated payees and the bills' integration URL, for
 * the holding and admins; every other role is refused (403).
 */
import { pipeline } from 'node:stream/promises';
import { type Request, Router } from 'express';
import { INTEGRATION_KINDS } from '../../../db/finance-types.ts';
import type { AppDeps } from '../../../deps.ts';
import { authenticate, requireAnyRole } from '../../../http/auth.ts';
import { HttpError } from '../../../http/errors.ts';
import { today } from '../../../kernel/clock.ts';
import { pageRequest, queryText, searchText, searchTooLong } from '../../../kernel/params.ts';
import {
  countPayeeIntegrations,
  listPayeeIntegrations,
  type PayeeIntegrationFilter,
  payeeIntegrationsCsv,
} from '../integration.ts';

const BASE = '/v1/holding/integrations';

export const INTEGRATION_KIND_MESSAGE = `Parâmetro kind inválido: use ${INTEGRATION_KINDS.join(' ou ')}.`;

/** The toolbar's longest search (a piece of a payee's name), as the other lists'. */
const SEARCH_MAX = 100;

/** The list's filter (the list, its count and its CSV read it alike); 400 when a parameter is wrong. */
function filterOf(req: Request): PayeeIntegrationFilter {
  const raw = queryText(req, 'kind');
  const kind = raw ? INTEGRATION_KINDS.find((candidate) => candidate === raw) : null;
  if (kind === undefined) throw new HttpError(400, INTEGRATION_KIND_MESSAGE);
  return { kind, search: searchText(req, SEARCH_MAX, searchTooLong(SEARCH_MAX)) };
}

export function holdingIntegrationRoutes(deps: AppDeps): Router {
  const router = Router();
  const auth = authenticate(deps);
  const holdingOrAdmin = requireAnyRole('isHolding', 'isAdmin');

  router.get(BASE, auth, holdingOrAdmin, async (req, res) => {
    const { page, pageSize } = pageRequest(req, ['name'], { orderBy: 'name' });
    res.json(await listPayeeIntegrations(deps.db, { page, pageSize }, filterOf(req)));
  });

  // The list as a pt-BR CSV, streamed under the same filter, its row count first.
  router.get(`${BASE}/csv`, auth, holdingOrAdmin, async (req, res) => {
    const filter = filterOf(req);
    res.setHeader('X-Report-Rows', String(await countPayeeIntegrations(deps.db, filter)));
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="integracoes-${today()}.csv"`);
    res.setHeader('Cache-Control', 'private, no-store');
    await pipeline(payeeIntegrationsCsv(deps.db, filter), res);
  });

  router.get(`${BASE}/bills-url`, auth, holdingOrAdmin, (_req, res) => {
    res.json({ url: deps.config.billsIntegrationUrl ?? null });
  });

  return router;
}
