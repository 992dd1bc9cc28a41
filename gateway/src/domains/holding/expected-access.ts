/**
 * The reviewed outcome of each of holding's root fields for every demo caller and API-client caller
 * (security/access-outcomes.ts), written apart from access.ts on purpose: the authorisation matrix
 * tests check the real gateway against these rows, so a slip in a rule shows up as a difference.
 */
import { type ExpectedClientRows, type ExpectedRows, NO, ok, UN } from '../../security/access-outcomes.ts';

// biome-ignore format: the rows are a table, one column per caller
export const EXPECTED_ACCESS: ExpectedRows = {
  //                            anonymous afiliado agente unidade produtor holding admin multi
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
  // Status Faturamento: closing a bill (holding, admin).
  'Mutation.closeBilling':      [UN,       NO,      NO,    NO,     NO,      ok,     ok,   NO],
  // Issue #33: approving a checked invoice, as closing (holding, admin).
  'Mutation.approveBillingInvoice': [UN,   NO,      NO,    NO,     NO,      ok,     ok,   NO],
  // Registrar pagamento: as closing (holding, admin).
  'Mutation.recordBillPayment': [UN,       NO,      NO,    NO,     NO,      ok,     ok,   NO],
  // Creating the next cycle: holding only.
  'Mutation.createCycle':       [UN,       NO,      NO,    NO,     NO,      ok,     NO,   NO],
  // A cycle's goal details and Gerenciador de metas: holding only; the history: holding, admin;
  // the system configs: any signed-in user. Person-only: no API-client scope.
  'Query.cycleGoals':           [UN,       NO,      NO,    NO,     NO,      ok,     NO,   NO],
  'Query.holdingHistory':       [UN,       NO,      NO,    NO,     NO,      ok,     ok,   NO],
  'Query.systemConfigs':        [UN,       ok,      ok,    ok,     ok,      ok,     ok,   ok],
  'Mutation.updateUnitGoals':   [UN,       NO,      NO,    NO,     NO,      ok,     NO,   NO],
};

/** API-client callers; a field not listed is FORBIDDEN to every client (default-deny). */
// biome-ignore format: the rows are a table, one column per client caller
export const EXPECTED_CLIENT_ACCESS: ExpectedClientRows = {
  //                               produtor-leitura holding-escrita
  // points:read is held, but a producer is not an affiliate: the owner's role still decides.
  'Query.salesReport':             [NO,             ok],
  'Query.payeeIntegrations':       [NO,             ok],
  'Query.billsIntegrationUrl':     [NO,             ok],
  // profile:read is held by both, but Meu Perfil is an affiliate's or an agent's.
  'Query.holdingBills':            [NO,             ok],
  'Query.holdingBillStats':        [NO,             ok],
  'Query.holdingCycles':           [NO,             ok],
  // network:read only: the ED flags need network:write.
  'Mutation.closeBilling':         [NO,             ok],
  'Mutation.approveBillingInvoice': [NO,            ok],
  'Mutation.recordBillPayment':    [NO,             ok],
  'Mutation.createCycle':          [NO,             ok],
};
