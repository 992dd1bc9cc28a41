import { makeExecutableSchema } from '@graphql-tools/schema';
import DataLoader from 'dataloader';
import { type GraphQLError, type GraphQLSchema, isNonNullType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ACCESS as FINANCE_ACCESS } from '../domains/finance/access.ts';
import { gatewayError } from '../errors.ts';
import type { AuthState, Context } from '../kernel/context.ts';
import type { UpstreamMe } from '../kernel/me.ts';
import { createLogger } from '../logger.ts';
import { ROOT_FIELD_RULES } from '../registry.ts';
import { buildSchema } from '../schema.ts';
import { createAuthRateLimits } from '../security/rate-limit.ts';
import { StaleCache } from '../stale-cache.ts';
import { CircuitBreakers } from '../upstream/breaker.ts';
import { type AccessRule, applyRoleRules, assertAllowed, type RuleTable } from './access.ts';

/** A context whose upstream must never be reached: role checks happen before any call. */
const contextWith = (auth: AuthState, roles = ''): Context => {
  const unreachable = new Proxy(
    {},
    {
      get: () => () => {
        throw new Error('upstream called before the role check');
      },
    },
  );
  return {
    requestId: 'test',
    auth,
    upstream: {
      auth: unreachable,
      notifications: unreachable,
      finance: unreachable,
      network: unreachable,
    } as unknown as Context['upstream'],
    loaders: {
      viewer: new DataLoader(async (keys) => keys.map(() => ({ roles }) as UpstreamMe)),
      finance: unreachable as Context['loaders']['finance'],
      billCommissions: unreachable as Context['loaders']['billCommissions'],
      points: unreachable as Context['loaders']['points'],
      affiliateNames: unreachable as Context['loaders']['affiliateNames'],
      units: unreachable as Context['loaders']['units'],
    },
    caches: {
      integration: new StaleCache({ maxEntries: 1, staleMs: 1 }),
      breakers: new CircuitBreakers({ threshold: 0, cooldownMs: 1 }),
    },
    logger: createLogger('silent'),
    clientIp: '127.0.0.1',
    rateLimits: createAuthRateLimits({
      windowMs: 1,
      maxPerIp: 1,
      maxPerUsername: 1,
      maxKeys: 1,
      usernameCeiling: { max: 1, windowMs: 1 },
    }),
  };
};

const verified: AuthState = { status: 'verified', token: 't', viewer: { userId: '1', username: null } };

const codeOf = async (promise: Promise<unknown>) =>
  promise.then(
    () => 'allowed',
    (error: GraphQLError) => error.extensions?.code,
  );

const rootFields = (schema: GraphQLSchema) =>
  [schema.getQueryType(), schema.getMutationType()].flatMap((type) =>
    Object.values(type?.getFields() ?? {}).map((field) => ({ type: type?.name ?? '', field })),
  );

describe('role rules table', () => {
  it('covers every root field of the real schema', () => {
    expect(() => buildSchema()).not.toThrow();
  });

  it('refuses to build when a root field has no rule (default-deny)', () => {
    const { me: _removed, ...queryRules } = ROOT_FIELD_RULES.Query;
    expect(() => buildSchema({ ...ROOT_FIELD_RULES, Query: queryRules })).toThrow(/Query\.me has no rule/);

    const schema = makeExecutableSchema({ typeDefs: 'type Query { open: Int, forgotten: Int }' });
    expect(() => applyRoleRules(schema, { Query: { open: 'public' } })).toThrow(
      /Query\.forgotten has no rule/,
    );
  });

  it('refuses rules for fields that do not exist, and empty or unknown role lists', () => {
    const schema = makeExecutableSchema({ typeDefs: 'type Query { open: Int }' });
    expect(() => applyRoleRules(schema, { Query: { open: 'public', gone: 'public' } })).toThrow(
      /Query\.gone/,
    );
    expect(() => applyRoleRules(schema, { Query: { open: [] } })).toThrow(/known roles/);
    const unknownRole = { Query: { open: ['ROOT'] } } as unknown as RuleTable;
    expect(() => applyRoleRules(schema, unknownRole)).toThrow(/known roles/);
  });
});

describe('assertAllowed', () => {
  const admins: AccessRule = ['ADMIN', 'HOLDING'];

  it('lets anyone through a public rule', async () => {
    expect(await codeOf(assertAllowed('public', contextWith({ status: 'anonymous' })))).toBe('allowed');
  });

  it('asks anonymous callers to log in and rejects bad tokens with their error', async () => {
    expect(await codeOf(assertAllowed('authenticated', contextWith({ status: 'anonymous' })))).toBe(
      'UNAUTHENTICATED',
    );
    const outage = gatewayError('UPSTREAM_UNAVAILABLE', 'x');
    expect(await codeOf(assertAllowed(admins, contextWith({ status: 'rejected', error: outage })))).toBe(
      'UPSTREAM_UNAVAILABLE',
    );
  });

  it('checks roles from upstream /me', async () => {
    expect(await codeOf(assertAllowed('authenticated', contextWith(verified)))).toBe('allowed');
    expect(await codeOf(assertAllowed(admins, contextWith(verified, 'isAffiliated isBranch')))).toBe(
      'FORBIDDEN',
    );
    expect(await codeOf(assertAllowed(admins, contextWith(verified, 'isHolding')))).toBe('allowed');
  });
});

describe('guarded schema', () => {
  const schema = buildSchema();
  const fields = rootFields(schema).filter(({ type, field }) => {
    const rules: RuleTable = ROOT_FIELD_RULES;
    return rules[type]?.[field.name] !== 'public';
  });

  it.each(fields.map(({ type, field }) => [`${type}.${field.name}`, field] as const))(
    '%s refuses anonymous callers before any upstream call',
    async (_name, field) => {
      const args = Object.fromEntries(
        field.args.map((arg) => [arg.name, isNonNullType(arg.type) ? 'x' : null]),
      );
      const resolve = field.resolve;
      expect(resolve).toBeDefined();
      const result = Promise.resolve().then(() =>
        resolve?.({}, args, contextWith({ status: 'anonymous' }), {} as never),
      );
      expect(await codeOf(result)).toBe('UNAUTHENTICATED');
    },
  );
});

describe('finance rules (docs/product.md §1.4)', () => {
  const ROLE_TEXT = {
    AFFILIATED: 'isAffiliated',
    BRANCH: 'isBranch',
    AGENT: 'isAgent',
    HOLDING: 'isHolding',
    PRODUCER: 'isProducer',
    ADMIN: 'isAdmin',
  } as const;
  const allowedRoles = async (rule: AccessRule) => {
    const allowed: string[] = [];
    for (const [role, flag] of Object.entries(ROLE_TEXT)) {
      if ((await codeOf(assertAllowed(rule, contextWith(verified, flag)))) === 'allowed') allowed.push(role);
    }
    return allowed;
  };

  it('lets affiliates, branches, agents and holding read finances and the career plan', async () => {
    expect(await allowedRoles(FINANCE_ACCESS.rules.Query.finance)).toEqual([
      'AFFILIATED',
      'BRANCH',
      'AGENT',
      'HOLDING',
    ]);
    expect(await allowedRoles(FINANCE_ACCESS.rules.Query.careerPlan)).toEqual([
      'AFFILIATED',
      'BRANCH',
      'AGENT',
      'HOLDING',
    ]);
  });

  it('lets only the payees send or generate invoices (holding reads bills, it does not send)', async () => {
    for (const rule of [
      FINANCE_ACCESS.rules.Mutation.uploadInvoice,
      FINANCE_ACCESS.rules.Mutation.generateInvoice,
    ]) {
      expect(await allowedRoles(rule)).toEqual(['AFFILIATED', 'BRANCH', 'AGENT']);
    }
  });
});
