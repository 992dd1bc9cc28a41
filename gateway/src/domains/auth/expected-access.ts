/**
 * The reviewed outcome of each of auth's root fields for every demo caller and API-client caller
 * (security/access-outcomes.ts), written apart from access.ts on purpose: the authorisation matrix
 * tests check the real gateway against these rows, so a slip in a rule shows up as a difference.
 */
import { type ExpectedClientRows, type ExpectedRows, ok, UN } from '../../security/access-outcomes.ts';

// biome-ignore format: the rows are a table, one column per caller
export const EXPECTED_ACCESS: ExpectedRows = {
  //                            anonymous afiliado agente unidade produtor holding admin multi
  'Query.me':                   [UN,       ok,      ok,    ok,     ok,      ok,     ok,   ok],
  // Public: the login and password-recovery pages are used signed out.
  'Mutation.login':             [ok,       ok,      ok,    ok,     ok,      ok,     ok,   ok],
  'Mutation.requestPasswordReset': [ok,    ok,      ok,    ok,     ok,      ok,     ok,   ok],
  'Mutation.changePassword':    [ok,       ok,      ok,    ok,     ok,      ok,     ok,   ok],
  // Staying signed in: any signed-in user renews their own session, nobody else's.
  'Mutation.renewSession':      [UN,       ok,      ok,    ok,     ok,      ok,     ok,   ok],
  // The second factor: every signed-in person manages their own; the login's second step is public.
  'Query.twoFactor':            [UN,       ok,      ok,    ok,     ok,      ok,     ok,   ok],
  'Mutation.completeLogin':     [ok,       ok,      ok,    ok,     ok,      ok,     ok,   ok],
  'Mutation.startTwoFactorEnrolment': [UN, ok,      ok,    ok,     ok,      ok,     ok,   ok],
  'Mutation.confirmTwoFactor':  [UN,       ok,      ok,    ok,     ok,      ok,     ok,   ok],
  'Mutation.disableTwoFactor':  [UN,       ok,      ok,    ok,     ok,      ok,     ok,   ok],
  // E-mail preferences: every signed-in person reads and changes their own (holding's list is empty).
  'Query.mailPreferences':      [UN,       ok,      ok,    ok,     ok,      ok,     ok,   ok],
  'Mutation.setMailPreferences': [UN,      ok,      ok,    ok,     ok,      ok,     ok,   ok],
};

/** API-client callers; a field not listed is FORBIDDEN to every client (default-deny). */
// biome-ignore format: the rows are a table, one column per client caller
export const EXPECTED_CLIENT_ACCESS: ExpectedClientRows = {
  //                               produtor-leitura holding-escrita
  'Query.me':                      [ok,             ok],
};
