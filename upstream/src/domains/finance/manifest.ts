/**
 * finance: dashboards, sales and commissions, bills and their invoices (one, a batch on the job
 * queue, the Notas Fiscais list), the career plan.
 */
import type { DomainManifest } from '../../manifest.ts';
import { INVOICE_WORKER, type InvoiceWorkerOptions, startInvoiceWorker } from './invoice-batch-worker.ts';
import { financeInvoiceRoutes, isInvoiceUploadPath } from './routes/bill-invoice.ts';
import { financeCareerRoutes } from './routes/career.ts';
import { financeInvoiceBatchRoutes } from './routes/invoice-batch.ts';
import { financeInvoiceListRoutes } from './routes/invoice-list.ts';
import { financeListRoutes } from './routes/lists.ts';
import { financeOverviewRoutes } from './routes/overview.ts';
import { financePaymentRoutes } from './routes/payments.ts';
import { startWeeklySummaryWorker } from './weekly-summary-worker.ts';

declare module '../../manifest.ts' {
  interface WorkerOverrides {
    /** The invoice worker's timings and test hook (StartOptions.jobs). */
    finance?: Partial<Omit<InvoiceWorkerOptions, 'pollingIntervalSeconds'>>;
  }
}

export const finance: DomainManifest = {
  name: 'finance',
  routes: (deps) => [
    financeOverviewRoutes(deps),
    financeInvoiceBatchRoutes(deps),
    financeListRoutes(deps),
    financePaymentRoutes(deps),
    financeInvoiceRoutes(deps),
    financeInvoiceListRoutes(deps),
    financeCareerRoutes(deps),
  ],
  ownBodyPaths: isInvoiceUploadPath,
  workers: async ({ queue, db, logger, config, pollingIntervalSeconds, leaseSeconds, overrides }) => {
    await startInvoiceWorker(queue, db, logger, {
      ...INVOICE_WORKER,
      pollingIntervalSeconds,
      ...(leaseSeconds === undefined ? {} : { expireInSeconds: leaseSeconds }),
      ...overrides.finance,
    });
    if (config.weeklySummaryTickSeconds === 0) return undefined;
    return startWeeklySummaryWorker(queue, db, logger, {
      pollingIntervalSeconds,
      tickSeconds: config.weeklySummaryTickSeconds,
    });
  },
  openapi: new URL('./openapi.yaml', import.meta.url),
  tables: [
    'sales',
    'commissions',
    'commission_status_changes',
    'bills',
    'bill_entries',
    'bill_status_totals',
    'goals',
    'invoices',
    'invoice_totals',
    'invoice_integrations',
    'invoice_batches',
    'invoice_batch_items',
    'career_levels',
    'user_career_levels',
    'commercial_cycles',
    'financial_cycles',
  ],
  // Lists and totals join the names and scopes they show in the same statement.
  reads: {
    auth: ['users'],
    network: ['organisations'],
    producers: ['producers'],
    // A commission's explanation names the link, the click and the campaigns of its sale.
    products: ['products', 'links', 'link_clicks', 'product_campaigns'],
    holding: ['unit_goals'],
    // A commission's explanation reads its bill's recorded payment (Registrar pagamento's audit row).
    kernel: ['audit_log'],
    // The weekly summary skips EDs who already have this week's row or turned it off.
    mail: ['mail_messages', 'mail_preferences'],
  },
};
