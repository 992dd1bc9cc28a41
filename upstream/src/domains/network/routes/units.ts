/**
 * 'Gerenciador de Unidades' (docs/product.md §8.7 "Others: units"): the holding lists every
 * organisation and reads and edits one unit (name, CNPJ, goals per cycle, producers, donation
 * receivers; one transaction per edit). Every other role is refused (403).
 */
import { Router } from 'express';
import type { AppDeps } from '../../../deps.ts';
import { authenticate, requireAnyRole, viewerOf } from '../../../http/auth.ts';
import { HttpError } from '../../../http/errors.ts';
import { jsonObject, pathParam } from '../../../http/input.ts';
import { findUnit, listAllUnits, parseUnitEdit, saveUnit, UNIT_MESSAGES } from '../units.ts';

function found<T>(unit: T | null): T {
  if (unit === null) throw new HttpError(404, UNIT_MESSAGES.notFound);
  return unit;
}

export function unitManagerRoutes(deps: AppDeps): Router {
  const router = Router();
  const auth = authenticate(deps);
  const holding = requireAnyRole('isHolding');

  router.get('/v1/units/all', auth, holding, async (_req, res) => {
    res.json({ items: await listAllUnits(deps.db) });
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
