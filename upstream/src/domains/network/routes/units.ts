/**
 * 'Gerenciador de Unidades' (docs/product.md §8.7 "Others: units"): the holding lists the
 * organisations (a page under the toolbar, or the same rows as CSV) and reads and edits one unit
 * (name, CNPJ, goals per cycle, producers, donation receivers; one transaction per edit). Every
 * other role is refused (403).
 */
import { type Request, Router } from 'express';
import type { AppDeps } from '../../../deps.ts';
import { authenticate, requireAnyRole, viewerOf } from '../../../http/auth.ts';
import { HttpError } from '../../../http/errors.ts';
import { jsonObject, pathParam } from '../../../http/input.ts';
import { dayPeriod, pageRequest, searchText, searchTooLong } from '../../../kernel/params.ts';
import { findUnit, parseUnitEdit, saveUnit, UNIT_MESSAGES } from '../units.ts';
import {
  countUnits,
  listUnits,
  UNIT_ORDER_KEYS,
  UNIT_SEARCH_MAX,
  type UnitFilter,
  unitsCsv,
} from '../units-list.ts';
import { sendCsv } from './csv-response.ts';

function found<T>(unit: T | null): T {
  if (unit === null) throw new HttpError(404, UNIT_MESSAGES.notFound);
  return unit;
}

/** The list's toolbar as the list and its CSV read it: search and registration period. */
const filterOf = (req: Request): UnitFilter => ({
  search: searchText(req, UNIT_SEARCH_MAX, searchTooLong(UNIT_SEARCH_MAX)) || null,
  ...dayPeriod(req),
});

export function unitManagerRoutes(deps: AppDeps): Router {
  const router = Router();
  const auth = authenticate(deps);
  const holding = requireAnyRole('isHolding');

  router.get('/v1/units/all', auth, holding, async (req, res) => {
    // docs/product.md §14.1: tables sort ascending by default.
    const request = pageRequest(req, UNIT_ORDER_KEYS, { orderBy: 'name', order: 'ASC' });
    res.json(await listUnits(deps.db, request, filterOf(req)));
  });

  // The list as CSV (pt-BR conventions), streamed: the same filter as the list. Before `/:id`.
  router.get('/v1/units/all/csv', auth, holding, async (req, res) => {
    const filter = filterOf(req);
    await sendCsv(res, 'unidades', await countUnits(deps.db, filter), unitsCsv(deps.db, filter));
  });

  router.get('/v1/units/:id', auth, holding, async (req, res) => {
    res.json(found(await findUnit(deps.db, pathParam(req, 'id'))));
  });

  router.put('/v1/units/:id', auth, holding, async (req, res) => {
    const edit = parseUnitEdit(jsonObject(req));
    const unit = found(await saveUnit(deps.db, pathParam(req, 'id'), edit, { actorId: viewerOf(req).id }));
    deps.logger.info('unit saved', { id: unit.id, by: viewerOf(req).id });
    res.json(unit);
  });

  return router;
}
