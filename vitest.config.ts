import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Workspace-level checks only (deployment files, docs); each package has its own config.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // Vitest's default is one worker fewer than cores, one on a 2-core machine: the compiled
    // servers' build (about 30 s of single-threaded tsc) then ran before everything else instead of
    // beside it (63 → 49 s on 2 cores; twice the cores gave the same).
    maxWorkers: availableParallelism(),
  },
});
