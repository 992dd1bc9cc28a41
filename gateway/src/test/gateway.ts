/** Starts the gateway in-process on a random port and speaks GraphQL to it over HTTP. */
import { loadConfig } from '../config.ts';
import { createGateway, type GatewayOptions } from '../server.ts';
import type { UpstreamCallEvent } from '../upstream/http.ts';

/** Password of every seeded demo account (issue "Platform foundation"). */
export const DEMO_PASSWORD = 'Portal@2026';

export interface GraphQLErrorBody {
  message: string;
  path?: ReadonlyArray<string | number>;
  extensions?: { code?: string; fieldErrors?: Array<{ field: string; message: string }> } & Record<
    string,
    unknown
  >;
}

export interface GraphQLBody<TData> {
  data?: TData | null;
  errors?: GraphQLErrorBody[];
  /** `cost` on every answer to a resolved operation (security/cost-budget.ts). */
  extensions?: Record<string, unknown>;
}

export interface GraphQLCall {
  variables?: Record<string, unknown>;
  token?: string;
  headers?: Record<string, string>;
  /** Client-side give-up: a request the gateway never answers fails the test instead of hanging it. */
  timeoutMs?: number;
}

export interface TestGateway {
  url: string;
  graphqlUrl: string;
  gql<TData = Record<string, unknown>>(
    query: string,
    call?: GraphQLCall,
  ): Promise<{ status: number; headers: Headers; text: string; body: GraphQLBody<TData> }>;
  /** Logs in through the gateway and returns the bearer token. */
  login(username: string, password?: string): Promise<string>;
  stop(): Promise<void>;
}

/** Records the upstream calls of a gateway (GatewayOptions.onUpstreamCall). */
export interface CallRecorder {
  hook: (event: UpstreamCallEvent) => void;
  calls: UpstreamCallEvent[];
  /** Forgets what was recorded so far (e.g. the calls of a login). */
  reset(): void;
  /** Calls whose route ('GET /v1/...') contains `fragment`. */
  to(fragment: string): UpstreamCallEvent[];
}

export function callRecorder(): CallRecorder {
  const calls: UpstreamCallEvent[] = [];
  return {
    hook: (event) => calls.push(event),
    calls,
    reset: () => calls.splice(0),
    to: (fragment) => calls.filter((call) => call.route.includes(fragment)),
  };
}

/** Small deadlines so failure tests finish fast; `env` overrides anything. */
export async function startTestGateway(
  env: Record<string, string>,
  options: GatewayOptions = {},
): Promise<TestGateway> {
  const config = loadConfig({
    PORT: '0',
    LOG_LEVEL: 'silent',
    UPSTREAM_TIMEOUT_MS: '3000',
    UPSTREAM_RETRY_DELAY_MS: '50',
    ...env,
  });
  const gateway = await createGateway(config, options);
  const url = await gateway.listen(0);
  const graphqlUrl = `${url}/graphql`;

  return { url, graphqlUrl, ...graphqlClient(graphqlUrl), stop: () => gateway.stop() };
}

/** GraphQL over HTTP to any gateway (in-process or a child process), with the demo login. */
export function graphqlClient(graphqlUrl: string): Pick<TestGateway, 'gql' | 'login'> {
  const gql: TestGateway['gql'] = async (query, call = {}) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...call.headers };
    if (call.token) headers.authorization = `Bearer ${call.token}`;
    const response = await fetch(graphqlUrl, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables: call.variables }),
      signal: AbortSignal.timeout(call.timeoutMs ?? 60_000),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, text, body: JSON.parse(text) };
  };

  const login = async (username: string, password = DEMO_PASSWORD) => {
    const { body } = await gql<{ login: { token: string } }>(
      'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token } }',
      { variables: { u: username, p: password } },
    );
    const token = body.data?.login.token;
    if (!token) throw new Error(`login as ${username} failed: ${JSON.stringify(body.errors)}`);
    return token;
  };

  return { gql, login };
}
