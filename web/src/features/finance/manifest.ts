import { paths } from '@/paths.ts';
import { access } from '@/platform/access.ts';
import { byId, embedded } from '@/platform/apollo/cachePolicies.ts';
import { type FeatureManifest, lazyPage, screen } from '@/platform/routing/routes.ts';

const dashboards = () => import('./DashboardPages.tsx');
const allLists = () => import('./AllListsPages.tsx');
const salesBilling = lazyPage(() => import('./SalesBillingPage.tsx'), 'SalesBillingPage');
const allSided = ({ plain, BRANCH, AFFILIATED }: typeof paths.allSales) => [plain, BRANCH, AFFILIATED];

/** Dashboards, Vendas e Faturamento and its lists, billing details, Notas Fiscais, Plano de carreira. */
export const financeManifest: FeatureManifest = {
  routes: [
    ...screen(
      110,
      'Dashboard do Influenciador',
      access.agentAsAffiliate,
      [paths.agentDashboards.AFFILIATED],
      {
        icon: 'dashboard',
        Page: lazyPage(dashboards, 'InfluencerDashboardPage'),
      },
    ),
    ...screen(120, 'Dashboard do Agenciador', access.agentAsBranch, [paths.agentDashboards.BRANCH], {
      icon: 'dashboard',
      Page: lazyPage(dashboards, 'AgencyDashboardPage'),
    }),
    // Same path and title as the affiliate's (home), a page of its own (docs/product.md §1.4).
    ...screen(140, 'Dashboard', access.branch, [paths.dashboard], {
      icon: 'dashboard',
      Page: lazyPage(dashboards, 'BranchDashboardPage'),
    }),
    ...screen(200, 'Vendas e Faturamento', access.financial, [paths.salesBilling.plain], {
      icon: 'wallet',
      Page: salesBilling,
    }),
    ...screen(
      210,
      'Vendas e Faturamento',
      access.financial,
      [paths.salesBilling.BRANCH, paths.salesBilling.AFFILIATED],
      { Page: salesBilling },
    ),
    // The payments route: the holding's 'Faturamento' (app/pages) comes first, the others keep this title.
    ...screen(230, 'Vendas e Faturamento', access.financial, [paths.holdingBillings], { Page: salesBilling }),
    ...screen(290, 'Plano de carreira', access.careerPlan, [paths.careerPlan], {
      icon: 'career',
      Page: lazyPage(() => import('./career/CareerPlanPage.tsx'), 'CareerPlanPage'),
    }),
    ...screen(480, 'Notas Fiscais', access.invoices, [paths.invoices], {
      icon: 'invoice',
      Page: lazyPage(() => import('./invoice-list/InvoicesPage.tsx'), 'InvoicesPage'),
    }),
    // Hidden routes (docs/product.md §1.4): reached from within other screens, never from a menu.
    ...screen(590, 'Todas as vendas', access.financial, allSided(paths.allSales), {
      Page: lazyPage(allLists, 'AllSalesPage'),
    }),
    ...screen(600, 'Todas as comissões', access.financial, allSided(paths.allCommissions), {
      Page: lazyPage(allLists, 'AllCommissionsPage'),
    }),
    ...screen(
      610,
      'Detalhes do faturamento',
      access.billingDetails,
      [paths.edBillingDetails, paths.networkEdBillingDetails, paths.billingDetails],
      { Page: lazyPage(() => import('./BillingDetailsPage.tsx'), 'BillingDetailsPage') },
    ),
  ],
  /**
   * Finances (schema/src/finance.graphql). `Query.finance(as:)` is one embedded Finance object per
   * `as`; its fields load independently and several queries select different ones, so they merge.
   */
  typePolicies: {
    Finance: embedded,
    Balance: embedded,
    UnitBalance: embedded,
    Goals: embedded,
    CycleSales: embedded,
    CommissionPage: embedded,
    SalePage: embedded,
    BillingPage: embedded,
    PaymentEntry: embedded,
    PaymentsSummary: embedded,
    Integration: embedded,
    CareerPlan: embedded,
    CareerLevel: embedded,
    DocumentLink: embedded,
    Cycle: byId,
    Product: byId,
    Commission: byId,
    Sale: byId,
    Billing: byId,
    // 'Por que recebi esta comissão?': the explanation belongs to its commission's answer.
    CommissionExplanation: embedded,
    ExplainedSale: embedded,
    ExplainedLink: embedded,
    ExplainedCampaign: embedded,
    CommissionRule: embedded,
    CommissionStatusChange: embedded,
    BillingPaymentRecord: embedded,
    // The Notas Fiscais list: a page per set of arguments, its invoices normalised.
    InvoicePage: embedded,
    Invoice: byId,
    // Batch invoice generation: the polled batch updates in place; its items belong to it.
    InvoiceGeneration: byId,
    InvoiceGenerationItem: embedded,
    // The invoice check (issue #33): it belongs to its billing, or to the dialog's one answer.
    InvoiceCheck: embedded,
    InvoiceCheckItem: embedded,
  },
};
