/**
 * The reviewed outcome of each of finance's root fields for every demo caller and API-client caller
 * (security/access-outcomes.ts), written apart from access.ts on purpose: the authorisation matrix
 * tests check the real gateway against these rows, so a slip in a rule shows up as a difference.
 */
import { type ExpectedClientRows, type ExpectedRows, NO, ok, UN } from '../../security/access-outcomes.ts';

// biome-ignore format: the rows are a table, one column per caller
export const EXPECTED_ACCESS: ExpectedRows = {
  //                            anonymous afiliado agente unidade produtor holding admin multi
  // Vendas e Faturamento and dashboards: affiliate, branch, agent; holding sees Faturamento.
  'Query.finance':              [UN,       ok,      ok,    ok,     NO,      ok,     NO,   ok],
  // Plano de carreira: affiliate, branch, holding, agent.
  'Query.careerPlan':           [UN,       ok,      ok,    ok,     NO,      ok,     NO,   ok],
  // Notas Fiscais: holding, branch, producer (multi is a branch; agents and admin are not listed).
  'Query.invoices':             [UN,       NO,      NO,    ok,     ok,      ok,     NO,   ok],
  // Batch invoice generation (docs/product.md §11.1): holding and admin; a branch cannot.
  'Query.invoiceGeneration':    [UN,       NO,      NO,    NO,     NO,      ok,     ok,   NO],
  // Billing details' send/issue buttons: holding reads bills but does not send invoices.
  'Mutation.uploadInvoice':     [UN,       ok,      ok,    ok,     NO,      NO,     NO,   ok],
  // Issue #33: the dialog's check, by the same senders.
  'Mutation.checkInvoice':      [UN,       ok,      ok,    ok,     NO,      NO,     NO,   ok],
  'Mutation.generateInvoice':   [UN,       ok,      ok,    ok,     NO,      NO,     NO,   ok],
  'Mutation.startInvoiceGeneration': [UN,  NO,      NO,    NO,     NO,      ok,     ok,   NO],
};

/** API-client callers; a field not listed is FORBIDDEN to every client (default-deny). */
// biome-ignore format: the rows are a table, one column per client caller
export const EXPECTED_CLIENT_ACCESS: ExpectedClientRows = {
  //                               produtor-leitura holding-escrita
  'Query.finance':                 [NO,             ok],
  'Query.careerPlan':              [NO,             ok],
  // points:read is held, but a producer is not an affiliate: the owner's role still decides.
  'Query.invoices':                [NO,             ok],
  'Query.invoiceGeneration':       [NO,             ok],
  // finance:write is held, but holding does not send invoices (its role rule).
  'Mutation.uploadInvoice':        [NO,             NO],
  'Mutation.checkInvoice':         [NO,             NO],
  'Mutation.generateInvoice':      [NO,             NO],
  'Mutation.startInvoiceGeneration': [NO,           ok],
};
