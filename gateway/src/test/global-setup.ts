import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../config.ts';

/** `pnpm test` may run before `pnpm build` (CI does): build the GraphiQL bundle if it is missing. */
export default async function setup(): Promise<void> {
  const { graphiqlDir } = loadConfig({});
  if (existsSync(join(graphiqlDir, 'index.html'))) return;
  const { build } = await import('vite');
  await build({
    configFile: fileURLToPath(new URL('../../graphiql/vite.config.ts', import.meta.url)),
    logLevel: 'warn',
  });
}
