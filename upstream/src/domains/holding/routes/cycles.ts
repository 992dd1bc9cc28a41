/**
 * Ciclos Comerciais and Ciclos Financeiros (docs/product.md §11.2): the holding lists the cycles of
 * a kind and creates the next one. Every other role is refused (403).
 */
import { Router } from 'express';
import type { AppDeps } from '../../../deps.ts';
import { authenticate, requireAnyRole, viewerOf } from '../../../http/auth.ts';
import { HttpError } from '../../../http/errors.ts';
import { jsonObject, pathParam } from '../../../http/input.ts';
import {
  CYCLE_KINDS,
  type CycleKind,
  calendarDay,
  createCycle,
  HOLDING_CYCLE_MESSAGES,
  listCycles,
} from '../cycles.ts';

const BASE = '/v1/holding/cycles/:kind';
export const UNKNOWN_CYCLE_KIND = 'Tipo de ciclo desconhecido: use commercial ou financial.';

const kindOf = (value: string): CycleKind => {
  const kind = CYCLE_KINDS.find((candidate) => candidate === value);
  if (!kind) throw new HttpError(404, UNKNOWN_CYCLE_KIND);
  return kind;
};

/** Postgres' unique_violation: another creation took the number between our read and insert. */
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

export function holdingCycleRoutes(deps: AppDeps): Router {
  const router = Router();
  const auth = authenticate(deps);
  const holding = requireAnyRole('isHolding');

  router.get(BASE, auth, holding, async (req, res) => {
    res.json({ items: await listCycles(deps.db, kindOf(pathParam(req, 'kind'))) });
  });

  router.post(BASE, auth, holding, async (req, res) => {
    const kind = kindOf(pathParam(req, 'kind'));
    const body = jsonObject(req);
    const startsOn = calendarDay(body.starts_on);
    const endsOn = calendarDay(body.ends_on);
    if (!startsOn || !endsOn) throw new HttpError(400, HOLDING_CYCLE_MESSAGES.badDate);
    let result: Awaited<ReturnType<typeof createCycle>>;
    try {
      result = await createCycle(deps.db, kind, { startsOn, endsOn }, viewerOf(req).id);
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, HOLDING_CYCLE_MESSAGES.concurrent);
      throw error;
    }
    if (result.kind === 'refused') throw new HttpError(409, result.message);
    deps.logger.info('cycle created', { kind, number: result.cycle.number, userId: viewerOf(req).id });
    res.status(201).json(result.cycle);
  });

  return router;
}
