import { buildSchema, type GraphQLType, getNamedType, isInputObjectType, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { typeDefs } from '../sdl.ts';
import { buildContract, diffContract } from './contract.ts';
import { formatProblem, lintSchema } from './rules.ts';

const described = `
"Root."
type Query {
  "A thing."
  thing("Its id." id: ID!): Thing
}
"A thing."
type Thing {
  "Its kind."
  kind: Kind!
}
"Kinds."
enum Kind {
  "Small."
  SMALL
  "Large."
  LARGE
}
`;

const problems = (sdl: string) => lintSchema(buildSchema(sdl)).map(formatProblem);

describe('lintSchema', () => {
  it('accepts the committed contract', () => {
    expect(lintSchema(buildContract(typeDefs)).map(formatProblem)).toEqual([]);
  });

  it('accepts a fully described, well-named schema', () => {
    expect(problems(described)).toEqual([]);
  });

  it('reports every missing description: type, field, argument, enum value, input field', () => {
    const sdl = `
      type Query { find(by: FilterInput): Kind }
      input FilterInput { text: String }
      enum Kind { SMALL }
    `;
    expect(problems(sdl)).toEqual([
      'FilterInput has no description (description)',
      'FilterInput.text has no description (description)',
      'Kind has no description (description)',
      'Kind.SMALL has no description (description)',
      'Query has no description (description)',
      'Query.find has no description (description)',
      'Query.find(by:) has no description (description)',
    ]);
  });

  it('reports names off the conventions', () => {
    const sdl = `
      "Root." type Query {
        "F." snake_case("A." Arg: Int): thing_kind
        "G." find("A." filter: Filter): WrongInput
      }
      "Kinds." enum thing_kind { "Small." small }
      "Filter." input Filter { "T." text: String }
      "Wrong." type WrongInput { "X." x: Int }
    `;
    expect(problems(sdl)).toEqual([
      'Filter is an input type not ending in "Input" (naming)',
      'Query.snake_case is not camelCase (naming)',
      'Query.snake_case(Arg:) is not camelCase (naming)',
      'thing_kind is not PascalCase (naming)',
      'thing_kind.small is not UPPER_CASE (naming)',
      'WrongInput ends in "Input" but is not an input type (naming)',
    ]);
  });
});

describe('money rule', () => {
  const money = (sdl: string) => problems(sdl).filter((line) => line.endsWith('(money)'));

  it('refuses money typed as a plain number, recognised by name or by a description in cents', () => {
    const sdl = `
      "Cents." scalar Money
      "Root." type Query {
        "A." totalSales: Int
        "B." value: Float!
        "C." commission: Int!
        "D." minimum: Int!
        "E." processing: [Int!]
        "F." find("G." maxPrice: Int, "H." page: Int): Summary
      }
      "Totals." type Summary {
        "Billings paid, in cents." paid: Money!
        "Rows." totalRows: Int!
        "Number of sales." count: Int!
        "Points converted." points: Int!
        "Goal in cents." goal: Money
      }
    `
      .replace('"D." minimum', '"Minimum goal, in cents." minimum')
      .replace('"E."', '"Billings, in cents."');
    expect(money(sdl)).toEqual([
      'Query.totalSales looks like money but is Int: use Money (integer cents) (money)',
      'Query.value looks like money but is Float!: use Money (integer cents) (money)',
      'Query.commission looks like money but is Int!: use Money (integer cents) (money)',
      'Query.minimum looks like money but is Int!: use Money (integer cents) (money)',
      'Query.processing looks like money but is [Int!]: use Money (integer cents) (money)',
      'Query.find(maxPrice:) looks like money but is Int: use Money (integer cents) (money)',
    ]);
  });

  it('recognises every Money field of the contract: each would be refused as an Int', () => {
    const asInt = typeDefs.map((source) => source.replace(/:(\s*\[?)Money\b/g, ':$1Int'));
    const flagged = lintSchema(buildContract(asInt))
      .filter((problem) => problem.rule === 'money')
      .map((problem) => problem.coordinate);
    const schema = buildContract(typeDefs);
    const moneyFields = Object.values(schema.getTypeMap())
      .filter((type) => isObjectType(type) || isInputObjectType(type))
      .flatMap((type) => {
        // Output and input fields alike: both carry a `type` whose named type is read here.
        const fields: readonly { name: string; type: GraphQLType }[] = Object.values(type.getFields());
        return fields
          .filter((field) => getNamedType(field.type).name === 'Money')
          .map((field) => `${type.name}.${field.name}`);
      });
    expect(moneyFields.length).toBeGreaterThan(20);
    expect(flagged.sort()).toEqual(moneyFields.sort());
  });
});

describe('diffContract', () => {
  const removed = described.replace('"Large."\n  LARGE\n', '');

  it('refuses a breaking change the notes do not list', () => {
    const diff = diffContract(described, buildSchema(removed), '# Breaking changes\n');
    expect(diff.unnoted.map((change) => change.description)).toEqual([
      'LARGE was removed from enum type Kind.',
    ]);
  });

  it('accepts a breaking change listed verbatim in the notes', () => {
    const notes = '- 2026-11-23: LARGE was removed from enum type Kind. (no client used it)\n';
    const diff = diffContract(described, buildSchema(removed), notes);
    expect(diff.unnoted).toEqual([]);
    expect(diff.noted).toHaveLength(1);
  });

  it('lists dangerous changes without refusing them', () => {
    const added = described.replace('  LARGE\n', '  LARGE\n  "Huge."\n  HUGE\n');
    const diff = diffContract(described, buildSchema(added), '');
    expect(diff.unnoted).toEqual([]);
    expect(diff.dangerous.map((change) => change.description)).toEqual(['HUGE was added to enum type Kind.']);
  });
});
