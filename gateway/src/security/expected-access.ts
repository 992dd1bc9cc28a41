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
  // Notas Fiscais: holding, branch, producer (multi is a branch; agents and admin are not listed).
  'Query.invoices':             [UN,       NO,      NO,    ok,     ok,      ok,     NO,   ok],
  // Batch invoice generation (docs/product.md §11.1): holding and admin; a branch cannot.
  'Query.invoiceGeneration':    [UN,       NO,      NO,    NO,     NO,      ok,     ok,   NO],
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
};

/** `EXPECTED_ACCESS['Query.finance'].produtor === 'FORBIDDEN'`. */
export const EXPECTED_ACCESS: Readonly<Record<string, Readonly<Record<Caller, Outcome>>>> =
  Object.fromEntries(
    Object.entries(ROWS).map(([field, row]) => [
      field,
      Object.fromEntries(CALLERS.map((caller, index) => [caller, row[index]])) as Record<Caller, Outcome>,
    ]),
  );
