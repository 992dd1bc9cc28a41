/**
 * The holding's operations beyond bills and cycles (docs/product.md §11.2, §11.3, §11.5):
 * - a commercial cycle's goal details and 'Gerenciador de metas' (holding only);
 * - the audit trail as the holding history, newest first, paged (holding and admin);
 * - the system configs, the same for every signed-in user.
 */
import { pipeline } from 'node:stream/promises';
import { type Request, Router } from 'express';
import type { AppDeps } from '../../../deps.ts';
import { authenticate, requireAnyRole, viewerOf } from '../../../http/auth.ts';
import { HttpError } from '../../../http/errors.ts';
import { sendCsv } from '../../../http/files.ts';
import { jsonObject, pathParam } from '../../../http/input.ts';
import { AUDIT_ACTIONS, type AuditAction } from '../../../kernel/audit.ts';
import { today } from '../../../kernel/clock.ts';
import {
  dayPeriod,
  PERIOD_MESSAGE,
  pageRequest,
  queryText,
  searchText,
  searchTooLong,
} from '../../../kernel/params.ts';
import { isUuid } from '../../../kernel/viewer.ts';
import {
  currentCommercialCycleId,
  cycleGoals,
  GOAL_MESSAGES,
  goalsCsv,
  type UnitGoalInput,
  updateUnitGoals,
} from '../goals.ts';
import { HISTORY_SEARCH_MAX, historySearch, listHistory } from '../history.ts';
import { historyCsvStream } from '../history-csv.ts';
import { listSystemConfigs } from '../system-configs.ts';

export const GOALS_BODY_MESSAGE = 'Envie goals: uma lista de { unit_id, minimum, basic, master }.';
export const HISTORY_FILTER_MESSAGE = 'Parâmetros entity e entity_id: use até 100 caracteres.';
export const HISTORY_ACTION_MESSAGE = 'Parâmetro action inválido: use uma das ações do histórico.';
export const HISTORY_ACTOR_MESSAGE = 'Parâmetro actor_id inválido: use o id de uma pessoa.';
export const HISTORY_PERIOD_MESSAGE = PERIOD_MESSAGE;
/** Gerenciador de metas' longest search, as the other lists'. */
const GOALS_SEARCH_MAX = 100;

/** The body's rows, shaped (their values are judged by updateUnitGoals' rules). */
function goalRows(body: Record<string, unknown>): UnitGoalInput[] {
  const { goals } = body;
  if (!Array.isArray(goals) || goals.length === 0 || goals.length > 500) {
    throw new HttpError(400, GOALS_BODY_MESSAGE);
  }
  return goals.map((goal: unknown) => {
    if (typeof goal !== 'object' || goal === null) throw new HttpError(400, GOALS_BODY_MESSAGE);
    const row = goal as Record<string, unknown>;
    if (typeof row.unit_id !== 'string') throw new HttpError(400, GOALS_BODY_MESSAGE);
    return {
      unitId: row.unit_id,
      minimum: row.minimum as number,
      basic: row.basic as number,
      master: row.master as number,
    };
  });
}

const shortText = (req: Request, name: string): string | undefined => {
  const value = queryText(req, name);
  if (value !== undefined && value.length > 100) throw new HttpError(400, HISTORY_FILTER_MESSAGE);
  return value || undefined;
};

/** The history's filters: entity, entity_id, action, actor_id, the period [from, to) and search. */
function historyFilter(req: Request) {
  const action = shortText(req, 'action');
  if (action && !AUDIT_ACTIONS.includes(action as AuditAction))
    throw new HttpError(400, HISTORY_ACTION_MESSAGE);
  const { from, to } = dayPeriod(req);
  const actorId = shortText(req, 'actor_id');
  // actor_id is a uuid column: another text would be a database error, not an empty page.
  if (actorId && !isUuid(actorId)) throw new HttpError(400, HISTORY_ACTOR_MESSAGE);
  const search = searchText(req, HISTORY_SEARCH_MAX, searchTooLong(HISTORY_SEARCH_MAX));
  return {
    entity: shortText(req, 'entity'),
    entityId: shortText(req, 'entity_id'),
    action,
    actorId,
    from,
    to,
    ...(search ? { matches: historySearch(search) } : {}),
  };
}

export function holdingOperationRoutes(deps: AppDeps): Router {
  const router = Router();
  const auth = authenticate(deps);
  const holding = requireAnyRole('isHolding');
  const holdingOrAdmin = requireAnyRole('isHolding', 'isAdmin');
  const { db } = deps;

  const goalsCycleId = async (req: Request) => {
    const ref = pathParam(req, 'cycleId');
    return ref === 'current' ? await currentCommercialCycleId(db) : ref;
  };
  const goalsSearch = (req: Request) => searchText(req, GOALS_SEARCH_MAX, searchTooLong(GOALS_SEARCH_MAX));

  router.get('/v1/holding/goals/:cycleId', auth, holding, async (req, res) => {
    const search = goalsSearch(req);
    const goals = await cycleGoals(db, await goalsCycleId(req), search);
    if (!goals) throw new HttpError(404, GOAL_MESSAGES.cycleNotFound);
    res.json(goals);
  });

  // Gerenciador de metas' 'Exportar CSV': the cycle's units under the list's search, streamed.
  router.get('/v1/holding/goals/:cycleId/csv', auth, holding, async (req, res) => {
    const search = goalsSearch(req);
    const file = await goalsCsv(db, await goalsCycleId(req), search);
    if (!file) throw new HttpError(404, GOAL_MESSAGES.cycleNotFound);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="metas-ciclo-${file.cycleNumber}-${today()}.csv"`,
    );
    res.setHeader('Cache-Control', 'private, no-store');
    await pipeline(file.csv, res);
  });

  router.put('/v1/holding/goals/:cycleId', auth, holding, async (req, res) => {
    const viewer = viewerOf(req);
    const result = await updateUnitGoals(db, pathParam(req, 'cycleId'), goalRows(jsonObject(req)), viewer.id);
    if (result.kind === 'refused') throw new HttpError(400, result.message);
    if (result.kind === 'missing') throw new HttpError(404, result.message);
    deps.logger.info('unit goals saved', { cycleId: result.goals.cycle.id, userId: viewer.id });
    res.json(result.goals);
  });

  router.get('/v1/holding/history', auth, holdingOrAdmin, async (req, res) => {
    const { page, pageSize } = pageRequest(req, ['at'], { orderBy: 'at' });
    res.json(await listHistory(db, { page, pageSize }, historyFilter(req)));
  });

  // Histórico's 'Exportar CSV': the rows under the page's filters, newest first, streamed in words.
  router.get('/v1/holding/history.csv', auth, holdingOrAdmin, (req, res) => {
    sendCsv(res, historyCsvStream(db, historyFilter(req)), 'historico.csv', (error) =>
      deps.logger.warn('history csv interrupted', { error: error.message }),
    );
  });

  router.get('/v1/system-configs', auth, async (_req, res) => {
    res.json({ items: await listSystemConfigs(db) });
  });

  return router;
}
