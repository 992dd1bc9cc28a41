/**
 * The holding's file: the CSV of a report of Relatórios (`SalesReport.csvPath`), streamed as
 * upstream writes it by files.ts `streamFile`, never buffered, so a 100 000-row report crosses the
 * gateway in constant memory. Upstream checks the role and holds a branch to its unit, exactly as
 * for the GraphQL fields. Histórico's CSV streams the same way.
 */
import { type Request, type Response, Router } from 'express';
import { type StreamedFile, streamFile } from '../../files.ts';
import type { UpstreamClientDeps } from '../../kernel/context.ts';
import { queryText, toolbarQueryOf } from '../../kernel/list-filter.ts';
import { HOLDING_REPORT_ROUTES } from './reports-upstream.ts';
import { HOLDING_ROUTES } from './upstream.ts';

/** A whole report's download (100 000 rows take seconds, not minutes); the default deadline is 10 s. */
const REPORT_DOWNLOAD_MS = 5 * 60_000;

/** Query parameters a report's CSV accepts (the report filter); anything else is not passed on. */
const REPORT_QUERY = ['cycle', 'from', 'to', 'unit'] as const;

/** Where the web downloads Histórico (`?search=&action=&actorId=&from=&to=` as the page's filters). */
export const HISTORY_CSV_PATH = '/files/history.csv';
/** Histórico's filters as the web names them, and as upstream's history.csv reads them. */
const HISTORY_QUERY = {
  search: 'search',
  action: 'action',
  actorId: 'actor_id',
  from: 'from',
  to: 'to',
} as const;

/** The non-empty `names` of the request's query, renamed to upstream's words. */
const passedQuery = (query: Record<string, unknown>, names: Readonly<Record<string, string>>) => {
  const passed: Record<string, string> = {};
  for (const [name, upstreamName] of Object.entries(names)) {
    const value = query[name];
    if (typeof value === 'string' && value !== '') passed[upstreamName] = value;
  }
  return passed;
};

/** Where the web downloads Ciclos (`?kind=commercial|financial&search=` as the list's). */
export const CYCLES_CSV_PATH = '/files/cycles.csv';

/** Where the web downloads Gerenciador de metas (`?cycle=<id>&search=`; the current cycle without `cycle`). */
export const GOALS_CSV_PATH = '/files/goals.csv';

/** Where the web downloads Integração (`?search=&kind=` as the list's). */
export const INTEGRATIONS_CSV_PATH = '/files/integrations.csv';

export function holdingFileRoutes(deps: UpstreamClientDeps): Router {
  const router = Router();
  /** A holding download: the portal's file under the reports' long deadline. */
  const stream = (req: Request, res: Response, file: Omit<StreamedFile, 'area' | 'baseUrl' | 'timeoutMs'>) =>
    streamFile(deps, req, res, {
      area: 'holding',
      baseUrl: deps.config.portalUrl,
      timeoutMs: REPORT_DOWNLOAD_MS,
      ...file,
    });
  router.get('/files/reports/:kind', (req, res) =>
    stream(req, res, {
      route: HOLDING_REPORT_ROUTES.reportCsv,
      params: { kind: req.params.kind },
      query: passedQuery(req.query, Object.fromEntries(REPORT_QUERY.map((name) => [name, name]))),
      extraHeaders: ['x-report-rows'],
    }),
  );
  // Histórico's 'Exportar CSV': the rows under the page's filters, in words (upstream writes them).
  router.get(HISTORY_CSV_PATH, (req, res) =>
    stream(req, res, {
      route: HOLDING_ROUTES.historyCsv,
      params: {},
      query: passedQuery(req.query, HISTORY_QUERY),
    }),
  );
  // Ciclos' 'Exportar CSV': the kind's cycles under the list's search (upstream refuses another kind, 404).
  router.get(CYCLES_CSV_PATH, (req, res) =>
    stream(req, res, {
      route: HOLDING_ROUTES.cyclesCsv,
      params: { kind: queryText(req.query.kind) ?? '' },
      query: toolbarQueryOf(req.query),
    }),
  );
  // Gerenciador de metas' 'Exportar CSV': the cycle's units under the list's search (404 for an unknown cycle).
  router.get(GOALS_CSV_PATH, (req, res) =>
    stream(req, res, {
      route: HOLDING_ROUTES.cycleGoalsCsv,
      params: { cycleId: queryText(req.query.cycle) || 'current' },
      query: toolbarQueryOf(req.query),
    }),
  );
  // Integração's 'Exportar CSV': the integrated payees under the list's filters.
  router.get(INTEGRATIONS_CSV_PATH, (req, res) => {
    const kind = queryText(req.query.kind);
    return stream(req, res, {
      route: HOLDING_REPORT_ROUTES.integrationsCsv,
      params: {},
      query: { ...toolbarQueryOf(req.query), ...(kind ? { kind } : {}) },
      extraHeaders: ['x-report-rows'],
    });
  });
  return router;
}
