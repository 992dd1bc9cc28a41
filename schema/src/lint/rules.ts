import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
} from 'graphql';

/** One rule violation, addressed by schema coordinate (`Type`, `Type.field`, `Type.field(arg:)`). */
export interface LintProblem {
  coordinate: string;
  rule: 'description' | 'naming' | 'money';
  message: string;
}

const pascalCase = /^[A-Z][A-Za-z0-9]*$/;
const camelCase = /^[a-z][A-Za-z0-9]*$/;
const upperCase = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/;

/**
 * The last word of a camelCase name that makes it an amount of money (`value`, `totalSales`,
 * `commission`), unlike `totalRows` or `count`. Names that do not say it (`Goals.minimum`,
 * `PaymentsSummary.processing`) are recognised by their description, which states cents.
 */
const MONEY_WORDS = new Set([
  'amount',
  'balance',
  'cents',
  'commission',
  'cost',
  'earned',
  'fee',
  'goal',
  'paid',
  'price',
  'sales',
  'total',
  'value',
]);
const MENTIONS_CENTS = /\bcents?\b/i;
const NUMBER_SCALARS = new Set(['Int', 'Float']);

/** Money typed as a plain number: Int stops at R$ 21 474 836,47 and Float is not exact. */
export function looksLikeMoney(
  name: string,
  description: string | null | undefined,
  type: GraphQLInputType | GraphQLOutputType,
): boolean {
  if (!NUMBER_SCALARS.has(getNamedType(type).name)) return false;
  const lastWord =
    name
      .split(/(?=[A-Z])/)
      .at(-1)
      ?.toLowerCase() ?? '';
  return MONEY_WORDS.has(lastWord) || MENTIONS_CENTS.test(description ?? '');
}

/**
 * Contract rules the SDL must meet: every type, field, argument, enum value and input field is
 * described (the descriptions are the API's documentation in GraphiQL and in the generated types),
 * names follow one convention so that clients can guess them, and money is never a plain `Int`.
 */
export function lintSchema(schema: GraphQLSchema): LintProblem[] {
  const problems: LintProblem[] = [];
  const need = (coordinate: string, description: string | null | undefined) => {
    if (!description?.trim())
      problems.push({ coordinate, rule: 'description', message: 'has no description' });
  };
  const name = (coordinate: string, value: string, pattern: RegExp, convention: string) => {
    if (!pattern.test(value)) problems.push({ coordinate, rule: 'naming', message: `is not ${convention}` });
  };
  const money = (
    coordinate: string,
    member: GraphQLArgument | GraphQLField<unknown, unknown> | GraphQLInputField,
  ) => {
    if (looksLikeMoney(member.name, member.description, member.type)) {
      const message = `looks like money but is ${String(member.type)}: use Money (integer cents)`;
      problems.push({ coordinate, rule: 'money', message });
    }
  };
  const checkArgs = (owner: string, args: readonly GraphQLArgument[]) => {
    for (const arg of args) {
      const coordinate = `${owner}(${arg.name}:)`;
      need(coordinate, arg.description);
      name(coordinate, arg.name, camelCase, 'camelCase');
      money(coordinate, arg);
    }
  };
  const checkFields = (type: string, fields: (GraphQLField<unknown, unknown> | GraphQLInputField)[]) => {
    for (const field of fields) {
      const coordinate = `${type}.${field.name}`;
      need(coordinate, field.description);
      name(coordinate, field.name, camelCase, 'camelCase');
      money(coordinate, field);
      if ('args' in field) checkArgs(coordinate, field.args);
    }
  };

  for (const type of userTypes(schema)) {
    need(type.name, type.description);
    name(type.name, type.name, pascalCase, 'PascalCase');
    if (isInputObjectType(type)) {
      if (!type.name.endsWith('Input')) {
        problems.push({
          coordinate: type.name,
          rule: 'naming',
          message: 'is an input type not ending in "Input"',
        });
      }
      checkFields(type.name, Object.values(type.getFields()));
    } else if (type.name.endsWith('Input')) {
      problems.push({
        coordinate: type.name,
        rule: 'naming',
        message: 'ends in "Input" but is not an input type',
      });
    }
    if (isObjectType(type) || isInterfaceType(type)) checkFields(type.name, Object.values(type.getFields()));
    if (isEnumType(type)) {
      for (const value of type.getValues()) {
        const coordinate = `${type.name}.${value.name}`;
        need(coordinate, value.description);
        name(coordinate, value.name, upperCase, 'UPPER_CASE');
      }
    }
  }
  return problems;
}

/** The schema's own types: not the introspection types nor the built-in scalars. */
function userTypes(schema: GraphQLSchema): GraphQLNamedType[] {
  return Object.values(schema.getTypeMap())
    .filter((type) => !isIntrospectionType(type) && !isSpecifiedScalarType(type))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export function formatProblem(problem: LintProblem): string {
  return `${problem.coordinate} ${problem.message} (${problem.rule})`;
}
