/**
 * The reviewed outcome of each of network's root fields for every demo caller and API-client caller
 * (security/access-outcomes.ts), written apart from access.ts on purpose: the authorisation matrix
 * tests check the real gateway against these rows, so a slip in a rule shows up as a difference.
 */
import { type ExpectedClientRows, type ExpectedRows, NO, ok, UN } from '../../security/access-outcomes.ts';

// biome-ignore format: the rows are a table, one column per caller
export const EXPECTED_ACCESS: ExpectedRows = {
  //                            anonymous afiliado agente unidade produtor holding admin multi
  // Gerenciador de EDs (branch: its unit's EDs) and Gerenciador ED (holding, admin: the network).
  // multi@ is a branch too; the agent's agency has influencers, not EDs.
  'Query.eds':                  [UN,       NO,      NO,    ok,     NO,      ok,     ok,   ok],
  // ED details behind a row of either list: the same managers (a branch only its unit's, by scope).
  'Query.ed':                   [UN,       NO,      NO,    ok,     NO,      ok,     ok,   ok],
  // ED details toggles and enable/disable: the ED managers (a branch for its own unit's EDs).
  'Mutation.setEdFlag':         [UN,       NO,      NO,    ok,     NO,      ok,     ok,   ok],
  'Mutation.setEdActive':       [UN,       NO,      NO,    ok,     NO,      ok,     ok,   ok],
  // ED details' contract-sign: the ED managers (upstream holds a branch to its unit's EDs).
  'Mutation.requestEdContractSignature': [UN, NO,   NO,    ok,     NO,      ok,     ok,   ok],
  // Gerenciador de Unidades and Alteração em massa (docs/product.md §1.4): holding only.
  'Query.managedUnits':         [UN,       NO,      NO,    NO,     NO,      ok,     NO,   NO],
  'Query.managedUnit':          [UN,       NO,      NO,    NO,     NO,      ok,     NO,   NO],
  'Query.massChanges':          [UN,       NO,      NO,    NO,     NO,      ok,     NO,   NO],
  'Query.massChange':           [UN,       NO,      NO,    NO,     NO,      ok,     NO,   NO],
  'Mutation.saveUnit':          [UN,       NO,      NO,    NO,     NO,      ok,     NO,   NO],
  'Mutation.startMassChange':   [UN,       NO,      NO,    NO,     NO,      ok,     NO,   NO],
  // Influenciadores: the agent only.
  'Query.influencers':          [UN,       NO,      ok,    NO,     NO,      NO,     NO,   NO],
  'Query.influencer':           [UN,       NO,      ok,    NO,     NO,      NO,     NO,   NO],
};

/** API-client callers; a field not listed is FORBIDDEN to every client (default-deny). */
// biome-ignore format: the rows are a table, one column per client caller
export const EXPECTED_CLIENT_ACCESS: ExpectedClientRows = {
  //                               produtor-leitura holding-escrita
  // points:read is held, but a producer is not an affiliate: the owner's role still decides.
  'Query.eds':                     [NO,             ok],
  // profile:read, as `me`: each key reads its owner's membership (NOT_AFFILIATE for the producer).
  'Query.ed':                      [NO,             ok],
  // network:read only: the ED flags need network:write.
  'Mutation.setEdFlag':            [NO,             NO],
  'Mutation.setEdActive':          [NO,             NO],
  'Mutation.requestEdContractSignature': [NO,       NO],
  // Person-only (no client scope opens them).
  'Query.influencers':             [NO,             NO],
  'Query.influencer':              [NO,             NO],
};
