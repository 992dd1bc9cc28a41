/**
 * The reviewed outcome of each of training's root fields for every demo caller and API-client caller
 * (security/access-outcomes.ts), written apart from access.ts on purpose: the authorisation matrix
 * tests check the real gateway against these rows, so a slip in a rule shows up as a difference.
 */
import { type ExpectedClientRows, type ExpectedRows, NO, ok, UN } from '../../security/access-outcomes.ts';

// biome-ignore format: the rows are a table, one column per caller
export const EXPECTED_ACCESS: ExpectedRows = {
  //                            anonymous afiliado agente unidade produtor holding admin multi
  // Material de Apoio: affiliate, branch, holding, agent read (multi is affiliate and branch);
  // only holding manages the library and lists the move targets.
  'Query.trainingLibrary':      [UN,       ok,      ok,    ok,     NO,      ok,     NO,   ok],
  'Query.trainingCategories':   [UN,       NO,      NO,    NO,     NO,      ok,     NO,   NO],
  'Mutation.createTrainingCategory': [UN,  NO,      NO,    NO,     NO,      ok,     NO,   NO],
  'Mutation.editTrainingCategory': [UN,    NO,      NO,    NO,     NO,      ok,     NO,   NO],
  'Mutation.moveTrainingCategory': [UN,    NO,      NO,    NO,     NO,      ok,     NO,   NO],
  'Mutation.deleteTrainingCategory': [UN,  NO,      NO,    NO,     NO,      ok,     NO,   NO],
  'Mutation.addTrainingFile':   [UN,       NO,      NO,    NO,     NO,      ok,     NO,   NO],
  'Mutation.addTrainingVideo':  [UN,       NO,      NO,    NO,     NO,      ok,     NO,   NO],
  'Mutation.editTrainingAttachment': [UN,  NO,      NO,    NO,     NO,      ok,     NO,   NO],
  'Mutation.moveTrainingAttachment': [UN,  NO,      NO,    NO,     NO,      ok,     NO,   NO],
  'Mutation.deleteTrainingAttachment': [UN, NO,     NO,    NO,     NO,      ok,     NO,   NO],
};

/** API-client callers; a field not listed is FORBIDDEN to every client (default-deny). */
// biome-ignore format: the rows are a table, one column per client caller
export const EXPECTED_CLIENT_ACCESS: ExpectedClientRows = {
  //                               produtor-leitura holding-escrita
  // profile:read is held by both, but Meu Perfil is an affiliate's or an agent's.
  'Query.trainingLibrary':         [NO,             ok],
  'Query.trainingCategories':      [NO,             ok],
  // network:read only: the ED flags need network:write.
  'Mutation.createTrainingCategory': [NO,           ok],
  'Mutation.editTrainingCategory': [NO,             ok],
  'Mutation.moveTrainingCategory': [NO,             ok],
  'Mutation.deleteTrainingCategory': [NO,           ok],
  'Mutation.addTrainingFile':      [NO,             ok],
  'Mutation.addTrainingVideo':     [NO,             ok],
  'Mutation.editTrainingAttachment': [NO,           ok],
  'Mutation.moveTrainingAttachment': [NO,           ok],
  'Mutation.deleteTrainingAttachment': [NO,         ok],
};
