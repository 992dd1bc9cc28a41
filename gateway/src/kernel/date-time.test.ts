import { Kind } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildSchema } from '../schema.ts';
import { DateTime } from './date-time.ts';

describe('DateTime scalar', () => {
  it('sends instants as UTC ISO-8601 with milliseconds', () => {
    expect(DateTime.serialize('2026-01-14T11:00:00-03:00')).toBe('2026-01-14T14:00:00.000Z');
    expect(DateTime.serialize(new Date(Date.UTC(2026, 0, 1)))).toBe('2026-01-01T00:00:00.000Z');
    expect(() => DateTime.serialize('14/01/2026')).toThrow();
  });

  it('accepts only ISO-8601 instants as input', () => {
    expect(DateTime.parseValue('2026-01-14T14:00:00Z')).toBe('2026-01-14T14:00:00.000Z');
    expect(() => DateTime.parseValue('1')).toThrow(/ISO-8601/);
    expect(() => DateTime.parseValue(1_700_000_000)).toThrow(/ISO-8601/);
    expect(DateTime.parseLiteral({ kind: Kind.STRING, value: '2026-01-14T14:00Z' })).toBe(
      '2026-01-14T14:00:00.000Z',
    );
    expect(() => DateTime.parseLiteral({ kind: Kind.INT, value: '1' })).toThrow(/ISO-8601/);
  });

  it("keeps the contract's description in the executable schema", () => {
    expect(buildSchema().getType('DateTime')?.description).toMatch(/ISO-8601 instant/);
  });
});
