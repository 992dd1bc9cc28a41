/**
 * Composition root: the gateway's registries, composed from the domains' manifests
 * (domains/index.ts). Each table keeps its default-deny check where it is applied (auth/access.ts,
 * security/input-rules.ts, schema.ts); here a field two domains claim refuses to start, and the
 * typecheck fails when a root field has no role rule or a mutation no input rule.
 * security/access-table.snapshot.md is the composed access table, for review in one place.
 */
import type { Mutation, Query, Resolvers } from './__generated__/resolvers.ts';
import type { AccessRule, DomainAccess } from './auth/access.ts';
import { DOMAINS } from './domains/index.ts';
import { DateTime } from './kernel/date-time.ts';
import { Money } from './kernel/money.ts';
import type { InputRule, InputRuleTable } from './security/input-rules.ts';
import type { Route } from './upstream/http.ts';

type Domain = (typeof DOMAINS)[number];
type RootTable<T> = {
  readonly Query: Readonly<Record<string, T>>;
  readonly Mutation: Readonly<Record<string, T>>;
};
type RootFields<T> = Exclude<keyof T, '__typename'>;
type FieldsOf<T, R extends string> = T extends { readonly [K in R]: infer F } ? keyof F : never;
type Ruled<R extends 'Query' | 'Mutation'> = FieldsOf<Domain['access']['rules'], R>;
type Validated = Domain['inputRules'] extends infer T ? (T extends unknown ? keyof T : never) : never;
/** The root fields no domain gives a rule, and the mutations without an input rule (default-deny). */
type Unruled =
  | Exclude<RootFields<Query>, Ruled<'Query'>>
  | Exclude<RootFields<Mutation>, Ruled<'Mutation'>>
  | Exclude<RootFields<Mutation>, Validated>;
const everyFieldRuled: [Unruled] extends [never] ? true : Unruled = true;
void everyFieldRuled;

/** One table from every domain's part of it; a key two domains claim is a mistake. */
function merged<T>(table: string, parts: readonly (Readonly<Record<string, T>> | undefined)[]) {
  const all: Record<string, T> = {};
  for (const part of parts) {
    for (const [key, value] of Object.entries(part ?? {})) {
      if (Object.hasOwn(all, key)) throw new Error(`${table}: ${key} is registered by two domains`);
      all[key] = value;
    }
  }
  return all;
}

/** Every domain's access, as the loose type the composition reads (each manifest keeps its literal one). */
const ACCESS: readonly DomainAccess[] = DOMAINS.map((domain) => domain.access);

/** One root table (`Query` and `Mutation`) from every domain's part of it. */
const rootTable = <T>(table: string, part: (access: DomainAccess) => RootParts<T>): RootTable<T> => ({
  Query: merged(
    `${table} Query`,
    ACCESS.map((access) => part(access).Query),
  ),
  Mutation: merged(
    `${table} Mutation`,
    ACCESS.map((access) => part(access).Mutation),
  ),
});
type RootParts<T> = { Query?: Readonly<Record<string, T>>; Mutation?: Readonly<Record<string, T>> };

/** Who may call what: every root field's role rule (auth/access.ts applies it). */
export const ROOT_FIELD_RULES: RootTable<AccessRule> = rootTable('role rules', (access) => access.rules);

/** The API scope a client needs for a root field, on top of its owner's role rule. */
export const ROOT_FIELD_SCOPES: RootTable<string> = rootTable('API scopes', (access) => access.scopes);

/** The root fields no API client may use, whatever its scopes: a person's own acts. */
export const PERSON_ONLY_FIELDS: { Query: readonly string[]; Mutation: readonly string[] } = {
  Query: ACCESS.flatMap((access) => access.personOnly.Query ?? []),
  Mutation: ACCESS.flatMap((access) => access.personOnly.Mutation ?? []),
};

/** The input rule of every mutation (security/input-rules.ts applies it). */
export const MUTATION_INPUT_RULES: InputRuleTable = merged<InputRule>(
  'input rules',
  DOMAINS.map((domain) => domain.inputRules),
);

/** makeExecutableSchema merges the list; a type may appear in several domains (Query, Mutation). */
export const RESOLVERS: Resolvers[] = [{ DateTime, Money }, ...DOMAINS.flatMap((domain) => domain.resolvers)];

/**
 * Every typed route table of the upstream clients. The contract test (contract.integration.test.ts)
 * checks each route against upstream's OpenAPI document; upstream/routes.test.ts fails when a
 * module exports a table no manifest registers, so a new table cannot slip past the contract.
 */
export const ROUTE_TABLES: Readonly<Record<string, Readonly<Record<string, Route>>>> = merged<
  Readonly<Record<string, Route>>
>(
  'route tables',
  DOMAINS.map((domain) => domain.routeTables),
);

/** Every route of every table, named `TABLE.key` for the contract test's messages. */
export const allRoutes = (): { name: string; route: Route }[] =>
  Object.entries(ROUTE_TABLES).flatMap(([table, routes]) =>
    Object.entries(routes).map(([key, route]) => ({ name: `${table}.${key}`, route })),
  );

/** Every named operation the web client sends (observability/operations.ts). */
export const KNOWN_OPERATIONS: ReadonlySet<string> = new Set(DOMAINS.flatMap((domain) => domain.operations));

/** Which domain registers each root field (`Query.me` → auth), for the access table's review. */
export const DOMAIN_OF_FIELD: ReadonlyMap<string, string> = new Map(
  DOMAINS.flatMap((domain) =>
    Object.entries((domain.access as DomainAccess).rules).flatMap(([root, fields]) =>
      Object.keys(fields ?? {}).map((field) => [`${root}.${field}`, domain.name] as const),
    ),
  ),
);
