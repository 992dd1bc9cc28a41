/**
 * Relatórios (docs/product.md §11.4): the holding's and branches' reports. The holding reads every
 * unit; a branch reads its own unit only: its unit filter is forced to it, and naming another unit
 * is refused (403), so no path leaks another unit's sales. The CSV streams (holding/reports.ts).
 */
import { pipeline } from 'node:stream';
import { type Request, Router } from 'express';
import type { AppDeps } from '../../../deps.ts';
import { authenticate, requireAnyRole, requirePersonalSession, viewerOf } from '../../../http/auth.ts';
import { HttpError } from '../../../http/errors.ts';
import { pathParam } from '../../../http/input.ts';
import { intParam, pageRequest, queryText } from '../../../kernel/params.ts';
import { isUuid } from '../../../kernel/viewer.ts';
import { calendarDay } from '../cycles.ts';
import { reportChart, reportOptions } from '../report-chart.ts';
import { csvFileName, reportCsv } from '../report-csv.ts';
import {
  REPORT_KINDS,
  REPORT_MESSAGES,
  type ReportFilter,
  type ReportKind,
  reportPage,
  reportRowCount,
} from '../reports.ts';

const BASE = '/v1/holding/reports';

/** The one unit a viewer is held to: null for the holding (every unit), the own unit for a branch. */
function unitScope(req: Request): string | null {
  const viewer = viewerOf(req);
  if (viewer.roles.includes('isHolding')) return null;
  if (!viewer.organisationId) throw new HttpError(403, REPORT_MESSAGES.noUnit);
  return viewer.organisationId;
}

function dayParam(req: Request, name: 'from' | 'to'): string | null {
  const raw = queryText(req, name);
  if (raw === undefined || raw === '') return null;
  const day = calendarDay(raw);
  if (!day) throw new HttpError(400, REPORT_MESSAGES.day(name));
  return day;
}

/** cycle, from, to and unit, with the viewer's unit scope applied. */
export function reportFilter(req: Request): ReportFilter {
  const only = unitScope(req);
  const cycleRaw = queryText(req, 'cycle');
  const cycle =
    cycleRaw === undefined || cycleRaw === ''
      ? null
      : intParam(req, 'cycle', 0, 1, 1_000_000, REPORT_MESSAGES.cycle);
  const from = dayParam(req, 'from');
  const to = dayParam(req, 'to');
  if (from && to && to < from) throw new HttpError(400, REPORT_MESSAGES.period);
  const unitRaw = (queryText(req, 'unit') ?? '').trim();
  if (unitRaw !== '' && !isUuid(unitRaw)) throw new HttpError(400, REPORT_MESSAGES.unit);
  const unit = unitRaw === '' ? null : unitRaw.toLowerCase();
  if (only && unit && unit !== only) throw new HttpError(403, REPORT_MESSAGES.otherUnit);
  return { cycle, from, to, unitId: only ?? unit };
}

function kindParam(req: Request): ReportKind {
  const raw = pathParam(req, 'kind');
  const kind = REPORT_KINDS.find((candidate) => candidate === raw);
  if (!kind) throw new HttpError(404, REPORT_MESSAGES.kind);
  return kind;
}

export function holdingReportRoutes(deps: AppDeps): Router {
  const router = Router();
  const auth = authenticate(deps);
  const holdingOrBranch = requireAnyRole('isHolding', 'isBranch');
  const { db } = deps;

  router.get(`${BASE}/options`, auth, holdingOrBranch, async (req, res) => {
    res.json(await reportOptions(db, unitScope(req)));
  });

  router.get(`${BASE}/chart`, auth, holdingOrBranch, async (req, res) => {
    res.json({ points: await reportChart(db, reportFilter(req)) });
  });

  router.get(`${BASE}/:kind`, auth, holdingOrBranch, async (req, res) => {
    const kind = kindParam(req);
    const filter = reportFilter(req);
    const { page, pageSize } = pageRequest(req, ['value'], { orderBy: 'value' });
    res.json(await reportPage(db, kind, filter, { page, pageSize }));
  });

  // The file is for people: API keys (docs/integrators.md) read the reports through GraphQL, where
  // their scope is checked.
  router.get(`${BASE}/:kind/csv`, auth, requirePersonalSession, holdingOrBranch, async (req, res) => {
    const kind = kindParam(req);
    const filter = reportFilter(req);
    // The row count first: the web shows the download's progress against it.
    const rows = await reportRowCount(db, kind, filter);
    res.set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${csvFileName(kind, new Date())}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'X-Report-Rows': String(rows),
    });
    pipeline(reportCsv(db, kind, filter), res, (error) => {
      // Headers are gone by now: a failed read can only cut the file short.
      if (error) deps.logger.warn('report csv interrupted', { kind, error: error.message });
    });
  });

  return router;
}
