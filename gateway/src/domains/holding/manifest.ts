/**
 * The holding domain as the gateway composes it (domains/index.ts): everything the registries need
 * from it, registered in one place.
 */
import type { DomainManifest } from '../../kernel/domain.ts';
import { ACCESS } from './access.ts';
import { EXPECTED_ACCESS, EXPECTED_CLIENT_ACCESS } from './expected-access.ts';
import { holdingFileRoutes } from './files.ts';
import { INPUT_RULES } from './input-rules.ts';
import { holdingOperationResolvers } from './operations-resolvers.ts';
import { holdingReportResolvers } from './reports-resolvers.ts';
import {
  createHoldingReportsApi,
  HOLDING_REPORT_ROUTES,
  type HoldingReportsApi,
} from './reports-upstream.ts';
import { holdingResolvers } from './resolvers.ts';
import { createHoldingApi, HOLDING_ROUTES, type HoldingApi } from './upstream.ts';

declare module '../../kernel/context.ts' {
  interface UpstreamApis {
    holding: HoldingApi;
    holdingReports: HoldingReportsApi;
  }
}

export const holdingDomain = {
  name: 'holding',
  resolvers: [holdingResolvers, holdingOperationResolvers, holdingReportResolvers],
  access: ACCESS,
  inputRules: INPUT_RULES,
  expectedAccess: { people: EXPECTED_ACCESS, clients: EXPECTED_CLIENT_ACCESS },
  clients: (client, config) => ({
    holding: createHoldingApi(client('holding', config.portalUrl)),
    holdingReports: createHoldingReportsApi(client('holding', config.portalUrl)),
  }),
  routeTables: { HOLDING_ROUTES, HOLDING_REPORT_ROUTES },
  fileRoutes: holdingFileRoutes,
  /** The web's operations on this domain (their names become metric labels: observability/operations.ts). */
  operations: [
    // The holding's and the admin's homes (features/home): bills by status are most of them.
    'AdminHome',
    'BillingGeneration',
    'CloseBilling',
    'ApproveBillingInvoice',
    'CreateCycle',
    'CycleGoals',
    'GoalsManager',
    'HoldingBills',
    'HoldingCycles',
    'HoldingHome',
    'HoldingHistory',
    'PayeeIntegrations',
    'RecordBillPayment',
    'SalesReport',
    'StartBillingGeneration',
    'UpdateUnitGoals',
  ],
} as const satisfies DomainManifest;
