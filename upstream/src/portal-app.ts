/** The portal REST API (docs/upstream-contract.md, "Portal API"). */
import express, { type Express } from 'express';
import { contractPdf } from './accreditation/profile.ts';
import type { AppDeps } from './deps.ts';
import { buildPdf } from './finance/pdf.ts';
import { jsonErrorHandler, notFound } from './http/errors.ts';
import { requestContext } from './http/request-context.ts';
import { accreditationRoutes } from './routes/accreditation.ts';
import { docsRoutes } from './routes/docs.ts';
import { edNotificationRoutes } from './routes/ed-notifications.ts';
import { fileRoutes } from './routes/files.ts';
import { financeInvoiceRoutes, isInvoiceUploadPath } from './routes/finance-bill-invoice.ts';
import { financeCareerRoutes } from './routes/finance-career.ts';
import { financeInvoiceBatchRoutes } from './routes/finance-invoice-batch.ts';
import { financeInvoiceListRoutes } from './routes/finance-invoice-list.ts';
import { financeListRoutes } from './routes/finance-lists.ts';
import { financeOverviewRoutes } from './routes/finance-overview.ts';
import { financePaymentRoutes } from './routes/finance-payments.ts';
import { healthRoutes } from './routes/health.ts';
import { holdingBillingStatusRoutes } from './routes/holding-billing-status.ts';
import { holdingCycleRoutes } from './routes/holding-cycles.ts';
import { holdingIntegrationRoutes } from './routes/holding-integration.ts';
import { holdingOperationRoutes } from './routes/holding-operations.ts';
import { holdingReportRoutes } from './routes/holding-reports.ts';
import { integratorRoutes } from './routes/integrators.ts';
import { marketingRoutes } from './routes/marketing.ts';
import { meRoutes } from './routes/me.ts';
import { edRoutes } from './routes/network.ts';
import { ED_CONTRACT_MESSAGES, edContractRoutes } from './routes/network-contracts.ts';
import { influencerRoutes } from './routes/network-influencers.ts';
import { isMassChangeUploadPath, massChangeRoutes } from './routes/network-mass-change.ts';
import { unitManagerRoutes } from './routes/network-units.ts';
import { notificationRoutes } from './routes/notifications.ts';
import { passwordRoutes } from './routes/password.ts';
import { pointsRoutes } from './routes/points.ts';
import { producerRoutes } from './routes/producers.ts';
import { productLinkRoutes } from './routes/products-links.ts';
import { productManagerRoutes } from './routes/products-manager.ts';
import { productSaleRoutes } from './routes/products-sales.ts';
import { productSaleTrackingRoutes } from './routes/products-sales-tracking.ts';
import { productSalesforceRoutes } from './routes/products-salesforce.ts';
import { trainingRoutes } from './routes/training.ts';

/**
 * Larger bodies are refused (413) before parsing: no route here takes more than a few fields,
 * except the invoice upload, which parses its own body after authentication.
 */
const BODY_LIMIT = '100kb';

export function createPortalApp(deps: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(requestContext(deps.logger, 'portal', deps.metrics));
  const json = express.json({ limit: BODY_LIMIT });
  app.use((req, res, next) =>
    isInvoiceUploadPath(req.path) || isMassChangeUploadPath(req.path) ? next() : json(req, res, next),
  );
  // Routers are mounted at the root so each declares full paths (the OpenAPI test relies on it).
  app.use(
    healthRoutes(deps.db, deps.logger, deps.config.instanceId),
    ...(deps.metrics ? [deps.metrics.routes()] : []),
    docsRoutes(),
    meRoutes(deps),
    passwordRoutes(deps),
    notificationRoutes(deps),
    edNotificationRoutes(deps),
    financeOverviewRoutes(deps),
    financeInvoiceBatchRoutes(deps),
    financeListRoutes(deps),
    financePaymentRoutes(deps),
    financeInvoiceRoutes(deps),
    financeInvoiceListRoutes(deps),
    financeCareerRoutes(deps),
    pointsRoutes(deps),
    edRoutes(deps),
    // The ED's contracts reuse accreditation's contract and the one PDF writer (composed here).
    edContractRoutes(deps, {
      affiliateContract: (db, userId) => contractPdf(db, userId, buildPdf, ED_CONTRACT_MESSAGES.noCnpj),
      pdf: buildPdf,
    }),
    fileRoutes(deps),
    marketingRoutes(deps),
    productLinkRoutes(deps),
    productSaleRoutes(deps),
    productSaleTrackingRoutes(deps),
    integratorRoutes(deps),
    accreditationRoutes(deps, { pdf: buildPdf }),
    holdingBillingStatusRoutes(deps),
    holdingCycleRoutes(deps),
    holdingOperationRoutes(deps),
    trainingRoutes(deps),
    productManagerRoutes(deps),
    producerRoutes(deps),
    holdingReportRoutes(deps),
    holdingIntegrationRoutes(deps),
    massChangeRoutes(deps),
    unitManagerRoutes(deps),
    influencerRoutes(deps),
    productSalesforceRoutes(deps),
  );
  app.use(notFound);
  app.use(jsonErrorHandler(deps.logger));
  return app;
}
