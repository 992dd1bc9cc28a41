/**
 * The reviewed outcome of each of products's root fields for every demo caller and API-client caller
 * (security/access-outcomes.ts), written apart from access.ts on purpose: the authorisation matrix
 * tests check the real gateway against these rows, so a slip in a rule shows up as a difference.
 */
import { type ExpectedClientRows, type ExpectedRows, NO, ok, UN } from '../../security/access-outcomes.ts';

// biome-ignore format: the rows are a table, one column per caller
export const EXPECTED_ACCESS: ExpectedRows = {
  //                            anonymous afiliado agente unidade produtor holding admin multi
  // Seus produtos (docs/product.md §10.1): affiliate and agent; multi@ is an affiliate too.
  'Query.promotableProducts':   [UN,       ok,      ok,    NO,     NO,      NO,     NO,   ok],
  'Query.promotableProduct':    [UN,       ok,      ok,    NO,     NO,      NO,     NO,   ok],
  // Suas vendas: admin, branch, holding, agent (multi@ is a branch).
  'Query.managedSales':         [UN,       NO,      ok,    ok,     NO,      ok,     ok,   ok],
  // Seus produtos: affiliates and agents make, rename and deactivate their own links.
  'Mutation.createProductLink': [UN,       ok,      ok,    NO,     NO,      NO,     NO,   ok],
  'Mutation.updateProductLink': [UN,       ok,      ok,    NO,     NO,      NO,     NO,   ok],
  'Mutation.setProductLinkActive': [UN,    ok,      ok,    NO,     NO,      NO,     NO,   ok],
  // Produtos (docs/product.md §10.3): holding only.
  'Query.managedProducts':      [UN,       NO,      NO,    NO,     NO,      ok,     NO,   NO],
  'Query.managedProduct':       [UN,       NO,      NO,    NO,     NO,      ok,     NO,   NO],
  'Mutation.createManagedProduct': [UN,    NO,      NO,    NO,     NO,      ok,     NO,   NO],
  'Mutation.updateManagedProduct': [UN,    NO,      NO,    NO,     NO,      ok,     NO,   NO],
  // Acompanhamento de vendas (docs/product.md §10.2): producer, holding, branch, agent and admin;
  // multi@ is a branch too. Upstream scopes the rows (a producer its products, a branch its unit).
  'Query.salesTracking':        [UN,       NO,      ok,    ok,     ok,      ok,     ok,   ok],
  'Query.salesBySeller':        [UN,       NO,      ok,    ok,     ok,      ok,     ok,   ok],
  // A sale's details: every signed-in role but none; upstream answers another's sale as missing.
  'Query.sale':                 [UN,       ok,      ok,    ok,     ok,      ok,     ok,   ok],
  // Registering a sale (docs/integrators.md): producer (its products), holding, admin.
  'Mutation.registerSale':      [UN,       NO,      NO,    NO,     ok,      ok,     ok,   NO],
  // Acompanhamento de vendas' Salesforce errors and campaigns poll: holding and admin only (a
  // producer cannot fix a campaign or a code in the CRM; docs/product.md §10.2).
  'Query.salesforceErrors':     [UN,       NO,      NO,    NO,     NO,      ok,     ok,   NO],
  'Query.campaignPoll':         [UN,       NO,      NO,    NO,     NO,      ok,     ok,   NO],
  'Mutation.pollCampaigns':     [UN,       NO,      NO,    NO,     NO,      ok,     ok,   NO],
};

/** API-client callers; a field not listed is FORBIDDEN to every client (default-deny). */
// biome-ignore format: the rows are a table, one column per client caller
export const EXPECTED_CLIENT_ACCESS: ExpectedClientRows = {
  //                               produtor-leitura holding-escrita
  // marketing:write covers marketing:read; Tráfego Pago is the admin's (the role rule).
  'Query.managedSales':            [NO,             ok],
  // The ERP's sales:read opens the sales screens' fields; sales:write is held by neither key.
  'Query.salesTracking':           [NO,             ok],
  'Query.sale':                    [NO,             ok],
  'Query.salesBySeller':           [NO,             ok],
  'Mutation.registerSale':         [NO,             NO],
  // The ERP's sales:read reads the Salesforce errors and the last poll; polling needs sales:write.
  'Query.salesforceErrors':        [NO,             ok],
  'Query.campaignPoll':            [NO,             ok],
  'Mutation.pollCampaigns':        [NO,             NO],
};
