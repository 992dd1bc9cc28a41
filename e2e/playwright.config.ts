import { defineConfig } from '@playwright/test';
import { stack } from './tests/support/stack.ts';

/**
 * Drives the built web app, the gateway and the upstream in Debian's Chromium (never a
 * downloaded browser). The stack starts on its own ports with a throwaway in-memory database,
 * so a developer's running instance is left alone.
 */
export default defineConfig({
  testDir: './tests',
  // One budget for every test and every wait (README, "Tests"): a test takes at most about 10 s and
  // a wait for one state at most about 3 s on a quiet machine, so both have a three-fold margin on
  // a machine three times slower. No spec sets its own.
  timeout: 30_000,
  expect: { timeout: 10_000, toPass: { timeout: 10_000 } },
  // Every test creates or picks the data it changes, so tests of one file run on both workers too.
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: stack.webUrl,
    // A failed test keeps its trace (DOM snapshots, network, console) and a final screenshot; the
    // trace's screencast is off because encoding frames for every passing test cost about a fifth
    // of the suite's CPU (docs/performance.md, "The test suite's time").
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: 'node ../scripts/start.mjs --no-install --no-build',
    url: `${stack.webUrl}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    env: stack.env,
    stdout: 'ignore',
    stderr: 'pipe',
    // start.mjs runs each service in its own process group and stops them all on SIGTERM; the
    // default (SIGKILL to start.mjs's group only) would leave the services running as orphans.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
});
