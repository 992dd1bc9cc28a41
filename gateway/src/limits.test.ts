import { buildSchema, parse, type ValidationRule, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  costLimitRule,
  limitRules,
  operationCost,
  UNBOUNDED_LIST_SIZE,
  VARIABLE_PAGE_SIZE,
} from './limits.ts';

const schema = buildSchema(`
  type Query {
    me: User
    users(pageSize: Int): [User!]!
    tags: [String!]!
  }
  type User {
    id: ID!
    name: String
    friends(first: Int = 3): [User!]!
    notes: [Note!]!
  }
  type Note { id: ID! text: String }
`);

const costOf = (query: string): number => {
  let cost = -1;
  const capture: ValidationRule = (context) => ({
    OperationDefinition(operation) {
      cost = operationCost(context.getSchema(), context.getDocument(), operation);
    },
  });
  validate(schema, parse(query), [capture]);
  return cost;
};

const messages = (query: string, rules: ValidationRule[]) =>
  validate(schema, parse(query), rules).map((error) => error.message);

describe('operation cost', () => {
  it('counts one per field', () => {
    expect(costOf('{ me { id name } }')).toBe(3);
  });

  it('multiplies list fields by their page size, argument default, or a fixed guess', () => {
    expect(costOf('{ users(pageSize: 50) { id } }')).toBe(50 * 2);
    expect(costOf('query ($n: Int) { users(pageSize: $n) { id } }')).toBe(VARIABLE_PAGE_SIZE * 2);
    expect(costOf('query ($n: Int = 5) { users(pageSize: $n) { id } }')).toBe(5 * 2);
    expect(costOf('{ me { friends { id } } }')).toBe(1 + 3 * 2);
    expect(costOf('{ me { notes { id text } } }')).toBe(1 + UNBOUNDED_LIST_SIZE * 3);
    expect(costOf('{ tags }')).toBe(UNBOUNDED_LIST_SIZE);
  });

  it('multiplies nested lists', () => {
    expect(costOf('{ users(pageSize: 10) { notes { id } } }')).toBe(10 * (1 + UNBOUNDED_LIST_SIZE * 2));
  });

  it('follows fragments and ignores introspection', () => {
    expect(costOf('{ me { ...F } } fragment F on User { id name }')).toBe(3);
    expect(costOf('{ __typename __schema { types { name } } }')).toBe(0);
  });

  it('rejects operations over the limit as a validation error', () => {
    expect(
      messages('{ users(pageSize: 100) { friends(first: 100) { id } } }', [costLimitRule(1_000)]),
    ).toEqual(['Query cost limit of 1000 exceeded, found 20100.']);
    expect(messages('{ me { id } }', [costLimitRule(1_000)])).toEqual([]);
  });
});

describe('limit rules', () => {
  const limits = { maxDepth: 3, maxAliases: 2, maxDirectives: 2, maxTokens: 100, maxCost: 1_000 };

  it('reports depth, aliases and directives without the misleading "Syntax Error" prefix', () => {
    expect(messages('{ me { friends { friends { id } } } }', limitRules(limits))).toEqual([
      'Query depth limit of 3 exceeded, found 4.',
    ]);
    expect(messages('{ a: me { id } b: me { id } c: me { id } }', limitRules(limits))).toEqual([
      'Aliases limit of 2 exceeded, found 3.',
    ]);
    expect(
      messages('{ me @include(if: true) @skip(if: false) { id @include(if: true) } }', limitRules(limits)),
    ).toEqual(['Directives limit of 2 exceeded, found 3.']);
  });
});
