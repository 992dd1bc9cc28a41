/**
 * Every mutation's input is checked with the shared rules of @portal/schema (the ones the web
 * forms use) before anything is sent upstream: a rule per Mutation field (each domain's
 * `input-rules.ts`, composed by registry.ts into one table), applied with
 * the role rules (auth/access.ts) in the order authenticate → validate → authorise → resolve. Like
 * the role table it is default-deny: building the schema throws when a mutation has no rule, so a
 * mutation added later cannot skip validation.
 *
 * Validation comes before the role lookup (GET /me) on purpose: invalid input then costs no
 * upstream call at all, and the rules it reveals are the public ones of the web forms.
 *
 * Resolvers receive the validated arguments (trimmed, lowercased where the rule says so); arguments
 * a rule does not name (such as `as`) pass through as GraphQL coerced them.
 */
import type { GraphQLSchema } from 'graphql';
import type { Schema } from 'yup';
import { validateInput } from '../validation.ts';

export interface InputRule {
  schema: Schema;
  /** Validate only this argument (an input object); field errors then name its fields. */
  argument?: string;
  /** Top-level message instead of the first field's text, where the spec fixes one (login). */
  message?: string;
}

export type InputRuleTable = Readonly<Record<string, InputRule>>;

export type ArgsValidator = (args: Record<string, unknown>) => Promise<Record<string, unknown>>;

/** The validator of one rule: returns the arguments with the validated ones replaced. */
export function argsValidator(rule: InputRule): ArgsValidator {
  return async (args) => {
    if (rule.argument === undefined) {
      return { ...args, ...(await validateInput(rule.schema, args, rule.message)) };
    }
    const value = await validateInput(rule.schema, args[rule.argument], rule.message);
    return { ...args, [rule.argument]: value };
  };
}

/**
 * The validators by Mutation field, after checking that the table and the schema name the same
 * mutations. Throws at start-up otherwise.
 */
export function mutationValidators(
  schema: GraphQLSchema,
  table: InputRuleTable,
): ReadonlyMap<string, ArgsValidator> {
  const fields = schema.getMutationType()?.getFields() ?? {};
  for (const name of Object.keys(fields)) {
    if (!Object.hasOwn(table, name)) {
      throw new Error(
        `Mutation.${name} has no input rule in its domain's input-rules.ts (every mutation is validated)`,
      );
    }
  }
  const validators = new Map<string, ArgsValidator>();
  for (const [name, rule] of Object.entries(table)) {
    const field = fields[name];
    if (!field) throw new Error(`Input rule for Mutation.${name}, which the schema does not have`);
    if (rule.argument !== undefined && !field.args.some((arg) => arg.name === rule.argument)) {
      throw new Error(`Input rule for Mutation.${name} names argument "${rule.argument}", which it lacks`);
    }
    validators.set(name, argsValidator(rule));
  }
  return validators;
}
