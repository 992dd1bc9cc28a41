/**
 * The finance domain as the gateway composes it (domains/index.ts): everything the registries need
 * from it, registered in one place.
 */
import { INTEGRATION_STALE_MS } from '@portal/schema';
import type { DomainManifest } from '../../kernel/domain.ts';
import { StaleCache } from '../../stale-cache.ts';
import { ACCESS } from './access.ts';
import { invoiceResolvers } from './bill-invoice-resolvers.ts';
import { EXPECTED_ACCESS, EXPECTED_CLIENT_ACCESS } from './expected-access.ts';
import { financeFileRoutes } from './files.ts';
import { INPUT_RULES } from './input-rules.ts';
import { invoiceGenerationResolvers } from './invoice-generation-resolvers.ts';
import { invoiceListResolvers } from './invoice-list-resolvers.ts';
import { type FinanceLoaders, financeLoaders } from './loaders.ts';
import { financeResolvers } from './resolvers.ts';
import type { UpstreamIntegrationKind } from './shapes.ts';
import { createFinanceApi, FINANCE_ROUTES, type FinanceApi, PAYMENT_ROUTES } from './upstream.ts';

declare module '../../kernel/context.ts' {
  interface UpstreamApis {
    finance: FinanceApi;
  }
  interface Loaders extends FinanceLoaders {}
  interface SharedCaches {
    /** docs/product.md §5.5: the integration kind per user and side, refetched when older than 1 hour. */
    integration: StaleCache<UpstreamIntegrationKind | null>;
  }
}

export const financeDomain = {
  name: 'finance',
  resolvers: [financeResolvers, invoiceResolvers, invoiceGenerationResolvers, invoiceListResolvers],
  access: ACCESS,
  inputRules: INPUT_RULES,
  expectedAccess: { people: EXPECTED_ACCESS, clients: EXPECTED_CLIENT_ACCESS },
  clients: (client, config) => ({
    finance: createFinanceApi({
      portal: client('finances', config.portalUrl),
      payments: client('payments', config.paymentsUrl),
    }),
  }),
  loaders: (upstream, onBatch) => financeLoaders(upstream.finance, onBatch),
  caches: ({ config, now }) => ({
    integration: new StaleCache<UpstreamIntegrationKind | null>({
      maxEntries: config.integrationCacheSize,
      staleMs: INTEGRATION_STALE_MS,
      now,
    }),
  }),
  routeTables: { FINANCE_ROUTES, PAYMENT_ROUTES },
  fileRoutes: financeFileRoutes,
  /** The web's operations on this domain (their names become metric labels: observability/operations.ts). */
  operations: [
    // The affiliate's dashboard: features/home's request over finance's `DashboardView_finance`
    // fragment, with marketing's banners and accreditation's CNPJ step; finance's figures are most
    // of it, so it is labelled here, next to finance's own `Dashboard` (the branch's, the agent's).
    'AffiliateDashboard',
    'AllCommissions',
    'AllSales',
    'BillingDetails',
    'Billings',
    'CareerPlan',
    'CommissionExplanation',
    'Dashboard',
    'GenerateInvoice',
    'Invoices',
    'SalesOverview',
    'UploadInvoice',
    'CheckInvoice',
  ],
} as const satisfies DomainManifest;
