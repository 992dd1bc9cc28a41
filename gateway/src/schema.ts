/**
 * Composition root: the executable schema, the SDL contract of @portal/schema with every domain's
 * resolvers, role rules and input rules (registry.ts).
 */
import { makeExecutableSchema } from '@graphql-tools/schema';
import { typeDefs } from '@portal/schema/sdl';
import { type GraphQLSchema, isScalarType } from 'graphql';
import { applyRoleRules, type RuleTable, type ScopeTable } from './auth/access.ts';
import type { Context } from './kernel/context.ts';
import { MUTATION_INPUT_RULES, RESOLVERS, ROOT_FIELD_RULES, ROOT_FIELD_SCOPES } from './registry.ts';
import { type InputRuleTable, mutationValidators } from './security/input-rules.ts';

/** A root field without a resolver would answer null (or a non-null error) at run time: fail at start. */
function assertRootResolvers(schema: GraphQLSchema): void {
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      if (!field.resolve) throw new Error(`Root field ${root?.name}.${field.name} has no resolver`);
    }
  }
}

/**
 * graphql-tools copies every property of a GraphQLScalarType resolver onto the SDL's scalar,
 * including its empty description: put the contract's description back (GraphiQL docs show it).
 */
function keepScalarDescriptions(schema: GraphQLSchema): void {
  for (const type of Object.values(schema.getTypeMap())) {
    if (isScalarType(type) && !type.description && type.astNode?.description) {
      type.description = type.astNode.description.value;
    }
  }
}

export function buildSchema(
  rules: RuleTable = ROOT_FIELD_RULES,
  inputRules: InputRuleTable = MUTATION_INPUT_RULES,
  // A rule table of a test's own comes without scopes: every API client is then refused.
  scopes: ScopeTable = rules === ROOT_FIELD_RULES ? ROOT_FIELD_SCOPES : {},
): GraphQLSchema {
  const schema = makeExecutableSchema<Context>({
    typeDefs,
    resolvers: RESOLVERS,
    // A resolver for a type or field the SDL does not have is a typo: refuse to start.
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
  assertRootResolvers(schema);
  keepScalarDescriptions(schema);
  return applyRoleRules(schema, rules, mutationValidators(schema, inputRules), scopes);
}
