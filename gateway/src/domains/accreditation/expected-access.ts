/**
 * The reviewed outcome of each of accreditation's root fields for every demo caller and API-client caller
 * (security/access-outcomes.ts), written apart from access.ts on purpose: the authorisation matrix
 * tests check the real gateway against these rows, so a slip in a rule shows up as a difference.
 */
import { type ExpectedClientRows, type ExpectedRows, NO, ok, UN } from '../../security/access-outcomes.ts';

// biome-ignore format: the rows are a table, one column per caller
export const EXPECTED_ACCESS: ExpectedRows = {
  //                            anonymous afiliado agente unidade produtor holding admin multi
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
  // Minha conta (issue 29): every person's own password.
  'Mutation.changeMyPassword':  [UN,       ok,      ok,    ok,     ok,      ok,     ok,   ok],
  'Mutation.requestContract':   [UN,       ok,      ok,    NO,     NO,      NO,     NO,   ok],
};

/** API-client callers; a field not listed is FORBIDDEN to every client (default-deny). */
// biome-ignore format: the rows are a table, one column per client caller
export const EXPECTED_CLIENT_ACCESS: ExpectedClientRows = {
  //                               produtor-leitura holding-escrita
  // profile:read is held by both, but Meu Perfil is an affiliate's or an agent's.
  'Query.myProfile':               [NO,             NO],
  'Query.banks':                   [NO,             ok],
  'Query.brazilianStates':         [NO,             ok],
  'Query.postalAddress':           [NO,             ok],
  // A person's own acts (PERSON_ONLY_FIELDS) are refused to every key, whatever its scopes.
  'Mutation.updateMyContact':      [NO,             NO],
};
