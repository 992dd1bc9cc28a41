import { defineConfig } from 'vitest/config';

// Workspace-level checks only (deployment files, docs); each package has its own config.
export default defineConfig({ test: { include: ['tests/**/*.test.ts'] } });
