#!/usr/bin/env node
// Runs every check and test of the workspace, in the order CI needs them, and ends with one
// summary line "N passed, N failed". Flags: --no-install, --no-e2e; E2E_SHUFFLE=<seed> shuffles the e2e suite.
// Real PostgreSQL: the upstream suite runs a second time against TEST_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/test); in CI an unreachable server is a failure. Real Redis:
// the gateway's *.redis.test.ts (two gateway processes sharing limits) run against TEST_REDIS_URL
// (default redis://127.0.0.1:6379), with the same rule.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpmCommand, run } from './lib/proc.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const [pnpm, ...pnpmArgs] = pnpmCommand();
const reports = mkdtempSync(join(tmpdir(), 'portal-tests-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const timings = [];
/** What failed, a line each, repeated at the end: CI often keeps only the tail of the output. */
const failedWhat = [];

/**
 * CPU seconds used by this process's finished descendants (Linux's cutime + cstime, 100 ticks a
 * second), so each step's line says whether it kept the cores busy; null where /proc is absent.
 */
function childCpuSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

async function step(label, cmdArgs, options = {}) {
  console.log(`\n━━ ${label}`);
  const started = Date.now();
  const cpuBefore = childCpuSeconds();
  const code = await run(pnpm, [...pnpmArgs, ...cmdArgs], { cwd: root, ...options });
  const cpu = cpuBefore === null ? '' : `, ${(childCpuSeconds() - cpuBefore).toFixed(0)} CPU-s`;
  const load = `, load ${loadavg()[0].toFixed(1)}`;
  timings.push(`${label}: ${((Date.now() - started) / 1000).toFixed(1)} s${cpu}${load}`);
  if (code !== 0) failures.push(label);
  return code;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: the reporters' colour codes are what it strips.
const plain = (text) => (text ?? '').replace(/\u001b\[[0-9;]*m/g, '');
const firstLine = (text) => plain(text).trim().split('\n').slice(0, 3).join(' ⏎ ').slice(0, 400);

/** Counts from a vitest JSON report; a missing report (crash) counts as one failure. */
function countVitest(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  const r = JSON.parse(readFileSync(file, 'utf8'));
  for (const result of r.testResults ?? []) {
    const tests = (result.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of tests) failedWhat.push(`${result.name}: ${test.fullName}`);
    // A file can fail with no failed test: a beforeAll that threw skips its tests.
    if (result.status === 'failed' && tests.length === 0) {
      failedWhat.push(`${result.name}: ${firstLine(result.message) || 'a hook failed, its tests skipped'}`);
    }
  }
  return { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests };
}

function countPlaywright(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      if (spec.ok) continue;
      const error = spec.tests?.flatMap((test) => test.results ?? []).find((result) => result.error)?.error;
      failedWhat.push(`${spec.file}:${spec.line} ${spec.title}: ${firstLine(error?.message)}`);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  const { stats } = report;
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

function add(counts) {
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
}

async function vitest(label, filter, env = {}, files = []) {
  const out = join(reports, `${label.replace(/\W+/g, '-')}.json`);
  const filterArgs = filter ? ['--filter', filter, 'exec'] : ['exec'];
  await step(
    label,
    [
      ...filterArgs,
      'vitest',
      'run',
      ...files,
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${out}`,
    ],
    {
      env: { ...process.env, ...env },
    },
  );
  add(countVitest(out));
}

async function reachable(url, defaultPort) {
  const { default: net } = await import('node:net');
  const { hostname, port } = new URL(url);
  return new Promise((done) => {
    const socket = net.connect({ host: hostname, port: Number(port || defaultPort) });
    socket.setTimeout(2_000);
    socket.on('connect', () => done(socket.end() && true));
    socket.on('error', () => done(false));
    socket.on('timeout', () => done(socket.destroy() && false));
  });
}

if (!args.has('--no-install')) {
  if ((await step('install', ['install', '--frozen-lockfile'])) !== 0) process.exit(1);
}
await step('lint and format (biome)', ['exec', 'biome', 'ci', '.']);
await step('generated code is current', ['run', 'codegen:check']);
// Descriptions, naming conventions, and breaking changes against schema/schema.snapshot.graphql.
await step('schema lint', ['--filter', '@portal/schema', 'schema:lint']);
// Two packages at a time: tsc is single-threaded, so the second core would idle (52 s → 34 s).
await step('typecheck', ['-r', '--filter=!portal', '--workspace-concurrency=2', 'run', 'typecheck']);

await vitest('workspace tests', undefined);
await vitest('schema tests', '@portal/schema');
await vitest('upstream tests (PGlite)', '@portal/upstream');
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
if (await reachable(pgUrl, 5432)) {
  await vitest('upstream tests (PostgreSQL)', '@portal/upstream', { TEST_DATABASE_URL: pgUrl });
} else if (process.env.CI) {
  console.error(`PostgreSQL is not reachable at ${pgUrl}`);
  failures.push('upstream tests (PostgreSQL)');
  totals.failed += 1;
} else {
  console.log(`\n(skipping the PostgreSQL run: nothing listens at ${pgUrl})`);
}
await vitest('gateway tests', '@portal/gateway');
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
if (await reachable(redisUrl, 6379)) {
  await vitest('gateway tests (Redis)', '@portal/gateway', { TEST_REDIS_URL: redisUrl }, ['redis.test']);
} else if (process.env.CI) {
  console.error(`Redis is not reachable at ${redisUrl}`);
  failures.push('gateway tests (Redis)');
  totals.failed += 1;
} else {
  console.log(`\n(skipping the Redis run, limits shared by two gateways: nothing listens at ${redisUrl})`);
}
await vitest('web tests', '@portal/web');

await step('build web', ['--filter', '@portal/web', 'build']);
await step('build GraphiQL', ['--filter', '@portal/gateway', 'build']);
await step('bundle size budget', ['--filter', '@portal/web', 'size']);

if (!args.has('--no-e2e')) {
  const out = join(reports, 'e2e.json');
  // E2E_SHUFFLE=<seed> runs the specs and their tests in a random order that the seed repeats.
  const shuffle = process.env.E2E_SHUFFLE?.trim() ? [`--shuffle=${process.env.E2E_SHUFFLE.trim()}`] : [];
  await step('e2e (Playwright, Chromium)', ['--filter', '@portal/e2e', 'test', ...shuffle], {
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
  });
  add(countPlaywright(out));
}

console.log(`\n━━ Timings\n${timings.join('\n')}`);
if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
if (failedWhat.length) console.log(`\nFailed:\n${failedWhat.map((what) => `- ${what}`).join('\n')}`);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(failures.length || totals.failed ? 1 : 0);
