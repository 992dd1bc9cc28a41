/**
 * Integração (docs/product.md §11.5): the integrated payees and the bills' integration URL, for
 * the holding and admins; every other role is refused (403).
 */
import { Router } from 'express';
import { INTEGRATION_KINDS } from '../../../db/finance-types.ts';
import type { AppDeps } from '../../../deps.ts';
import { authenticate, requireAnyRole } from '../../../http/auth.ts';
import { HttpError } from '../../../http/errors.ts';
import { pageRequest, queryText } from '../../../kernel/params.ts';
import { listPayeeIntegrations } from '../integration.ts';

const BASE = '/v1/holding/integrations';

export const INTEGRATION_KIND_MESSAGE = `Parâmetro kind inválido: use ${INTEGRATION_KINDS.join(' ou ')}.`;

export function holdingIntegrationRoutes(deps: AppDeps): Router {
  const router = Router();
  const auth = authenticate(deps);
  const holdingOrAdmin = requireAnyRole('isHolding', 'isAdmin');

  router.get(BASE, auth, holdingOrAdmin, async (req, res) => {
    const { page, pageSize } = pageRequest(req, ['name'], { orderBy: 'name' });
    const raw = queryText(req, 'kind');
    const kind = raw ? INTEGRATION_KINDS.find((candidate) => candidate === raw) : null;
    if (kind === undefined) throw new HttpError(400, INTEGRATION_KIND_MESSAGE);
    res.json(await listPayeeIntegrations(deps.db, { page, pageSize }, kind));
  });

  router.get(`${BASE}/bills-url`, auth, holdingOrAdmin, (_req, res) => {
    res.json({ url: deps.config.billsIntegrationUrl ?? null });
  });

  return router;
}
