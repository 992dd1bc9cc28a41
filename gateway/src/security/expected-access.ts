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
  // Notificação ED's audience picker: admin, holding.
  'Query.edNotificationUnits':  [UN,       NO,      NO,    NO,     NO,      ok,     ok,   NO],
  // The ED list as CSV: as the list (holding, admin, a branch for its unit).
  'Query.edsCsv':               [UN,       NO,      NO,    ok,     NO,      ok,     ok,   ok],
  // Influenciadores: the agent only.
  'Query.influencers':          [UN,       NO,      ok,    NO,     NO,      NO,     NO,   NO],
  'Query.influencer':           [UN,       NO,      ok,    NO,     NO,      NO,     NO,   NO],
};

/**
 * API clients (docs/integrators.md) as callers: a key of a demo owner holding some scopes. Their
 * outcome is the owner's AND the scope's; a field not listed in CLIENT_ROWS must be FORBIDDEN to
 * every client (default-deny: sign-in, sessions, key management, and any field not yet scoped).
 */
export const CLIENT_CALLERS = {
  // A producer's shop reading its vouchers: read-only.
  'produtor-leitura': { owner: 'produtor', scopes: ['points:read', 'profile:read'] },
  // The holding's ERP: writes finance, notifications and files, reads the network.
  'holding-escrita': {
    owner: 'holding',
    scopes: ['profile:read', 'finance:write', 'notifications:write', 'network:read', 'files:write'],
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
  'Mutation.deleteNotification':   [NO,             ok],
  'Mutation.sendEdNotification':   [NO,             ok],
  'Mutation.deleteEdNotification': [NO,             ok],
  // finance:write is held, but holding does not send invoices (its role rule).
  'Mutation.uploadInvoice':        [NO,             NO],
  'Mutation.generateInvoice':      [NO,             NO],
  'Mutation.startInvoiceGeneration': [NO,           ok],
  'Mutation.createUploadUrls':     [NO,             ok],
  'Query.edNotificationUnits':     [NO,             ok],
  'Query.edsCsv':                  [NO,             ok],
  // Person-only (no client scope opens them).
  'Query.influencers':             [NO,             NO],
  'Query.influencer':              [NO,             NO],
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
