/**
 * Finance's file: the PDF of an invoice of the Notas Fiscais list ('Baixar', `Invoice.pdfPath`),
 * streamed through the payments area's client by files.ts `streamFile`. Upstream checks the bearer
 * and the row scope, exactly as for the list.
 */
import { Router } from 'express';
import { streamFile } from '../../files.ts';
import type { UpstreamClientDeps } from '../../kernel/context.ts';
import { PAYMENT_ROUTES } from './upstream.ts';

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
  return router;
}
