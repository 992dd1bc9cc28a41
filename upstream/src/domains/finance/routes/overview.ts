/**
 * Dashboard figures of docs/product.md §5.8 Finances: commission and sales balances, current-cycle sales,
 * sales per cycle, goals and the commercial and financial cycles.
 */
import { type Request, Router } from 'express';
import type { AppDeps } from '../../../deps.ts';
import { authenticate, viewerOf } from '../../../http/auth.ts';
import { intParam, PARAM_MESSAGES, queryText, scopeOfRequest } from '../../../kernel/params.ts';
import type { Scope } from '../../../kernel/scope.ts';
import { commissionBalance } from '../commissions.ts';
import { type CycleKind, currentCycle, cycleJson, goalsOf, recentCycles } from '../cycles.ts';
import { currentCycleSales, salesByCycle, unitBalance } from '../sales.ts';

const BASE = '/v1/finances/portal';
/** Three years of monthly cycles: more than any chart shows, few enough to stay cheap. */
export const MAX_RECENT_CYCLES = 36;
export const DEFAULT_RECENT_CYCLES = 12;

const scope = (req: Request): Scope => scopeOfRequest(viewerOf(req), req);
const last = (req: Request) =>
  intParam(req, 'last', DEFAULT_RECENT_CYCLES, 1, MAX_RECENT_CYCLES, PARAM_MESSAGES.last(MAX_RECENT_CYCLES));

export function financeOverviewRoutes(deps: AppDeps): Router {
  const router = Router();
  const auth = authenticate(deps);
  const { db } = deps;

  router.get(`${BASE}/commissions/balance`, auth, async (req, res) => {
    res.json(await commissionBalance(db, scope(req)));
  });

  router.get(`${BASE}/sales/balance`, auth, async (req, res) => {
    res.json(await unitBalance(db, scope(req)));
  });

  router.get(`${BASE}/sales/total`, auth, async (req, res) => {
    res.json(await currentCycleSales(db, scope(req)));
  });

  router.get(`${BASE}/sales/by-cycle`, auth, async (req, res) => {
    const viewerScope = scope(req);
    res.json(await salesByCycle(db, viewerScope, last(req)));
  });

  router.get(`${BASE}/goals`, auth, async (req, res) => {
    const viewerScope = scope(req);
    res.json(await goalsOf(db, viewerScope, queryText(req, 'cycle')));
  });

  for (const kind of ['commercial', 'financial'] as const satisfies readonly CycleKind[]) {
    router.get(`${BASE}/cycles/${kind}`, auth, async (_req, res) => {
      res.json(cycleJson(await currentCycle(db, kind)));
    });
    router.get(`${BASE}/cycles/${kind}/recent`, auth, async (req, res) => {
      res.json((await recentCycles(db, kind, last(req))).map(cycleJson));
    });
  }

  return router;
}
