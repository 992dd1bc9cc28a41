/**
 * The affiliate dashboard (issue 6, "Gateway"): the web's `AffiliateDashboard` query through the gateway,
 * one round trip, vs the same data as the REST calls a browser SPA would make to upstream one after
 * the other (and, for reference, the same calls in parallel as a browser could over 6
 * connections). Measured on loopback, then again through a proxy that adds 20 ms to every round
 * trip between client and server (10 ms each way), with 1 user and with 10 concurrent users.
 *
 *   pnpm --filter @portal/gateway bench:dashboard
 *
 * The REST side skips GET /me (an SPA reads the user once at start-up), which the gateway makes
 * on every request for the role rules: the comparison favours REST.
 */
import { COMMISSIONS_PREVIEW_ROWS } from '@portal/schema';
import {
  CONNECTIONS,
  type LoadFigures,
  ms,
  printTable,
  ratio,
  runGatewayBench,
  SECONDS,
  startBenchGateway,
  WARMUP_SECONDS,
} from './support.ts';
import { closedLoop, type HttpCall, type HttpClient, httpClient, tcpProxy } from './traffic.ts';
import { webOperation } from './web-operations.ts';

const USER = 'afiliado@demo.com.br';
const ADDED_RTT_MS = 20;
/** Connections a browser opens per origin: the parallel REST variant's limit per user. */
const BROWSER_CONNECTIONS = 6;
const FIN = '/v1/finances/portal';

/** What the gateway asks upstream for this query (bench:calls lists it), minus GET /me. */
const REST_PATHS = [
  `${FIN}/commissions/balance`,
  `${FIN}/sales/total`,
  `${FIN}/cycles/commercial`,
  `${FIN}/goals`,
  `${FIN}/sales/by-cycle?last=12`,
  `${FIN}/commissions/commissions?page=0&pageSize=${COMMISSIONS_PREVIEW_ROWS}&order=DESC&orderBy=date`,
  // The affiliate's dashboard also shows the active banners and what the CNPJ status asks next.
  '/v1/products/portal/affiliate/banners',
  '/v1/affiliates/me/profile',
];

const ok = (status: number, body: string, what: string) => {
  if (status < 200 || status >= 300) throw new Error(`${what}: HTTP ${status} ${body.slice(0, 200)}`);
};

interface Side {
  name: string;
  /** One dashboard load by one user. */
  load(): Promise<void>;
}

const TITLE = 'Affiliate dashboard: one GraphQL request vs the REST calls of an SPA';
runGatewayBench(TITLE, 'dashboard', USER, async ({ stack, base, upstream, token }) => {
  const gateway = await startBenchGateway(stack, base, upstream);
  const delayedGateway = stack.add(await tcpProxy(base + 4, gateway.url, ADDED_RTT_MS / 2));
  const delayedUpstream = stack.add(await tcpProxy(base + 5, upstream.portalUrl, ADDED_RTT_MS / 2));
  const auth = { authorization: `Bearer ${token}` };
  const dashboard = webOperation('AffiliateDashboard');
  const graphqlCall: HttpCall = {
    method: 'POST',
    path: '/graphql',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      query: dashboard.document,
      operationName: 'AffiliateDashboard',
      variables: { branch: false, previewRows: COMMISSIONS_PREVIEW_ROWS },
    }),
  };
  const restCalls: HttpCall[] = REST_PATHS.map((path) => ({ method: 'GET', path, headers: auth }));

  const sides = (gatewayUrl: string, upstreamUrl: string, users: number) => {
    const clients: HttpClient[] = [
      httpClient(gatewayUrl, users),
      httpClient(upstreamUrl, users),
      httpClient(upstreamUrl, users * BROWSER_CONNECTIONS),
    ];
    const [gql, sequential, parallel] = clients as [HttpClient, HttpClient, HttpClient];
    const list: Side[] = [
      {
        name: 'gateway: 1 GraphQL request',
        load: async () => {
          const { status, body } = await gql.send(graphqlCall);
          ok(status, body, 'AffiliateDashboard');
          if (body.includes('"errors"'))
            throw new Error(`AffiliateDashboard answered errors: ${body.slice(0, 300)}`);
        },
      },
      {
        name: `REST: ${restCalls.length} requests in sequence`,
        load: async () => {
          for (const call of restCalls) {
            const { status, body } = await sequential.send(call);
            ok(status, body, call.path);
          }
        },
      },
      {
        name: `REST: ${restCalls.length} requests in parallel`,
        load: async () => {
          await Promise.all(
            restCalls.map(async (call) => {
              const { status, body } = await parallel.send(call);
              ok(status, body, call.path);
            }),
          );
        },
      },
    ];
    return {
      list,
      close: () => {
        for (const client of clients) client.close();
      },
    };
  };

  // Both sides must work (and agree) before anything is timed.
  const check = sides(gateway.url, upstream.portalUrl, 1);
  for (const side of check.list) await side.load();
  const answer = JSON.parse((await httpClient(gateway.url, 1).send(graphqlCall)).body) as {
    data: { finance: { balance: { pending: number }; commissions: { totalRows: number } } };
  };
  const restBalance = JSON.parse(
    (await httpClient(upstream.portalUrl, 1).send(restCalls[0] as HttpCall)).body,
  ) as {
    pending: number;
  };
  if (answer.data.finance.balance.pending !== restBalance.pending) {
    throw new Error('the gateway and upstream disagree on the balance');
  }
  check.close();
  console.log(`user ${USER}; REST side: ${REST_PATHS.map((path) => path.replace(FIN, '…')).join(', ')}`);

  console.log(`warming up ${WARMUP_SECONDS} s per side...`);
  const warm = sides(gateway.url, upstream.portalUrl, CONNECTIONS);
  for (const side of warm.list)
    await closedLoop(side.load, { concurrency: CONNECTIONS, seconds: WARMUP_SECONDS });
  warm.close();

  let failures = 0;
  for (const addedRtt of [0, ADDED_RTT_MS]) {
    for (const users of [1, CONNECTIONS]) {
      const scenario = sides(
        addedRtt ? delayedGateway.url : gateway.url,
        addedRtt ? delayedUpstream.url : upstream.portalUrl,
        users,
      );
      const results: Array<[string, LoadFigures]> = [];
      for (const side of scenario.list) {
        results.push([side.name, await closedLoop(side.load, { concurrency: users, seconds: SECONDS })]);
      }
      scenario.close();
      const gatewayP50 = results[0]?.[1].p50 ?? Number.NaN;
      console.log(`\n+${addedRtt} ms round trip, ${users} user${users > 1 ? 's' : ''} (${SECONDS} s each):`);
      printTable(
        ['dashboard load', 'p50 ms', 'p90 ms', 'p99 ms', 'loads/s', 'failed', 'p50 vs gateway'],
        results.map(([name, figures]) => [
          name,
          ms(figures.p50),
          ms(figures.p90),
          ms(figures.p99),
          figures.rps.toFixed(1),
          String(figures.failures),
          ratio(figures.p50 / gatewayP50),
        ]),
      );
      failures += results.reduce((sum, [, figures]) => sum + figures.failures, 0);
    }
  }
  if (failures > 0) {
    console.error(`FAIL: ${failures} dashboard load(s) failed.`);
    return 1;
  }
  return 0;
});
