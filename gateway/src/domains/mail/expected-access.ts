/**
 * The reviewed outcome of each of mail's root fields for every demo caller and API-client caller
 * (security/access-outcomes.ts), written apart from access.ts on purpose: the authorisation matrix
 * tests check the real gateway against these rows, so a slip in a rule shows up as a difference.
 */
import { type ExpectedClientRows, type ExpectedRows, NO, ok, UN } from '../../security/access-outcomes.ts';

// biome-ignore format: the rows are a table, one column per caller
export const EXPECTED_ACCESS: ExpectedRows = {
  //                               anonymous afiliado agente unidade produtor holding admin multi
  // E-mails enviados (docs/mail.md): the holding and admins, as Histórico.
  'Query.mailDeliveries':          [UN,       NO,      NO,    NO,     NO,      ok,     ok,   NO],
  'Mutation.resendMailDelivery':   [UN,       NO,      NO,    NO,     NO,      ok,     ok,   NO],
};

/** API-client callers; a field not listed is FORBIDDEN to every client (default-deny). */
export const EXPECTED_CLIENT_ACCESS: ExpectedClientRows = {};
