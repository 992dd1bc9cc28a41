/**
 * 'Exportar CSV' of Produtos (docs/product.md §10.3) and of the Salesforce errors (§10.2): the
 * rows under the list's filters, streamed from upstream as upstream writes them through files.ts
 * `streamFile` (never buffered); upstream checks the filters and the roles as it does the lists'.
 * The toolbar's one select is each list's own: the campaign for Produtos, the type for the errors,
 * which the web sends as the toolbar's `status` (ui/useListFilters).
 */
import { Router } from 'express';
import { streamFile } from '../../files.ts';
import type { UpstreamClientDeps } from '../../kernel/context.ts';
import { toolbarQueryOf } from '../../kernel/list-filter.ts';
import type { Route } from '../../upstream/http.ts';
import { PRODUCT_MANAGER_ROUTES } from './manager-upstream.ts';
import { SALESFORCE_ROUTES } from './salesforce-upstream.ts';

/** Where the web downloads Produtos (`?search=&status=` with the campaign filter as `status`). */
export const MANAGED_PRODUCTS_CSV_PATH = '/files/products.csv';
/** Where the web downloads the Salesforce errors (`?search=&status=&from=&to=`, the type as `status`). */
export const SALESFORCE_ERRORS_CSV_PATH = '/files/salesforce-errors.csv';

/** Every error at the large seed streams in a few seconds; the area's default deadline is 10 s. */
const CSV_DOWNLOAD_MS = 5 * 60_000;

/** The toolbar's query with its select renamed to the parameter upstream names it. */
const selectAs = (name: string, query: Readonly<Record<string, unknown>>): Record<string, string> => {
  const { status, ...rest } = toolbarQueryOf(query);
  return { ...rest, ...(status ? { [name]: status } : {}) };
};

export function productListFileRoutes(deps: UpstreamClientDeps): Router {
  const router = Router();
  const stream = (path: string, route: Route, select: string) =>
    router.get(path, (req, res) =>
      streamFile(deps, req, res, {
        area: 'products',
        baseUrl: deps.config.portalUrl,
        route,
        params: {},
        query: selectAs(select, req.query),
        extraHeaders: ['x-report-rows'],
        timeoutMs: CSV_DOWNLOAD_MS,
      }),
    );
  stream(MANAGED_PRODUCTS_CSV_PATH, PRODUCT_MANAGER_ROUTES.managedProductsCsv, 'campaign');
  stream(SALESFORCE_ERRORS_CSV_PATH, SALESFORCE_ROUTES.errorsCsv, 'type');
  return router;
}
