/**
 * The authorisation matrix: every Query and Mutation field of the schema the gateway publishes
 * (introspected, never listed by hand) is called as an anonymous client and as each demo account,
 * through the real gateway and upstream, with minimal valid arguments; the outcome must be the one
 * reviewed in expected-access.ts.
 */
import type { GraphQLSchema } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { MUTATION_INPUT_RULES } from '../registry.ts';
import { buildSchema } from '../schema.ts';
import { introspect, type RootFieldCall, rootFieldCalls } from '../test/operations.ts';
import { setupTestStack } from '../test/stack.ts';
import { CALLERS, type Caller, DEMO_USERNAMES, type Outcome } from './access-outcomes.ts';
import { EXPECTED_ACCESS } from './expected-access.ts';
import { mutationValidators } from './input-rules.ts';

/** Errors an authorised call may still meet with generated arguments (unknown ids, wrong password). */
const BUSINESS_CODES = new Set(['BAD_USER_INPUT', 'NOT_FOUND', 'CONFLICT']);

// The generated login uses an unknown account: every caller's call is one refused login.
const stack = setupTestStack({ AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_USERNAME: '1000' });
let schema: GraphQLSchema;
let calls: RootFieldCall[];
const tokens = new Map<Caller, string>();

beforeAll(async () => {
  const { gateway } = stack();
  schema = await introspect(gateway);
  calls = rootFieldCalls(schema);
  for (const [caller, username] of Object.entries(DEMO_USERNAMES)) {
    tokens.set(caller as Caller, await gateway.login(username));
  }
});

describe('the expected-access table', () => {
  it('has a row for every root field of the schema, and only for those', () => {
    const fields = calls.map((call) => call.key);
    expect(fields.filter((field) => !Object.hasOwn(EXPECTED_ACCESS, field))).toEqual([]);
    expect(Object.keys(EXPECTED_ACCESS).filter((field) => !fields.includes(field))).toEqual([]);
    // Sanity of the walk itself: both root types were introspected.
    expect(fields).toContain('Query.me');
    expect(fields).toContain('Mutation.login');
  });

  it('is exercised with arguments that pass the shared input rules', async () => {
    const validators = mutationValidators(buildSchema(), MUTATION_INPUT_RULES);
    for (const call of calls.filter((candidate) => candidate.operation === 'mutation')) {
      const validate = validators.get(call.field);
      await expect(validate?.(call.variables), call.key).resolves.toBeDefined();
    }
  });
});

describe('every root field as every caller', () => {
  const outcomeOf = async (
    call: RootFieldCall,
    caller: Caller,
  ): Promise<{ outcome: string; detail: string }> => {
    const { status, body } = await stack().gateway.gql(call.query, {
      variables: call.variables,
      token: tokens.get(caller),
    });
    const codes = (body.errors ?? []).map((error) => error.extensions?.code ?? 'NO_CODE');
    const denial = codes.find((code) => code === 'UNAUTHENTICATED' || code === 'FORBIDDEN');
    if (denial) return { outcome: denial, detail: codes.join(',') };
    const unexpected = codes.filter((code) => !BUSINESS_CODES.has(String(code)));
    if (status !== 200 || unexpected.length > 0) {
      return { outcome: `HTTP ${status} ${unexpected.join(',')}`, detail: JSON.stringify(body.errors) };
    }
    return { outcome: 'ok', detail: codes.join(',') };
  };

  it.each(CALLERS)('%s gets exactly the reviewed outcome', async (caller) => {
    const mismatches: string[] = [];
    for (const call of calls) {
      const expected: Outcome | undefined = EXPECTED_ACCESS[call.key]?.[caller];
      const { outcome, detail } = await outcomeOf(call, caller);
      if (outcome !== expected) {
        mismatches.push(
          `${call.key}: expected ${expected ?? 'a row in expected-access.ts'}, got ${outcome} ${detail}`,
        );
      }
    }
    expect(mismatches).toEqual([]);
  });
});
