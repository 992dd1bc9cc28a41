/**
 * Finance's file: the PDF of an invoice of the Notas Fiscais list ('Baixar', `Invoice.pdfPath`),
 * streamed through the payments area's client by files.ts `streamFile`. Upstream checks the bearer
 * and the row scope, exactly as for the list. Todas as vendas' 'Exportar CSV' streams the same way
 * through the portal's client with the list's filter and side (`as`, the agent's agent_as_role).
 */
import { Router } from 'express';
import { streamFile } from '../../files.ts';
import type { UpstreamClientDeps } from '../../kernel/context.ts';
import { saleFilterQuery } from '../../kernel/sale-filter.ts';
import { FINANCE_ROUTES, PAYMENT_ROUTES } from './upstream.ts';

/** Where the web downloads Todas as vendas (`?as=&search=&status=&from=&to=` as the list's). */
export const SALES_LIST_CSV_PATH = '/files/all-sales.csv';

/** A year of a unit's sales streams in seconds; the area's default deadline is 10 s. */
const CSV_DOWNLOAD_MS = 5 * 60_000;

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

export function financeFileRoutes(deps: UpstreamClientDeps): Router {
  const router = Router();
  router.get('/files/invoices/:id', (req, res) =>
    streamFile(deps, req, res, {
      area: 'payments',
      baseUrl: deps.config.paymentsUrl,
      route: PAYMENT_ROUTES.invoicePdf,
      params: { invoiceId: req.params.id },
    }),
  );
  router.get(SALES_LIST_CSV_PATH, (req, res) => {
    const side = text(req.query.as);
    return streamFile(deps, req, res, {
      area: 'finances',
      baseUrl: deps.config.portalUrl,
      route: FINANCE_ROUTES.sellsCsv,
      params: {},
      query: {
        ...saleFilterQuery({
          search: text(req.query.search)?.trim(),
          status: text(req.query.status),
          from: text(req.query.from),
          to: text(req.query.to),
        }),
        ...(side ? { agent_as_role: side } : {}),
      },
      timeoutMs: CSV_DOWNLOAD_MS,
    });
  });
  return router;
}
