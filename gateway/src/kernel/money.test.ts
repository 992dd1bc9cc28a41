import { GraphQLError, Kind } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildSchema } from '../schema.ts';
import { MONEY_INPUT_TEXT, Money } from './money.ts';

const MAX = Number.MAX_SAFE_INTEGER;

/** The error a bad input raises: BAD_USER_INPUT with the pt-BR text. */
const refusal = (parse: () => unknown) => {
  try {
    parse();
  } catch (error) {
    expect(error).toBeInstanceOf(GraphQLError);
    return { message: (error as GraphQLError).message, code: (error as GraphQLError).extensions.code };
  }
  throw new Error('accepted');
};
const BAD_INPUT = { message: MONEY_INPUT_TEXT, code: 'BAD_USER_INPUT' };

describe('Money scalar', () => {
  it('sends integer cents past 32 bits as JSON numbers, up to 2^53 − 1', () => {
    expect(Money.serialize(5_000_000_000)).toBe(5_000_000_000);
    expect(Money.serialize(-2_147_483_649)).toBe(-2_147_483_649);
    expect(Money.serialize(MAX)).toBe(MAX);
    expect(JSON.stringify({ value: Money.serialize(5_000_000_000) })).toBe('{"value":5000000000}');
  });

  it('refuses to send a fraction, a string or an unsafe integer rather than round it', () => {
    for (const value of [10.5, '100', MAX + 1, Number.NaN, null])
      expect(() => Money.serialize(value)).toThrow();
  });

  it('reads variables that are safe integers only', () => {
    expect(Money.parseValue(5_000_000_000)).toBe(5_000_000_000);
    expect(Money.parseValue(-MAX)).toBe(-MAX);
    for (const value of [1.5, '100', MAX + 1, 2 ** 53, Number.POSITIVE_INFINITY, true]) {
      expect(refusal(() => Money.parseValue(value))).toEqual(BAD_INPUT);
    }
  });

  it('reads integer literals within 2^53 − 1 only', () => {
    expect(Money.parseLiteral({ kind: Kind.INT, value: '5000000000' })).toBe(5_000_000_000);
    expect(Money.parseLiteral({ kind: Kind.INT, value: String(MAX) })).toBe(MAX);
    for (const ast of [
      { kind: Kind.INT, value: '9007199254740993' },
      { kind: Kind.FLOAT, value: '1.5' },
      { kind: Kind.STRING, value: '100' },
    ] as const) {
      expect(refusal(() => Money.parseLiteral(ast))).toEqual(BAD_INPUT);
    }
  });

  it("keeps the contract's description in the executable schema", () => {
    expect(buildSchema().getType('Money')?.description).toMatch(/integer cents/);
  });
});
