/**
 * The reviewed outcome of each of integrators's root fields for every demo caller and API-client caller
 * (security/access-outcomes.ts), written apart from access.ts on purpose: the authorisation matrix
 * tests check the real gateway against these rows, so a slip in a rule shows up as a difference.
 */
import { type ExpectedClientRows, type ExpectedRows, NO, ok, UN } from '../../security/access-outcomes.ts';

// biome-ignore format: the rows are a table, one column per caller
export const EXPECTED_ACCESS: ExpectedRows = {
  //                            anonymous afiliado agente unidade produtor holding admin multi
  // Chaves de API (docs/integrators.md): the integrating profiles producer, branch, holding, admin.
  'Query.apiClients':           [UN,       NO,      NO,    ok,     ok,      ok,     ok,   ok],
  'Mutation.createApiClient':   [UN,       NO,      NO,    ok,     ok,      ok,     ok,   ok],
  'Mutation.revokeApiClient':   [UN,       NO,      NO,    ok,     ok,      ok,     ok,   ok],
  // Webhooks of those keys (docs/integrators.md §7): the same profiles; never an API client itself.
  'Query.webhookSubscriptions': [UN,       NO,      NO,    ok,     ok,      ok,     ok,   ok],
  'Query.webhookDeliveries':    [UN,       NO,      NO,    ok,     ok,      ok,     ok,   ok],
  'Mutation.createWebhookSubscription': [UN, NO,    NO,    ok,     ok,      ok,     ok,   ok],
  'Mutation.deleteWebhookSubscription': [UN, NO,    NO,    ok,     ok,      ok,     ok,   ok],
  'Mutation.replayWebhookDelivery': [UN,   NO,      NO,    ok,     ok,      ok,     ok,   ok],
};

/** API-client callers; a field not listed is FORBIDDEN to every client (default-deny). */
export const EXPECTED_CLIENT_ACCESS: ExpectedClientRows = {};
