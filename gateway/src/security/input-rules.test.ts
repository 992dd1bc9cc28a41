import { MESSAGES } from '@portal/schema';
import type { GraphQLError, GraphQLFieldResolver } from 'graphql';
import { describe, expect, it } from 'vitest';
import { object, string } from 'yup';
import type { AuthState, Context } from '../kernel/context.ts';
import { MUTATION_INPUT_RULES } from '../registry.ts';
import { buildSchema } from '../schema.ts';

/**
 * Only what the guard reads: the token state and the viewer's roles. Reading the roles is recorded,
 * since it stands for the GET /me upstream call; anything else the guard touched would throw.
 */
const contextWith = (auth: AuthState, roles: string) => {
  const lookups: string[] = [];
  const context = {
    auth,
    loaders: {
      viewer: {
        load: async () => {
          lookups.push('GET /me');
          return { roles };
        },
      },
    },
  } as unknown as Context;
  return { context, lookups };
};

const verified: AuthState = { status: 'verified', token: 't', viewer: { userId: '1', username: null } };

const mutation = (name: string) => {
  const resolve = buildSchema().getMutationType()?.getFields()[name]?.resolve as GraphQLFieldResolver<
    unknown,
    Context
  >;
  return (args: Record<string, unknown>, context: Context) =>
    Promise.resolve()
      .then(() => resolve({}, args, context, {} as never))
      .then(
        () => 'resolved',
        (error: GraphQLError | Error) => ('extensions' in error ? error.extensions.code : error.message),
      );
};

describe('the input rule table', () => {
  it('must have a rule for every mutation, and only for mutations that exist', () => {
    const { login: _removed, ...withoutLogin } = MUTATION_INPUT_RULES;
    expect(() => buildSchema(undefined, withoutLogin)).toThrow(/Mutation\.login has no input rule/);
    const extra = { ...MUTATION_INPUT_RULES, launchRockets: { schema: object({}) } };
    expect(() => buildSchema(undefined, extra)).toThrow(/Mutation\.launchRockets/);
    const wrongArgument = {
      ...MUTATION_INPUT_RULES,
      sendEdNotification: { schema: object({}), argument: 'body' },
    };
    expect(() => buildSchema(undefined, wrongArgument)).toThrow(/argument "body"/);
  });
});

describe('the guard order: token, then input, then role', () => {
  const send = mutation('sendEdNotification');
  const invalid = { input: { title: '   ', message: 'm' } };

  it('asks anonymous callers to log in, whatever their input', async () => {
    const { context, lookups } = contextWith({ status: 'anonymous' }, '');
    expect(await send(invalid, context)).toBe('UNAUTHENTICATED');
    expect(lookups).toEqual([]);
  });

  it('refuses invalid input before looking up the roles (no upstream call at all)', async () => {
    const { context, lookups } = contextWith(verified, 'isAffiliated');
    expect(await send(invalid, context)).toBe('BAD_USER_INPUT');
    expect(lookups).toEqual([]);
  });

  it('then checks the roles', async () => {
    const { context, lookups } = contextWith(verified, 'isAffiliated');
    expect(await send({ input: { title: 't', message: 'm' } }, context)).toBe('FORBIDDEN');
    expect(lookups).toEqual(['GET /me']);
  });

  it('hands the resolver the validated, normalised arguments and keeps the others', async () => {
    const seen: unknown[] = [];
    const schema = buildSchema(undefined, {
      ...MUTATION_INPUT_RULES,
      requestPasswordReset: {
        schema: object({ email: string().trim().lowercase().required(MESSAGES.required) }),
      },
    });
    const resolve = schema.getMutationType()?.getFields().requestPasswordReset?.resolve;
    const { context } = contextWith({ status: 'anonymous' }, '');
    const spy = {
      ...context,
      clientIp: '127.0.0.1',
      rateLimits: {
        passwordResetRequest: {
          guard: async (attempt: unknown) => {
            seen.push(attempt);
          },
        },
      },
    } as unknown as Context;
    await resolve?.({}, { email: '  Ana@Exemplo.COM ' }, spy, {} as never);
    expect(seen).toEqual([{ ip: '127.0.0.1', username: 'ana@exemplo.com' }]);
  });
});
