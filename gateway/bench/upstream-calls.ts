/**
 * How many upstream calls one affiliate dashboard request makes (issue 4: each distinct upstream
 * call at most once). Starts the real upstream (throwaway database) and the gateway in-process,
 * counts every HTTP attempt through the upstream client's call hook, prints them per route and
 * exits 1 if any route was called more than once or the answer has errors. It counts, it does not
 * time: no wall-clock figure is asserted.
 *
 *   pnpm --filter @portal/gateway bench:calls
 */
import { callRecorder, startTestGateway, type TestGateway } from '../src/test/gateway.ts';
import { startUpstream, type UpstreamProcess } from '../src/test/upstream-process.ts';

const USER = 'afiliado@demo.com.br';

/** The affiliate dashboard's data in one request (web/src/features/finance/dashboard.graphql). */
const DASHBOARD = `query AffiliateDashboard {
  finance {
    agentAsRole
    balance { pending earned }
    totalSales
    goals { cycleId cycle minimum basic master unit unitId }
    commercialCycle { id number startsAt endsAt current }
    commissions(page: 0, pageSize: 5) {
      totalRows
      items { id status type value date paymentId installment installments product { id name isVoucher } }
    }
    salesByCycle(last: 12) { cycle total count }
    integration { kind integrated }
  }
}`;

async function main(): Promise<number> {
  let upstream: UpstreamProcess | undefined;
  let gateway: TestGateway | undefined;
  try {
    upstream = await startUpstream();
    const recorder = callRecorder();
    gateway = await startTestGateway(
      { PORTAL_URL: upstream.portalUrl, TOKEN_URL: upstream.tokenUrl },
      { onUpstreamCall: recorder.hook },
    );
    const token = await gateway.login(USER);
    recorder.reset(); // the login's own calls are not the dashboard's

    const { body } = await gateway.gql(DASHBOARD, { token });
    const perRoute = new Map<string, number>();
    for (const call of recorder.calls) perRoute.set(call.route, (perRoute.get(call.route) ?? 0) + 1);

    console.log(`Upstream calls for one affiliate dashboard request (${USER}):`);
    for (const [route, count] of [...perRoute].sort(([a], [b]) => a.localeCompare(b))) {
      console.log(
        `  ${String(count).padStart(3)}  ${route}${count > 1 ? '   <- called more than once' : ''}`,
      );
    }
    const repeated = [...perRoute].filter(([, count]) => count > 1);
    console.log(`  ${String(recorder.calls.length).padStart(3)}  total, ${perRoute.size} distinct routes`);

    if (body.errors?.length) {
      console.error(`The dashboard answered errors: ${JSON.stringify(body.errors)}`);
      return 1;
    }
    if (repeated.length > 0) {
      console.error(`FAIL: ${repeated.length} route(s) called more than once in one request.`);
      return 1;
    }
    console.log('OK: every upstream route was called at most once.');
    return 0;
  } finally {
    await gateway?.stop();
    await upstream?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
