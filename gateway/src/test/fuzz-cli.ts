/**
 * The long fuzz run: `pnpm --filter @portal/gateway fuzz -- --cases 10000 [--seed N]`. Starts the
 * real upstream (throwaway database) and the gateway in-process on random loopback ports, logs in
 * as every demo role, runs the cases, prints what it saw and every finding, and exits 1 on any
 * finding or if the gateway stopped answering.
 */

import { runFuzz } from './fuzz.ts';
import { fuzzCallers, gatewayAlive } from './fuzz-setup.ts';
import { startTestGateway } from './gateway.ts';
import { startUpstream } from './upstream-process.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  const value = index >= 0 ? Number(args[index + 1]) : Number.NaN;
  return Number.isInteger(value) && value >= 0 ? value : fallback;
};
const cases = option('cases', 2_000);
const seed = option('seed', Date.now() % 1_000_000);

const upstream = await startUpstream({ env: { LOG_LEVEL: 'warn' } });
const gateway = await startTestGateway({ PORTAL_URL: upstream.portalUrl, TOKEN_URL: upstream.tokenUrl });
let code = 1;
try {
  const callers = await fuzzCallers(gateway);
  console.log(`fuzzing ${cases} cases, seed ${seed}, as ${callers.map((c) => c.name).join(', ')}`);
  const started = performance.now();
  const report = await runFuzz({ graphqlUrl: gateway.graphqlUrl, callers, cases, seed });
  const alive = await gatewayAlive(gateway, callers);
  console.log(`${report.cases} cases in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  console.log('HTTP statuses:', report.statuses);
  console.log('error codes:', report.codes);
  for (const finding of report.findings) console.log(JSON.stringify(finding));
  console.log(`findings: ${report.findings.length}; gateway alive after: ${alive}`);
  code = report.findings.length === 0 && alive ? 0 : 1;
} finally {
  await gateway.stop();
  await upstream.stop();
}
process.exit(code);
