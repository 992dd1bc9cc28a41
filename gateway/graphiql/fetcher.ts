/**
 * GraphiQL's fetcher with a memory for integrators: the token of a successful `login` mutation is
 * kept in localStorage and sent as `Authorization: Bearer <token>` until the headers editor sets
 * its own Authorization, or the gateway answers UNAUTHENTICATED to the remembered one.
 */
import type { ExecutionResult } from 'graphql';

export const TOKEN_STORAGE_KEY = 'portal-gateway.graphiql.token';

export interface TokenStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface FetcherParams {
  query: string;
  operationName?: string | null;
  variables?: unknown;
}

export interface FetcherOptions {
  /** The headers editor's content, parsed by GraphiQL. */
  headers?: Record<string, unknown>;
}

/**
 * GraphiQL types results as graphql-js's ExecutionResult although over HTTP the errors are their
 * JSON form; only `message` and `extensions` are read here, which both have.
 */
export type GraphQLResponse = ExecutionResult;

export interface TokenAwareFetcherOptions {
  url: string;
  storage: TokenStorage;
  fetchImpl?: typeof fetch;
}

const loginToken = (response: GraphQLResponse): string | null => {
  const login = response.data?.login;
  if (typeof login !== 'object' || login === null) return null;
  const { token } = login as { token?: unknown };
  return typeof token === 'string' && token !== '' ? token : null;
};

const isUnauthenticated = (response: GraphQLResponse): boolean =>
  (response.errors ?? []).some((error) => error.extensions?.code === 'UNAUTHENTICATED');

export function createTokenAwareFetcher({ url, storage, fetchImpl = fetch }: TokenAwareFetcherOptions) {
  return async (params: FetcherParams, options: FetcherOptions = {}): Promise<GraphQLResponse> => {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
    };
    for (const [name, value] of Object.entries(options.headers ?? {})) {
      if (value !== undefined && value !== null) headers[name] = String(value);
    }
    const explicit = Object.keys(headers).some((name) => name.toLowerCase() === 'authorization');
    const remembered = explicit ? null : storage.getItem(TOKEN_STORAGE_KEY);
    if (remembered) headers.authorization = `Bearer ${remembered}`;

    const response = await fetchImpl(url, { method: 'POST', headers, body: JSON.stringify(params) });
    const result = (await response.json()) as GraphQLResponse;

    const token = loginToken(result);
    if (token) storage.setItem(TOKEN_STORAGE_KEY, token);
    else if (remembered && isUnauthenticated(result)) storage.removeItem(TOKEN_STORAGE_KEY);
    return result;
  };
}
