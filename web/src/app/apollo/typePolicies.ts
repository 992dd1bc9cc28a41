import type { FieldPolicy, Reference, TypePolicies } from '@apollo/client';

/**
 * A server list that is always returned whole: the incoming list replaces the cached one, and
 * entries evicted from the cache (e.g. a deleted notification) disappear from it on read.
 */
const replacedList: FieldPolicy<readonly Reference[]> = {
  merge: (_existing, incoming) => incoming,
  read: (existing, { canRead }) => existing?.filter((item) => canRead(item)),
};

/** A value without identity, stored inside its parent; later answers merge into the stored one. */
const embedded = { keyFields: false, merge: true } as const;

/**
 * Finances (schema/src/finance.graphql). `Query.finance(as:)` is one embedded Finance object per
 * `as`; its fields load independently and several queries select different ones, so they merge.
 */
const financeTypePolicies: TypePolicies = {
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
  Cycle: { keyFields: ['id'] },
  Product: { keyFields: ['id'] },
  Commission: { keyFields: ['id'] },
  Sale: { keyFields: ['id'] },
  Billing: { keyFields: ['id'] },
  // The Notas Fiscais list: a page per set of arguments, its invoices normalised.
  InvoicePage: embedded,
  Invoice: { keyFields: ['id'] },
  // Batch invoice generation: the polled batch updates in place; its items belong to it.
  InvoiceGeneration: { keyFields: ['id'] },
  InvoiceGenerationItem: embedded,
};

/** Points and vouchers (schema/src/points.graphql): the lists are pages without identity. */
const pointsTypePolicies: TypePolicies = {
  PointsAndVouchers: embedded,
  VoucherSummary: embedded,
  VoucherGroup: embedded,
  VoucherPage: embedded,
  Voucher: { keyFields: ['id'] },
  Affiliate: { keyFields: ['id'] },
  // The points ledger: the summary lives inside PointsAndVouchers, so a conversion's answer that
  // the web writes there updates the cards without a refetch.
  PointSummary: embedded,
  PointEntryPage: embedded,
  PointEntry: { keyFields: ['id'] },
  ConvertPointsPayload: { keyFields: false },
  // Converter pontos: one embedded object per viewer; the commissions' page per arguments, its
  // rows normalised; a conversion's answer is written into the cached screen (no refetch).
  PointsConversion: embedded,
  ConvertibleCommissionPage: embedded,
  ConvertibleCommission: { keyFields: ['id'] },
  ConvertCommissionsPayload: { keyFields: false },
  // The viewer's membership (Gerenciador de Vouchers' status card): one per viewer, under the root;
  // joining writes the new status into it (no refetch).
  PointsMembership: embedded,
};

/**
 * The ED managers (schema/src/eds.graphql): a page per set of arguments; an ED and its unit are
 * entities, so the same unit on many rows is stored once.
 */
const edsTypePolicies: TypePolicies = {
  EdPage: embedded,
  Ed: { keyFields: ['id'] },
  // ED details: a page of an ED's sales lives inside its Ed (one per page and size asked).
  EdSale: { keyFields: ['id'] },
  EdSalePage: embedded,
  Unit: { keyFields: ['id'] },
  // ED details: its bills (a page per arguments), level and stars and programmes live inside its Ed.
  EdBill: { keyFields: ['id'] },
  EdBillPage: embedded,
  EdLevelStars: embedded,
  EdProgrammes: embedded,
  EdProgrammeTotals: embedded,
  // The ED's contract signature and partner check live inside its Ed.
  EdContractSignature: embedded,
  EdPartnerCheck: embedded,
  // Influenciadores: an influencer by id, a page per arguments.
  Influencer: { keyFields: ['id'] },
  InfluencerPage: embedded,
};

/** Accreditation (docs/product.md §3.1): a session is a value of its token, not an entity. */
const accreditationTypePolicies: TypePolicies = {
  AccreditationSession: { keyFields: false },
  AccreditationStart: { keyFields: false },
  AccreditationAgent: { keyFields: ['id'] },
  // Reference data and the profile have no id: values stored inside the query that read them.
  Bank: { keyFields: false },
  BrazilianState: { keyFields: false },
  PostalAddress: { keyFields: false },
  // The viewer's one profile: Meu Perfil's and the dashboard's answers (another selection) merge.
  Profile: embedded,
  BankDetails: { keyFields: false },
  ContractFile: { keyFields: false },
};

/** Holding (schema/src/holding.graphql): Status Faturamento's page, bills and counts per status. */
const holdingTypePolicies: TypePolicies = {
  HoldingBillPage: embedded,
  HoldingBill: { keyFields: ['id'] },
  BillingStatusStat: embedded,
  // A cycle's goal details by the cycle's id; the values and units' rows belong to it.
  CycleGoals: { keyFields: ['id'] },
  CycleGoalValues: embedded,
  UnitGoal: embedded,
  // The history: rows by id (append-only, never change); pages embedded in their arguments.
  AuditEntry: { keyFields: ['id'] },
  AuditPage: embedded,
  SystemConfigs: embedded,
};

/**
 * Material de Apoio (schema/src/training.graphql): a library answer and its pages belong to their
 * arguments; items and categories are entities (the same item in a level and a search is one).
 */
const trainingTypePolicies: TypePolicies = {
  TrainingLibrary: embedded,
  TrainingItemPage: embedded,
  TrainingItem: { keyFields: ['id'] },
  TrainingBreadcrumb: { keyFields: ['id'] },
  TrainingCategoryNode: { keyFields: ['id'] },
  TrainingWriteResult: { keyFields: ['id'] },
};

/**
 * Relatórios and Integração (schema/src/holding.graphql): a report belongs to its filter (embedded
 * under `salesReport(filter:)`); its rows and pages have no identity of their own except sales,
 * units and integrated payees.
 */
const holdingReportTypePolicies: TypePolicies = {
  SalesReport: embedded,
  ReportUnit: { keyFields: ['id'] },
  ReportChartPoint: { keyFields: false },
  BranchReportRow: { keyFields: false },
  AffiliateReportRow: { keyFields: false },
  SaleReportRow: { keyFields: ['id'] },
  BranchReportPage: embedded,
  AffiliateReportPage: embedded,
  SaleReportPage: embedded,
  PayeeIntegration: { keyFields: ['id'] },
  PayeeIntegrationPage: embedded,
};

/**
 * Normalised cache: every entity type names its key fields explicitly, so two selections of the same
 * entity merge instead of overwriting each other; wrapper types without identity are embedded.
 * typePolicies.test.ts fails for a type of the contract that has no policy here.
 */
export const typePolicies: TypePolicies = {
  Query: {
    fields: {
      notifications: replacedList,
      edNotifications: replacedList,
    },
  },
  User: { keyFields: ['id'] },
  UserInfo: { keyFields: false },
  LoginPayload: { keyFields: false },
  SessionToken: { keyFields: false },
  UploadUrls: { keyFields: false },
  // Seus produtos (docs/product.md §10.1): products and links by id; the page payloads embedded.
  PromotableProduct: { keyFields: ['id'] },
  PromotableProducts: { keyFields: false },
  PromotableProductDetail: { keyFields: false },
  ProductLink: { keyFields: ['id'] },
  ManagedSale: { keyFields: ['id'] },
  ManagedSalePage: { keyFields: false },
  Notification: { keyFields: ['id'] },
  EdNotification: { keyFields: ['id'] },
  // Marketing: banners and traffic tags by id; the public ids are one embedded answer.
  Banner: { keyFields: ['id'] },
  TrafficTag: { keyFields: ['id'] },
  PublicTrafficTags: { keyFields: false },
  ...financeTypePolicies,
  ...pointsTypePolicies,
  ...edsTypePolicies,
  // Chaves de API (schema/src/integrators.graphql): a key is an entity; the creation payload is not.
  ApiClient: { keyFields: ['id'] },
  CreateApiClientPayload: { keyFields: false },
  // Webhooks of those keys: subscriptions and deliveries by id; the log page and payload embedded.
  WebhookSubscription: { keyFields: ['id'] },
  WebhookDelivery: { keyFields: ['id'] },
  WebhookDeliveryPage: embedded,
  CreateWebhookSubscriptionPayload: { keyFields: false },
  ...accreditationTypePolicies,
  ...holdingTypePolicies,
  ...trainingTypePolicies,
  // Produtos (holding) and Gerenciador de produtores: products and producers by id; pages and the
  // product's events and commissions embedded (a save answers them whole).
  ManagedProduct: { keyFields: ['id'] },
  ManagedProductRow: { keyFields: ['id'] },
  ManagedProductPage: { keyFields: false },
  ProductSpecialEvent: { keyFields: false },
  ProductLevelCommission: { keyFields: false },
  Producer: { keyFields: ['id'] },
  ProducerPage: { keyFields: false },
  ...holdingReportTypePolicies,
  // Gerenciador de Unidades and Alteração em massa: units, parties and jobs by id; the rest embedded.
  ManagedUnit: { keyFields: ['id'] },
  ManagedUnitDetails: embedded,
  UnitCycleGoal: { keyFields: false },
  UnitParty: { keyFields: ['id'] },
  MassChange: { keyFields: ['id'] },
  MassChangeRow: { keyFields: false },
  MassChangeRowPage: embedded,
  MassChangeDetails: embedded,
  MassChangePage: embedded,
  // Acompanhamento de vendas: a period's totals are one answer per (from, to), stored whole; a
  // sale's details and its commissions by id.
  SalesTracking: { keyFields: false },
  ProductSalesTotal: { keyFields: false },
  LinkSalesTotal: { keyFields: false },
  SellerSalesTotal: { keyFields: false },
  SellerSalesPage: { keyFields: false },
  SaleDetail: { keyFields: ['id'] },
  SaleCommission: { keyFields: ['id'] },
  RegisteredSale: { keyFields: ['id'] },
  RegisteredSaleCommission: { keyFields: false },
  // Salesforce: errors and polls by id (a poll's state changes under the same id while it runs).
  SalesforceError: { keyFields: ['id'] },
  SalesforceErrorPage: { keyFields: false },
  CampaignPoll: { keyFields: ['id'] },
};
