import { buildSchema } from 'graphql';
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
