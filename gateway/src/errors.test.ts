import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  ERROR_TEXT,
  gatewayError,
  logEntryFor,
  toClientError,
  UpstreamError,
  upstreamToGraphQLError,
} from './errors.ts';

const status = (code: number, detail: string | null = null) =>
  new UpstreamError('portal', { kind: 'status', status: code, detail });

describe('upstream failures → GraphQL codes', () => {
  it.each([
    [401, 'UNAUTHENTICATED', ERROR_TEXT.sessionInvalid],
    [403, 'FORBIDDEN', ERROR_TEXT.forbidden],
    [404, 'NOT_FOUND', ERROR_TEXT.notFound],
    [429, 'TOO_MANY_REQUESTS', ERROR_TEXT.tooManyRequests],
    [500, 'UPSTREAM_UNAVAILABLE', ERROR_TEXT.unavailable],
    [503, 'UPSTREAM_UNAVAILABLE', ERROR_TEXT.unavailable],
    [405, 'INTERNAL_SERVER_ERROR', ERROR_TEXT.unexpected],
  ])('HTTP %i → %s', (code, expected, message) => {
    const error = upstreamToGraphQLError(status(code, 'internal text'));
    expect(error.extensions.code).toBe(expected);
    expect(error.message).toBe(message);
  });

  it('carries the detail of 400, 422 and 409', () => {
    expect(upstreamToGraphQLError(status(400, 'CNPJ inválido')).message).toBe('CNPJ inválido');
    expect(upstreamToGraphQLError(status(422, 'Campo x')).extensions.code).toBe('BAD_USER_INPUT');
    const conflict = upstreamToGraphQLError(status(409, 'Produtor já cadastrado'));
    expect([conflict.extensions.code, conflict.message]).toEqual(['CONFLICT', 'Produtor já cadastrado']);
    expect(upstreamToGraphQLError(status(400)).message).toBe(ERROR_TEXT.badInput);
  });

  it.each([
    { kind: 'timeout' } as const,
    { kind: 'unreachable' } as const,
    { kind: 'malformed', reason: 'invalid JSON' } as const,
  ])('$kind → UPSTREAM_UNAVAILABLE in Portuguese', (failure) => {
    const error = upstreamToGraphQLError(new UpstreamError('portal', failure));
    expect(error.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(error.message).toBe('Serviço indisponível no momento, tente novamente mais tarde.');
  });
});

describe('toClientError', () => {
  const formatted = (error: GraphQLError) => error.toJSON();
  const resolverError = (original: Error) =>
    new GraphQLError(original.message, { originalError: original, path: ['me'] });

  it('maps an UpstreamError thrown by a resolver, without internal details', () => {
    const original = new UpstreamError(
      'portal',
      { kind: 'unreachable' },
      { cause: new Error('ECONNREFUSED 10.0.0.1') },
    );
    const wrapped = resolverError(original);
    const result = toClientError(formatted(wrapped), wrapped);
    expect(result).toEqual({
      message: ERROR_TEXT.unavailable,
      path: ['me'],
      locations: undefined,
      extensions: { code: 'UPSTREAM_UNAVAILABLE' },
    });
  });

  it('keeps our coded errors with their field errors only', () => {
    const error = gatewayError('BAD_USER_INPUT', 'Informe um e-mail válido.', [
      { field: 'email', message: 'Informe um e-mail válido.' },
    ]);
    const json = { ...formatted(error), extensions: { ...error.extensions, debug: 'secret' } };
    expect(toClientError(json, error).extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'email', message: 'Informe um e-mail válido.' }],
    });
  });

  it('masks anything unknown', () => {
    const wrapped = resolverError(
      new TypeError("Cannot read properties of undefined (reading 'x') at /srv/app.ts"),
    );
    const result = toClientError(
      { ...formatted(wrapped), extensions: { code: 'INTERNAL_SERVER_ERROR' } },
      wrapped,
    );
    expect(result.message).toBe(ERROR_TEXT.unexpected);
    expect(JSON.stringify(result)).not.toContain('/srv');
  });

  it('logs unexpected errors and outages, not user errors', () => {
    expect(logEntryFor(gatewayError('FORBIDDEN', ERROR_TEXT.forbidden))).toBeNull();
    expect(logEntryFor(resolverError(status(404)))).toBeNull();
    expect(logEntryFor(resolverError(status(502)))?.level).toBe('warn');
    expect(logEntryFor(resolverError(new Error('boom')))?.level).toBe('error');
  });
});
