/**
 * The ED list of "Gerenciador de EDs" (branch) and "Gerenciador ED" (holding, admin), docs/product.md §8.1
 * and §8.7 "Affiliates and EDs", and the units batch that names an ED's unit (docs/upstream-contract.md).
 */
import { type Request, Router } from 'express';
import type { AppDeps } from '../deps.ts';
import { authenticate, viewerOf } from '../http/auth.ts';
import { forbidden, HttpError } from '../http/errors.ts';
import { MAX_PAGE_SIZE } from '../kernel/paging.ts';
import { idsParam, pageRequest, queryText } from '../kernel/params.ts';
import { isUuid, type Viewer } from '../kernel/viewer.ts';
import { ED_ORDER_KEYS, ED_SEARCH_MAX, type EdScope, listEds, unitsByIds } from '../network/eds.ts';

export const ED_LIST_MESSAGES = {
  search: `Parâmetro search inválido: use no máximo ${ED_SEARCH_MAX} caracteres.`,
  unit: 'Parâmetro unit inválido: informe o id de uma unidade.',
  unitIds: `Parâmetro ids inválido: informe de 1 a ${MAX_PAGE_SIZE} unidades.`,
} as const;

/** Holding and admin see the whole network, a branch its own unit's EDs; anyone else is refused. */
function edScopeOf(viewer: Viewer): EdScope {
  if (viewer.roles.includes('isHolding') || viewer.roles.includes('isAdmin')) return { unitId: null };
  // An agent's branch side is an agency: it has influencers (/influenciadores), not EDs.
  if (viewer.roles.includes('isBranch') && !viewer.roles.includes('isAgent') && viewer.organisationId) {
    return { unitId: viewer.organisationId };
  }
  throw forbidden();
}

function searchParam(req: Request): string | null {
  const search = (queryText(req, 'search') ?? '').trim();
  if (search.length > ED_SEARCH_MAX) throw new HttpError(400, ED_LIST_MESSAGES.search);
  return search === '' ? null : search;
}

function unitParam(req: Request): string | null {
  const unit = (queryText(req, 'unit') ?? '').trim();
  if (unit === '') return null;
  if (!isUuid(unit)) throw new HttpError(400, ED_LIST_MESSAGES.unit);
  return unit;
}

export function edRoutes(deps: AppDeps): Router {
  const router = Router();
  const auth = authenticate(deps);

  router.get('/v1/affiliates', auth, async (req, res) => {
    const scope = edScopeOf(viewerOf(req));
    // docs/product.md §14.1: tables sort ascending by default.
    const request = pageRequest(req, ED_ORDER_KEYS, { orderBy: 'name', order: 'ASC' });
    res.json(await listEds(deps.db, scope, request, { search: searchParam(req), unit: unitParam(req) }));
  });

  // Unit names are the network's structure, not anyone's data: every signed-in user may read them.
  router.get('/v1/units', auth, async (req, res) => {
    const ids = idsParam(req, ED_LIST_MESSAGES.unitIds).filter(isUuid);
    res.json({ items: await unitsByIds(deps.db, ids) });
  });

  return router;
}
