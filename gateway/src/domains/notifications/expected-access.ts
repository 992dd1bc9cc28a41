/**
 * The reviewed outcome of each of notifications's root fields for every demo caller and API-client caller
 * (security/access-outcomes.ts), written apart from access.ts on purpose: the authorisation matrix
 * tests check the real gateway against these rows, so a slip in a rule shows up as a difference.
 */
import { type ExpectedClientRows, type ExpectedRows, NO, ok, UN } from '../../security/access-outcomes.ts';

// biome-ignore format: the rows are a table, one column per caller
export const EXPECTED_ACCESS: ExpectedRows = {
  //                            anonymous afiliado agente unidade produtor holding admin multi
  'Query.notifications':        [UN,       ok,      ok,    ok,     ok,      ok,     ok,   ok],
  // Notificação ED: admin, holding.
  'Query.edNotifications':      [UN,       NO,      NO,    NO,     NO,      ok,     ok,   NO],
  'Query.sentEdNotifications':  [UN,       NO,      NO,    NO,     NO,      ok,     ok,   NO],
  // Everyone deletes their own notifications (the bell).
  'Mutation.deleteNotification': [UN,      ok,      ok,    ok,     ok,      ok,     ok,   ok],
  'Mutation.sendEdNotification': [UN,      NO,      NO,    NO,     NO,      ok,     ok,   NO],
  'Mutation.deleteEdNotification': [UN,    NO,      NO,    NO,     NO,      ok,     ok,   NO],
  // Notificação ED's audience picker: admin, holding.
  'Query.edNotificationUnits':  [UN,       NO,      NO,    NO,     NO,      ok,     ok,   NO],
};

/** API-client callers; a field not listed is FORBIDDEN to every client (default-deny). */
// biome-ignore format: the rows are a table, one column per client caller
export const EXPECTED_CLIENT_ACCESS: ExpectedClientRows = {
  //                               produtor-leitura holding-escrita
  'Query.notifications':           [NO,             ok],
  'Query.edNotifications':         [NO,             ok],
  'Query.sentEdNotifications':     [NO,             ok],
  // points:read is held, but a producer is not an affiliate: the owner's role still decides.
  'Mutation.deleteNotification':   [NO,             ok],
  'Mutation.sendEdNotification':   [NO,             ok],
  'Mutation.deleteEdNotification': [NO,             ok],
  // The ERP's sales:read opens the sales screens' fields; sales:write is held by neither key.
  'Query.edNotificationUnits':     [NO,             ok],
};
