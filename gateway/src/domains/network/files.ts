/**
 * The network's files (docs/product.md §8.7): the ED list, Influenciadores, Gerenciador de Unidades
 * and Alteração em massa as CSV ('Exportar CSV', each under its list's filter) and an ED's
 * contract and ED contract PDFs (ED details). Streamed from upstream as upstream serves them, never
 * buffered, through files.ts `streamFile` (the invoices' and reports' downloader): same deadline,
 * retries, breaker and error mapping as the ED fields, the bearer passed on, and upstream checking
 * the role and holding a branch to its unit's EDs (another unit's ED answers 404 like a missing one).
 */
import { type Request, type Response, Router } from 'express';
import { type StreamedFile, streamFile } from '../../files.ts';
import type { UpstreamClientDeps } from '../../kernel/context.ts';
import { toolbarQueryOf } from '../../kernel/list-filter.ts';
import type { Route } from '../../upstream/http.ts';
import { upstreamMassChangeState } from './units-resolvers.ts';
import { UNIT_ROUTES } from './units-upstream.ts';
import { NETWORK_ROUTES } from './upstream.ts';

/** Where the web downloads the ED list (`?search=&status=&from=&to=` as the list's; upstream checks them). */
export const EDS_CSV_PATH = '/files/eds.csv';

/** A whole network's CSV (20 000 EDs take a second or two); the area's default deadline is 10 s. */
const CSV_DOWNLOAD_MS = 5 * 60_000;

/** Where the web downloads Gerenciador de Unidades' list (`?search=&from=&to=` as the list's). */
export const UNITS_CSV_PATH = '/files/units.csv';
/** Where the web downloads Alteração em massa's list (`?search=&status=&from=&to=`, status as GraphQL names it). */
export const MASS_CHANGES_CSV_PATH = '/files/mass-changes.csv';

/** Where the web downloads Influenciadores (the agent's; the same query as the ED list's). */
export const INFLUENCERS_CSV_PATH = '/files/influencers.csv';

export function networkFileRoutes(deps: UpstreamClientDeps): Router {
  const router = Router();
  // A list under its toolbar's filters, which upstream checks as it checks the list's.
  const listCsv =
    (area: 'eds' | 'units', route: Route, status?: (value: string) => string) =>
    (req: Request, res: Response) => {
      const file: StreamedFile = {
        area,
        baseUrl: deps.config.portalUrl,
        route,
        params: {},
        query: toolbarQueryOf(req.query, status),
        extraHeaders: ['x-report-rows'],
        timeoutMs: CSV_DOWNLOAD_MS,
      };
      return streamFile(deps, req, res, file);
    };
  router.get(EDS_CSV_PATH, listCsv('eds', NETWORK_ROUTES.csv));
  router.get(INFLUENCERS_CSV_PATH, listCsv('eds', NETWORK_ROUTES.influencersCsv));
  router.get(UNITS_CSV_PATH, listCsv('units', UNIT_ROUTES.unitsCsv));
  router.get(MASS_CHANGES_CSV_PATH, listCsv('units', UNIT_ROUTES.massChangesCsv, upstreamMassChangeState));
  // An ED's contract (`contract`) or ED contract (`ed-contract`), as the ED details download them.
  for (const kind of ['contract', 'ed-contract'] as const) {
    router.get(`/files/eds/:id/${kind}`, (req, res) =>
      streamFile(deps, req, res, {
        area: 'eds',
        baseUrl: deps.config.portalUrl,
        route: kind === 'contract' ? NETWORK_ROUTES.contract : NETWORK_ROUTES.edContract,
        params: { id: req.params.id },
      }),
    );
  }
  return router;
}
