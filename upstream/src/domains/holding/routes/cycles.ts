/**
 * Ciclos Comerciais and Ciclos Financeiros (docs/product.md §11.2): the holding lists the cycles of
 * a kind and creates the next one. Every other role is refused (403).
 */
import { pipeline } from 'node:stream/promises';
import { Router } from 'express';
import type { AppDeps } from '../../../deps.ts';
import { authenticate, requireAnyRole, viewerOf } from '../../../http/auth.ts';
import { HttpError } from '../../../http/errors.ts';
import { jsonObject, pathParam } from '../../../http/input.ts';
import { today } from '../../../kernel/clock.ts';
import { searchText, searchTooLong } from '../../../kernel/params.ts';
import {
  CYCLE_KINDS,
  type CycleKind,
  calendarDay,
  createCycle,
  cyclesCsv,
  HOLDING_CYCLE_MESSAGES,
  listCycles,
} from '../cycles.ts';

const BASE = '/v1/holding/cycles/:kind';
export const UNKNOWN_CYCLE_KIND = 'Tipo de ciclo desconhecido: use commercial ou financial.';

/** The toolbar's longest search, as the other lists'. */
const SEARCH_MAX = 100;

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
    const kind = kindOf(pathParam(req, 'kind'));
    res.json({
      items: await listCycles(deps.db, kind, searchText(req, SEARCH_MAX, searchTooLong(SEARCH_MAX))),
    });
  });

  // The list as a pt-BR CSV under the same search, streamed, its row count unknown (tens of rows).
  router.get(`${BASE}/csv`, auth, holding, async (req, res) => {
    const kind = kindOf(pathParam(req, 'kind'));
    const search = searchText(req, SEARCH_MAX, searchTooLong(SEARCH_MAX));
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="ciclos-${kind === 'commercial' ? 'comerciais' : 'financeiros'}-${today()}.csv"`,
    );
    res.setHeader('Cache-Control', 'private, no-store');
    await pipeline(cyclesCsv(deps.db, kind, search), res);
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
