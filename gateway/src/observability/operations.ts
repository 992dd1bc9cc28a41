/**
 * Bounded `operation` label values. Operation names come from clients, so a label per name would
 * let anyone grow the metrics without bound (one series per invented name). Only the operations
 * the web client sends get their own label; operations.test.ts fails when the web adds one that
 * is not listed here.
 */

/** Every named operation in web/src/**\/*.graphql. */
export const KNOWN_OPERATIONS: ReadonlySet<string> = new Set([
  'AccreditationAgent',
  'AccreditationPersonalDataLookups',
  'AccreditationSession',
  'ActiveBanners',
  'AddTrainingFile',
  'AddTrainingVideo',
  'AllCommissions',
  'AllSales',
  'ApiClients',
  'Banks',
  'BannerUploadUrls',
  'Banners',
  'BillingDetails',
  'BillingGeneration',
  'Billings',
  'CareerPlan',
  'ChangeMyPassword',
  'ChangePassword',
  'CloseBilling',
  'ConvertCommissionsToPoints',
  'ConvertPoints',
  'ConvertPointsScreen',
  'CreateApiClient',
  'CreateBanner',
  'CreateCycle',
  'CreateProductLink',
  'CreateTrafficTag',
  'CreateTrainingCategory',
  'CreateWebhookSubscription',
  'CycleGoals',
  'Dashboard',
  'DeleteBanner',
  'DeleteEdNotification',
  'DeleteNotification',
  'DeleteTrafficTag',
  'DeleteTrainingAttachment',
  'DeleteTrainingCategory',
  'DeleteWebhookSubscription',
  'EdDetails',
  'EdNotificationEdSearch',
  'EdPartnerCheck',
  'EdNotificationsScreen',
  'EditTrainingAttachment',
  'EditTrainingCategory',
  'Eds',
  'GenerateInvoice',
  'GoalsManager',
  'HoldingBills',
  'HoldingCycles',
  'HoldingHistory',
  'Influencer',
  'Influencers',
  'Invoices',
  'JoinPointsProgramme',
  'Login',
  'ManagedSales',
  'ManagedVouchers',
  'MoveTrainingAttachment',
  'MoveTrainingCategory',
  'MyProfile',
  'PayeeIntegrations',
  'PointsAndVouchers',
  'PointsProgrammeVideo',
  'PostalAddress',
  'PromotableProduct',
  'PromotableProducts',
  'RenewSession',
  'ReplayWebhookDelivery',
  'RequestContract',
  'RequestEdContractSignature',
  'RequestPasswordReset',
  'ResendAccreditationCode',
  'ResendPointsCode',
  'RevokeApiClient',
  'SalesOverview',
  'SalesReport',
  'SendEdNotification',
  'SetAccreditationBankDetails',
  'SetAccreditationCnpj',
  'SetAccreditationPassword',
  'SetBankDetails',
  'SetEdActive',
  'SetEdFlag',
  'Shell',
  'SignPointsProgramme',
  'StartAccreditation',
  'StartBillingGeneration',
  'SwapBanners',
  'TrafficTags',
  'TrainingCategories',
  'TrainingLibrary',
  'TrainingUploadUrls',
  'UpdateBanner',
  'UpdateMyContact',
  'UpdateTrafficTag',
  'UpdateUnitGoals',
  'UploadInvoice',
  'UseVoucher',
  'ValidatePointsCode',
  'VoucherById',
  'VerifyAccreditationCode',
  'WebhookDeliveries',
  // Produtos and Gerenciador de produtores (docs/product.md §10.3, §10.4).
  'CreateManagedProduct',
  'CreateProducer',
  'ManagedProductEditor',
  'ManagedProducts',
  'ProductImageUploadUrls',
  'ProducerOptions',
  'Producers',
  'UpdateManagedProduct',
  'UpdateProducer',
  // Gerenciador de Unidades and Alteração em massa.
  'ManagedUnits',
  'ManagedUnit',
  'SaveUnit',
  'MassChanges',
  'MassChange',
  'StartMassChange',
  'SalesTracking',
  'SaleDetail',
  'UpdateProductLink',
  // Acompanhamento de vendas' Salesforce tab: its load, the poll's follow-up, the poll itself.
  'SalesforcePanel',
  'LastCampaignPoll',
  'PollCampaigns',
]);

/** The fixed labels of everything else. */
export const OPERATION_LABEL = {
  /** A named operation the web client does not send (GraphiQL, scripts, probes). */
  other: 'other',
  /** An operation without a name. */
  anonymous: 'anonymous',
  /** The request never reached a resolved operation: unparsable, invalid, or refused before. */
  unresolved: 'unresolved',
} as const;

/**
 * `undefined`: the operation was never resolved; `null`: it was, and has no name (Apollo's
 * `requestContext.operationName`).
 */
export function operationLabel(name: string | null | undefined): string {
  if (name === undefined) return OPERATION_LABEL.unresolved;
  if (name === null) return OPERATION_LABEL.anonymous;
  return KNOWN_OPERATIONS.has(name) ? name : OPERATION_LABEL.other;
}

/** GraphQL Name grammar, bounded: what a log line may carry of a client-chosen name. */
const LOGGABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,99}$/;

/** The operation name for a log line: any well-formed name (logs are not a bounded index). */
export const loggableOperation = (name: string | null | undefined): string | undefined =>
  name && LOGGABLE_NAME.test(name) ? name : undefined;
