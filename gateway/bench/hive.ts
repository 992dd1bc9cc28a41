/**
 * The comparison side of bench:overhead (issue 32, part 1): Hive Gateway serving a GraphQL Mesh
 * composition of the same upstream route, the off-the-shelf way to put GraphQL over an OpenAPI.
 * Its tools live in bench/hive/ (about 500 MB, outside the workspace so neither `npm start` nor
 * `npm test` installs them); the first run installs them from its lockfile with `npm ci`.
 *
 * The composition is made at run time from the OpenAPI document the bench's upstream serves,
 * reduced to GET /me (the route both other sides call) and the components it names; the caller's
 * Authorization header is forwarded on every upstream call, as our gateway does.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GATEWAY_DIR, type Stack } from './support.ts';

const HIVE_DIR = join(GATEWAY_DIR, 'bench', 'hive');
/** Generated per run (git-ignored): the reduced document, the compose config and the supergraph. */
const WORK_DIR = join(HIVE_DIR, '.work');
const bin = (name: string) => join(HIVE_DIR, 'node_modules', '.bin', name);

export interface HiveGateway {
  graphqlUrl: string;
  pid: number;
  /** The query that reads what `query Me` reads on our gateway: the user's id. */
  meQuery: string;
  stop(): Promise<void>;
}

function installTools(): void {
  if (existsSync(bin('hive-gateway')) && existsSync(bin('mesh-compose'))) return;
  console.log('installing Hive Gateway and Mesh Compose into bench/hive (npm ci, once)...');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--ignore-scripts'], {
    cwd: HIVE_DIR,
    stdio: 'inherit',
  });
}

interface OpenApi {
  paths: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, unknown> };
  [key: string]: unknown;
}

/** GET /me and every component schema it reaches, with the portal's address as the only server. */
function meDocument(document: OpenApi, portalUrl: string): OpenApi {
  const me = document.paths['/me']?.get as { responses: Record<string, unknown> } | undefined;
  if (!me) throw new Error('the upstream OpenAPI document has no GET /me');
  const schemas = document.components?.schemas ?? {};
  const reached: Record<string, unknown> = {};
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      const name =
        key === '$ref' && typeof value === 'string'
          ? /^#\/components\/schemas\/(.+)$/.exec(value)?.[1]
          : undefined;
      if (name && !(name in reached)) {
        reached[name] = schemas[name];
        visit(schemas[name]);
      } else visit(value);
    }
  };
  const ok = { 200: me.responses['200'] };
  visit(ok);
  return {
    openapi: document.openapi,
    info: document.info,
    servers: [{ url: portalUrl }],
    paths: { '/me': { get: { ...me, responses: ok } } },
    components: { schemas: reached },
  };
}

function waitForListening(child: ChildProcess, url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 120_000;
    const poll = async () => {
      if (child.exitCode !== null) return reject(new Error(`hive-gateway exited (${child.exitCode})`));
      try {
        const response = await fetch(`${url}/healthcheck`);
        await response.text();
        if (response.ok) return resolve();
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) return reject(new Error('hive-gateway did not start in 120 s'));
      setTimeout(poll, 250);
    };
    void poll();
  });
}

/** Composes the supergraph and starts Hive Gateway on `port` in front of `portalUrl`. */
export async function startHiveGateway(stack: Stack, port: number, portalUrl: string): Promise<HiveGateway> {
  installTools();
  mkdirSync(WORK_DIR, { recursive: true });
  const document = (await (await fetch(`${portalUrl}/openapi.json`)).json()) as OpenApi;
  writeFileSync(join(WORK_DIR, 'portal-me.json'), JSON.stringify(meDocument(document, portalUrl), null, 2));
  writeFileSync(
    join(WORK_DIR, 'mesh.config.ts'),
    `import { defineConfig } from '@graphql-mesh/compose-cli';
import { loadOpenAPISubgraph } from '@omnigraph/openapi';
export const composeConfig = defineConfig({
  subgraphs: [{ sourceHandler: loadOpenAPISubgraph('portal', {
    source: './portal-me.json',
    endpoint: ${JSON.stringify(portalUrl)},
    operationHeaders: { Authorization: '{context.headers.authorization}' },
  }) }],
});
`,
  );
  execFileSync(bin('mesh-compose'), ['-o', 'supergraph.graphql'], { cwd: WORK_DIR, stdio: 'inherit' });
  const child = spawn(bin('hive-gateway'), ['supergraph', 'supergraph.graphql', '--port', String(port)], {
    cwd: WORK_DIR,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  };
  stack.add({ stop });
  await waitForListening(child, url);
  return { graphqlUrl: `${url}/graphql`, pid: child.pid ?? -1, meQuery: 'query Me { me { id } }', stop };
}
