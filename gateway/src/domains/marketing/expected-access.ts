/**
 * The reviewed outcome of each of marketing's root fields for every demo caller and API-client caller
 * (security/access-outcomes.ts), written apart from access.ts on purpose: the authorisation matrix
 * tests check the real gateway against these rows, so a slip in a rule shows up as a difference.
 */
import { type ExpectedClientRows, type ExpectedRows, NO, ok, UN } from '../../security/access-outcomes.ts';

// biome-ignore format: the rows are a table, one column per caller
export const EXPECTED_ACCESS: ExpectedRows = {
  //                            anonymous afiliado agente unidade produtor holding admin multi
  // Gerenciador de Banner: holding; the dashboard's active banners: anyone signed in.
  'Query.banners':              [UN,       NO,      NO,    NO,     NO,      ok,     NO,   NO],
  'Query.activeBanners':        [UN,       ok,      ok,    ok,     ok,      ok,     ok,   ok],
  // Tráfego Pago: admin; the enabled ids are public (what product pages would load).
  'Query.trafficTags':          [UN,       NO,      NO,    NO,     NO,      NO,     ok,   NO],
  'Query.publicTrafficTags':    [ok,       ok,      ok,    ok,     ok,      ok,     ok,   ok],
  // ED details' contract-sign: the ED managers (upstream holds a branch to its unit's EDs).
  'Mutation.createBanner':      [UN,       NO,      NO,    NO,     NO,      ok,     NO,   NO],
  'Mutation.updateBanner':      [UN,       NO,      NO,    NO,     NO,      ok,     NO,   NO],
  'Mutation.deleteBanner':      [UN,       NO,      NO,    NO,     NO,      ok,     NO,   NO],
  'Mutation.swapBanners':       [UN,       NO,      NO,    NO,     NO,      ok,     NO,   NO],
  'Mutation.createTrafficTag':  [UN,       NO,      NO,    NO,     NO,      NO,     ok,   NO],
  'Mutation.updateTrafficTag':  [UN,       NO,      NO,    NO,     NO,      NO,     ok,   NO],
  'Mutation.deleteTrafficTag':  [UN,       NO,      NO,    NO,     NO,      NO,     ok,   NO],
};

/** API-client callers; a field not listed is FORBIDDEN to every client (default-deny). */
// biome-ignore format: the rows are a table, one column per client caller
export const EXPECTED_CLIENT_ACCESS: ExpectedClientRows = {
  //                               produtor-leitura holding-escrita
  // marketing:write covers marketing:read; Tráfego Pago is the admin's (the role rule).
  'Query.banners':                 [NO,             ok],
  'Query.activeBanners':           [NO,             ok],
  'Query.trafficTags':             [NO,             NO],
  'Query.publicTrafficTags':       [NO,             ok],
  // network:read only: the ED flags need network:write.
  'Mutation.createBanner':         [NO,             ok],
  'Mutation.updateBanner':         [NO,             ok],
  'Mutation.deleteBanner':         [NO,             ok],
  'Mutation.swapBanners':          [NO,             ok],
  'Mutation.createTrafficTag':     [NO,             NO],
};
