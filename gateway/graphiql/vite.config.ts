/**
 * Bundles GraphiQL (React, CodeMirror, styles and fonts included) into dist/graphiql, which the
 * gateway serves under /graphiql/ (src/graphiql.ts): nothing is fetched from a CDN at run time.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/graphiql/',
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('../dist/graphiql', import.meta.url)),
    emptyOutDir: true,
    // GraphiQL is one big editor that developers load once; splitting it would gain nothing.
    chunkSizeWarningLimit: 4_000,
    rolldownOptions: {
      onLog(level, log, handler) {
        // graphiql 4 ships react-compiler-runtime's "use no memo" directive, which is meaningless
        // in a bundle; the warning would only teach people to ignore build output.
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
        handler(level, log);
      },
    },
  },
});
