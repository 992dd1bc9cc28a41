/**
 * Who may call what: ONE table with a rule for every Query and Mutation field (docs/product.md §1.4),
 * applied in one place by wrapping the root resolvers. Default-deny: building the schema throws
 * when a root field has no rule (and the `satisfies` below already fails the typecheck), and a rule
 * naming a field that no longer exists throws too, so the table never drifts from the schema.
 *
 * Row scope (a branch sees only its unit...) is not expressed here: the resolver loading the row
 * checks it, and upstream does too.
 *
 * The same wrapper runs the mutation input rules (security/input-rules.ts) between the token check
 * and the role lookup. The expected outcome of every field for every demo role is reviewed in
 * security/expected-access.ts and checked over HTTP by security/authz-matrix.integration.test.ts.
 */
import { MapperKind, mapSchema } from '@graphql-tools/utils';
import { type ApiScope, isApiScope, scopeSatisfies } from '@portal/schema';
import { defaultFieldResolver, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import type { Mutation, Query, Role } from '../__generated__/resolvers.ts';
import type { Context } from '../context.ts';
import { ERROR_TEXT, gatewayError } from '../errors.ts';
import { VIEWER } from '../loaders.ts';
import type { ArgsValidator } from '../security/input-rules.ts';
import { ROLE_BY_FLAG, rolesFromText } from './roles.ts';

/** 'public': anyone; 'authenticated': any valid token; a list: a valid token holding one of the roles. */
export type AccessRule = 'public' | 'authenticated' | readonly Role[];

export type RuleTable = Readonly<Record<string, Readonly<Record<string, AccessRule>>>>;

type RootFields<T> = Exclude<keyof T, '__typename'>;

const ADMIN_OR_HOLDING = ['ADMIN', 'HOLDING'] as const satisfies readonly Role[];
/**
 * docs/product.md §1.4 "Vendas e Faturamento" and dashboards; holding sees Faturamento on the payments route.
 */
const FINANCE_READERS = ['AFFILIATED', 'BRANCH', 'AGENT', 'HOLDING'] as const satisfies readonly Role[];
/** docs/product.md §1.4 "Plano de carreira". */
const CAREER_PLAN_READERS = ['AFFILIATED', 'BRANCH', 'HOLDING', 'AGENT'] as const satisfies readonly Role[];
/** docs/product.md §1.4 "Gerenciador de EDs" (branch) and "Gerenciador ED" (holding, admin). */
const ED_MANAGERS = ['HOLDING', 'ADMIN', 'BRANCH'] as const satisfies readonly Role[];
/** docs/product.md §1.4 "Notas Fiscais: holding, branch, producer". */
const INVOICE_LIST_READERS = ['HOLDING', 'BRANCH', 'PRODUCER'] as const satisfies readonly Role[];
/** Billing details' send/issue buttons: holding reads bills but does not send invoices. */
const INVOICE_SENDERS = ['AFFILIATED', 'BRANCH', 'AGENT'] as const satisfies readonly Role[];
/** docs/product.md §1.4 "Pontos e Vouchers": affiliates only (flag on; enrolment is the field's concern). */
const POINTS_READERS = ['AFFILIATED'] as const satisfies readonly Role[];
/** docs/product.md §1.4 "Gerenciador de Vouchers": holding, branch and producer manage vouchers. */
const VOUCHER_MANAGERS = ['HOLDING', 'PRODUCER', 'BRANCH'] as const satisfies readonly Role[];
/** docs/product.md §1.4 "Convert points": affiliate and branch. */
const POINTS_CONVERTERS = ['AFFILIATED', 'BRANCH'] as const satisfies readonly Role[];
/** docs/product.md §1.4 "Seus produtos": affiliates and agents promote products with their links. */
const PRODUCT_PROMOTERS = ['AFFILIATED', 'AGENT'] as const satisfies readonly Role[];
/** docs/product.md §1.4 "Suas vendas": admin, branch, holding, agent. */
const SALES_READERS = ['ADMIN', 'BRANCH', 'HOLDING', 'AGENT'] as const satisfies readonly Role[];

/** docs/product.md §1.4 "Acompanhamento de vendas": producer, holding, branch; agents on /sales-links; admin. */
const SALES_TRACKERS = ['PRODUCER', 'HOLDING', 'BRANCH', 'AGENT', 'ADMIN'] as const satisfies readonly Role[];
/** A sale's details: Suas vendas' readers, plus producers and affiliates on their own rows (upstream scopes). */
const SALE_DETAIL_READERS = [
  'ADMIN',
  'BRANCH',
  'HOLDING',
  'AGENT',
  'PRODUCER',
  'AFFILIATED',
] as const satisfies readonly Role[];
/** docs/integrators.md "Registering a sale": the producer (its products), holding and admin. */
const SALE_REGISTRARS = ['PRODUCER', 'HOLDING', 'ADMIN'] as const satisfies readonly Role[];

/** docs/product.md §1.4 "Gerenciador de Banner". */
const HOLDING_ONLY = ['HOLDING'] as const satisfies readonly Role[];
/** docs/product.md §1.4 "Tráfego Pago". */
const ADMIN_ONLY = ['ADMIN'] as const satisfies readonly Role[];
/** docs/integrators.md: the integrating profiles manage API clients ('Chaves de API'). */
const INTEGRATORS = ['PRODUCER', 'BRANCH', 'HOLDING', 'ADMIN'] as const satisfies readonly Role[];

/** docs/product.md §3.3 "Meu Perfil": affiliate and agent. */
const PROFILE_READERS = ['AFFILIATED', 'AGENT'] as const satisfies readonly Role[];
/** docs/product.md §1.4 "Material de Apoio": affiliate, branch, holding, agent read; holding manages. */
const TRAINING_READERS = ['AFFILIATED', 'BRANCH', 'HOLDING', 'AGENT'] as const satisfies readonly Role[];
const TRAINING_MANAGERS = ['HOLDING'] as const satisfies readonly Role[];

/** docs/product.md §1.4 "Relatórios": holding, branch (a branch reads its own unit: upstream's scope). */
const REPORT_READERS = ['HOLDING', 'BRANCH'] as const satisfies readonly Role[];

export const ROOT_FIELD_RULES = {
  Query: {
    me: 'authenticated',
    notifications: 'authenticated',
    edNotifications: ADMIN_OR_HOLDING,
    finance: FINANCE_READERS,
    careerPlan: CAREER_PLAN_READERS,
    pointsAndVouchers: POINTS_READERS,
    managedVouchers: VOUCHER_MANAGERS,
    eds: ED_MANAGERS,
    ed: ED_MANAGERS,
    invoices: INVOICE_LIST_READERS,
    // docs/product.md §11.1: batch generation is the holding's (and admin's); a branch cannot.
    invoiceGeneration: ADMIN_OR_HOLDING,
    // docs/product.md §1.4 "Gerenciador de Banner": holding; "Tráfego Pago": admin. The active
    // banners are the dashboard's (any signed-in user); the traffic ids are what public pages load.
    banners: HOLDING_ONLY,
    activeBanners: 'authenticated',
    trafficTags: ADMIN_ONLY,
    publicTrafficTags: 'public',
    promotableProducts: PRODUCT_PROMOTERS,
    promotableProduct: PRODUCT_PROMOTERS,
    managedSales: SALES_READERS,
    apiClients: INTEGRATORS,
    // docs/integrators.md §7: webhooks belong to the owner's keys, managed with their own session.
    webhookSubscriptions: INTEGRATORS,
    webhookDeliveries: INTEGRATORS,
    // docs/product.md §3.1: the registration screens and their lookups are public.
    myProfile: PROFILE_READERS,
    accreditationSession: 'public',
    accreditationAgent: 'public',
    banks: 'public',
    brazilianStates: 'public',
    postalAddress: 'public',
    // docs/product.md §1.4 "Status Faturamento: holding, admin".
    holdingBills: ADMIN_OR_HOLDING,
    holdingBillStats: ADMIN_OR_HOLDING,
    // docs/product.md §11.2: Ciclos Comerciais and Ciclos Financeiros are the holding's.
    holdingCycles: ['HOLDING'],
    trainingLibrary: TRAINING_READERS,
    trainingCategories: TRAINING_MANAGERS,
    // docs/product.md §1.4 "Produtos": holding; "Gerenciador de produtores": admin (the holding
    // reads the producers to pick a product's producer).
    managedProducts: HOLDING_ONLY,
    managedProduct: HOLDING_ONLY,
    producers: ADMIN_OR_HOLDING,
    // Converter pontos: the membership, points and convertible commissions; the programme video
    // for anyone who can join (affiliate, branch for the ED programme, holding); one voucher by
    // id for the Gerenciador de Vouchers users. Admins too see the video, on the ED details.
    pointsConversion: POINTS_CONVERTERS,
    pointsProgrammeVideo: ['AFFILIATED', 'BRANCH', 'HOLDING', 'ADMIN'],
    voucher: VOUCHER_MANAGERS,
    // docs/product.md §1.7: every signed-in viewer reads its own membership (NOT_AFFILIATE without one).
    pointsMembership: 'authenticated',
    salesReport: REPORT_READERS,
    payeeIntegrations: ADMIN_OR_HOLDING,
    billsIntegrationUrl: ADMIN_OR_HOLDING,
    // docs/product.md §11.2, §11.3: a cycle's goal details and 'Gerenciador de metas' are the holding's.
    cycleGoals: ['HOLDING'],
    // §11.5: the holding history (audit of holding and admin actions) for the holding and admins.
    holdingHistory: ADMIN_OR_HOLDING,
    // System configs: the same harmless settings for every signed-in user.
    systemConfigs: 'authenticated',
    // docs/product.md §1.4: Gerenciador de Unidades and Alteração em massa are the holding's.
    // Person-only (no API scope): a key never edits the network's structure.
    managedUnits: HOLDING_ONLY,
    managedUnit: HOLDING_ONLY,
    massChanges: HOLDING_ONLY,
    massChange: HOLDING_ONLY,
    salesTracking: SALES_TRACKERS,
    salesBySeller: SALES_TRACKERS,
    sale: SALE_DETAIL_READERS,
    // Acompanhamento de vendas' Salesforce errors and campaigns poll: the holding's operators.
    salesforceErrors: ADMIN_OR_HOLDING,
    campaignPoll: ADMIN_OR_HOLDING,
    // Notificação ED's audience picker: admin, holding.
    edNotificationUnits: ADMIN_OR_HOLDING,
    // Influenciadores (docs/product.md §1.4): agents.
    influencers: ['AGENT'],
    influencer: ['AGENT'],
  },
  Mutation: {
    login: 'public',
    requestPasswordReset: 'public',
    changePassword: 'public',
    renewSession: 'authenticated',
    deleteNotification: 'authenticated',
    sendEdNotification: ADMIN_OR_HOLDING,
    deleteEdNotification: ADMIN_OR_HOLDING,
    uploadInvoice: INVOICE_SENDERS,
    generateInvoice: INVOICE_SENDERS,
    startInvoiceGeneration: ADMIN_OR_HOLDING,
    // docs/product.md §9.4: banners and products are managed by holding, the platform by admin.
    createUploadUrls: ADMIN_OR_HOLDING,
    // ED details (docs/product.md §1.4): the ED managers; a branch's row scope is upstream's.
    setEdFlag: ED_MANAGERS,
    setEdActive: ED_MANAGERS,
    // ED details' contract-sign: the ED managers (a branch for its unit's EDs, upstream's scope).
    requestEdContractSignature: ED_MANAGERS,
    createBanner: HOLDING_ONLY,
    updateBanner: HOLDING_ONLY,
    deleteBanner: HOLDING_ONLY,
    swapBanners: HOLDING_ONLY,
    createTrafficTag: ADMIN_ONLY,
    updateTrafficTag: ADMIN_ONLY,
    deleteTrafficTag: ADMIN_ONLY,
    createProductLink: PRODUCT_PROMOTERS,
    updateProductLink: PRODUCT_PROMOTERS,
    // docs/integrators.md: API clients are managed by their owner (with their own session).
    createApiClient: INTEGRATORS,
    revokeApiClient: INTEGRATORS,
    createWebhookSubscription: INTEGRATORS,
    deleteWebhookSubscription: INTEGRATORS,
    replayWebhookDelivery: INTEGRATORS,
    // docs/product.md §3.1: registration is done signed out; the session token is the credential.
    setBankDetails: PROFILE_READERS,
    startAccreditation: 'public',
    verifyAccreditationCode: 'public',
    resendAccreditationCode: 'public',
    setAccreditationPassword: 'public',
    setAccreditationCnpj: 'public',
    setAccreditationBankDetails: 'public',
    updateMyContact: PROFILE_READERS,
    changeMyPassword: PROFILE_READERS,
    requestContract: PROFILE_READERS,
    // docs/product.md §1.4: affiliates convert their points and confirm their membership;
    // Gerenciador de Vouchers users (holding, producer, branch) use vouchers.
    convertPoints: POINTS_READERS,
    validatePointsCode: POINTS_READERS,
    useVoucher: VOUCHER_MANAGERS,
    // docs/product.md §7.2: affiliates join as users (then sign and confirm), branch users join
    // their unit (the ED programme), the holding joins itself; upstream checks the type per role.
    joinPointsProgramme: ['AFFILIATED', 'BRANCH', 'HOLDING'],
    signPointsProgramme: POINTS_READERS,
    resendPointsCode: POINTS_READERS,
    // Status Faturamento: setting a bill to Closed is the holding's and admins' (docs/product.md §5.3).
    closeBilling: ADMIN_OR_HOLDING,
    createCycle: ['HOLDING'],
    createTrainingCategory: TRAINING_MANAGERS,
    editTrainingCategory: TRAINING_MANAGERS,
    moveTrainingCategory: TRAINING_MANAGERS,
    deleteTrainingCategory: TRAINING_MANAGERS,
    addTrainingFile: TRAINING_MANAGERS,
    addTrainingVideo: TRAINING_MANAGERS,
    editTrainingAttachment: TRAINING_MANAGERS,
    moveTrainingAttachment: TRAINING_MANAGERS,
    deleteTrainingAttachment: TRAINING_MANAGERS,
    createManagedProduct: HOLDING_ONLY,
    updateManagedProduct: HOLDING_ONLY,
    createProducer: ADMIN_ONLY,
    updateProducer: ADMIN_ONLY,
    // Converter pontos (docs/product.md §1.4: affiliate, branch): commissions become points.
    convertCommissionsToPoints: POINTS_CONVERTERS,
    updateUnitGoals: ['HOLDING'],
    saveUnit: HOLDING_ONLY,
    startMassChange: HOLDING_ONLY,
    registerSale: SALE_REGISTRARS,
    pollCampaigns: ADMIN_OR_HOLDING,
  },
} as const satisfies {
  Query: Record<RootFields<Query>, AccessRule>;
  Mutation: Record<RootFields<Mutation>, AccessRule>;
};

/**
 * The second column of the rule table, for API clients (docs/integrators.md): the scope a client's
 * token must hold to use a root field, on top of the owner's role rule above. Default-deny: a field
 * missing here (or mapped to null) is refused to every API client, whatever its scopes; so are
 * sign-in, session and key management, which stay a person's.
 */
export const ROOT_FIELD_SCOPES = {
  Query: {
    me: 'profile:read',
    notifications: 'notifications:read',
    edNotifications: 'notifications:read',
    finance: 'finance:read',
    careerPlan: 'finance:read',
    pointsAndVouchers: 'points:read',
    managedVouchers: 'points:read',
    eds: 'network:read',
    invoices: 'finance:read',
    invoiceGeneration: 'finance:read',
    // The Converter pontos reads and one voucher by id (convertCommissionsToPoints is person-only:
    // it turns a person's money into points).
    pointsConversion: 'points:read',
    voucher: 'points:read',
    // The viewer's own membership is loaded after sign-in for every role (docs/product.md §1.7),
    // like `me`: profile:read, which every role may grant (points:read is the programme's roles').
    pointsMembership: 'profile:read',
    ed: 'network:read',
    banners: 'marketing:read',
    activeBanners: 'marketing:read',
    trafficTags: 'marketing:read',
    publicTrafficTags: 'marketing:read',
    promotableProducts: 'products:read',
    promotableProduct: 'products:read',
    managedSales: 'sales:read',
    myProfile: 'profile:read',
    banks: 'reference:read',
    // The programme's video is the same file for everyone who may watch it (the ED page shows it
    // to admin too): reference material, not the programme's data.
    pointsProgrammeVideo: 'reference:read',
    brazilianStates: 'reference:read',
    postalAddress: 'reference:read',
    holdingBills: 'holding:read',
    holdingBillStats: 'holding:read',
    holdingCycles: 'holding:read',
    trainingLibrary: 'training:read',
    trainingCategories: 'training:read',
    salesReport: 'finance:read',
    payeeIntegrations: 'finance:read',
    billsIntegrationUrl: 'finance:read',
    salesTracking: 'sales:read',
    salesBySeller: 'sales:read',
    sale: 'sales:read',
    edNotificationUnits: 'notifications:read',
    // A holding integration watching the CRM sync (and, with sales:write, asking for a poll).
    salesforceErrors: 'sales:read',
    campaignPoll: 'sales:read',
  },
  Mutation: {
    deleteNotification: 'notifications:write',
    sendEdNotification: 'notifications:write',
    deleteEdNotification: 'notifications:write',
    uploadInvoice: 'finance:write',
    generateInvoice: 'finance:write',
    startInvoiceGeneration: 'finance:write',
    createUploadUrls: 'files:write',
    setEdFlag: 'network:write',
    setEdActive: 'network:write',
    requestEdContractSignature: 'network:write',
    createBanner: 'marketing:write',
    updateBanner: 'marketing:write',
    deleteBanner: 'marketing:write',
    swapBanners: 'marketing:write',
    createTrafficTag: 'marketing:write',
    updateTrafficTag: 'marketing:write',
    deleteTrafficTag: 'marketing:write',
    createProductLink: 'products:write',
    updateProductLink: 'products:write',
    // A shop or a unit's system validating a customer's voucher; an affiliate's conversion.
    convertPoints: 'points:write',
    useVoucher: 'points:write',
    closeBilling: 'holding:write',
    createCycle: 'holding:write',
    createTrainingCategory: 'training:write',
    editTrainingCategory: 'training:write',
    moveTrainingCategory: 'training:write',
    deleteTrainingCategory: 'training:write',
    addTrainingFile: 'training:write',
    addTrainingVideo: 'training:write',
    editTrainingAttachment: 'training:write',
    moveTrainingAttachment: 'training:write',
    deleteTrainingAttachment: 'training:write',
    registerSale: 'sales:write',
    pollCampaigns: 'sales:write',
  },
} as const satisfies {
  Query: Partial<Record<RootFields<Query>, ApiScope | null>>;
  Mutation: Partial<Record<RootFields<Mutation>, ApiScope | null>>;
};

/**
 * The root fields no API client may use, whatever its scopes (docs/integrators.md §3): a person's
 * own acts. Sign-in and sessions, key and webhook management, the registration (done signed out,
 * its session token the credential), the profile's edits and password, and joining the points
 * programme (a person accepts its terms and confirms a code sent to them). Every root field is
 * either here or in ROOT_FIELD_SCOPES (scopes.test.ts), so a new field must choose.
 */
export const PERSON_ONLY_FIELDS = {
  Query: [
    'apiClients',
    'webhookSubscriptions',
    'webhookDeliveries',
    'accreditationSession',
    'accreditationAgent',
    // The holding's and admin's management screens and the agent's influencers: kept for people
    // until an integrator needs them (no scope grantable by agents exists).
    'cycleGoals',
    'holdingHistory',
    'systemConfigs',
    'managedUnits',
    'managedUnit',
    'massChanges',
    'massChange',
    'influencers',
    'influencer',
    'producers',
    'managedProducts',
    'managedProduct',
  ],
  Mutation: [
    'login',
    'requestPasswordReset',
    'changePassword',
    'renewSession',
    'createApiClient',
    'revokeApiClient',
    'createWebhookSubscription',
    'deleteWebhookSubscription',
    'replayWebhookDelivery',
    'startAccreditation',
    'verifyAccreditationCode',
    'resendAccreditationCode',
    'setAccreditationPassword',
    'setAccreditationCnpj',
    'setAccreditationBankDetails',
    'setBankDetails',
    'updateMyContact',
    'changeMyPassword',
    'requestContract',
    'joinPointsProgramme',
    'signPointsProgramme',
    'resendPointsCode',
    'validatePointsCode',
    'updateUnitGoals',
    'saveUnit',
    'startMassChange',
    'createProducer',
    'updateProducer',
    'createManagedProduct',
    'updateManagedProduct',
    'convertCommissionsToPoints',
  ],
} as const satisfies {
  Query: readonly RootFields<Query>[];
  Mutation: readonly RootFields<Mutation>[];
};

export type ScopeTable = Readonly<Record<string, Readonly<Record<string, string | null>>>>;

const KNOWN_ROLES: ReadonlySet<string> = new Set(Object.values(ROLE_BY_FLAG));

/** The roles of the viewer come from upstream GET /me (loaded once per request), not from the JWT. */
async function viewerRoles(context: Context): Promise<readonly Role[]> {
  return rolesFromText((await context.loaders.viewer.load(VIEWER)).roles);
}

/** Throws UNAUTHENTICATED unless the rule is public or the request carries a verified token. */
export function assertAuthenticated(rule: AccessRule, context: Context): void {
  if (rule === 'public') return;
  const { auth } = context;
  if (auth.status === 'anonymous') throw gatewayError('UNAUTHENTICATED', ERROR_TEXT.unauthenticated);
  if (auth.status === 'rejected') throw auth.error;
}

/**
 * Throws FORBIDDEN when the request comes from an API client whose token lacks the field's scope
 * (or the field has none: default-deny). A person's own session is not concerned.
 */
export function assertScope(scope: string | null | undefined, context: Context): void {
  const { auth } = context;
  if (auth.status !== 'verified' || !auth.viewer.client) return;
  if (!scope || !scopeSatisfies(auth.viewer.client.scopes, scope)) {
    throw gatewayError('FORBIDDEN', ERROR_TEXT.forbidden);
  }
}

/** Throws FORBIDDEN unless a role-list rule finds one of its roles in the viewer's (GET /me). */
export async function assertRoles(rule: AccessRule, context: Context): Promise<void> {
  if (rule === 'public' || rule === 'authenticated') return;
  const roles = await viewerRoles(context);
  if (!rule.some((role) => roles.includes(role))) throw gatewayError('FORBIDDEN', ERROR_TEXT.forbidden);
}

/** Throws UNAUTHENTICATED or FORBIDDEN unless the request may use a field with `rule`. */
export async function assertAllowed(rule: AccessRule, context: Context): Promise<void> {
  assertAuthenticated(rule, context);
  await assertRoles(rule, context);
}

const ruleFor = <T>(
  rules: Readonly<Record<string, Readonly<Record<string, T>>>>,
  typeName: string,
  fieldName: string,
): T | undefined => {
  const fields = Object.hasOwn(rules, typeName) ? rules[typeName] : undefined;
  return fields && Object.hasOwn(fields, fieldName) ? fields[fieldName] : undefined;
};

function checkTable(schema: GraphQLSchema, rules: RuleTable, scopes: ScopeTable): void {
  for (const [typeName, fields] of Object.entries(scopes)) {
    for (const [fieldName, scope] of Object.entries(fields)) {
      if (ruleFor(rules, typeName, fieldName) === undefined) {
        throw new Error(`Scope for ${typeName}.${fieldName}, which has no role rule`);
      }
      if (scope !== null && !isApiScope(scope))
        throw new Error(`Unknown scope ${scope} for ${typeName}.${fieldName}`);
    }
  }
  const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()];
  for (const [typeName, fields] of Object.entries(rules)) {
    const root = roots.find((type) => type?.name === typeName);
    if (!root) throw new Error(`Role rules name "${typeName}", which is not a root type of the schema`);
    for (const [fieldName, rule] of Object.entries(fields)) {
      if (!root.getFields()[fieldName]) {
        throw new Error(`Role rule for ${typeName}.${fieldName}, which the schema does not have`);
      }
      if (Array.isArray(rule) && (rule.length === 0 || !rule.every((role) => KNOWN_ROLES.has(role)))) {
        throw new Error(`Role rule for ${typeName}.${fieldName} must list known roles`);
      }
    }
  }
}

/**
 * Returns the schema with every root resolver guarded by its rule; throws on a missing rule.
 * `validators` (Mutation field → input check) run after the token check, before the role lookup.
 */
export function applyRoleRules(
  schema: GraphQLSchema,
  rules: RuleTable = ROOT_FIELD_RULES,
  validators: ReadonlyMap<string, ArgsValidator> = new Map(),
  // A rule table of a test's own comes without scopes: every API client is then refused.
  scopes: ScopeTable = rules === ROOT_FIELD_RULES ? ROOT_FIELD_SCOPES : {},
): GraphQLSchema {
  checkTable(schema, rules, scopes);
  return mapSchema(schema, {
    [MapperKind.ROOT_FIELD]: (fieldConfig, fieldName, typeName) => {
      const rule = ruleFor(rules, typeName, fieldName);
      if (rule === undefined) {
        throw new Error(
          `Root field ${typeName}.${fieldName} has no rule in gateway/src/auth/rules.ts (default-deny)`,
        );
      }
      const scope = ruleFor(scopes, typeName, fieldName);
      const validate = typeName === schema.getMutationType()?.name ? validators.get(fieldName) : undefined;
      const guard =
        (next: GraphQLFieldResolver<unknown, Context>): GraphQLFieldResolver<unknown, Context> =>
        async (source, args, context, info) => {
          assertAuthenticated(rule, context);
          assertScope(scope, context);
          const checked = validate ? await validate(args) : args;
          await assertRoles(rule, context);
          return next(source, checked, context, info);
        };
      return {
        ...fieldConfig,
        resolve: guard(fieldConfig.resolve ?? defaultFieldResolver),
        subscribe: fieldConfig.subscribe && guard(fieldConfig.subscribe),
      };
    },
  });
}
