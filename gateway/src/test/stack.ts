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
): () => TestStack {
  let stack: TestStack | undefined;
  beforeAll(async () => {
    const upstream = await startUpstream();
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
 * `run(user, query, variables)` as a demo account (`<user>@demo.com.br`, tokens kept per file): the
 * answer and the upstream routes the request called besides the role lookup (GET /me).
 */
export function demoRunner(stack: () => TestStack) {
  const tokens = new Map<string, string>();
  return async <T>(user: string, query: string, variables: Record<string, unknown> = {}) => {
    let token = tokens.get(user);
    if (!token) {
      token = await stack().gateway.login(`${user}@demo.com.br`);
      tokens.set(user, token);
    }
    stack().recorder.reset();
    const { body } = await stack().gateway.gql<T>(query, { token, variables });
    const calls = stack()
      .recorder.calls.map((call) => call.route)
      .filter((route) => route !== 'GET /me');
    return { body, calls };
  };
}
