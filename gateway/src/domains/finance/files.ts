/**
 * Finance's files: the PDF of an invoice of the Notas Fiscais list ('Baixar', `Invoice.pdfPath`),
 * streamed through the payments area's client by files.ts `streamFile`. Upstream checks the bearer
 * and the row scope, exactly as for the list. The lists' 'Exportar CSV' (Todas as vendas,
 * Todas as comissões, Faturamento, Notas Fiscais) stream the same way with the list's filter and side (`as`, the agent's agent_as_role).
 */
import { type Request, Router } from 'express';
import { type StreamedFile, streamFile } from '../../files.ts';
import type { UpstreamClientDeps } from '../../kernel/context.ts';
import { queryText, toolbarQueryOf } from '../../kernel/list-filter.ts';
import { BILLING_STATUS_VALUES, COMMISSION_STATUS_VALUES } from './resolvers.ts';
import { FINANCE_ROUTES, PAYMENT_ROUTES } from './upstream.ts';

/** Where the web downloads Todas as vendas (`?as=&search=&status=&from=&to=` as the list's). */
export const SALES_LIST_CSV_PATH = '/files/all-sales.csv';
/** Where the web downloads Todas as comissões (`?as=&search=&status=&from=&to=`, status as GraphQL spells it). */
export const COMMISSIONS_CSV_PATH = '/files/all-commissions.csv';
/** Where the web downloads Notas Fiscais (`?search=&status=&from=&to=`, status as GraphQL spells it). */
export const INVOICES_CSV_PATH = '/files/invoices.csv';
/** Where the web downloads Faturamento (`?as=&search=&status=&from=&to=`, status as GraphQL spells it). */
export const BILLS_CSV_PATH = '/files/billings.csv';

/** A year of a unit's sales streams in seconds; the area's default deadline is 10 s. */
const CSV_DOWNLOAD_MS = 5 * 60_000;

/**
 * A list's CSV as upstream's `route` takes it: the web's filter (its status through `status`, as
 * GraphQL names it, to upstream's spelling; an unknown one goes on for upstream to refuse) and side.
 */
const listCsv = (
  req: Request,
  target: Pick<StreamedFile, 'area' | 'baseUrl' | 'route'>,
  status: (value: string) => string = (value) => value,
): StreamedFile => {
  const side = queryText(req.query.as);
  return {
    ...target,
    params: {},
    query: { ...toolbarQueryOf(req.query, status), ...(side ? { agent_as_role: side } : {}) },
    timeoutMs: CSV_DOWNLOAD_MS,
  };
};

/** A GraphQL enum value as upstream spells it (`values`, the enum's resolver table). */
const upstreamValue =
  (values: Readonly<Record<string, string>>) =>
  (value: string): string =>
    Object.entries(values).find(([name]) => name === value)?.[1] ?? value;

export function financeFileRoutes(deps: UpstreamClientDeps): Router {
  const router = Router();
  const portal = { area: 'finances', baseUrl: deps.config.portalUrl } as const;
  const payments = { area: 'payments', baseUrl: deps.config.paymentsUrl } as const;
  router.get('/files/invoices/:id', (req, res) =>
    streamFile(deps, req, res, {
      ...payments,
      route: PAYMENT_ROUTES.invoicePdf,
      params: { invoiceId: req.params.id },
    }),
  );
  router.get(SALES_LIST_CSV_PATH, (req, res) =>
    streamFile(deps, req, res, listCsv(req, { ...portal, route: FINANCE_ROUTES.sellsCsv })),
  );
  // Status words as GraphQL spells them, to upstream's (an unknown one goes on for upstream to refuse).
  const csvRoute = (
    path: string,
    target: Pick<StreamedFile, 'area' | 'baseUrl' | 'route'>,
    values: Readonly<Record<string, string>>,
  ) =>
    router.get(path, (req, res) => streamFile(deps, req, res, listCsv(req, target, upstreamValue(values))));
  csvRoute(
    COMMISSIONS_CSV_PATH,
    { ...portal, route: FINANCE_ROUTES.commissionsCsv },
    COMMISSION_STATUS_VALUES,
  );
  csvRoute(INVOICES_CSV_PATH, { ...payments, route: PAYMENT_ROUTES.invoicesCsv }, BILLING_STATUS_VALUES);
  csvRoute(BILLS_CSV_PATH, { ...payments, route: PAYMENT_ROUTES.paymentsCsv }, BILLING_STATUS_VALUES);
  return router;
}
