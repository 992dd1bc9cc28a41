/**
 * Who may call what, applied in one place by wrapping the root resolvers: every Query and Mutation
 * field has a rule (docs/product.md §1.4), and API clients a scope on top of it. Each domain writes
 * its rules in its own `access.ts`; registry.ts composes them into one table (reviewed as a whole in
 * security/access-table.snapshot.md). Default-deny: building the schema throws when a root field
 * has no rule, and a rule naming a field that no longer exists throws too, so the table never
 * drifts from the schema.
 *
 * Row scope (a branch sees only its unit...) is not expressed here: the resolver loading the row
 * checks it, and upstream does too.
 *
 * The same wrapper runs the mutation input rules (security/input-rules.ts) between the token check
 * and the role lookup. The expected outcome of every field for every demo role is reviewed in each
 * domain's `expected-access.ts` and checked over HTTP by security/authz-matrix.integration.test.ts.
 */
import { MapperKind, mapSchema } from '@graphql-tools/utils';
import { type ApiScope, isApiScope, scopeSatisfies, TWO_FACTOR_MESSAGES } from '@portal/schema';
import { defaultFieldResolver, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import type { Role } from '../__generated__/resolvers.ts';
import { ERROR_TEXT, gatewayError } from '../errors.ts';
import type { Context } from '../kernel/context.ts';
import { VIEWER } from '../kernel/me.ts';
import type { ArgsValidator } from '../security/input-rules.ts';
import { ROLE_BY_FLAG, rolesFromText } from './roles.ts';

/** 'public': anyone; 'authenticated': any valid token; a list: a valid token holding one of the roles. */
export type AccessRule = 'public' | 'authenticated' | readonly Role[];

export type RuleTable = Readonly<Record<string, Readonly<Record<string, AccessRule>>>>;

/** Role groups several domains' rules share; a domain's own groups live in its access.ts. */
export const ADMIN_OR_HOLDING = ['ADMIN', 'HOLDING'] as const satisfies readonly Role[];
/** docs/product.md §1.4 "Gerenciador de Banner", "Produtos", Gerenciador de Unidades. */
export const HOLDING_ONLY = ['HOLDING'] as const satisfies readonly Role[];
/** docs/product.md §1.4 "Tráfego Pago", "Gerenciador de produtores". */
export const ADMIN_ONLY = ['ADMIN'] as const satisfies readonly Role[];

/** One domain's rules: a rule per root field it serves, the API scope of those clients may use. */
export interface DomainAccess {
  rules: { Query?: Readonly<Record<string, AccessRule>>; Mutation?: Readonly<Record<string, AccessRule>> };
  /**
   * The second column of the rule table, for API clients (docs/integrators.md): the scope a
   * client's token must hold to use a root field, on top of the owner's role rule. Default-deny:
   * a field missing here is refused to every API client, whatever its scopes.
   */
  scopes: { Query?: Readonly<Record<string, ApiScope>>; Mutation?: Readonly<Record<string, ApiScope>> };
  /**
   * The root fields no API client may use, whatever its scopes (docs/integrators.md §3): a
   * person's own acts. Every root field is either here or in `scopes` (scopes.test.ts), so a new
   * field must choose.
   */
  personOnly: { Query?: readonly string[]; Mutation?: readonly string[] };
}

export type ScopeTable = Readonly<Record<string, Readonly<Record<string, string | null>>>>;

const KNOWN_ROLES: ReadonlySet<string> = new Set(Object.values(ROLE_BY_FLAG));

/** The roles of the viewer come from upstream GET /me (loaded once per request), not from the JWT. */
async function viewerRoles(context: Context): Promise<readonly Role[]> {
  return rolesFromText((await context.loaders.viewer.load(VIEWER)).roles);
}

/** Throws UNAUTHENTICATED unless the rule is public or the request carries a verified token. */
export function assertAuthenticated(rule: AccessRule, context: Context): void {
  if (rule === 'public') return;
  const { auth } = context;
  if (auth.status === 'anonymous') throw gatewayError('UNAUTHENTICATED', ERROR_TEXT.unauthenticated);
  if (auth.status === 'rejected') throw auth.error;
}

/**
 * Throws FORBIDDEN when the request comes from an API client whose token lacks the field's scope
 * (or the field has none: default-deny). A person's own session is not concerned.
 */
export function assertScope(scope: string | null | undefined, context: Context): void {
  const { auth } = context;
  if (auth.status !== 'verified' || !auth.viewer.client) return;
  if (!scope || !scopeSatisfies(auth.viewer.client.scopes, scope)) {
    throw gatewayError('FORBIDDEN', ERROR_TEXT.forbidden);
  }
}

/**
 * The fields a session held to enrolling a second factor (REQUIRE_2FA_ROLES: a token with
 * `enrolmentOnly`) may use: the viewer for the shell, the enrolment, and the renewal that opens
 * the session once it is done. Public fields are open to anyone anyway.
 */
const ENROLMENT_FIELDS: ReadonlySet<string> = new Set([
  'Query.me',
  'Query.twoFactor',
  'Mutation.startTwoFactorEnrolment',
  'Mutation.confirmTwoFactor',
  'Mutation.renewSession',
]);

/** Throws FORBIDDEN when a session held to the enrolment asks for anything else. */
export function assertEnrolled(rule: AccessRule, context: Context, field: string): void {
  const { auth } = context;
  if (rule === 'public' || auth.status !== 'verified' || !auth.viewer.enrolmentOnly) return;
  if (!ENROLMENT_FIELDS.has(field)) throw gatewayError('FORBIDDEN', TWO_FACTOR_MESSAGES.enrolmentRequired);
}

/** Throws FORBIDDEN unless a role-list rule finds one of its roles in the viewer's (GET /me). */
export async function assertRoles(rule: AccessRule, context: Context): Promise<void> {
  if (rule === 'public' || rule === 'authenticated') return;
  const roles = await viewerRoles(context);
  if (!rule.some((role) => roles.includes(role))) throw gatewayError('FORBIDDEN', ERROR_TEXT.forbidden);
}

/** Throws UNAUTHENTICATED or FORBIDDEN unless the request may use a field with `rule`. */
export async function assertAllowed(rule: AccessRule, context: Context): Promise<void> {
  assertAuthenticated(rule, context);
  await assertRoles(rule, context);
}

const ruleFor = <T>(
  rules: Readonly<Record<string, Readonly<Record<string, T>>>>,
  typeName: string,
  fieldName: string,
): T | undefined => {
  const fields = Object.hasOwn(rules, typeName) ? rules[typeName] : undefined;
  return fields && Object.hasOwn(fields, fieldName) ? fields[fieldName] : undefined;
};

function checkTable(schema: GraphQLSchema, rules: RuleTable, scopes: ScopeTable): void {
  for (const [typeName, fields] of Object.entries(scopes)) {
    for (const [fieldName, scope] of Object.entries(fields)) {
      if (ruleFor(rules, typeName, fieldName) === undefined) {
        throw new Error(`Scope for ${typeName}.${fieldName}, which has no role rule`);
      }
      if (scope !== null && !isApiScope(scope))
        throw new Error(`Unknown scope ${scope} for ${typeName}.${fieldName}`);
    }
  }
  const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()];
  for (const [typeName, fields] of Object.entries(rules)) {
    const root = roots.find((type) => type?.name === typeName);
    if (!root) throw new Error(`Role rules name "${typeName}", which is not a root type of the schema`);
    for (const [fieldName, rule] of Object.entries(fields)) {
      if (!root.getFields()[fieldName]) {
        throw new Error(`Role rule for ${typeName}.${fieldName}, which the schema does not have`);
      }
      if (Array.isArray(rule) && (rule.length === 0 || !rule.every((role) => KNOWN_ROLES.has(role)))) {
        throw new Error(`Role rule for ${typeName}.${fieldName} must list known roles`);
      }
    }
  }
}

/**
 * Returns the schema with every root resolver guarded by its rule; throws on a missing rule.
 * `validators` (Mutation field → input check) run after the token check, before the role lookup.
 */
export function applyRoleRules(
  schema: GraphQLSchema,
  rules: RuleTable,
  validators: ReadonlyMap<string, ArgsValidator> = new Map(),
  // A rule table of a test's own comes without scopes: every API client is then refused.
  scopes: ScopeTable = {},
): GraphQLSchema {
  checkTable(schema, rules, scopes);
  return mapSchema(schema, {
    [MapperKind.ROOT_FIELD]: (fieldConfig, fieldName, typeName) => {
      const rule = ruleFor(rules, typeName, fieldName);
      if (rule === undefined) {
        throw new Error(
          `Root field ${typeName}.${fieldName} has no rule in its domain's access.ts (default-deny)`,
        );
      }
      const scope = ruleFor(scopes, typeName, fieldName);
      const validate = typeName === schema.getMutationType()?.name ? validators.get(fieldName) : undefined;
      const guard =
        (next: GraphQLFieldResolver<unknown, Context>): GraphQLFieldResolver<unknown, Context> =>
        async (source, args, context, info) => {
          assertAuthenticated(rule, context);
          assertEnrolled(rule, context, `${typeName}.${fieldName}`);
          assertScope(scope, context);
          const checked = validate ? await validate(args) : args;
          await assertRoles(rule, context);
          return next(source, checked, context, info);
        };
      return {
        ...fieldConfig,
        resolve: guard(fieldConfig.resolve ?? defaultFieldResolver),
        subscribe: fieldConfig.subscribe && guard(fieldConfig.subscribe),
      };
    },
  });
}
