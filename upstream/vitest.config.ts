import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// The product's clock (upstream kernel/clock.ts) stands on the day the suites' expectations were
// written for, whatever the calendar says; set here, in the main process, so the global setup's
// seed, the workers and the upstream processes they start all inherit it.
process.env.PORTAL_NOW ??= '2026-01-15T13:00:00.000Z';

// Each test file starts its own upstream on a fresh database (src/testing/harness.ts); the global
// setup prepares the seeded PGlite snapshot those databases are loaded from.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // The PGlite adapter has nothing to test against a real server, and terminating server
    // connections means nothing on PGlite: each runs only where it applies (not skipped).
    exclude: process.env.TEST_DATABASE_URL
      ? ['src/db/pglite-pool.test.ts']
      : ['src/db/pool-recovery.test.ts', 'src/domains/points/conversion-interrupted.test.ts'],
    globalSetup: ['src/testing/global-setup.ts'],
    // A file spends most of its time waiting (on its upstream child process, its database, a job's
    // poll), not computing: twice as many workers as cores keeps the cores busy (the PGlite run went
    // from about 235 s to 167 s on 2 cores, CPU near 100%).
    maxWorkers: availableParallelism() * 2,
    // A worker runs its files one after another in one module graph instead of importing the
    // whole app again for each file: each file still gets its own upstream on a fresh database
    // (src/testing/harness.ts), and no test mocks a module or changes the environment. Imports
    // took about 160 s of the run's time summed over files with isolation, under 30 s without.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
