/**
 * Schema-driven fuzzing against the real gateway and upstream (test/fuzz.ts): a fixed seed and a
 * few hundred cases here; `pnpm --filter @portal/gateway fuzz -- --cases 10000` runs a long one.
 * Every Query and Mutation field is covered in turn, as anonymous and as each demo role.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FuzzCaller, type FuzzReport, problemsOf, runFuzz } from './test/fuzz.ts';
import { fuzzCallers, gatewayAlive } from './test/fuzz-setup.ts';
import { startTestGateway, type TestGateway } from './test/gateway.ts';
import { startUpstream, type UpstreamProcess } from './test/upstream-process.ts';

const SEED = 20_260_505;
const CASES = 300;

let upstream: UpstreamProcess;
let gateway: TestGateway;
let report: FuzzReport;
let callers: FuzzCaller[];

beforeAll(async () => {
  upstream = await startUpstream();
  gateway = await startTestGateway({ PORTAL_URL: upstream.portalUrl, TOKEN_URL: upstream.tokenUrl });
  callers = await fuzzCallers(gateway);
  report = await runFuzz({
    graphqlUrl: gateway.graphqlUrl,
    callers,
    cases: CASES,
    seed: SEED,
  });
}, 300_000);

afterAll(async () => {
  await gateway?.stop();
  await upstream?.stop();
});

describe('schema-driven fuzzing', () => {
  it(`ran ${CASES} cases without a 5xx, a leak or an unexpected error`, () => {
    expect(report.cases).toBe(CASES);
    // A finding carries the query, variables and response needed to replay it.
    // In full in the failure message: vitest would cut a finding down to its case number.
    expect(report.findings, JSON.stringify(report.findings, null, 2)).toEqual([]);
    expect(Object.keys(report.statuses).every((status) => Number(status) < 500)).toBe(true);
  });

  it('reached the resolvers, not only validation (some cases answered data)', () => {
    expect(report.statuses['200']).toBeGreaterThan(CASES / 4);
    expect(report.codes.BAD_USER_INPUT).toBeGreaterThan(0);
  });

  it('left the gateway alive and serving', async () => {
    expect(await gatewayAlive(gateway, callers)).toBe(true);
  });
});

describe('the finding rules', () => {
  it('flag 5xx, non-JSON bodies, uncoded and internal errors, and leaked details', () => {
    expect(problemsOf(502, '{"data":null}')).toEqual(['HTTP 502']);
    expect(problemsOf(200, '<html>')).toEqual(['body is not JSON']);
    expect(problemsOf(200, '{"errors":[{"message":"x"}]}')).toEqual(['error without a code']);
    expect(
      problemsOf(200, '{"errors":[{"message":"x","extensions":{"code":"INTERNAL_SERVER_ERROR"}}]}'),
    ).toEqual(['INTERNAL_SERVER_ERROR']);
    expect(
      problemsOf(
        200,
        '{"errors":[{"message":"at run (/work/main/gateway/src/x.ts:1:2)","extensions":{"code":"BAD_USER_INPUT"}}]}',
      ),
    ).toEqual(['leaks a stack frame', 'leaks a file path']);
    expect(
      problemsOf(
        200,
        '{"errors":[{"message":"select id from users where x","extensions":{"code":"NOT_FOUND"}}]}',
      ),
    ).toEqual(['leaks a SQL text']);
  });

  it('accept data that merely contains URLs, and coded client errors', () => {
    expect(problemsOf(200, '{"data":{"url":"http://127.0.0.1:4010/docs/a.pdf"}}')).toEqual([]);
    expect(problemsOf(400, '{"errors":[{"message":"x","extensions":{"code":"BAD_USER_INPUT"}}]}')).toEqual(
      [],
    );
  });
});
