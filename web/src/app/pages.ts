import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type LazyPage = LazyExoticComponent<ComponentType> & {
  /** Starts downloading the page's chunk before anything renders it (router.tsx `preloadPage`). */
  preload: () => Promise<unknown>;
};

/**
 * React.lazy for modules with named exports (the codebase uses no default exports).
 * Each page module becomes its own chunk, loaded the first time its route renders or is preloaded
 * (the browser fetches and runs a module once, whichever asks first).
 */
const lazyPage = <Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name): LazyPage =>
  Object.assign(
    lazy(async () => {
      const module = await load();
      return { default: module[name] as ComponentType };
    }),
    { preload: load },
  );

/** Every routed page, loaded on demand. The route table picks from these. */
export const pages = {
  login: lazyPage(() => import('@/features/auth/LoginPage.tsx'), 'LoginPage'),
  passwordReset: lazyPage(() => import('@/features/auth/PasswordRequestPages.tsx'), 'PasswordResetPage'),
  recoverSuccess: lazyPage(() => import('@/features/auth/RequestSentPages.tsx'), 'RecoverSuccessPage'),
  unknownPassword: lazyPage(() => import('@/features/auth/PasswordRequestPages.tsx'), 'UnknownPasswordPage'),
  unknownPasswordSuccess: lazyPage(
    () => import('@/features/auth/RequestSentPages.tsx'),
    'UnknownPasswordSuccessPage',
  ),
  changePassword: lazyPage(() => import('@/features/auth/ChangePasswordPage.tsx'), 'ChangePasswordPage'),
  home: lazyPage(() => import('@/features/home/HomePage.tsx'), 'HomePage'),
  contact: lazyPage(() => import('@/features/contact/ContactPage.tsx'), 'ContactPage'),
  affiliateDashboard: lazyPage(
    () => import('@/features/home/AffiliateDashboardPage.tsx'),
    'AffiliateDashboardPage',
  ),
  branchDashboard: lazyPage(() => import('@/features/finance/DashboardPages.tsx'), 'BranchDashboardPage'),
  influencerDashboard: lazyPage(
    () => import('@/features/finance/DashboardPages.tsx'),
    'InfluencerDashboardPage',
  ),
  agencyDashboard: lazyPage(() => import('@/features/finance/DashboardPages.tsx'), 'AgencyDashboardPage'),
  salesBilling: lazyPage(() => import('@/features/finance/SalesBillingPage.tsx'), 'SalesBillingPage'),
  holdingBillings: lazyPage(() => import('@/app/pages/HoldingBillingsPage.tsx'), 'HoldingBillingsPage'),
  allSales: lazyPage(() => import('@/features/finance/AllListsPages.tsx'), 'AllSalesPage'),
  allCommissions: lazyPage(() => import('@/features/finance/AllListsPages.tsx'), 'AllCommissionsPage'),
  billingDetails: lazyPage(() => import('@/features/finance/BillingDetailsPage.tsx'), 'BillingDetailsPage'),
  pointsAndVouchers: lazyPage(() => import('@/features/points/VouchersPages.tsx'), 'PointsAndVouchersPage'),
  voucherManager: lazyPage(() => import('@/features/points/VouchersPages.tsx'), 'VoucherManagerPage'),
  convertPoints: lazyPage(() => import('@/features/points/ConvertPointsPage.tsx'), 'ConvertPointsPage'),
  careerPlan: lazyPage(() => import('@/features/finance/career/CareerPlanPage.tsx'), 'CareerPlanPage'),
  edList: lazyPage(() => import('@/features/network/EdListPage.tsx'), 'EdListPage'),
  // The ED details with the points programme's video composed in (app/pages/EdDetailsRoute.tsx).
  edDetails: lazyPage(() => import('./pages/EdDetailsRoute.tsx'), 'EdDetailsRoute'),
  unitList: lazyPage(() => import('@/features/network/units/UnitsPages.tsx'), 'UnitListPage'),
  unitDetails: lazyPage(() => import('@/features/network/units/UnitsPages.tsx'), 'UnitDetailsPage'),
  massChangeList: lazyPage(
    () => import('@/features/network/mass-change/MassChangePages.tsx'),
    'MassChangeListPage',
  ),
  massChangeNew: lazyPage(
    () => import('@/features/network/mass-change/MassChangePages.tsx'),
    'MassChangeNewPage',
  ),
  massChangeJob: lazyPage(
    () => import('@/features/network/mass-change/MassChangePages.tsx'),
    'MassChangeJobPage',
  ),
  influencers: lazyPage(
    () => import('@/features/network/influencers/InfluencersPages.tsx'),
    'InfluencersPage',
  ),
  influencerDetails: lazyPage(
    () => import('@/features/network/influencers/InfluencersPages.tsx'),
    'InfluencerDetailsPage',
  ),
  edNotifications: lazyPage(
    () => import('@/features/notifications/EdNotificationsPage.tsx'),
    'EdNotificationsPage',
  ),
  apiClients: lazyPage(() => import('@/features/integrators/ApiClientsPage.tsx'), 'ApiClientsPage'),
  invoices: lazyPage(() => import('@/features/finance/invoice-list/InvoicesPage.tsx'), 'InvoicesPage'),
  bannerManager: lazyPage(() => import('@/features/marketing/BannerManagerPage.tsx'), 'BannerManagerPage'),
  trafficTags: lazyPage(() => import('@/features/marketing/TrafficPage.tsx'), 'TrafficPage'),
  activeBanners: lazyPage(() => import('@/features/marketing/ActiveBannersPage.tsx'), 'ActiveBannersPage'),
  promotableProducts: lazyPage(() => import('@/features/products/ManagerLinksPage.tsx'), 'ManagerLinksPage'),
  productLinks: lazyPage(() => import('@/features/products/ProductLinksPage.tsx'), 'ProductLinksPage'),
  managedSales: lazyPage(() => import('@/features/products/SalesPage.tsx'), 'SalesPage'),
  accreditationTerms: lazyPage(() => import('@/features/accreditation/AccreditationPages.tsx'), 'TermsPage'),
  accreditationPersonalData: lazyPage(
    () => import('@/features/accreditation/AccreditationPages.tsx'),
    'PersonalDataPage',
  ),
  accreditationVerification: lazyPage(
    () => import('@/features/accreditation/AccreditationPages.tsx'),
    'VerificationPage',
  ),
  accreditationPassword: lazyPage(
    () => import('@/features/accreditation/AccreditationPages.tsx'),
    'PasswordPage',
  ),
  accreditationCompany: lazyPage(
    () => import('@/features/accreditation/AccreditationPages.tsx'),
    'CompanyPage',
  ),
  profile: lazyPage(() => import('@/features/accreditation/ProfilePage.tsx'), 'ProfilePage'),
  userExists: lazyPage(() => import('@/features/accreditation/AccreditationPages.tsx'), 'UserExistsPage'),
  billingStatus: lazyPage(() => import('@/features/holding/BillingStatusPage.tsx'), 'BillingStatusPage'),
  commercialCycles: lazyPage(() => import('@/features/holding/CyclesPages.tsx'), 'CommercialCyclesPage'),
  financialCycles: lazyPage(() => import('@/features/holding/CyclesPages.tsx'), 'FinancialCyclesPage'),
  training: lazyPage(() => import('@/features/training/TrainingPage.tsx'), 'TrainingPage'),
  managedProducts: lazyPage(
    () => import('@/features/products/manager/ManagedProductsPage.tsx'),
    'ManagedProductsPage',
  ),
  managedProductEditor: lazyPage(
    () => import('@/features/products/manager/ManagedProductEditorPage.tsx'),
    'ManagedProductEditorPage',
  ),
  producers: lazyPage(() => import('@/features/producers/ProducersPage.tsx'), 'ProducersPage'),
  reports: lazyPage(() => import('@/features/holding/reports/ReportsPage.tsx'), 'ReportsPage'),
  integration: lazyPage(
    () => import('@/features/holding/integration/IntegrationPage.tsx'),
    'IntegrationPage',
  ),
  cycleGoals: lazyPage(() => import('@/features/holding/GoalsPages.tsx'), 'CycleGoalsPage'),
  goalsManager: lazyPage(() => import('@/features/holding/GoalsPages.tsx'), 'GoalsManagerPage'),
  holdingHistory: lazyPage(() => import('@/features/holding/HistoryPage.tsx'), 'HistoryPage'),
  salesTracking: lazyPage(
    () => import('@/features/products/sales/SalesTrackingPage.tsx'),
    'SalesTrackingPage',
  ),
  saleDetail: lazyPage(() => import('@/features/products/sales/SaleDetailPage.tsx'), 'SaleDetailPage'),
  /** Screens that later issues deliver: the route works now and shows its title. */
  comingSoon: lazyPage(() => import('./pages/ComingSoonPage.tsx'), 'ComingSoonPage'),
} satisfies Record<string, LazyPage>;
