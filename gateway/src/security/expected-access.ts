/**
 * Who may call what, as reviewed against docs/product.md §1.4: the expected outcome of every Query and
 * Mutation field for an anonymous caller and for each demo account. This is the data the
 * authorisation matrix test (authz-matrix.integration.test.ts) checks over HTTP against the real
 * gateway and upstream; it is written independently of auth/rules.ts on purpose, so a slip in the
 * rule table shows up as a difference here.
 *
 * 'ok' means the caller gets past authorisation (the call may still fail for a business reason,
 * such as an unknown id); the other outcomes are the error code the caller must get. A root field
 * with no row here fails the test, and so does a row naming a field the schema does not have.
 */

/** The callers, in the column order of the rows below. */
export const CALLERS = [
  'anonymous',
  'afiliado',
  'agente',
  'unidade',
  'produtor',
  'holding',
  'admin',
  'multi',
] as const;

export type Caller = (typeof CALLERS)[number];
export type Outcome = 'ok' | 'UNAUTHENTICATED' | 'FORBIDDEN';

/** Login of each demo caller (password Portal@2026); roles in the comment of each. */
export const DEMO_USERNAMES: Readonly<Record<Exclude<Caller, 'anonymous'>, string>> = {
  afiliado: 'afiliado@demo.com.br', // AFFILIATED
  agente: 'agente@demo.com.br', // AGENT (affiliate side and branch side)
  unidade: 'unidade@demo.com.br', // BRANCH "Unidade Fortaleza Centro"
  produtor: 'produtor@demo.com.br', // PRODUCER
  holding: 'holding@demo.com.br', // HOLDING
  admin: 'admin@demo.com.br', // ADMIN
  multi: 'multi@demo.com.br', // AFFILIATED and BRANCH "Unidade Fortaleza Aldeota"
};

const ok = 'ok';
const UN = 'UNAUTHENTICATED';
const NO = 'FORBIDDEN';

type Row = readonly [Outcome, Outcome, Outcome, Outcome, Outcome, Outcome, Outcome, Outcome];

// biome-ignore format: the rows are a table, one column per caller
const ROWS: Readonly<Record<string, Row>> = {
  //                            anonymous afiliado agente unidade produtor holding admin multi
  'Query.me':                   [UN,       ok,      ok,    ok,     ok,      ok,     ok,   ok],
  'Query.notifications':        [UN,       ok,      ok,    ok,     ok,      ok,     ok,   ok],
  // Notificação ED: admin, holding.
  'Query.edNotifications':      [UN,       NO,      NO,    NO,     NO,      ok,     ok,   NO],
  // Vendas e Faturamento and dashboards: affiliate, branch, agent; holding sees Faturamento.
  'Query.finance':              [UN,       ok,      ok,    ok,     NO,      ok,     NO,   ok],
  // Plano de carreira: affiliate, branch, holding, agent.
  'Query.careerPlan':           [UN,       ok,      ok,    ok,     NO,      ok,     NO,   ok],
  // Pontos e Vouchers: affiliate only (agents are not affiliates here; the flag is on).
  'Query.pointsAndVouchers':    [UN,       ok,      NO,    NO,     NO,      NO,     NO,   ok],
  // Gerenciador de Vouchers: holding, producer, branch (docs/product.md §1.4: branch and
  // producer "vouchers").
  'Query.managedVouchers':      [UN,       NO,      NO,    ok,     ok,      ok,     NO,   ok],
  // Gerenciador de EDs (branch: its unit's EDs) and Gerenciador ED (holding, admin: the network).
  // multi@ is a branch too; the agent's agency has influencers, not EDs.
  'Query.eds':                  [UN,       NO,      NO,    ok,     NO,      ok,     ok,   ok],
  // ED details behind a row of either list: the same managers (a branch only its unit's, by scope).
  'Query.ed':                   [UN,       NO,      NO,    ok,     NO,      ok,     ok,   ok],
  // Notas Fiscais: holding, branch, producer (multi is a branch; agents and admin are not listed).
  'Query.invoices':             [UN,       NO,      NO,    ok,     ok,      ok,     NO,   ok],
  // Batch invoice generation (docs/product.md §11.1): holding and admin; a branch cannot.
  'Query.invoiceGeneration':    [UN,       NO,      NO,    NO,     NO,      ok,     ok,   NO],
  // Gerenciador de Banner: holding; the dashboard's active banners: anyone signed in.
  'Query.banners':              [UN,       NO,      NO,    NO,     NO,      ok,     NO,   NO],
  'Query.activeBanners':        [UN,       ok,      ok,    ok,     ok,      ok,     ok,   ok],
  // Tráfego Pago: admin; the enabled ids are public (what product pages would load).
  'Query.trafficTags':          [UN,       NO,      NO,    NO,     NO,      NO,     ok,   NO],
  'Query.publicTrafficTags':    [ok,       ok,      ok,    ok,     ok,      ok,     ok,   ok],
  // Seus produtos (docs/product.md §10.1): affiliate and agent; multi@ is an affiliate too.
  'Query.promotableProducts':   [UN,       ok,      ok,    NO,     NO,      NO,     NO,   ok],
  'Query.promotableProduct':    [UN,       ok,      ok,    NO,     NO,      NO,     NO,   ok],
  // Suas vendas: admin, branch, holding, agent (multi@ is a branch).
  'Query.managedSales':         [UN,       NO,      ok,    ok,     NO,      ok,     ok,   ok],
  // Status Faturamento (docs/product.md §1.4): holding and admin; a branch or producer sees no bills here.
  'Query.holdingBills':         [UN,       NO,      NO,    NO,     NO,      ok,     ok,   NO],
  'Query.holdingBillStats':     [UN,       NO,      NO,    NO,     NO,      ok,     ok,   NO],
  // Ciclos Comerciais / Ciclos Financeiros (docs/product.md §1.4): holding only.
  'Query.holdingCycles':        [UN,       NO,      NO,    NO,     NO,      ok,     NO,   NO],
  // Relatórios (docs/product.md §1.4): holding and branch (multi@ is a branch; its unit only, by upstream's scope).
  'Query.salesReport':          [UN,       NO,      NO,    ok,     NO,      ok,     NO,   ok],
  // Integração (docs/product.md §1.4): admin and holding.
  'Query.payeeIntegrations':    [UN,       NO,      NO,    NO,     NO,      ok,     ok,   NO],
  'Query.billsIntegrationUrl':  [UN,       NO,      NO,    NO,     NO,      ok,     ok,   NO],
  // Public: the login and password-recovery pages are used signed out.
  'Mutation.login':             [ok,       ok,      ok,    ok,     ok,      ok,     ok,   ok],
  'Mutation.requestPasswordReset': [ok,    ok,      ok,    ok,     ok,      ok,     ok,   ok],
  'Mutation.changePassword':    [ok,       ok,      ok,    ok,     ok,      ok,     ok,   ok],
  // Staying signed in: any signed-in user renews their own session, nobody else's.
  'Mutation.renewSession':      [UN,       ok,      ok,    ok,     ok,      ok,     ok,   ok],
  // Everyone deletes their own notifications (the bell).
  'Mutation.deleteNotification': [UN,      ok,      ok,    ok,     ok,      ok,     ok,   ok],
  'Mutation.sendEdNotification': [UN,      NO,      NO,    NO,     NO,      ok,     ok,   NO],
  'Mutation.deleteEdNotification': [UN,    NO,      NO,    NO,     NO,      ok,     ok,   NO],
  // Billing details' send/issue buttons: holding reads bills but does not send invoices.
  'Mutation.uploadInvoice':     [UN,       ok,      ok,    ok,     NO,      NO,     NO,   ok],
  'Mutation.generateInvoice':   [UN,       ok,      ok,    ok,     NO,      NO,     NO,   ok],
  'Mutation.startInvoiceGeneration': [UN,  NO,      NO,    NO,     NO,      ok,     ok,   NO],
  // Signed uploads (docs/product.md §9.4): holding manages banners and products, admin the platform.
  'Mutation.createUploadUrls':  [UN,       NO,      NO,    NO,     NO,      ok,     ok,   NO],
  // ED details toggles and enable/disable: the ED managers (a branch for its own unit's EDs).
  'Mutation.setEdFlag':         [UN,       NO,      NO,    ok,     NO,      ok,     ok,   ok],
  'Mutation.setEdActive':       [UN,       NO,      NO,    ok,     NO,      ok,     ok,   ok],
  // ED details' contract-sign: the ED managers (upstream holds a branch to its unit's EDs).
  'Mutation.requestEdContractSignature': [UN, NO,   NO,    ok,     NO,      ok,     ok,   ok],
  'Mutation.createBanner':      [UN,       NO,      NO,    NO,     NO,      ok,     NO,   NO],
  'Mutation.updateBanner':      [UN,       NO,      NO,    NO,     NO,      ok,     NO,   NO],
  'Mutation.deleteBanner':      [UN,       NO,      NO,    NO,     NO,      ok,     NO,   NO],
  'Mutation.swapBanners':       [UN,       NO,      NO,    NO,     NO,      ok,     NO,   NO],
  'Mutation.createTrafficTag':  [UN,       NO,      NO,    NO,     NO,      NO,     ok,   NO],
  'Mutation.updateTrafficTag':  [UN,       NO,      NO,    NO,     NO,      NO,     ok,   NO],
  'Mutation.deleteTrafficTag':  [UN,       NO,      NO,    NO,     NO,      NO,     ok,   NO],
  // Seus produtos: affiliates and agents make and rename their own links.
  'Mutation.createProductLink': [UN,       ok,      ok,    NO,     NO,      NO,     NO,   ok],
  'Mutation.updateProductLink': [UN,       ok,      ok,    NO,     NO,      NO,     NO,   ok],
  // Chaves de API (docs/integrators.md): the integrating profiles producer, branch, holding, admin.
  'Query.apiClients':           [UN,       NO,      NO,    ok,     ok,      ok,     ok,   ok],
  'Mutation.createApiClient':   [UN,       NO,      NO,    ok,     ok,      ok,     ok,   ok],
  'Mutation.revokeApiClient':   [UN,       NO,      NO,    ok,     ok,      ok,     ok,   ok],
  // Webhooks of those keys (docs/integrators.md §7): the same profiles; never an API client itself.
  'Query.webhookSubscriptions': [UN,       NO,      NO,    ok,     ok,      ok,     ok,   ok],
  'Query.webhookDeliveries':    [UN,       NO,      NO,    ok,     ok,      ok,     ok,   ok],
  'Mutation.createWebhookSubscription': [UN, NO,    NO,    ok,     ok,      ok,     ok,   ok],
  'Mutation.deleteWebhookSubscription': [UN, NO,    NO,    ok,     ok,      ok,     ok,   ok],
  'Mutation.replayWebhookDelivery': [UN,   NO,      NO,    ok,     ok,      ok,     ok,   ok],
  // Accreditation (docs/product.md §3.1): registration and its lookups are public.
  // Meu Perfil (docs/product.md §3.3): affiliate and agent (multi is an affiliate).
  'Query.myProfile':            [UN,       ok,      ok,    NO,     NO,      NO,     NO,   ok],
  'Mutation.setBankDetails':    [UN,       ok,      ok,    NO,     NO,      NO,     NO,   ok],
  'Query.accreditationSession': [ok,       ok,      ok,    ok,     ok,      ok,     ok,   ok],
  'Query.accreditationAgent':   [ok,       ok,      ok,    ok,     ok,      ok,     ok,   ok],
  'Query.banks':                [ok,       ok,      ok,    ok,     ok,      ok,     ok,   ok],
  'Query.brazilianStates':      [ok,       ok,      ok,    ok,     ok,      ok,     ok,   ok],
  'Query.postalAddress':        [ok,       ok,      ok,    ok,     ok,      ok,     ok,   ok],
  'Mutation.startAccreditation': [ok,      ok,      ok,    ok,     ok,      ok,     ok,   ok],
  'Mutation.verifyAccreditationCode': [ok, ok,      ok,    ok,     ok,      ok,     ok,   ok],
  'Mutation.resendAccreditationCode': [ok, ok,      ok,    ok,     ok,      ok,     ok,   ok],
  'Mutation.setAccreditationPassword': [ok, ok,     ok,    ok,     ok,      ok,     ok,   ok],
  'Mutation.setAccreditationCnpj': [ok,    ok,      ok,    ok,     ok,      ok,     ok,   ok],
  'Mutation.setAccreditationBankDetails': [ok, ok,  ok,    ok,     ok,      ok,     ok,   ok],
  'Mutation.updateMyContact':   [UN,       ok,      ok,    NO,     NO,      NO,     NO,   ok],
  'Mutation.changeMyPassword':  [UN,       ok,      ok,    NO,     NO,      NO,     NO,   ok],
  'Mutation.requestContract':   [UN,       ok,      ok,    NO,     NO,      NO,     NO,   ok],
  // Pontos e Vouchers (affiliates): converting points and confirming the membership code.
  'Mutation.convertPoints':     [UN,       ok,      NO,    NO,     NO,      NO,     NO,   ok],
  'Mutation.validatePointsCode': [UN,      ok,      NO,    NO,     NO,      NO,     NO,   ok],
  // Joining: affiliates (user), branch users (their unit, the ED programme), the holding.
  'Mutation.joinPointsProgramme': [UN,     ok,      NO,    ok,     NO,      ok,     NO,   ok],
  'Mutation.signPointsProgramme': [UN,     ok,      NO,    NO,     NO,      NO,     NO,   ok],
  'Mutation.resendPointsCode':  [UN,       ok,      NO,    NO,     NO,      NO,     NO,   ok],
  // Gerenciador de Vouchers: holding, producer, branch use vouchers with their secret.
  'Mutation.useVoucher':        [UN,       NO,      NO,    ok,     ok,      ok,     NO,   ok],
  // Status Faturamento: closing a bill (holding, admin).
  'Mutation.closeBilling':      [UN,       NO,      NO,    NO,     NO,      ok,     ok,   NO],
  // Creating the next cycle: holding only.
  'Mutation.createCycle':       [UN,       NO,      NO,    NO,     NO,      ok,     NO,   NO],
  // Material de Apoio: affiliate, branch, holding, agent read (multi is affiliate and branch);
  // only holding manages the library and lists the move targets.
  'Query.trainingLibrary':      [UN,       ok,      ok,    ok,     NO,      ok,     NO,   ok],
  'Query.trainingCategories':   [UN,       NO,      NO,    NO,     NO,      ok,     NO,   NO],
  'Mutation.createTrainingCategory': [UN,  NO,      NO,    NO,     NO,      ok,     NO,   NO],
  'Mutation.editTrainingCategory': [UN,    NO,      NO,    NO,     NO,      ok,     NO,   NO],
  'Mutation.moveTrainingCategory': [UN,    NO,      NO,    NO,     NO,      ok,     NO,   NO],
  'Mutation.deleteTrainingCategory': [UN,  NO,      NO,    NO,     NO,      ok,     NO,   NO],
  'Mutation.addTrainingFile':   [UN,       NO,      NO,    NO,     NO,      ok,     NO,   NO],
  'Mutation.addTrainingVideo':  [UN,       NO,      NO,    NO,     NO,      ok,     NO,   NO],
  'Mutation.editTrainingAttachment': [UN,  NO,      NO,    NO,     NO,      ok,     NO,   NO],
  'Mutation.moveTrainingAttachment': [UN,  NO,      NO,    NO,     NO,      ok,     NO,   NO],
  'Mutation.deleteTrainingAttachment': [UN, NO,     NO,    NO,     NO,      ok,     NO,   NO],
  // Produtos (docs/product.md §10.3): holding only.
  'Query.managedProducts':      [UN,       NO,      NO,    NO,     NO,      ok,     NO,   NO],
  'Query.managedProduct':       [UN,       NO,      NO,    NO,     NO,      ok,     NO,   NO],
  'Mutation.createManagedProduct': [UN,    NO,      NO,    NO,     NO,      ok,     NO,   NO],
  'Mutation.updateManagedProduct': [UN,    NO,      NO,    NO,     NO,      ok,     NO,   NO],
  // Gerenciador de produtores (§10.4): admin; the holding reads the list to pick a product's producer.
  'Query.producers':            [UN,       NO,      NO,    NO,     NO,      ok,     ok,   NO],
  'Mutation.createProducer':    [UN,       NO,      NO,    NO,     NO,      NO,     ok,   NO],
  'Mutation.updateProducer':    [UN,       NO,      NO,    NO,     NO,      NO,     ok,   NO],
  // Converter pontos: affiliate and branch (multi is both); the programme video for those who can
  // join (affiliate, branch, holding); a voucher by id for the Gerenciador de Vouchers users.
  'Query.pointsConversion':     [UN,       ok,      NO,    ok,     NO,      NO,     NO,   ok],
  // The programme video: who can join, and admins on the ED details.
  'Query.pointsProgrammeVideo': [UN,       ok,      NO,    ok,     NO,      ok,     ok,   ok],
  'Query.voucher':              [UN,       NO,      NO,    ok,     ok,      ok,     NO,   ok],
  'Mutation.convertCommissionsToPoints': [UN, ok,   NO,    ok,     NO,      NO,     NO,   ok],
  // The viewer's own programme membership: anyone signed in (NOT_AFFILIATE without one).
  'Query.pointsMembership':     [UN,       ok,      ok,    ok,     ok,      ok,     ok,   ok],
  // A cycle's goal details and Gerenciador de metas: holding only; the history: holding, admin;
  // the system configs: any signed-in user. Person-only: no API-client scope.
  'Query.cycleGoals':           [UN,       NO,      NO,    NO,     NO,      ok,     NO,   NO],
  'Query.holdingHistory':       [UN,       NO,      NO,    NO,     NO,      ok,     ok,   NO],
  'Query.systemConfigs':        [UN,       ok,      ok,    ok,     ok,      ok,     ok,   ok],
  'Mutation.updateUnitGoals':   [UN,       NO,      NO,    NO,     NO,      ok,     NO,   NO],
  // Gerenciador de Unidades and Alteração em massa (docs/product.md §1.4): holding only.
  'Query.managedUnits':         [UN,       NO,      NO,    NO,     NO,      ok,     NO,   NO],
  'Query.managedUnit':          [UN,       NO,      NO,    NO,     NO,      ok,     NO,   NO],
  'Query.massChanges':          [UN,       NO,      NO,    NO,     NO,      ok,     NO,   NO],
  'Query.massChange':           [UN,       NO,      NO,    NO,     NO,      ok,     NO,   NO],
  'Mutation.saveUnit':          [UN,       NO,      NO,    NO,     NO,      ok,     NO,   NO],
  'Mutation.startMassChange':   [UN,       NO,      NO,    NO,     NO,      ok,     NO,   NO],
  // Acompanhamento de vendas (docs/product.md §10.2): producer, holding, branch, agent and admin;
  // multi@ is a branch too. Upstream scopes the rows (a producer its products, a branch its unit).
  'Query.salesTracking':        [UN,       NO,      ok,    ok,     ok,      ok,     ok,   ok],
  'Query.salesBySeller':        [UN,       NO,      ok,    ok,     ok,      ok,     ok,   ok],
  // A sale's details: every signed-in role but none; upstream answers another's sale as missing.
  'Query.sale':                 [UN,       ok,      ok,    ok,     ok,      ok,     ok,   ok],
  // Registering a sale (docs/integrators.md): producer (its products), holding, admin.
  'Mutation.registerSale':      [UN,       NO,      NO,    NO,     ok,      ok,     ok,   NO],
  // Notificação ED's audience picker: admin, holding.
  'Query.edNotificationUnits':  [UN,       NO,      NO,    NO,     NO,      ok,     ok,   NO],
  // Influenciadores: the agent only.
  'Query.influencers':          [UN,       NO,      ok,    NO,     NO,      NO,     NO,   NO],
  'Query.influencer':           [UN,       NO,      ok,    NO,     NO,      NO,     NO,   NO],
  // Acompanhamento de vendas' Salesforce errors and campaigns poll: holding and admin only (a
  // producer cannot fix a campaign or a code in the CRM; docs/product.md §10.2).
  'Query.salesforceErrors':     [UN,       NO,      NO,    NO,     NO,      ok,     ok,   NO],
  'Query.campaignPoll':         [UN,       NO,      NO,    NO,     NO,      ok,     ok,   NO],
  'Mutation.pollCampaigns':     [UN,       NO,      NO,    NO,     NO,      ok,     ok,   NO],
};

/**
 * API clients (docs/integrators.md) as callers: a key of a demo owner holding some scopes. Their
 * outcome is the owner's AND the scope's; a field not listed in CLIENT_ROWS must be FORBIDDEN to
 * every client (default-deny: sign-in, sessions, key management, and any field not yet scoped).
 */
export const CLIENT_CALLERS = {
  // A producer's shop reading its vouchers: read-only.
  'produtor-leitura': { owner: 'produtor', scopes: ['points:read', 'profile:read'] },
  // The holding's ERP: writes finance, notifications, files, banners, its bills and cycles and the
  // training library; reads the network (not network:write), sales and the reference lookups.
  'holding-escrita': {
    owner: 'holding',
    scopes: [
      'profile:read',
      'finance:write',
      'notifications:write',
      'network:read',
      'files:write',
      'marketing:write',
      'sales:read',
      'holding:write',
      'training:write',
      'reference:read',
    ],
  },
} as const satisfies Record<string, { owner: Exclude<Caller, 'anonymous'>; scopes: readonly string[] }>;

export type ClientCaller = keyof typeof CLIENT_CALLERS;

// biome-ignore format: the rows are a table, one column per client caller
const CLIENT_ROWS: Readonly<Record<string, readonly [Outcome, Outcome]>> = {
  //                               produtor-leitura holding-escrita
  'Query.me':                      [ok,             ok],
  'Query.notifications':           [NO,             ok],
  'Query.edNotifications':         [NO,             ok],
  'Query.finance':                 [NO,             ok],
  'Query.careerPlan':              [NO,             ok],
  // points:read is held, but a producer is not an affiliate: the owner's role still decides.
  'Query.pointsAndVouchers':       [NO,             NO],
  'Query.managedVouchers':         [ok,             NO],
  'Query.eds':                     [NO,             ok],
  'Query.invoices':                [NO,             ok],
  'Query.invoiceGeneration':       [NO,             ok],
  'Query.salesReport':             [NO,             ok],
  'Query.payeeIntegrations':       [NO,             ok],
  'Query.billsIntegrationUrl':     [NO,             ok],
  'Mutation.deleteNotification':   [NO,             ok],
  'Mutation.sendEdNotification':   [NO,             ok],
  'Mutation.deleteEdNotification': [NO,             ok],
  // finance:write is held, but holding does not send invoices (its role rule).
  'Mutation.uploadInvoice':        [NO,             NO],
  'Mutation.generateInvoice':      [NO,             NO],
  'Mutation.startInvoiceGeneration': [NO,           ok],
  'Mutation.createUploadUrls':     [NO,             ok],
  // points:read: the producer's shop reads a voucher by id; neither owner converts points.
  'Query.voucher':                 [ok,             NO],
  'Query.pointsConversion':        [NO,             NO],
  'Query.pointsProgrammeVideo':    [NO,             ok],
  // profile:read, as `me`: each key reads its owner's membership (NOT_AFFILIATE for the producer).
  'Query.pointsMembership':        [ok,             ok],
  'Query.ed':                      [NO,             ok],
  // marketing:write covers marketing:read; Tráfego Pago is the admin's (the role rule).
  'Query.banners':                 [NO,             ok],
  'Query.activeBanners':           [NO,             ok],
  'Query.trafficTags':             [NO,             NO],
  'Query.publicTrafficTags':       [NO,             ok],
  'Query.managedSales':            [NO,             ok],
  // profile:read is held by both, but Meu Perfil is an affiliate's or an agent's.
  'Query.myProfile':               [NO,             NO],
  'Query.banks':                   [NO,             ok],
  'Query.brazilianStates':         [NO,             ok],
  'Query.postalAddress':           [NO,             ok],
  'Query.holdingBills':            [NO,             ok],
  'Query.holdingBillStats':        [NO,             ok],
  'Query.holdingCycles':           [NO,             ok],
  'Query.trainingLibrary':         [NO,             ok],
  'Query.trainingCategories':      [NO,             ok],
  // network:read only: the ED flags need network:write.
  'Mutation.setEdFlag':            [NO,             NO],
  'Mutation.setEdActive':          [NO,             NO],
  'Mutation.requestEdContractSignature': [NO,       NO],
  'Mutation.createBanner':         [NO,             ok],
  'Mutation.updateBanner':         [NO,             ok],
  'Mutation.deleteBanner':         [NO,             ok],
  'Mutation.swapBanners':          [NO,             ok],
  'Mutation.createTrafficTag':     [NO,             NO],
  'Mutation.closeBilling':         [NO,             ok],
  'Mutation.createCycle':          [NO,             ok],
  'Mutation.createTrainingCategory': [NO,           ok],
  'Mutation.editTrainingCategory': [NO,             ok],
  'Mutation.moveTrainingCategory': [NO,             ok],
  'Mutation.deleteTrainingCategory': [NO,           ok],
  'Mutation.addTrainingFile':      [NO,             ok],
  'Mutation.addTrainingVideo':     [NO,             ok],
  'Mutation.editTrainingAttachment': [NO,           ok],
  'Mutation.moveTrainingAttachment': [NO,           ok],
  'Mutation.deleteTrainingAttachment': [NO,         ok],
  // A person's own acts (PERSON_ONLY_FIELDS) are refused to every key, whatever its scopes.
  'Mutation.updateMyContact':      [NO,             NO],
  'Mutation.joinPointsProgramme':  [NO,             NO],
  // The ERP's sales:read opens the sales screens' fields; sales:write is held by neither key.
  'Query.salesTracking':           [NO,             ok],
  'Query.sale':                    [NO,             ok],
  'Query.salesBySeller':           [NO,             ok],
  'Mutation.registerSale':         [NO,             NO],
  'Query.edNotificationUnits':     [NO,             ok],
  // Person-only (no client scope opens them).
  'Query.influencers':             [NO,             NO],
  'Query.influencer':              [NO,             NO],
  // The ERP's sales:read reads the Salesforce errors and the last poll; polling needs sales:write.
  'Query.salesforceErrors':        [NO,             ok],
  'Query.campaignPoll':            [NO,             ok],
  'Mutation.pollCampaigns':        [NO,             NO],
};

const CLIENT_COLUMNS = Object.keys(CLIENT_CALLERS) as ClientCaller[];

/** The reviewed outcome of `field` for an API client caller; FORBIDDEN unless listed. */
export const expectedClientAccess = (field: string, caller: ClientCaller): Outcome => {
  const row = Object.hasOwn(CLIENT_ROWS, field) ? CLIENT_ROWS[field] : undefined;
  return row?.[CLIENT_COLUMNS.indexOf(caller)] ?? NO;
};

/** `EXPECTED_ACCESS['Query.finance'].produtor === 'FORBIDDEN'`. */
export const EXPECTED_ACCESS: Readonly<Record<string, Readonly<Record<Caller, Outcome>>>> =
  Object.fromEntries(
    Object.entries(ROWS).map(([field, row]) => [
      field,
      Object.fromEntries(CALLERS.map((caller, index) => [caller, row[index]])) as Record<Caller, Outcome>,
    ]),
  );
