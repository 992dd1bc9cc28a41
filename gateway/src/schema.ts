/** The executable schema: the SDL contract of @portal/schema, our resolvers, the role rules. */
import { makeExecutableSchema } from '@graphql-tools/schema';
import { typeDefs } from '@portal/schema/sdl';
import { type GraphQLSchema, isScalarType } from 'graphql';
import { applyRoleRules, ROOT_FIELD_RULES, type RuleTable } from './auth/rules.ts';
import type { Context } from './context.ts';
import { resolvers } from './resolvers/index.ts';
import { type InputRuleTable, MUTATION_INPUT_RULES, mutationValidators } from './security/input-rules.ts';

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
): GraphQLSchema {
  const schema = makeExecutableSchema<Context>({
    typeDefs,
    resolvers,
    // A resolver for a type or field the SDL does not have is a typo: refuse to start.
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
  assertRootResolvers(schema);
  keepScalarDescriptions(schema);
  return applyRoleRules(schema, rules, mutationValidators(schema, inputRules));
}
