#!/usr/bin/env node
// `pnpm --filter @portal/web bench` (and so the root `pnpm bench`): after the web build and the
// bundle report (package.json), starts the stack on the benchmark's own ports (bench/stack.mjs),
// runs Lighthouse (bench/lighthouse.mjs) and the GraphQL request count (bench/requests.mjs), and
// stops the stack. `--only lighthouse` or `--only requests` runs one of them. Figures are printed,
// never asserted: the exit code is non-zero only when a script could not run.
import { runLighthouse } from './lighthouse.mjs';
import { runRequestCount } from './requests.mjs';
import { startStack } from './stack.mjs';

const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex >= 0 ? process.argv[onlyIndex + 1] : null;
if (only && !['lighthouse', 'requests'].includes(only)) {
  console.error(`--only takes lighthouse or requests, not ${only}`);
  process.exit(2);
}

const stack = await startStack();
let code = 0;
const stopOnSignal = () => {
  void stack.stop().then(() => process.exit(130));
};
process.once('SIGINT', stopOnSignal);
process.once('SIGTERM', stopOnSignal);
try {
  // One failing does not keep the other from reporting.
  for (const [name, run] of [
    ['lighthouse', runLighthouse],
    ['requests', runRequestCount],
  ]) {
    if (only && only !== name) continue;
    try {
      await run();
    } catch (error) {
      console.error(`\n${name} failed:`, error);
      code = 1;
    }
  }
} finally {
  await stack.stop();
}
process.exit(code);
