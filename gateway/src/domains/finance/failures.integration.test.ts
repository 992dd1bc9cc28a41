/**
 * docs/product.md §5.1: balance, sales and cycle lookup failures are swallowed. Through the gateway: the
 * failed field is null with an error entry at its path, and the rest of the dashboard still arrives. The
 * real upstream sits behind a small proxy that fails chosen routes.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_TEXT } from '../../errors.ts';
import { type FailingProxy, startFailingProxy } from '../../test/failing-proxy.ts';
import { type CallRecorder, callRecorder, startTestGateway, type TestGateway } from '../../test/gateway.ts';
import { startUpstream, type UpstreamProcess } from '../../test/upstream-process.ts';

const BASE = '/v1/finances/portal';
const RETRIES = 3;

const DASHBOARD = `{ finance {
  balance { pending earned }
  unitBalance { currentCycle lastCycle }
  totalSales
  commercialCycle { id number }
  financialCycle { id number }
  goals { cycle minimum }
  salesByCycle(last: 6) { cycle total }
  commissions(pageSize: 5) { totalRows items { id } }
  integration { integrated }
} }`;

type Dashboard = { finance: Record<string, unknown> | null };

let upstream: UpstreamProcess;
let proxy: FailingProxy;
let gateway: TestGateway;
let recorder: CallRecorder;
let token: string;
const failed: string[] = [];

beforeAll(async () => {
  upstream = await startUpstream();
  proxy = await startFailingProxy(upstream.portalUrl);
  recorder = callRecorder();
  gateway = await startTestGateway(
    {
      PORTAL_URL: proxy.url,
      TOKEN_URL: upstream.tokenUrl,
      UPSTREAM_RETRIES: String(RETRIES),
      // Five routes failing at once could open the finances breaker mid-request and fail the
      // healthy ones too; these tests are about one field each (breakers: faults.integration).
      CIRCUIT_BREAKER_THRESHOLD: '0',
    },
    { onUpstreamCall: recorder.hook },
  );
  token = await gateway.login('afiliado@demo.com.br');
});

beforeEach(() => {
  for (const path of failed.splice(0)) proxy.heal(path);
  recorder.reset();
});

afterAll(async () => {
  await gateway?.stop();
  await proxy?.close();
  await upstream?.stop();
});

const fail = (route: string, status = 500) => {
  proxy.fail(`${BASE}${route}`, status);
  failed.push(`${BASE}${route}`);
};

const errorPaths = (errors: Array<{ path?: ReadonlyArray<string | number> }> = []) =>
  errors.map((error) => error.path?.join('.')).sort();

describe('partial failure', () => {
  it('answers the whole dashboard when nothing fails', async () => {
    const { body } = await gateway.gql<Dashboard>(DASHBOARD, { token });
    expect(body.errors).toBeUndefined();
    expect(Object.values(body.data?.finance ?? {}).every((value) => value !== null)).toBe(true);
  });

  it('nulls only the balance, with an error at finance.balance, when its lookup fails', async () => {
    fail('/commissions/balance');
    const { status, body } = await gateway.gql<Dashboard>(DASHBOARD, { token });
    expect(status).toBe(200);
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: ERROR_TEXT.unavailable,
        path: ['finance', 'balance'],
        extensions: { code: 'UPSTREAM_UNAVAILABLE' },
      }),
    ]);
    const finance = body.data?.finance ?? {};
    expect(finance.balance).toBeNull();
    for (const field of [
      'totalSales',
      'commercialCycle',
      'goals',
      'salesByCycle',
      'commissions',
      'integration',
    ]) {
      expect(finance[field]).not.toBeNull();
    }
  });

  it('does the same for every sales and cycle lookup at once', async () => {
    for (const route of [
      '/sales/balance',
      '/sales/total',
      '/sales/by-cycle',
      '/cycles/commercial',
      '/cycles/financial',
    ]) {
      fail(route);
    }
    const { body } = await gateway.gql<Dashboard>(DASHBOARD, { token });
    expect(errorPaths(body.errors)).toEqual([
      'finance.commercialCycle',
      'finance.financialCycle',
      'finance.salesByCycle',
      'finance.totalSales',
      'finance.unitBalance',
    ]);
    expect(body.data?.finance).toMatchObject({
      unitBalance: null,
      totalSales: null,
      salesByCycle: null,
      commercialCycle: null,
      financialCycle: null,
      balance: { pending: expect.any(Number) },
      goals: { cycle: 14 },
    });
  });

  it('retries a transiently failing GET before giving up on that field alone', async () => {
    fail('/commissions/balance', 503);
    const { body } = await gateway.gql<Dashboard>(DASHBOARD, { token });
    expect(errorPaths(body.errors)).toEqual(['finance.balance']);
    expect(recorder.to('/commissions/balance')).toHaveLength(RETRIES);
  });

  it('reports a goals failure other than 404 as an error on goals only', async () => {
    fail('/goals', 500);
    const { body } = await gateway.gql<Dashboard>(DASHBOARD, { token });
    expect(errorPaths(body.errors)).toEqual(['finance.goals']);
    expect(body.data?.finance?.goals).toBeNull();
    expect(body.data?.finance?.balance).not.toBeNull();
  });
});
