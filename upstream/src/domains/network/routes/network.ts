import { type Request, type RequestHandler, Router } from 'express';
import type { AppDeps } from '../../../deps.ts';
import { authenticate, viewerOf } from '../../../http/auth.ts';
import { forbidden, HttpError } from '../../../http/errors.ts';
import { jsonObject, pathParam } from '../../../http/input.ts';
import { MAX_PAGE_SIZE } from '../../../kernel/paging.ts';
import {
  ACTIVE_STATUSES,
  activeFilter,
  dayPeriod,
  idsParam,
  pageRequest,
  queryText,
  searchText,
  statusFilter,
} from '../../../kernel/params.ts';
import { isUuid, type Viewer } from '../../../kernel/viewer.ts';
import { ED_SALE_ORDER_KEYS, edSales, findEd, isEdFlag, setEdActive, setEdFlag } from '../ed-details.ts';
import { ED_BILL_ORDER_KEYS, edBills, edLevelStars, edProgrammes } from '../ed-overview.ts';
import {
  countEds,
  ED_ORDER_KEYS,
  ED_SEARCH_MAX,
  type EdFilter,
  type EdScope,
  listEds,
  type PeopleFilter,
  unitsByIds,
} from '../eds.ts';
import { edsCsv } from '../eds-csv.ts';
import { sendCsv } from './csv-response.ts';

export const ED_LIST_MESSAGES = {
  search: `Parâmetro search inválido: use no máximo ${ED_SEARCH_MAX} caracteres.`,
  unit: 'Parâmetro unit inválido: informe o id de uma unidade.',
  unitIds: `Parâmetro ids inválido: informe de 1 a ${MAX_PAGE_SIZE} unidades.`,
  notFound: 'ED não encontrado.',
  flag: 'Campo inválido: use is_franchisee, is_trainer, is_lecturer ou tracking.',
  value: 'Informe value como true ou false.',
} as const;

/** Holding and admin see the whole network, a branch its own unit's EDs; anyone else is refused. */
export function edScopeOf(viewer: Viewer): EdScope {
  if (viewer.roles.includes('isHolding') || viewer.roles.includes('isAdmin')) return { unitId: null };
  // An agent's branch side is an agency: it has influencers (/influenciadores), not EDs.
  if (viewer.roles.includes('isBranch') && !viewer.roles.includes('isAgent') && viewer.organisationId) {
    return { unitId: viewer.organisationId };
  }
  throw forbidden();
}

const searchParam = (req: Request): string | null =>
  searchText(req, ED_SEARCH_MAX, ED_LIST_MESSAGES.search) || null;

/** A people list's toolbar (search, status, registration period), as the list and its CSV read it. */
export const peopleFilterOf = (req: Request): PeopleFilter => ({
  search: searchParam(req),
  active: activeFilter(req),
  ...dayPeriod(req),
});

/** The ED list's statuses: Ativo and Desativado as every people list's, and 'Pendentes'. */
export const ED_STATUSES = [...ACTIVE_STATUSES, 'PENDING'] as const;

/**
 * The ED list's toolbar and unit: `status` takes PENDING beside ACTIVE and INACTIVE (repeated or
 * comma-separated); PENDING narrows to the accreditations under way, and-ed with an active filter.
 */
const edFilterOf = (req: Request): EdFilter => {
  const statuses = statusFilter(req, ED_STATUSES);
  const active = statuses.filter((status) => status !== 'PENDING');
  return {
    search: searchParam(req),
    active: active.length === 1 ? active[0] === 'ACTIVE' : null,
    ...dayPeriod(req),
    unit: unitParam(req),
    pending: statuses.includes('PENDING'),
  };
};

function unitParam(req: Request): string | null {
  const unit = (queryText(req, 'unit') ?? '').trim();
  if (unit === '') return null;
  if (!isUuid(unit)) throw new HttpError(400, ED_LIST_MESSAGES.unit);
  return unit;
}

/** `{"value": true|false}` of the toggle PUTs, or 400. */
function booleanValue(req: Request): boolean {
  const { value } = jsonObject(req);
  if (typeof value !== 'boolean') throw new HttpError(400, ED_LIST_MESSAGES.value);
  return value;
}

/** The ED answered or 404: missing, not an ED and outside the viewer's scope all read the same. */
function found<T>(ed: T | null): T {
  if (ed === null) throw new HttpError(404, ED_LIST_MESSAGES.notFound);
  return ed;
}

/**
 * The `:id` of the ED routes: a non-uuid is no ED of ours, so the request moves on (GET
 * /v1/affiliates/by-ids is a sibling path) and ends as a 404 when nothing else takes it.
 */
const uuidId: RequestHandler = (req, _res, next) => {
  next(isUuid(pathParam(req, 'id')) ? undefined : 'route');
};

export function edRoutes(deps: AppDeps): Router {
  const router = Router();
  const auth = authenticate(deps);

  router.get('/v1/affiliates/:id', uuidId, auth, async (req, res) => {
    res.json(found(await findEd(deps.db, edScopeOf(viewerOf(req)), pathParam(req, 'id'))));
  });

  router.get('/v1/affiliates/:id/sales', uuidId, auth, async (req, res) => {
    const scope = edScopeOf(viewerOf(req));
    // Newest payment first: what a manager looks for on the ED's page.
    const request = pageRequest(req, ED_SALE_ORDER_KEYS, { orderBy: 'payment_date', order: 'DESC' });
    res.json(found(await edSales(deps.db, scope, pathParam(req, 'id'), request)));
  });

  // The ED's bills (its affiliate side), newest cycle first: the ED details link each to its details.
  router.get('/v1/affiliates/:id/bills', uuidId, auth, async (req, res) => {
    const scope = edScopeOf(viewerOf(req));
    const request = pageRequest(req, ED_BILL_ORDER_KEYS, { orderBy: 'cycle.number', order: 'DESC' });
    res.json(found(await edBills(deps.db, scope, pathParam(req, 'id'), request)));
  });

  router.get('/v1/affiliates/:id/levels-stars', uuidId, auth, async (req, res) => {
    res.json(found(await edLevelStars(deps.db, edScopeOf(viewerOf(req)), pathParam(req, 'id'))));
  });

  // The points and voucher programmes of the ED: used, available and expired.
  router.get('/v1/affiliates/:id/programmes', uuidId, auth, async (req, res) => {
    res.json(found(await edProgrammes(deps.db, edScopeOf(viewerOf(req)), pathParam(req, 'id'))));
  });

  router.put('/v1/affiliates/:id/flags/:flag', uuidId, auth, async (req, res) => {
    const scope = edScopeOf(viewerOf(req));
    const flag = pathParam(req, 'flag');
    if (!isEdFlag(flag)) throw new HttpError(400, ED_LIST_MESSAGES.flag);
    const value = booleanValue(req);
    res.json(found(await setEdFlag(deps.db, scope, pathParam(req, 'id'), flag, value, viewerOf(req).id)));
  });

  for (const [action, active] of [
    ['enable', true],
    ['disable', false],
  ] as const) {
    router.post(`/v1/affiliates/:id/${action}`, uuidId, auth, async (req, res) => {
      const viewer = viewerOf(req);
      const ed = found(
        await setEdActive(deps.db, edScopeOf(viewer), pathParam(req, 'id'), active, viewer.id),
      );
      deps.logger.info(`ED ${action}d`, { id: ed.id, by: viewer.id });
      res.json(ed);
    });
  }

  // The list as CSV (pt-BR conventions), streamed: the same scope and filters as the list.
  router.get('/v1/affiliates/csv', auth, async (req, res) => {
    const scope = edScopeOf(viewerOf(req));
    const filter = edFilterOf(req);
    await sendCsv(res, 'eds', await countEds(deps.db, scope, filter), edsCsv(deps.db, scope, filter));
  });

  router.get('/v1/affiliates', auth, async (req, res) => {
    const scope = edScopeOf(viewerOf(req));
    // docs/product.md §14.1: tables sort ascending by default.
    const request = pageRequest(req, ED_ORDER_KEYS, { orderBy: 'name', order: 'ASC' });
    res.json(await listEds(deps.db, scope, request, edFilterOf(req)));
  });

  // Unit names are the network's structure, not anyone's data: every signed-in user may read them.
  router.get('/v1/units', auth, async (req, res) => {
    const ids = idsParam(req, ED_LIST_MESSAGES.unitIds).filter(isUuid);
    res.json({ items: await unitsByIds(deps.db, ids) });
  });

  return router;
}
