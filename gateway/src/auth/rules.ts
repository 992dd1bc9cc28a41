/**
 * Who may call what: ONE table with a rule for every Query and Mutation field (docs/product.md §1.4),
 * applied in one place by wrapping the root resolvers. Default-deny: building the schema throws
 * when a root field has no rule (and the `satisfies` below already fails the typecheck), and a rule
 * naming a field that no longer exists throws too, so the table never drifts from the schema.
 *
 * Row scope (a branch sees only its unit...) is not expressed here: the resolver loading the row
 * checks it, and upstream does too.
 *
 * The same wrapper runs the mutation input rules (security/input-rules.ts) between the token check
 * and the role lookup. The expected outcome of every field for every demo role is reviewed in
 * security/expected-access.ts and checked over HTTP by security/authz-matrix.integration.test.ts.
 */
import { MapperKind, mapSchema } from '@graphql-tools/utils';
import { defaultFieldResolver, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import type { Mutation, Query, Role } from '../__generated__/resolvers.ts';
import type { Context } from '../context.ts';
import { ERROR_TEXT, gatewayError } from '../errors.ts';
import { VIEWER } from '../loaders.ts';
import type { ArgsValidator } from '../security/input-rules.ts';
import { ROLE_BY_FLAG, rolesFromText } from './roles.ts';

/** 'public': anyone; 'authenticated': any valid token; a list: a valid token holding one of the roles. */
export type AccessRule = 'public' | 'authenticated' | readonly Role[];

export type RuleTable = Readonly<Record<string, Readonly<Record<string, AccessRule>>>>;

type RootFields<T> = Exclude<keyof T, '__typename'>;

const ADMIN_OR_HOLDING = ['ADMIN', 'HOLDING'] as const satisfies readonly Role[];
/**
 * docs/product.md §1.4 "Vendas e Faturamento" and dashboards; holding sees Faturamento on the payments route.
 */
const FINANCE_READERS = ['AFFILIATED', 'BRANCH', 'AGENT', 'HOLDING'] as const satisfies readonly Role[];
/** docs/product.md §1.4 "Plano de carreira". */
const CAREER_PLAN_READERS = ['AFFILIATED', 'BRANCH', 'HOLDING', 'AGENT'] as const satisfies readonly Role[];
/** docs/product.md §1.4 "Gerenciador de EDs" (branch) and "Gerenciador ED" (holding, admin). */
const ED_MANAGERS = ['HOLDING', 'ADMIN', 'BRANCH'] as const satisfies readonly Role[];
/** docs/product.md §1.4 "Notas Fiscais: holding, branch, producer". */
const INVOICE_LIST_READERS = ['HOLDING', 'BRANCH', 'PRODUCER'] as const satisfies readonly Role[];
/** Billing details' send/issue buttons: holding reads bills but does not send invoices. */
const INVOICE_SENDERS = ['AFFILIATED', 'BRANCH', 'AGENT'] as const satisfies readonly Role[];
/** docs/product.md §1.4 "Pontos e Vouchers": affiliates only (flag on; enrolment is the field's concern). */
const POINTS_READERS = ['AFFILIATED'] as const satisfies readonly Role[];
/** docs/product.md §1.4 "Gerenciador de Vouchers": holding, branch and producer manage vouchers. */
const VOUCHER_MANAGERS = ['HOLDING', 'PRODUCER', 'BRANCH'] as const satisfies readonly Role[];
/** docs/product.md §1.4 "Material de Apoio": affiliate, branch, holding, agent read; holding manages. */
const TRAINING_READERS = ['AFFILIATED', 'BRANCH', 'HOLDING', 'AGENT'] as const satisfies readonly Role[];
const TRAINING_MANAGERS = ['HOLDING'] as const satisfies readonly Role[];

export const ROOT_FIELD_RULES = {
  Query: {
    me: 'authenticated',
    notifications: 'authenticated',
    edNotifications: ADMIN_OR_HOLDING,
    finance: FINANCE_READERS,
    careerPlan: CAREER_PLAN_READERS,
    pointsAndVouchers: POINTS_READERS,
    managedVouchers: VOUCHER_MANAGERS,
    eds: ED_MANAGERS,
    invoices: INVOICE_LIST_READERS,
    // docs/product.md §11.1: batch generation is the holding's (and admin's); a branch cannot.
    invoiceGeneration: ADMIN_OR_HOLDING,
    trainingLibrary: TRAINING_READERS,
    trainingCategories: TRAINING_MANAGERS,
  },
  Mutation: {
    login: 'public',
    requestPasswordReset: 'public',
    changePassword: 'public',
    renewSession: 'authenticated',
    deleteNotification: 'authenticated',
    sendEdNotification: ADMIN_OR_HOLDING,
    deleteEdNotification: ADMIN_OR_HOLDING,
    uploadInvoice: INVOICE_SENDERS,
    generateInvoice: INVOICE_SENDERS,
    startInvoiceGeneration: ADMIN_OR_HOLDING,
    // docs/product.md §9.4: banners and products are managed by holding, the platform by admin.
    createUploadUrls: ADMIN_OR_HOLDING,
    createTrainingCategory: TRAINING_MANAGERS,
    editTrainingCategory: TRAINING_MANAGERS,
    moveTrainingCategory: TRAINING_MANAGERS,
    deleteTrainingCategory: TRAINING_MANAGERS,
    addTrainingFile: TRAINING_MANAGERS,
    addTrainingVideo: TRAINING_MANAGERS,
    editTrainingAttachment: TRAINING_MANAGERS,
    moveTrainingAttachment: TRAINING_MANAGERS,
    deleteTrainingAttachment: TRAINING_MANAGERS,
  },
} as const satisfies {
  Query: Record<RootFields<Query>, AccessRule>;
  Mutation: Record<RootFields<Mutation>, AccessRule>;
};

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

const ruleFor = (rules: RuleTable, typeName: string, fieldName: string): AccessRule | undefined => {
  const fields = Object.hasOwn(rules, typeName) ? rules[typeName] : undefined;
  return fields && Object.hasOwn(fields, fieldName) ? fields[fieldName] : undefined;
};

function checkTable(schema: GraphQLSchema, rules: RuleTable): void {
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
  rules: RuleTable = ROOT_FIELD_RULES,
  validators: ReadonlyMap<string, ArgsValidator> = new Map(),
): GraphQLSchema {
  checkTable(schema, rules);
  return mapSchema(schema, {
    [MapperKind.ROOT_FIELD]: (fieldConfig, fieldName, typeName) => {
      const rule = ruleFor(rules, typeName, fieldName);
      if (rule === undefined) {
        throw new Error(
          `Root field ${typeName}.${fieldName} has no rule in gateway/src/auth/rules.ts (default-deny)`,
        );
      }
      const validate = typeName === schema.getMutationType()?.name ? validators.get(fieldName) : undefined;
      const guard =
        (next: GraphQLFieldResolver<unknown, Context>): GraphQLFieldResolver<unknown, Context> =>
        async (source, args, context, info) => {
          assertAuthenticated(rule, context);
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
