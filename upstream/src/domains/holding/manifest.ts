/**
 * holding: Status Faturamento and Faturamento, cycles and their goals, Gerenciador de metas,
 * Relatórios, Integração, system configs.
 */
import type { DomainManifest } from '../../manifest.ts';
import { holdingBillingStatusRoutes } from './routes/billing-status.ts';
import { holdingCycleRoutes } from './routes/cycles.ts';
import { holdingIntegrationRoutes } from './routes/integration.ts';
import { holdingOperationRoutes } from './routes/operations.ts';
import { holdingReportRoutes } from './routes/reports.ts';

export const holding: DomainManifest = {
  name: 'holding',
  routes: (deps) => [
    holdingBillingStatusRoutes(deps),
    holdingCycleRoutes(deps),
    holdingOperationRoutes(deps),
    holdingReportRoutes(deps),
    holdingIntegrationRoutes(deps),
  ],
  openapi: new URL('./openapi.yaml', import.meta.url),
  tables: ['unit_goals', 'system_configs'],
  // Holding operations are over finance's bills, cycles and goals; reports over its sales.
  reads: {
    finance: ['bill_status_totals', 'commercial_cycles', 'goals', 'invoice_integrations', 'sales'],
    auth: ['users'],
    network: ['organisations'],
    producers: ['producers'],
    products: ['products'],
  },
  // Closing a bill (Status Faturamento) is the holding's act on finance's bill.
  writes: { finance: ['bills'] },
};
