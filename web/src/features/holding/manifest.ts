import { paths } from '@/paths.ts';
import { access } from '@/platform/access.ts';
import { byId, embedded, unkeyed } from '@/platform/apollo/cachePolicies.ts';
import { type FeatureManifest, lazyPage, screen } from '@/platform/routing/routes.ts';

const cycles = () => import('./CyclesPages.tsx');
const goals = () => import('./GoalsPages.tsx');

/** The holding's screens: cycles and goals, Status Faturamento, Relatórios, Integração, Histórico. */
export const holdingManifest: FeatureManifest = {
  routes: [
    ...screen(440, 'Ciclos Comerciais', access.holding, [paths.commercialCycles], {
      icon: 'cycle',
      Page: lazyPage(cycles, 'CommercialCyclesPage'),
    }),
    // A commercial cycle's goal details (docs/product.md §11.2), reached from the cycles list.
    ...screen(450, 'Metas do ciclo', access.holding, [paths.cycleGoals], {
      Page: lazyPage(goals, 'CycleGoalsPage'),
    }),
    ...screen(460, 'Ciclos Financeiros', access.holding, [paths.financialCycles], {
      icon: 'calendar',
      Page: lazyPage(cycles, 'FinancialCyclesPage'),
    }),
    // docs/product.md §1.4 marks it "not shown": reachable by the holding, who manages goals, never in a menu.
    ...screen(470, 'Gerenciador de metas', access.holding, [paths.goalsManager], {
      Page: lazyPage(goals, 'GoalsManagerPage'),
    }),
    ...screen(500, 'Status Faturamento', access.holdingOrAdmin, [paths.billingStatus], {
      icon: 'status',
      Page: lazyPage(() => import('./BillingStatusPage.tsx'), 'BillingStatusPage'),
    }),
    ...screen(510, 'Relatórios', access.reports, [paths.reports], {
      icon: 'report',
      Page: lazyPage(() => import('./reports/ReportsPage.tsx'), 'ReportsPage'),
    }),
    ...screen(530, 'Integração', access.holdingOrAdmin, [paths.integration], {
      icon: 'plug',
      Page: lazyPage(() => import('./integration/IntegrationPage.tsx'), 'IntegrationPage'),
    }),
    // The holding history (docs/product.md §11.5: the audit trail), linked from the holding's screens.
    ...screen(620, 'Histórico', access.holdingOrAdmin, [paths.holdingHistory], {
      Page: lazyPage(() => import('./history/HistoryPage.tsx'), 'HistoryPage'),
    }),
  ],
  typePolicies: {
    // Status Faturamento's page, bills and counts per status.
    HoldingBillPage: embedded,
    HoldingBill: byId,
    BillingStatusStat: embedded,
    // A cycle's goal details by the cycle's id; the values and units' rows belong to it.
    CycleGoals: byId,
    CycleGoalValues: embedded,
    UnitGoal: embedded,
    // The history: rows by id (append-only, never change); pages embedded in their arguments.
    AuditEntry: byId,
    // The people the trail names, for its Pessoa filter.
    AuditActor: byId,
    AuditPage: embedded,
    SystemConfigs: embedded,
    // Relatórios and Integração: a report belongs to its filter (embedded under
    // `salesReport(filter:)`); its rows and pages have no identity of their own except sales,
    // units and integrated payees.
    SalesReport: embedded,
    ReportUnit: byId,
    ReportChartPoint: unkeyed,
    BranchReportRow: unkeyed,
    AffiliateReportRow: unkeyed,
    SaleReportRow: byId,
    BranchReportPage: embedded,
    AffiliateReportPage: embedded,
    SaleReportPage: embedded,
    PayeeIntegration: byId,
    PayeeIntegrationPage: embedded,
  },
};
