/**
 * The real upstream (a child process on a fresh in-memory database) with an in-process gateway in
 * front of it, for one test file: started in beforeAll, stopped in afterAll. The gateway's upstream
 * calls are recorded, so a test can assert which ones a request made.
 */
import { afterAll, beforeAll } from 'vitest';
import type { GatewayOptions } from '../server.ts';
import { type CallRecorder, callRecorder, startTestGateway, type TestGateway } from './gateway.ts';
import { startUpstream, type UpstreamProcess } from './upstream-process.ts';

export interface TestStack {
  upstream: UpstreamProcess;
  gateway: TestGateway;
  recorder: CallRecorder;
}

/** Returns an accessor: the stack only exists once beforeAll has run. */
export function setupTestStack(
  env: Record<string, string> = {},
  options: GatewayOptions = {},
  /** The upstream's extra environment, read when it starts (e.g. SMTP_URL of a receiver started before, REQUIRE_2FA_ROLES). */
  upstreamEnv: () => Record<string, string> = () => ({}),
): () => TestStack {
  let stack: TestStack | undefined;
  beforeAll(async () => {
    const upstream = await startUpstream({ env: upstreamEnv() });
    const recorder = callRecorder();
    try {
      const gateway = await startTestGateway(
        { PORTAL_URL: upstream.portalUrl, TOKEN_URL: upstream.tokenUrl, ...env },
        { onUpstreamCall: recorder.hook, ...options },
      );
      stack = { upstream, gateway, recorder };
    } catch (error) {
      await upstream.stop();
      throw error;
    }
  });
  afterAll(async () => {
    await stack?.gateway.stop();
    await stack?.upstream.stop();
  });
  return () => {
    if (!stack) throw new Error('the test stack is used before beforeAll has started it');
    return stack;
  };
}

/**
 * `tokenOf(user)`: a demo account's token (`<user>@demo.com.br`), logged in once per file and kept,
 * so a file's tests do not pay a login per request.
 */
export function demoTokens(stack: () => TestStack) {
  const tokens = new Map<string, string>();
  return async (user: string): Promise<string> => {
    const known = tokens.get(user);
    if (known) return known;
    const token = await stack().gateway.login(`${user}@demo.com.br`);
    tokens.set(user, token);
    return token;
  };
}

/**
 * `request(user, query, variables)` as a demo account (tokens kept per file, see demoTokens): the
 * answer and every upstream route the request called, in call order. A file that also calls
 * upstream directly passes its own `tokenOf`, so both sides use the same tokens.
 */
export function demoRequests(stack: () => TestStack, tokenOf = demoTokens(stack)) {
  return async <T>(user: string, query: string, variables: Record<string, unknown> = {}) => {
    const token = await tokenOf(user);
    stack().recorder.reset();
    const { body } = await stack().gateway.gql<T>(query, { token, variables });
    return { body, calls: stack().recorder.calls.map((call) => call.route) };
  };
}

/**
 * `run(user, query, variables)` as a demo account: like demoRequests, without the role lookup
 * (GET /me) every signed-in request makes, so a test names the calls its screen made.
 */
export function demoRunner(stack: () => TestStack) {
  const request = demoRequests(stack);
  return async <T>(user: string, query: string, variables: Record<string, unknown> = {}) => {
    const { body, calls } = await request<T>(user, query, variables);
    return { body, calls: calls.filter((route) => route !== 'GET /me') };
  };
}
