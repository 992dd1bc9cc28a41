/**
 * Schema-driven fuzzing (issue 5, "Bad input"). The schema is read from the running gateway by
 * introspection, so fields added later are fuzzed without new code. Each case picks a root field
 * (Query or Mutation) and a caller (anonymous or a demo role), builds a valid-shaped operation
 * whose arguments are all variables, and fills the variables with hostile values: wrong types,
 * nulls, huge and unicode strings, negative and huge numbers, malformed ids, empty and long lists.
 *
 * A finding is what must never happen: an HTTP 5xx, a body that is not JSON, an error without a
 * code, a detail leaked (stack, SQL, file paths, internal addresses), an INTERNAL_SERVER_ERROR or
 * UPSTREAM_UNAVAILABLE while upstream is healthy (some input broke the gateway or upstream).
 * Deterministic for a seed: the same seed replays the same cases.
 */
import {
  buildClientSchema,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
  getIntrospectionQuery,
  getNamedType,
  type IntrospectionQuery,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
} from 'graphql';
import { type Random, seededRandom } from './random.ts';

export interface FuzzCaller {
  name: string;
  token: string | null;
}

export interface FuzzOptions {
  graphqlUrl: string;
  callers: readonly FuzzCaller[];
  cases: number;
  seed: number;
  /** Requests in flight at once. */
  concurrency?: number;
}

export interface FuzzFinding {
  case: number;
  caller: string;
  field: string;
  problem: string;
  query: string;
  variables: Record<string, unknown>;
  response: string;
}

export interface FuzzReport {
  cases: number;
  /** HTTP status → count. */
  statuses: Record<string, number>;
  /** Error code → count (a response may carry several). */
  codes: Record<string, number>;
  findings: FuzzFinding[];
}

/** What no response may contain, whatever the input. */
const LEAKS: ReadonlyArray<[RegExp, string]> = [
  [/\bat \S+ \(?(\/|file:)/, 'stack frame'],
  [/"stack"|stacktrace/i, 'stack trace'],
  [/node_modules|\/work\/|\/src\/\w+\.ts/, 'file path'],
  [/\b(select|insert|update|delete)\b.+\b(from|into|set|where)\b/i, 'SQL text'],
  [/syntax error at or near|violates \w+ constraint|relation "\w+"/i, 'database error'],
  [/ECONN\w+|127\.0\.0\.1|localhost:\d+/, 'internal address'],
  [/TypeError|ReferenceError|Cannot read prop/, 'JavaScript error'],
];

const UNICODE = ['ção', '𝕏🙂👩‍👩‍👧', '\u202Eevil', 'a\u0000b', '\uFEFF', 'Z̤͔ͧ̑̓ä͖̭̈̇', '\uD800', '中文'];
const HOSTILE = [
  "' OR '1'='1",
  '"; DROP TABLE users; --',
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  '$' + '{7*7}{{7*7}}', // template injection probe, kept out of a template literal
  '%00%ff',
  '\\',
  'null',
  'undefined',
];
const IDS = [
  '00000000-0000-0000-0000-000000000000',
  'not-a-uuid',
  '-1',
  '0',
  '1e400',
  '../x',
  'a/b?c=d#e',
  ' ',
  '',
];
const NUMBERS = [
  0,
  -1,
  1,
  -2147483648,
  2147483647,
  2147483648,
  -2147483649,
  2 ** 53 + 2,
  1.5,
  -0.0001,
  1e308,
];

function hugeString(random: Random): string {
  return 'x'.repeat(random.pick([1_000, 10_000, 60_000]));
}

function randomString(random: Random): string {
  switch (random.int(6)) {
    case 0:
      return '';
    case 1:
      return hugeString(random);
    case 2:
      return random.pick(UNICODE).repeat(random.int(50) + 1);
    case 3:
      return random.pick(HOSTILE);
    case 4:
      return random.pick(['afiliado@demo.com.br', 'Portal@2026', 'a@b', 'AFFILIATED', '2026-01-01']);
    default:
      return `valor-${random.int(1_000_000).toString(36)}`;
  }
}

/** A value of the wrong kind for any type. */
function wrongValue(random: Random): unknown {
  return random.pick<unknown>([
    null,
    true,
    'texto',
    42,
    -3.7,
    [],
    [1, 'a', null],
    {},
    { nested: { deeper: [1] } },
    hugeString(random),
  ]);
}

/** A value shaped for `type`, or a hostile one in its place. */
export function valueFor(type: GraphQLInputType, random: Random, depth = 0): unknown {
  if (random.chance(0.08)) return wrongValue(random);
  if (isNonNullType(type)) {
    if (random.chance(0.05)) return null;
    return valueFor(type.ofType, random, depth);
  }
  if (random.chance(0.05)) return null;
  if (isListType(type)) {
    if (random.chance(0.3)) return [];
    const length = random.chance(0.1) ? 200 : random.int(4) + 1;
    return Array.from({ length }, () => valueFor(type.ofType, random, depth + 1));
  }
  if (isEnumType(type)) {
    return random.chance(0.8) ? random.pick(type.getValues()).name : random.pick(['', 'ADMIN', 'as', 'NULL']);
  }
  if (isInputObjectType(type)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      if (random.chance(0.1)) continue; // a missing field, required or not
      value[field.name] = depth > 3 ? null : valueFor(field.type, random, depth + 1);
    }
    if (random.chance(0.1)) value.unknownField = randomString(random);
    return value;
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'Int':
      case 'Float':
      case 'Money':
        return random.pick(NUMBERS);
      case 'Boolean':
        return random.chance(0.5);
      case 'ID':
        return random.chance(0.7) ? random.pick(IDS) : randomString(random);
      default:
        return randomString(random);
    }
  }
  return wrongValue(random);
}

interface Operation {
  query: string;
  variables: Record<string, unknown>;
}

/** Builds `field(args…) { selection }` with every argument as a fresh variable. */
class OperationBuilder {
  private readonly definitions: string[] = [];
  readonly variables: Record<string, unknown> = {};

  constructor(private readonly random: Random) {}

  field(field: GraphQLField<unknown, unknown>, depth: number): string {
    const args = field.args.map((arg) => this.argument(arg)).filter(Boolean);
    const selection = this.selection(field.type, depth);
    return `${field.name}${args.length ? `(${args.join(', ')})` : ''}${selection}`;
  }

  signature(): string {
    return this.definitions.length ? `(${this.definitions.join(', ')})` : '';
  }

  private argument(arg: GraphQLArgument): string | null {
    // Optional arguments are sometimes left out, as a client would.
    if (!isNonNullType(arg.type) && this.random.chance(0.3)) return null;
    const name = `v${this.definitions.length}`;
    this.definitions.push(`$${name}: ${arg.type.toString()}`);
    this.variables[name] = valueFor(arg.type, this.random);
    return `${arg.name}: $${name}`;
  }

  private selection(type: GraphQLOutputType, depth: number): string {
    const named: GraphQLNamedType = getNamedType(type);
    if (isLeafType(named)) return '';
    if (isUnionType(named)) return ' { __typename }';
    if (!isObjectType(named) && !isInterfaceType(named)) return '';
    const fields = Object.values(named.getFields());
    const leaves = fields.filter((f) => isLeafType(getNamedType(f.type)) && f.args.length === 0);
    const nested = depth < 3 ? fields.filter((f) => !isLeafType(getNamedType(f.type))) : [];
    const chosen = [
      ...(leaves.length ? leaves : [{ name: '__typename' }]).map((f) => f.name),
      ...nested.filter(() => this.random.chance(0.5)).map((f) => this.field(f, depth + 1)),
      ...fields
        .filter((f) => isLeafType(getNamedType(f.type)) && f.args.length > 0)
        .map((f) => this.field(f, depth + 1)),
    ];
    return ` { ${chosen.join(' ')} }`;
  }
}

export function operationFor(
  kind: 'query' | 'mutation',
  field: GraphQLField<unknown, unknown>,
  random: Random,
): Operation {
  const builder = new OperationBuilder(random);
  const body = builder.field(field, 0);
  return { query: `${kind} Fuzz${builder.signature()} { ${body} }`, variables: builder.variables };
}

export async function fetchSchema(graphqlUrl: string): Promise<GraphQLSchema> {
  const response = await fetch(graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: getIntrospectionQuery() }),
  });
  const body = (await response.json()) as { data?: IntrospectionQuery };
  if (!body.data) throw new Error(`introspection failed: ${JSON.stringify(body)}`);
  return buildClientSchema(body.data);
}

const leaksIn = (text: string) =>
  LEAKS.filter(([pattern]) => pattern.test(text)).map(([, label]) => `leaks a ${label}`);

/**
 * Problems in one response; empty when it is a proper answer (data, or coded client errors).
 * Leaks are looked for in errors only: data may hold URLs and texts upstream chose to publish.
 */
export function problemsOf(status: number, text: string): string[] {
  const problems: string[] = [];
  if (status >= 500) problems.push(`HTTP ${status}`);
  let body: { errors?: Array<{ extensions?: { code?: unknown } }> };
  try {
    body = JSON.parse(text);
  } catch {
    return [...problems, ...leaksIn(text), 'body is not JSON'];
  }
  problems.push(...leaksIn(JSON.stringify(body.errors ?? [])));
  for (const error of body.errors ?? []) {
    const code = error.extensions?.code;
    if (typeof code !== 'string') problems.push('error without a code');
    else if (code === 'INTERNAL_SERVER_ERROR' || code === 'UPSTREAM_UNAVAILABLE') problems.push(code);
  }
  return problems;
}

export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const schema = await fetchSchema(options.graphqlUrl);
  const roots = (['query', 'mutation'] as const).flatMap((kind) => {
    const type = kind === 'query' ? schema.getQueryType() : schema.getMutationType();
    return Object.values(type?.getFields() ?? {}).map((field) => ({ kind, field }));
  });
  const random = seededRandom(options.seed);
  const report: FuzzReport = { cases: 0, statuses: {}, codes: {}, findings: [] };
  const count = (map: Record<string, number>, key: string) => {
    map[key] = (map[key] ?? 0) + 1;
  };
  // Cases are generated up front, in order, so concurrency does not change what a seed means.
  const cases = Array.from({ length: options.cases }, (_, index) => {
    const root = roots[index % roots.length] ?? random.pick(roots);
    const caller = random.pick(options.callers);
    return { index, caller, root, operation: operationFor(root.kind, root.field, random) };
  });
  let next = 0;
  const worker = async () => {
    for (let item = cases[next++]; item; item = cases[next++]) {
      const { caller, root, operation } = item;
      const response = await fetch(options.graphqlUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}),
        },
        body: JSON.stringify(operation),
        signal: AbortSignal.timeout(30_000),
      });
      const text = await response.text();
      report.cases += 1;
      count(report.statuses, String(response.status));
      try {
        for (const error of (JSON.parse(text) as { errors?: Array<{ extensions?: { code?: string } }> })
          .errors ?? []) {
          count(report.codes, error.extensions?.code ?? 'none');
        }
      } catch {
        // reported by problemsOf
      }
      for (const problem of problemsOf(response.status, text)) {
        report.findings.push({
          case: item.index,
          caller: caller.name,
          field: `${root.kind}.${root.field.name}`,
          problem,
          query: operation.query,
          variables: operation.variables,
          response: text.slice(0, 500),
        });
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
  return report;
}
