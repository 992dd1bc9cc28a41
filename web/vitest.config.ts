import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // A file's first test also pays for transforming its lazy pages; on a busy 2-core CI machine
    // that alone has taken over 15 s. A hung test still fails, just later.
    testTimeout: 60_000,
    // Twice as many workers as cores: a file waits on its lazy pages' transforms and on timers as
    // much as it computes (the suite went from about 190 s to 124 s on 2 cores).
    maxWorkers: availableParallelism() * 2,
  },
});
