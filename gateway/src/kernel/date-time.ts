/** The DateTime scalar: ISO-8601 instants, always sent in UTC with milliseconds. */
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

const toIsoInstant = (value: unknown): string | null => {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value !== 'string') return null;
  // Date.parse accepts too much ("1"); require the ISO-8601 calendar date and time shape.
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
};

/** ISO-8601 instants as strings, always sent in UTC with milliseconds (schema/src/base.graphql). */
export const DateTime = new GraphQLScalarType<string, string>({
  name: 'DateTime',
  serialize(value) {
    const iso = toIsoInstant(value);
    if (iso === null) throw new GraphQLError('DateTime cannot represent this value');
    return iso;
  },
  parseValue(value) {
    const iso = toIsoInstant(value);
    if (iso === null)
      throw new GraphQLError('DateTime must be an ISO-8601 instant, e.g. 2026-11-22T12:30:00Z');
    return iso;
  },
  parseLiteral(ast) {
    const iso = ast.kind === Kind.STRING ? toIsoInstant(ast.value) : null;
    if (iso === null)
      throw new GraphQLError('DateTime must be an ISO-8601 instant, e.g. 2026-11-22T12:30:00Z');
    return iso;
  },
});
