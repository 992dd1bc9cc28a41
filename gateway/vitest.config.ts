import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

// The product's clock (upstream kernel/clock.ts) stands on the day the suites' expectations were
// written for, whatever the calendar says; set here, in the main process, so the global setup's
// seed, the workers and the upstream processes they start all inherit it.
process.env.PORTAL_NOW ??= '2026-01-15T13:00:00.000Z';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // graphql 16 ships CJS (main) and ESM (module). Node loads the CJS one for Apollo and
    // graphql-tools, while Vite would give our sources the ESM one: two GraphQLError classes, and
    // `instanceof` checks fail across them. Point our sources at the copy Node uses.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    include: ['src/**/*.test.ts', 'graphiql/**/*.test.ts'],
    // The Redis suites need a Redis: scripts/test.mjs runs them with TEST_REDIS_URL when one
    // answers (in CI, always), as it does the upstream suite with TEST_DATABASE_URL.
    exclude: process.env.TEST_REDIS_URL
      ? configDefaults.exclude
      : [...configDefaults.exclude, '**/*.redis.test.ts'],
    // Builds the GraphiQL bundle once when it is missing, so its test checks the real page.
    globalSetup: ['./src/test/global-setup.ts'],
    // A file spends most of its time waiting (on its upstream child process, its database, a job's
    // poll), not computing: twice as many workers as cores keeps the cores busy (the PGlite run went
    // from about 235 s to 167 s on 2 cores, CPU near 100%).
    maxWorkers: availableParallelism() * 2,
    // A worker runs its files one after another in one module graph, as upstream's suite does: each
    // file still starts its own upstream process and gateway, and nothing a file changes outlives
    // it (tests/shared-module-graph.test.ts keeps module mocks and environment writes out). Back to
    // back on 2 cores: 187 s and 366 CPU-s isolated, 152 s and 295 shared (docs/performance.md).
    isolate: false,
    testTimeout: 30_000,
    // Integration suites start the real upstream (PGlite migrated and seeded) in beforeAll.
    hookTimeout: 120_000,
  },
});
