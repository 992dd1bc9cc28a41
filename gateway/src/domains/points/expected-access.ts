/**
 * The reviewed outcome of each of points's root fields for every demo caller and API-client caller
 * (security/access-outcomes.ts), written apart from access.ts on purpose: the authorisation matrix
 * tests check the real gateway against these rows, so a slip in a rule shows up as a difference.
 */
import { type ExpectedClientRows, type ExpectedRows, NO, ok, UN } from '../../security/access-outcomes.ts';

// biome-ignore format: the rows are a table, one column per caller
export const EXPECTED_ACCESS: ExpectedRows = {
  //                            anonymous afiliado agente unidade produtor holding admin multi
  // Pontos e Vouchers: affiliate only (agents are not affiliates here; the flag is on).
  'Query.pointsAndVouchers':    [UN,       ok,      NO,    NO,     NO,      NO,     NO,   ok],
  // Gerenciador de Vouchers: holding, producer, branch (docs/product.md §1.4: branch and
  // producer "vouchers").
  'Query.managedVouchers':      [UN,       NO,      NO,    ok,     ok,      ok,     NO,   ok],
  // Pontos e Vouchers (affiliates): converting points and confirming the membership code.
  'Mutation.convertPoints':     [UN,       ok,      NO,    NO,     NO,      NO,     NO,   ok],
  'Mutation.validatePointsCode': [UN,      ok,      NO,    NO,     NO,      NO,     NO,   ok],
  // Joining: affiliates (user), branch users (their unit, the ED programme), the holding.
  'Mutation.joinPointsProgramme': [UN,     ok,      NO,    ok,     NO,      ok,     NO,   ok],
  'Mutation.signPointsProgramme': [UN,     ok,      NO,    NO,     NO,      NO,     NO,   ok],
  'Mutation.resendPointsCode':  [UN,       ok,      NO,    NO,     NO,      NO,     NO,   ok],
  // Gerenciador de Vouchers: holding, producer, branch use vouchers with their secret.
  'Mutation.useVoucher':        [UN,       NO,      NO,    ok,     ok,      ok,     NO,   ok],
  // Converter pontos: affiliate and branch (multi is both); the programme video for those who can
  // join (affiliate, branch, holding); a voucher by id for the Gerenciador de Vouchers users.
  'Query.pointsConversion':     [UN,       ok,      NO,    ok,     NO,      NO,     NO,   ok],
  // The programme video: who can join, and admins on the ED details.
  'Query.pointsProgrammeVideo': [UN,       ok,      NO,    ok,     NO,      ok,     ok,   ok],
  'Query.voucher':              [UN,       NO,      NO,    ok,     ok,      ok,     NO,   ok],
  'Mutation.convertCommissionsToPoints': [UN, ok,   NO,    ok,     NO,      NO,     NO,   ok],
  // The viewer's own programme membership: anyone signed in (NOT_AFFILIATE without one).
  'Query.pointsMembership':     [UN,       ok,      ok,    ok,     ok,      ok,     ok,   ok],
};

/** API-client callers; a field not listed is FORBIDDEN to every client (default-deny). */
// biome-ignore format: the rows are a table, one column per client caller
export const EXPECTED_CLIENT_ACCESS: ExpectedClientRows = {
  //                               produtor-leitura holding-escrita
  // points:read is held, but a producer is not an affiliate: the owner's role still decides.
  'Query.pointsAndVouchers':       [NO,             NO],
  'Query.managedVouchers':         [ok,             NO],
  // points:read: the producer's shop reads a voucher by id; neither owner converts points.
  'Query.voucher':                 [ok,             NO],
  'Query.pointsConversion':        [NO,             NO],
  'Query.pointsProgrammeVideo':    [NO,             ok],
  // profile:read, as `me`: each key reads its owner's membership (NOT_AFFILIATE for the producer).
  'Query.pointsMembership':        [ok,             ok],
  // A person's own acts (PERSON_ONLY_FIELDS) are refused to every key, whatever its scopes.
  'Mutation.joinPointsProgramme':  [NO,             NO],
};
