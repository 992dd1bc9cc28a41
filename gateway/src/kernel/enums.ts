/**
 * graphql-tools hands enum arguments over as their internal values (upstream's spellings, see the
 * enum resolvers), while the generated argument types still name the schema's values: narrow them
 * at run time instead of trusting either.
 */
export function internalValue<T extends string>(
  value: string | null | undefined,
  values: readonly T[],
): T | null {
  if (value === null || value === undefined) return null;
  const found = values.find((candidate) => candidate === value);
  if (found === undefined) throw new Error(`unexpected enum argument value "${value}"`);
  return found;
}
