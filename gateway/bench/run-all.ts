/**
 * `pnpm bench` for the gateway (root `pnpm bench` runs it): every gateway bench one after the
 * other, each in its own process with its own upstream and gateway, so one failing still lets the
 * others print their figures. Exits 1 when any of them failed.
 *
 *   pnpm --filter @portal/gateway bench          (BENCH_SECONDS / BENCH_WARMUP_SECONDS to shorten)
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { GATEWAY_DIR } from './support.ts';

const BENCHES = [
  ['overhead', 'bench/overhead.ts'],
  ['dashboard', 'bench/dashboard.ts'],
  ['upstream calls', 'bench/upstream-calls.ts'],
  ['keep-alive', 'bench/keep-alive.ts'],
  ['replicas', 'bench/replicas.ts'],
  ['instrumentation', 'bench/instrumentation.ts'],
] as const;

const run = (script: string) =>
  new Promise<number>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(GATEWAY_DIR, script)], {
      cwd: GATEWAY_DIR,
      stdio: 'inherit',
    });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

const results: Array<[string, number]> = [];
for (const [name, script] of BENCHES) results.push([name, await run(script)]);
console.log('\n=== gateway benches ===');
for (const [name, code] of results) console.log(`  ${code === 0 ? 'ok  ' : 'FAIL'} ${name}`);
process.exit(results.some(([, code]) => code !== 0) ? 1 : 0);
